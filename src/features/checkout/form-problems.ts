import { getIn, setIn } from 'final-form';
import type { FormElement } from '../../domain/form-schema';
import type { MappedField } from '../../domain/validation/schema-mapping';
import { normalisePhone } from '../../domain/validation/phone';

export interface RenderedField {
  element: FormElement;
  mapped: MappedField;
}

/** The values as they are saved: phone numbers in their normalised form (digits, national). */
export function storedValues(values: Record<string, unknown>, fields: RenderedField[]): Record<string, unknown> {
  return fields
    .filter(({ element }) => element.component === 'tel')
    .reduce((result, { mapped }) => {
      const value = getIn(result, mapped.path) as unknown;
      return typeof value === 'string'
        ? (setIn(result, mapped.path, normalisePhone(value)) as Record<string, unknown>)
        : result;
    }, values);
}
