import { createAction } from '@reduxjs/toolkit';

/** Dispatched once every persisted slice is read back; sagas that read persisted state wait for it. */
export const appRehydrated = createAction('app/rehydrated');
