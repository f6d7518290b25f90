import type { ServerRenderRequest } from '../domain/server-render';
import type { CheckoutOrderRef } from '../domain/checkout-order-cookie';
import { formSchemaPath, guardRedirect, orderStatusPath, stepAt } from '../domain/order-flow';
import type { FormSchema } from '../domain/form-schema';
import type { OrderStatusAnswer } from '../domain/api-answers';
import { orderSlice } from '../state/order';
import { formSlice } from '../state/form';
import type { RootState } from '../state/store-types';

/**
 * The state a checkout step is rendered from on the server: the named temp order's status and the
 * step's form schema, read with the session's token, as the browser's checkout keeps them. The
 * server knows no cart (it is the tab's), and its empty cart has no key: the order stands for it
 * (`cartKey` null), so the page shows the order. Once the browser has restored its own state, the
 * tab's cart and order decide (src/main.tsx renders afresh when they are another order).
 *
 * `undefined`: the url is no checkout step (nothing to add); `null`: a step this server cannot
 * render for the order (unknown to this session, a step the guard would leave, a failed read).
 */
export async function checkoutStepState(
  url: string,
  order: CheckoutOrderRef,
  getJson: ServerRenderRequest['getJson'],
): Promise<Partial<RootState> | null | undefined> {
  const pathname = new URL(url, 'http://shop.invalid').pathname;
  const step = stepAt(pathname);
  if (step === undefined) return undefined;
  // The shop's own API, whose answers its routes' schemas fix (as the browser's checkout takes them).
  const answer = await getJson(orderStatusPath(order.line, order.tempOrderId));
  if (answer?.status !== 200) return null;
  const status = answer.data as OrderStatusAnswer;
  // The browser would go to the first open step: it does so itself, from its own state.
  if (guardRedirect(pathname, status.steps, status.completed_steps) !== null) return null;
  const schema = await getJson(formSchemaPath(order.line, order.tempOrderId, step));
  if (schema?.status !== 200) return null;
  return {
    order: { ...orderSlice.getInitialState(), tempOrderId: order.tempOrderId, line: order.line, status },
    form: { ...formSlice.getInitialState(), schemas: { [step]: schema.data as FormSchema } },
  };
}
