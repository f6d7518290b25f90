import { fieldIdOf } from '../../components/field-ids';

/** A field as the form renders it: its path (the value's name) and its schema component. */
export interface RenderedField {
  path: string;
  component: string;
}

const sameList = (a: string[], b: unknown) =>
  Array.isArray(b) && a.length === b.length && a.every((item) => b.includes(item));

/**
 * What a field of a server-rendered form shows in the page now, as the form's value. React keeps
 * what the page shows when it hydrates an input (a shopper may type before the app's code runs),
 * while the form's state holds what was rendered: this reads the page's side.
 */
function shownValue(field: RenderedField): unknown {
  const control = document.getElementById(fieldIdOf(field.path));
  if (!control) return undefined;
  const choices = () => [...control.querySelectorAll<HTMLInputElement>('input')].filter((input) => input.checked);
  switch (field.component) {
    case 'checkbox':
      return (control as HTMLInputElement).checked;
    case 'radio':
      return choices()[0]?.value;
    case 'checkboxes':
      return choices().map((input) => input.value);
    default:
      return (control as HTMLInputElement | HTMLSelectElement).value || undefined;
  }
}

const isShownAs = (component: string, shown: unknown, rendered: unknown) => {
  if (component === 'checkbox') return shown === Boolean(rendered);
  if (component === 'checkboxes') return sameList(shown as string[], rendered ?? []);
  const renderedText = typeof rendered === 'string' || typeof rendered === 'number' ? String(rendered) : '';
  return (shown ?? '') === renderedText;
};

/**
 * The fields whose page shows something else than the form rendered (typed, chosen or filled in
 * by the browser before the app ran, or the kept value the early script put there), with what
 * they show. `renderedValue` reads the form's value of a path.
 */
export function enteredBeforeHydration(
  fields: readonly RenderedField[],
  renderedValue: (path: string) => unknown,
): [path: string, value: unknown][] {
  return fields.flatMap((field) => {
    const shown = shownValue(field);
    return isShownAs(field.component, shown, renderedValue(field.path)) ? [] : [[field.path, shown]];
  });
}
