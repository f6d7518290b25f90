import { getIn, setIn } from 'final-form';
import type { FormElement } from '../../domain/form-schema';
import type { MappedField } from '../../domain/validation/schema-mapping';
import { namedMessage } from '../../domain/validation/field-naming';
import { normalisePhone } from '../../domain/validation/phone';
import type { FieldProblem } from '../../components/ErrorSummary';
import { fieldIdOf } from '../../components/field-ids';

export interface RenderedField {
  element: FormElement;
  mapped: MappedField;
}

/**
 * One problem per field in the order of the form: the rule it breaks (after a failed submit),
 * otherwise the server's message for it.
 */
export function problemsOf(fields: RenderedField[], clientErrors: object | undefined, serverErrors: Record<string, string>): FieldProblem[] {
  return fields.flatMap(({ element, mapped }) => {
    const error = (clientErrors && (getIn(clientErrors, mapped.path) as unknown)) || serverErrors[mapped.path];
    return typeof error === 'string' && error ? [{ id: fieldIdOf(mapped.path), message: namedMessage(element.label, error) }] : [];
  });
}

/** The values as they are saved: phone numbers in their normalised form (digits, national). */
export function storedValues(values: Record<string, unknown>, fields: RenderedField[]): Record<string, unknown> {
  return fields
    .filter(({ element }) => element.component === 'tel')
    .reduce((result, { mapped }) => {
      const value = getIn(result, mapped.path) as unknown;
      return typeof value === 'string' ? (setIn(result, mapped.path, normalisePhone(value)) as Record<string, unknown>) : result;
    }, values);
}
