import { configureStore } from '@reduxjs/toolkit';
import { createEventLog } from '../../../src/app/event-log';
import { createRootReducer } from '../../../src/state/root-reducer';
import { appRehydrated } from '../../../src/state/app';
import { availabilityActions } from '../../../src/state/availability';
import { cartActions } from '../../../src/state/cart';
import { formActions } from '../../../src/state/form';
import { outboxActions } from '../../../src/state/outbox';
import { orderActions } from '../../../src/state/order';
import { MASK, personalFieldPaths } from '../../../src/domain/mask-personal-data';
import type { FormSchema } from '../../../src/domain/form-schema';
import type { Tariff } from '../../../src/domain/catalogue-types';
import type { CartHandset } from '../../../src/domain/cart';
import { FORM_STEPS, formSchemaFor } from '../../../server/forms/schemas';
import { AVAILABILITY_CHECK_SCHEMA } from '../../../server/forms/availability-check';
import { ADULT_AGE, type FormContext } from '../../../server/forms/context';

/** Every variant of every form the server serves: each step of each kind of order, and the availability check. */
const contexts: FormContext[] = (['mobile', 'landline'] as const).flatMap((line) =>
  (['new-contract', 'provider-change'] as const).flatMap((kind) =>
    [false, true].map((prepaid) => ({
      line,
      kind,
      prepaid,
      today: new Date(Date.UTC(2026, 5, 1)),
      ageLimits: ADULT_AGE,
      streamingOptions: ['Streaming Plus'],
    })),
  ),
);
const servedCheckoutSchemas = contexts.flatMap((context) =>
  FORM_STEPS.map((step) => ({ step, schema: formSchemaFor(step, context) })),
);

const setAt = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
};

/** A value per personal field that appears nowhere else: found in the export, it leaked. */
function answers(step: string, schema: FormSchema, variant: number) {
  const values: Record<string, unknown> = {};
  const secrets = personalFieldPaths(schema).map((path, index) => {
    const secret = `Geheim${variant}x${index}${step.slice(0, 3)}`;
    setAt(values, path, secret);
    return secret;
  });
  return { values, secrets };
}

const tariff = {
  concrete_product_id: 'mobil-m',
  slug: 'mobil-m',
  category: 'tarife',
  product_name: 'Mobil M 30 GB',
  conditions: [],
  highlights: [],
} as unknown as Tariff;
const handset = {
  concrete_product_id: 'vista-15',
  concrete_focus_tariff_id: 'mobil-m',
  bundle_id: 'b1',
  product_name: 'Aurelon Vista 15',
  variant: 'Schwarz, 128 GB',
  image: '/x.webp',
  device: { category: 'smartphones', slug: 'aurelon-vista-15' },
} as unknown as CartHandset;

it('derives personal fields from every served form schema: none of their values is in an export, the tariff, device and field names are', async () => {
  const log = createEventLog({ page: null });
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(log.middleware),
  });
  store.dispatch(appRehydrated());
  store.dispatch(cartActions.handsetChosen({ tariff, handset }));
  const secrets: string[] = [];

  const availability = answers('AVAILABILITY_CHECK', AVAILABILITY_CHECK_SCHEMA, 0);
  secrets.push(...availability.secrets);
  store.dispatch(availabilityActions.schemaLoaded(AVAILABILITY_CHECK_SCHEMA));
  const address = (availability.values.customer as { address: Record<string, string> }).address;
  store.dispatch(availabilityActions.checkRequested(address as never));
  store.dispatch(
    availabilityActions.checked({ address: address as never, max_bandwidth: [], products: ['zuhause-m'] }),
  );
  store.dispatch(cartActions.connectionAddressSet(address as never));

  servedCheckoutSchemas.forEach(({ step, schema }, variant) => {
    const { values, secrets: entered } = answers(step, schema, variant + 1);
    secrets.push(...entered);
    store.dispatch(formActions.schemaLoaded({ step, schema }));
    store.dispatch(formActions.valuesChanged({ step, values }));
    const saved = store.dispatch(formActions.saveRequested(step, values));
    store.dispatch(
      outboxActions.enqueued({
        kind: 'save-step',
        group: 't1',
        request: { method: 'POST', url: `/mobile/order/t1/save/${step}`, body: values },
        idempotencyKey: saved.payload.idempotencyKey,
      }),
    );
    store.dispatch(
      formActions.saveFailed({
        step,
        fields: Object.fromEntries(personalFieldPaths(schema).map((path) => [path, `Bitte prüfen: ${String(path)}`])),
      }),
    );
  });
  const email = secrets.find((secret) => secret.includes('PER'))!;
  store.dispatch(orderActions.submitRequested({ terms: true }, { email, videoIdent: false }));

  const exported = await log.export();
  const leaked = secrets.filter((secret) => exported.includes(secret));
  expect(leaked).toEqual([]);
  expect(secrets.length).toBeGreaterThan(50);
  for (const name of ['Mobil M 30 GB', 'Aurelon Vista 15', 'Schwarz, 128 GB']) expect(exported).toContain(name);
  // The schemas' descriptors stay: every field's name and label, as served.
  const state = JSON.parse(exported) as { entries: { action: { type: string; payload?: { schema?: FormSchema } } }[] };
  const loaded = state.entries
    .filter((entry) => entry.action.type === formActions.schemaLoaded.type)
    .map((entry) => entry.action.payload!.schema!);
  expect(loaded).toEqual(servedCheckoutSchemas.map(({ schema }) => JSON.parse(JSON.stringify(schema)) as FormSchema));
  const replayed = (await log.replay(exported)).getState() as ReturnType<typeof store.getState>;
  const personal = replayed.form.values.PERSONAL_DATA as { customer: Record<string, unknown> };
  expect(personal.customer.first_name).toBe(MASK);
  expect(replayed.cart).toMatchObject({
    tariff: { product_name: 'Mobil M 30 GB' },
    handset: { product_name: 'Aurelon Vista 15' },
  });
});
