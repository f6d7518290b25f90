/**
 * The order flow's writes (spec §7) as the outbox knows them: a submit still queued keeps the
 * button busy. Apart from the rest of the order flow (src/domain/order-flow.ts), which only the
 * checkout's code needs: the outbox's state, part of every page's first load, needs only these.
 */
export const ORDER_WRITE = {
  initiate: 'order-initiate',
  save: 'order-save',
  overview: 'order-overview',
  submit: 'order-submit',
} as const;
