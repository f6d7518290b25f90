import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { CONSENTS_STEP, OVERVIEW_STEP } from '../../domain/checkout-flow';
import { formatCents } from '../../domain/money';
import type { OrderStatus } from '../../domain/order-status';
import { formActions, type FormState } from '../../state/form';
import { orderActions, type OrderState } from '../../state/order';
import { FullScreenLoader } from '../../app/chrome/FullScreenLoader';
import { CheckoutFrame } from './CheckoutFrame';
import { EnteredData } from './EnteredData';
import { OrderLines } from './OrderLines';
import { SchemaForm } from './SchemaForm';
import { OfflineSubmitHint } from '../offline/OfflineSubmitHint';
import { selectSubmitQueued } from '../../state/outbox';

type State = { form: FormState; order: OrderState };

/** /checkout/overview: the cart, the entered data, the consents and the order button (§312j BGB). */
export function OverviewPage() {
  return (
    <CheckoutFrame current="OVERVIEW">
      <Overview />
    </CheckoutFrame>
  );
}

function Overview() {
  const dispatch = useDispatch();
  const store = useStore<State>();
  const status = useSelector((state: State) => state.order.status) as OrderStatus;
  const form = useSelector((state: State) => state.form);
  const submitQueued = useSelector(selectSubmitQueued);
  const submitting = useSelector((state: State) => state.order.phase === 'submitting') || submitQueued;
  const [initialValues] = useState(() => store.getState().form.values[CONSENTS_STEP] ?? {});
  useEffect(() => {
    dispatch(formActions.stepActivated(status.steps.length));
    const known = store.getState().form.schemas;
    for (const step of [...status.steps, CONSENTS_STEP]) if (!known[step]) dispatch(formActions.schemaRequested(step));
  }, [dispatch, store, status.steps]);
  const consents = form.schemas[CONSENTS_STEP];
  return (
    <div className="overview">
      <h1>Übersicht</h1>
      <OrderLines prices={status.prices} />
      {status.steps.map((step) => (
        <EnteredData key={step} step={step} schema={form.schemas[step]} values={form.values[step]} />
      ))}
      <section className="card overview-block" aria-labelledby="overview-consents">
        <h2 id="overview-consents">Zustimmungen</h2>
        {consents ? (
          <SchemaForm
            schema={consents}
            initialValues={initialValues}
            serverErrors={form.serverErrors[OVERVIEW_STEP]}
            submitLabel="zahlungspflichtig bestellen"
            submitting={submitting}
            onSubmit={(values) => dispatch(orderActions.submitRequested(values))}
            onValuesChange={(values) => dispatch(formActions.valuesChanged({ step: CONSENTS_STEP, values }))}
            beforeSubmit={<><BeforeOrdering prices={status.prices} /><OfflineSubmitHint /></>}
          />
        ) : (
          <FullScreenLoader size="small" />
        )}
      </section>
    </div>
  );
}

/** The contract summary download, then key features, total price and minimum term right above the button (§312j BGB). */
function BeforeOrdering({ prices }: { prices: OrderStatus['prices'] }) {
  const dispatch = useDispatch();
  const loading = useSelector((state: State) => state.order.summaryLoading);
  return (
    <div className="before-ordering">
      <p className="before-ordering__summary">
        Bitte laden Sie vor Ihrer Bestellung die Vertragszusammenfassung herunter und speichern Sie sie:{' '}
        <button type="button" className="link-button" disabled={loading} onClick={() => dispatch(orderActions.contractSummaryRequested())}>
          Vertragszusammenfassung herunterladen (PDF)
        </button>
      </p>
      <dl className="before-ordering__totals" data-testid="order-totals">
        <div>
          <dt>Ihre Bestellung</dt>
          <dd>{prices.lines.map((line) => line.name).join(', ')}</dd>
        </div>
        <div>
          <dt>Monatlich</dt>
          <dd>{formatCents(prices.monthly_cents)}</dd>
        </div>
        <div>
          <dt>Einmalig</dt>
          <dd>{formatCents(prices.one_time_cents)}</dd>
        </div>
        <div>
          <dt>Mindestvertragslaufzeit</dt>
          <dd>{prices.min_term_months > 0 ? `${prices.min_term_months} Monate` : 'keine'}</dd>
        </div>
      </dl>
    </div>
  );
}
