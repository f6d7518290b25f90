import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { newIdempotencyKey as newKey } from './idempotency-key';
import type { OrderLine } from '../domain/order-flow';
import type { OrderStatus } from '../domain/order-status';
import type { OrderReceipt, ReceiptContact } from '../domain/order-receipt';
import { appRehydrated } from './app';

/** Spec §3 "Order", kept in sessionStorage under `order`. */
export interface OrderState {
  tempOrderId: string | null;
  orderId: string | null;
  trackingId: string | null;
  isChangingProvider: boolean;
  line: OrderLine | null;
  /** The cart payload the temp order was made from; another cart needs a new one. */
  cartKey: string | null;
  status: OrderStatus | null;
  /**
   * Transient, reset after a reload. 'left': the order was lost while its checkout page is being
   * left (the navigation away is under way): that page starts no new order, the next checkout does.
   */
  phase: 'idle' | 'initializing' | 'init-failed' | 'status-failed' | 'submitting' | 'left';
  /**
   * The session of the temp order was lost (401) or refused (403): the steps saved into it, to be
   * saved from the form slice into the new temp order, and the step whose save was cut short.
   */
  keptSteps?: string[];
  resumeStep?: string | null;
  /** Set when the contract summary is being fetched. Transient. */
  summaryLoading: boolean;
  /** The contact of the order being sent; with the order number it becomes the receipt. */
  pendingContact?: ReceiptContact | null;
  /** The last order sent, for the confirmation page. */
  receipt?: OrderReceipt | null;
}

const initialState: OrderState = {
  tempOrderId: null,
  orderId: null,
  trackingId: null,
  isChangingProvider: false,
  line: null,
  cartKey: null,
  status: null,
  phase: 'idle',
  summaryLoading: false,
  pendingContact: null,
  receipt: null,
};

/** Retries send another cart, so each attempt gets a key of its own (spec §9: up to 3 retries). */
const INIT_ATTEMPT_KEYS = 4;

export const orderSlice = createSlice({
  name: 'order',
  initialState,
  reducers: {
    reset: (state) => ({ ...initialState, trackingId: state.trackingId }),
    /** Spec §3: the tracking id of the landing URL goes with initiate-order. */
    trackingIdSeen: (state, action: PayloadAction<string>) => {
      state.trackingId = action.payload;
    },
    /** Spec §3 isChangingProvider: another kind of order, so the temp order is made again. */
    providerChangeChosen: (state, action: PayloadAction<boolean>) => {
      if (state.isChangingProvider === action.payload) return;
      state.isChangingProvider = action.payload;
      state.tempOrderId = null;
      state.cartKey = null;
      state.status = null;
    },
    initRequested: {
      reducer: (state) => {
        state.phase = 'initializing';
      },
      prepare: () => ({ payload: { idempotencyKeys: Array.from({ length: INIT_ATTEMPT_KEYS }, newKey) } }),
    },
    initSucceeded: (state, action: PayloadAction<{ tempOrderId: string; line: OrderLine; cartKey: string }>) => {
      Object.assign(state, action.payload, { phase: 'idle', orderId: null, status: null });
    },
    initFailed: (state) => {
      state.phase = 'init-failed';
    },
    statusLoaded: (state, action: PayloadAction<OrderStatus>) => {
      state.status = action.payload;
      if (state.phase === 'status-failed') state.phase = 'idle';
    },
    /** The status read failed after every try: the checkout offers to ask again. */
    statusFailed: (state) => {
      state.phase = 'status-failed';
    },
    /** The shopper's 'Erneut versuchen' after `statusFailed`. */
    statusRequested: (state) => {
      state.phase = 'idle';
    },
    /**
     * The server no longer lets this shopper write to the temp order (a new session after a 401, or
     * none after a 403): the checkout starts a new one and saves the kept steps into it.
     */
    orderLost: (state, action: PayloadAction<{ resumeStep?: string; leaving?: boolean }>) => {
      if (!state.tempOrderId) return;
      const kept = [
        ...(state.status?.completed_steps ?? []),
        ...(action.payload.resumeStep ? [action.payload.resumeStep] : []),
      ];
      state.keptSteps = [...new Set([...(state.keptSteps ?? []), ...kept])];
      state.resumeStep = action.payload.resumeStep ?? null;
      state.tempOrderId = null;
      state.cartKey = null;
      state.status = null;
      state.phase = action.payload.leaving ? 'left' : 'idle';
    },
    /** The kept steps are in the new temp order (or the shopper saves what is left by hand). */
    keptStepsRestored: (state) => {
      delete state.keptSteps;
      delete state.resumeStep;
    },
    stepCompleted: (state, action: PayloadAction<string>) => {
      if (state.status && !state.status.completed_steps.includes(action.payload))
        state.status.completed_steps.push(action.payload);
    },
    /** The consents of the overview, saved first and then submitted (spec §4 "Submit"). */
    submitRequested: {
      reducer: (state, action: PayloadAction<{ contact?: ReceiptContact }>) => {
        state.phase = 'submitting';
        state.pendingContact = action.payload.contact ?? null;
      },
      prepare: (consents: Record<string, unknown>, contact?: ReceiptContact) => ({
        payload: { consents, overviewKey: newKey(), submitKey: newKey(), contact },
      }),
    },
    submitSucceeded: (state, action: PayloadAction<{ order_id: string }>) => {
      const contact = state.pendingContact ?? { email: '', videoIdent: false };
      state.receipt = {
        orderId: action.payload.order_id,
        line: state.line,
        prices: state.status?.prices ?? null,
        ...(state.status?.contract ? { contract: state.status.contract } : {}),
        connectionAddress: state.status?.connection_address ?? null,
        ...contact,
      };
      state.pendingContact = null;
      state.orderId = action.payload.order_id;
      state.tempOrderId = null;
      state.cartKey = null;
      state.status = null;
      state.phase = 'idle';
    },
    submitFailed: (state) => {
      state.phase = 'idle';
    },
    contractSummaryRequested: (state) => {
      state.summaryLoading = true;
    },
    contractSummaryFinished: (state) => {
      state.summaryLoading = false;
    },
  },
  extraReducers: (builder) => {
    // Loading flags are never persisted (ARCHITECTURE.md "Client state").
    builder.addCase(appRehydrated, (state) => {
      state.phase = 'idle';
      state.summaryLoading = false;
    });
  },
});

export const orderActions = orderSlice.actions;

type WithOrder = { order: OrderState };
export const selectOrder = (state: WithOrder) => state.order;
export const selectTrackingId = (state: WithOrder) => state.order.trackingId;
