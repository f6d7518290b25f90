/**
 * A checkout step rendered on the server shows its form without the tab's values: the server has
 * none, they are the tab's (sessionStorage `form`, spec §3). Until the app takes the form over,
 * a shopper would see what they entered gone. So the early script puts the kept values into the
 * step's fields as soon as the page is parsed; the app then takes them up as the form's initial
 * values (TakeOverHydratedForm, src/features/checkout/SchemaForm.tsx).
 */
import { valueAt } from '../domain/form-schema';
import { KEPT_VALUES_ATTRIBUTE } from './signals';

/** The `form` slice's entered values of one step, as redux-persist keeps them: each field of the slice as JSON of its own. */
function keptValuesOf(step: string): unknown {
  const slice = JSON.parse(sessionStorage.getItem('form') ?? '{}') as { values?: string };
  return (JSON.parse(slice.values ?? '{}') as Record<string, unknown>)[step];
}

function fill(form: Element, values: unknown) {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    const value = valueAt(values, control.name);
    if (value === undefined || value === null) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      control.checked = Array.isArray(value)
        ? value.includes(control.value)
        : control.type === 'radio'
          ? control.value === value
          : value === true;
    else if (typeof value === 'string' || typeof value === 'number') control.value = String(value);
  }
}

export function showKeptValues() {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const step = document.querySelector(`[${KEPT_VALUES_ATTRIBUTE}]`);
      if (!step) return;
      try {
        fill(step, keptValuesOf(step.getAttribute(KEPT_VALUES_ATTRIBUTE) ?? ''));
      } catch {
        // No storage, or nothing readable in it: the app shows what the tab kept once it runs.
      }
    },
    { once: true },
  );
}
