import type { OrderState } from './order';

/**
 * What the checkout's screens read of the order. Apart from the slice (./order.ts), whose reducer
 * every page's first load carries: these come with the checkout's code, loaded on first use.
 */
type WithOrder = { order: OrderState };
export const selectOrderStatus = (state: WithOrder) => state.order.status;
export const selectSubmitting = (state: WithOrder) => state.order.phase === 'submitting';
export const selectSummaryLoading = (state: WithOrder) => state.order.summaryLoading;
export const selectReceipt = (state: WithOrder) => state.order.receipt;
export const selectOrderId = (state: WithOrder) => state.order.orderId;
export const selectOrderLine = (state: WithOrder) => state.order.line;
export const selectChangingProvider = (state: WithOrder) => state.order.isChangingProvider;
