import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../domain/api-error';
import type { OutboxInput, OutboxRequest } from '../domain/outbox-policy';
import { ORDER_WRITE } from '../domain/order-writes';
import { appRehydrated } from './app';
import { newIdempotencyKey } from './idempotency-key';
import { selectServerUnreachable, type ConnectivityState } from './connectivity';

export interface OutboxEntry {
  /** A UUID made in the intent's `prepare`; sent as `Idempotency-Key`. */
  id: string;
  /** What the write is for, e.g. 'order-submit'; the result actions carry it. */
  kind: string;
  /** Writes that build on each other (one temp order): a rejected one takes the later ones with it. */
  group: string;
  request: OutboxRequest;
  attempts: number;
  /** 'sending' is transient: after a reload nothing is on the wire any more. */
  status: 'pending' | 'sending';
  /** Epoch ms; 0 means at once. */
  nextAttemptAt: number;
  /** A 401 has renewed the session for this entry once; a second 401 is final. */
  sessionRenewed?: boolean;
}

export interface OutboxResult {
  id: string;
  kind: string;
  group: string;
}

export type OutboxState = { entries: OutboxEntry[] };

const initialState: OutboxState = { entries: [] };

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    enqueued: {
      reducer: (state, action: PayloadAction<OutboxEntry>) => {
        // The same key twice is the same write: keep the first.
        if (!state.entries.some((entry) => entry.id === action.payload.id)) state.entries.push(action.payload);
      },
      prepare: ({ idempotencyKey, ...input }: OutboxInput) => {
        const payload: OutboxEntry = {
          ...input,
          id: idempotencyKey ?? newIdempotencyKey(),
          attempts: 0,
          status: 'pending',
          nextAttemptAt: 0,
        };
        return { payload };
      },
    },
    attemptStarted: (state, action: PayloadAction<string>) => {
      const entry = state.entries.find((e) => e.id === action.payload);
      if (entry) entry.status = 'sending';
    },
    /** Network error or 5xx: the entry stays for a later attempt. */
    attemptFailed: (state, action: PayloadAction<{ id: string; nextAttemptAt: number }>) => {
      const entry = state.entries.find((e) => e.id === action.payload.id);
      if (!entry) return;
      entry.status = 'pending';
      entry.attempts += 1;
      entry.nextAttemptAt = action.payload.nextAttemptAt;
    },
    /** The server did not know the token: a new session exists, the entry goes again at once. */
    sessionRenewed: (state, action: PayloadAction<string>) => {
      const entry = state.entries.find((e) => e.id === action.payload);
      if (!entry) return;
      entry.status = 'pending';
      entry.attempts += 1;
      entry.nextAttemptAt = 0;
      entry.sessionRenewed = true;
    },
    entrySucceeded: (state, action: PayloadAction<OutboxResult & { data: unknown }>) => {
      state.entries = state.entries.filter((e) => e.id !== action.payload.id);
    },
    /** A final answer (4xx): the entry and the later writes of its group are rolled back. */
    entryFailed: (state, action: PayloadAction<OutboxResult & { error: ApiError; dropped: string[] }>) => {
      const gone = new Set([action.payload.id, ...action.payload.dropped]);
      state.entries = state.entries.filter((e) => !gone.has(e.id));
    },
    /** The connection is back: whatever waits for its backoff goes at once. */
    retryDue: (state) => {
      for (const entry of state.entries) entry.nextAttemptAt = 0;
    },
    /** The session expired: its writes cannot be sent any more (spec §8 "403"). */
    cleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(appRehydrated, (state) => {
      for (const entry of state.entries) entry.status = 'pending';
    });
  },
});

export const outboxActions = outboxSlice.actions;

export const selectOutboxEntries = (state: { outbox: OutboxState }) => state.outbox.entries;
/** The entry sent next: the queue goes strictly in order. */
export const selectOutboxHead = (state: { outbox: OutboxState }): OutboxEntry | undefined => state.outbox.entries[0];
/** An order submit waits in the outbox (also one queued before a reload). */
export const selectSubmitQueued = (state: { outbox: OutboxState }) =>
  state.outbox.entries.some((entry) => entry.kind === ORDER_WRITE.submit);
export const selectPendingCount = (state: { outbox: OutboxState }) => state.outbox.entries.length;
/** The later writes of the same group, which depend on the rejected one. */
export const laterInGroup = (entries: OutboxEntry[], failed: OutboxEntry): string[] =>
  entries
    .slice(entries.findIndex((e) => e.id === failed.id) + 1)
    .filter((e) => e.group === failed.group)
    .map((e) => e.id);
/** Writes wait while the server does not answer: the status line offers to try again. */
export const selectUnsentWhileUnreachable = (state: { outbox: OutboxState; connectivity: ConnectivityState }) =>
  selectServerUnreachable(state) && selectPendingCount(state) > 0;
