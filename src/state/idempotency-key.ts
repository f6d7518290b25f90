import { nanoid } from '@reduxjs/toolkit';

/** A fresh Idempotency-Key, made in an intent's `prepare` (ARCHITECTURE.md "The outbox"). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : nanoid();
