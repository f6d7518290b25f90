import { useFeatureDispatch } from '../../state/feature-loading';
import { useEffect, useState } from 'react';
import { useAppSelector, useAppStore, type RootState } from '../../state/store-types';
import { STEP_TITLES } from '../../domain/order-flow';
import { formActions } from '../../state/form';
import {
  selectStepSaving,
  selectStepSchema,
  selectStepSchemaFailed,
  selectStepServerErrors,
} from '../../state/form-selectors';
import { BoundedLoader } from '../loading';
import { LoadFailed } from '../../components/LoadFailed';
import { CheckoutFrame } from './CheckoutFrame';
import { ProviderChangeChoice } from './ProviderChangeChoice';
import { SchemaForm } from './SchemaForm';
import { afterNextPaint } from '../../components/next-paint';
import { useIsClient } from '../../components/useIsClient';
import { KEPT_VALUES_ATTRIBUTE } from '../../early/signals';

/** The number to take along and the current provider: right under the choice that asks for them. */
const isPortingField = (path: string) => path.startsWith('provider_change.');

/** A landline connection address comes from the availability result (API.md "Order"). */
function initialValuesOf(state: RootState, step: string): Record<string, unknown> {
  const stored = state.form.values[step];
  if (stored) return stored;
  const address = state.availability.result?.address;
  return step === 'PERSONAL_DATA' && address ? { customer: { address: { ...address } } } : {};
}

/** What a step rendered on the server shows: nothing entered yet (src/app/checkout-step-state.ts). */
const RENDERED_VALUES: Record<string, unknown> = {};

/** /checkout, /checkout/zahlung, /checkout/identifikation: the step's form from its schema. */
export function CheckoutStepPage({ step, index }: { step: string; index: number }) {
  return (
    <CheckoutFrame current={step}>
      <StepForm step={step} index={index} />
    </CheckoutFrame>
  );
}

function StepForm({ step, index }: { step: string; index: number }) {
  const dispatch = useFeatureDispatch('checkout');
  const schema = useAppSelector(selectStepSchema(step));
  const saving = useAppSelector(selectStepSaving(step));
  const serverErrors = useAppSelector(selectStepServerErrors(step));
  const failed = useAppSelector(selectStepSchemaFailed(step));
  const store = useAppStore();
  const isClient = useIsClient();
  // Read once: a store update while typing must not reinitialise the form. The server renders a
  // step without the tab's values (it has none): hydrating, the form starts as rendered and takes
  // them up once hydrated.
  const [start] = useState(() => {
    const kept = initialValuesOf(store.getState(), step);
    return isClient ? { initialValues: kept } : { initialValues: RENDERED_VALUES, valuesAfterHydration: kept };
  });
  // 'Weiter' is answered at once (the form keeps its button busy while this runs); the save and its
  // request follow once that is painted.
  const save = async (values: Record<string, unknown>) => {
    await afterNextPaint();
    dispatch(formActions.saveRequested(step, values));
  };
  useEffect(() => {
    dispatch(formActions.stepActivated(index));
    dispatch(formActions.schemaRequested(step));
  }, [dispatch, step, index]);
  if (!schema && failed) return <LoadFailed onRetry={() => dispatch(formActions.schemaRequested(step))} />;
  if (!schema)
    return (
      <BoundedLoader
        size="small"
        where={`checkout-step:${step}`}
        onRetry={() => dispatch(formActions.schemaRequested(step))}
      />
    );
  const title = STEP_TITLES[step] ?? step;
  return (
    <section
      className="card checkout-step"
      aria-labelledby="checkout-step-title"
      {...{ [KEPT_VALUES_ATTRIBUTE]: step }}
    >
      <h1 id="checkout-step-title">{title}</h1>
      <SchemaForm
        schema={schema}
        initialValues={start.initialValues}
        valuesAfterHydration={start.valuesAfterHydration}
        serverErrors={serverErrors}
        submitLabel="Weiter"
        submitting={saving}
        beforeFields={step === 'PERSONAL_DATA' && <ProviderChangeChoice />}
        leadingField={isPortingField}
        onSubmit={save}
        onValuesChange={(values) => void dispatch(formActions.valuesChanged({ step, values }))}
      />
    </section>
  );
}
