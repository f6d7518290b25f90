import type { ReactNode } from 'react';
import { ProblemReport } from '../diagnostics/ProblemReport';
import { useAppDispatch } from '../../state/store-types';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../components/links';
import { orderActions } from '../../state/order';
import { FINISH_ROUTE, guardRedirect } from '../../domain/order-flow';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { StepIndicator } from './StepIndicator';
import { CompactOrderSummary } from './CompactOrderSummary';
import { useCheckoutOrder } from './useCheckoutOrder';
import './checkout.css';

/** Every checkout page: the temp order, the checkout guard and the step indicator around the content. */
export function CheckoutFrame({ current, children }: { current: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const { ready, emptyCart, failed, order } = useCheckoutOrder();
  // After the order (also on Back) the confirmation is the page to show; otherwise there is nothing to check out.
  if (emptyCart) return <Navigate to={order.orderId ? FINISH_ROUTE : '/warenkorb'} replace />;
  if (failed) return <InitFailed />;
  if (!ready || !order.status) return <FullScreenLoader />;
  const redirect = guardRedirect(pathname, order.status.steps, order.status.completed_steps);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className="checkout">
      <StepIndicator steps={order.status.steps} completed={order.status.completed_steps} current={current} />
      {current === 'OVERVIEW' ? (
        children
      ) : (
        <div className="checkout__body">
          <CompactOrderSummary prices={order.status.prices} />
          <div className="checkout__main">{children}</div>
        </div>
      )}
    </div>
  );
}

/** The order could not be started (the toast said why): try again or go back to the cart. */
function InitFailed() {
  const dispatch = useAppDispatch();
  return (
    <section className="card checkout-failed" aria-labelledby="checkout-failed-title">
      <h1 id="checkout-failed-title">Die Bestellung konnte nicht gestartet werden</h1>
      <p>Bitte versuchen Sie es erneut oder prüfen Sie Ihren Warenkorb.</p>
      <div className="checkout-failed__actions">
        <button type="button" className="button button--primary" onClick={() => dispatch(orderActions.initRequested())}>
          Erneut versuchen
        </button>
        <Link to="/warenkorb" className="button">
          Zum Warenkorb
        </Link>
        <ProblemReport context="order-failed" />
      </div>
    </section>
  );
}
