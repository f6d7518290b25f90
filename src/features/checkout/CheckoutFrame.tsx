import { useFeatureDispatch } from '../../state/feature-loading';
import type { ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ProblemReport } from '../diagnostics';
import { Link, Navigate, useLocation } from 'react-router';
import { orderActions } from '../../state/order';
import { outboxActions } from '../../state/outbox';
import { FINISH_ROUTE, guardRedirect, stepPageName } from '../../domain/order-flow';
import { usePageName } from '../page-meta';
import { BoundedLoader } from '../loading';
import { StepIndicator } from './StepIndicator';
import { CompactOrderSummary } from './CompactOrderSummary';
import { useCheckoutOrder } from './useCheckoutOrder';
import { RepricedNotice } from './RepricedNotice';
import './checkout.css';

/** Every checkout page: the temp order, the checkout guard and the step indicator around the content. */
export function CheckoutFrame({ current, children }: { current: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const dispatch = useFeatureDispatch('checkout');
  const { ready, emptyCart, failed, statusFailed, order } = useCheckoutOrder();
  usePageName(order.status ? stepPageName(order.status.steps, current) : undefined);
  // After the order (also on Back) the confirmation is the page to show.
  if (emptyCart && order.orderId) return <Navigate to={FINISH_ROUTE} replace />;
  // An empty cart's failed init is on its way to the last shop route with its notice.
  if (failed && !emptyCart) return <InitFailed />;
  if (statusFailed) return <StatusFailed />;
  // Past its bound: the status is asked for again, a waiting initiate-order goes at once, or (the
  // order lost meanwhile) a new one is started.
  const retry = () =>
    void dispatch(
      order.tempOrderId
        ? orderActions.statusRequested()
        : order.phase === 'initializing'
          ? outboxActions.retryDue()
          : orderActions.initRequested(),
    );
  if (!ready || !order.status) return <BoundedLoader where="checkout" onRetry={retry} />;
  const redirect = guardRedirect(pathname, order.status.steps, order.status.completed_steps);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className="checkout">
      <StepIndicator steps={order.status.steps} completed={order.status.completed_steps} current={current} />
      <RepricedNotice prices={order.status.prices} />
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

/** The order could not be started or read: why, try again, or back to the cart. */
function CheckoutFailed({
  title,
  text,
  retry,
  testId,
}: {
  title: string;
  text: string;
  retry: () => UnknownAction;
  testId?: string;
}) {
  const dispatch = useFeatureDispatch('checkout');
  return (
    <section className="card checkout-failed" aria-labelledby="checkout-failed-title" data-testid={testId}>
      <h1 id="checkout-failed-title">{title}</h1>
      <p>{text}</p>
      <div className="checkout-failed__actions">
        <button type="button" className="button button--primary" onClick={() => void dispatch(retry())}>
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

/** The order could not be started (the toast said why). */
const InitFailed = () => (
  <CheckoutFailed
    title="Die Bestellung konnte nicht gestartet werden"
    text="Bitte versuchen Sie es erneut oder prüfen Sie Ihren Warenkorb."
    retry={orderActions.initRequested}
  />
);

/** The order's status could not be read after every try: nothing typed is lost. */
const StatusFailed = () => (
  <CheckoutFailed
    title="Ihre Bestellung konnte nicht geladen werden"
    text="Der Server antwortet gerade nicht. Ihre Eingaben bleiben erhalten. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut."
    retry={orderActions.statusRequested}
    testId="status-failed"
  />
);
