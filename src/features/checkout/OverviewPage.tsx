import { useFeatureDispatch } from '../../state/feature-loading';
import { useEffect, useState } from 'react';
import { useAppSelector, useAppStore } from '../../state/store-types';
import { CONSENTS_STEP, OVERVIEW_STEP } from '../../domain/order-flow';
import { receiptContactOf } from '../../domain/order-receipt';
import type { OrderStatus } from '../../domain/order-status';
import { formatAddress } from '../../domain/address';
import { LabelledRows } from '../../components/LabelledRows';
import { formActions } from '../../state/form';
import { selectForm } from '../../state/form-selectors';
import { orderActions } from '../../state/order';
import { selectOrderStatus, selectSubmitting, selectSummaryLoading } from '../../state/order-selectors';
import { BoundedLoader } from '../loading';
import { LoadFailed } from '../../components/LoadFailed';
import { CheckoutFrame } from './CheckoutFrame';
import { EnteredData } from './EnteredData';
import { OrderBox } from './OrderBox';
import { OrderLines } from './OrderLines';
import { SchemaForm } from './SchemaForm';
import { OfflineSubmitHint } from '../offline';
import { selectSubmitQueued } from '../../state/outbox';
import { schemaNodeAt } from '../../domain/form-schema';
import { NEW_CUSTOMER_ORDER_ROW, NEW_CUSTOMER_PATH } from '../../content/new-customer';

/** /checkout/overview: the cart, the entered data, the consents and the order button (§312j BGB). */
export function OverviewPage() {
  return (
    <CheckoutFrame current="OVERVIEW">
      <Overview />
    </CheckoutFrame>
  );
}

function Overview() {
  const dispatch = useFeatureDispatch('checkout');
  const store = useAppStore();
  const status = useAppSelector(selectOrderStatus) as OrderStatus;
  const form = useAppSelector(selectForm);
  const submitQueued = useAppSelector(selectSubmitQueued);
  const submitting = useAppSelector(selectSubmitting) || submitQueued;
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
      <OrderLines prices={status.prices} connectionAddress={status.connection_address} />
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
            onSubmit={(values) =>
              void dispatch(orderActions.submitRequested(values, receiptContactOf(store.getState().form.values)))
            }
            onValuesChange={(values) => void dispatch(formActions.valuesChanged({ step: CONSENTS_STEP, values }))}
            beforeSubmit={
              <>
                <BeforeOrdering
                  status={status}
                  newCustomersOnly={schemaNodeAt(consents.validationSchema, NEW_CUSTOMER_PATH) !== undefined}
                />
                <OfflineSubmitHint />
              </>
            }
          />
        ) : form.failedSchemas.includes(CONSENTS_STEP) ? (
          <LoadFailed onRetry={() => dispatch(formActions.schemaRequested(CONSENTS_STEP))} />
        ) : (
          <BoundedLoader
            size="small"
            where="checkout-consents"
            onRetry={() => dispatch(formActions.schemaRequested(CONSENTS_STEP))}
          />
        )}
      </section>
    </div>
  );
}

/**
 * The contract summary download, then the order box with key features, every price step, the minimum term and the termination conditions right above the button (§312j BGB).
 * Where the consents ask whether the shopper is a new customer, the box says what happens otherwise.
 */
function BeforeOrdering({ status, newCustomersOnly }: { status: OrderStatus; newCustomersOnly: boolean }) {
  const { prices, contract, connection_address: connectionAddress } = status;
  const dispatch = useFeatureDispatch('checkout');
  const loading = useAppSelector(selectSummaryLoading);
  return (
    <div className="before-ordering">
      <p className="before-ordering__summary">
        Bitte laden Sie vor Ihrer Bestellung die Vertragszusammenfassung herunter und speichern Sie sie:{' '}
        <button
          type="button"
          className="link-button"
          disabled={loading}
          onClick={() => dispatch(orderActions.contractSummaryRequested())}
        >
          Vertragszusammenfassung herunterladen (PDF)
        </button>
      </p>
      <OrderBox prices={prices} contract={contract}>
        {connectionAddress && (
          <LabelledRows rows={[{ label: 'Anschlussadresse', value: formatAddress(connectionAddress) }]} />
        )}
        {newCustomersOnly && <LabelledRows rows={[{ ...NEW_CUSTOMER_ORDER_ROW, testId: 'order-new-customer' }]} />}
      </OrderBox>
    </div>
  );
}
