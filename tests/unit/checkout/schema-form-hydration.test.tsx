import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SchemaForm } from '../../../src/features/checkout/SchemaForm';
import { showKeptValues } from '../../../src/early/kept-values';
import { KEPT_VALUES_ATTRIBUTE } from '../../../src/early/signals';
import { oneStepSchema } from '../../support/form-schema';
// The CommonJS build of the module src/main.tsx takes from redux-persist/es (jest runs CommonJS).
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { createShopStore } from '../../../src/app/store';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { formActions } from '../../../src/state/form';

const field = (name: string, label: string, component: 'text' | 'select' | 'checkbox', options?: string[]) => ({
  type: 'field' as const,
  name,
  dataset: 'customer',
  label,
  component,
  ...(options ? { options: options.map((value) => ({ value, label: value })) } : {}),
});

const ZIPCODE_MESSAGE = 'Bitte geben Sie eine gültige Postleitzahl ein.';
const schema = oneStepSchema(
  'PERSONAL_DATA',
  'Persönliche Daten',
  [
    field('salutation', 'Anrede', 'select', ['Herr', 'Frau']),
    field('first_name', 'Vorname', 'text'),
    field('last_name', 'Nachname', 'text'),
    field('zipcode', 'PLZ', 'text'),
    field('newsletter', 'Newsletter', 'checkbox'),
  ],
  {
    type: 'object',
    properties: {
      customer: {
        type: 'object',
        properties: { zipcode: { type: 'string', pattern: '^[0-9]{5}$', errorMessage: { pattern: ZIPCODE_MESSAGE } } },
      },
    },
  },
);

/** The form as the server renders a step: without the tab's values (it has none). */
const form = (
  onValuesChange: (values: Record<string, unknown>) => void,
  valuesAfterHydration?: Record<string, unknown>,
) => (
  <section {...{ [KEPT_VALUES_ATTRIBUTE]: 'PERSONAL_DATA' }}>
    <SchemaForm
      schema={schema}
      initialValues={{}}
      submitLabel="Weiter"
      submitting={false}
      onSubmit={() => undefined}
      onValuesChange={onValuesChange}
      valuesAfterHydration={valuesAfterHydration}
    />
  </section>
);

/** What the tab kept: an invalid postcode among them (a restored value is checked as on any start). */
const KEPT = { customer: { salutation: 'Frau', first_name: 'Erika', last_name: 'Musterfrau', zipcode: '531' } };

/** The tab's storage as redux-persist writes the `form` slice: each field of the slice as JSON of its own. */
const keepInTab = (values: Record<string, unknown>) =>
  sessionStorage.setItem('form', JSON.stringify({ values: JSON.stringify({ PERSONAL_DATA: values }) }));

const control = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;

/** The page as the server sent it, parsed: the early script has shown the kept values by then. */
function serverRenderedPage(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(form(() => undefined));
  showKeptValues();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return container;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('a checkout step rendered on the server', () => {
  it('shows the tab’s kept values before the app runs', () => {
    keepInTab(KEPT);
    serverRenderedPage();
    expect(control<HTMLSelectElement>('field-customer-salutation').value).toBe('Frau');
    expect(control('field-customer-first_name').value).toBe('Erika');
    expect(control('field-customer-zipcode').value).toBe('531');
    expect(control('field-customer-newsletter').checked).toBe(false);
  });

  it('reads the values as the shop’s own persistence wrote them for the tab', async () => {
    const page = new EventTarget();
    const store = createShopStore({
      eventLog: { middleware: () => (next) => (action) => next(action) },
      storage: createWebStorage('session'),
    });
    await startSessionPersistence(store, { page });
    store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: KEPT }));
    // Written when the page is left, as before a reload.
    page.dispatchEvent(new Event('pagehide'));
    serverRenderedPage();
    expect(control('field-customer-first_name').value).toBe('Erika');
    expect(control<HTMLSelectElement>('field-customer-salutation').value).toBe('Frau');
  });

  it('shows what it rendered when the tab’s storage holds nothing readable', () => {
    sessionStorage.setItem('form', '{"values":"kaputt');
    serverRenderedPage();
    expect(control('field-customer-first_name').value).toBe('');
  });

  it('is taken over with the kept values as the form’s own, and what the shopper entered before the app ran', async () => {
    keepInTab(KEPT);
    const container = serverRenderedPage();
    // Before the app's code has run: a kept value typed over, a box ticked.
    control('field-customer-last_name').value = 'Mustermann';
    control('field-customer-newsletter').checked = true;

    const reported: Record<string, unknown>[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        form((values) => reported.push(values), KEPT),
      );
    });
    // The field messages come after the spec's 5 ms debounce.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(control<HTMLSelectElement>('field-customer-salutation').value).toBe('Frau');
    expect(control('field-customer-first_name').value).toBe('Erika');
    expect(control('field-customer-last_name').value).toBe('Mustermann');
    expect(control('field-customer-newsletter').checked).toBe(true);
    // The form's values (saved with the tab, sent with 'Weiter') say the same.
    expect(reported.at(-1)).toEqual({ customer: { ...KEPT.customer, last_name: 'Mustermann', newsletter: true } });
    // A kept value is the form's initial one, checked at once as after any restore (spec §5 "Timing").
    expect(container.textContent).toContain(ZIPCODE_MESSAGE);
  });

  it('changes nothing in a form rendered in the browser (no markup to take over)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const reported: Record<string, unknown>[] = [];
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      const fresh = createRoot(container);
      root = fresh;
      fresh.render(form((values) => reported.push(values)));
    });
    expect(control('field-customer-first_name').value).toBe('');
    expect(reported.at(-1) ?? {}).toEqual({});
  });
});
