import type { Address, AddressField } from './address';
import type { Corrections } from './availability';
import type { FormElement, FormSchema } from './form-schema';
import { mapFields, type MappedField } from './validation/schema-mapping';
import { firstError } from './validation/validate';

export const emptyAddress = (): Address => ({
  street: '',
  house_no: '',
  house_no_suffix: '',
  zipcode: '',
  city: '',
  district: '',
});

export function addressElements(schema: FormSchema): FormElement[] {
  return schema.definitionSchema.steps
    .flatMap((step) => step.elements)
    .filter((element) => element.dataset === 'customer.address');
}

/** The address fields with their rules, mapped like every other form's (spec §5 "Schema mapping"). */
export function addressFields(schema: FormSchema): Map<AddressField, MappedField> {
  const elements = addressElements(schema);
  const mapped = mapFields(elements, schema.validationSchema);
  return new Map(elements.map((element, index) => [element.name as AddressField, mapped[index] as MappedField]));
}

/** The message of the first rule the value breaks; spaces around it do not count. */
export function addressFieldError(field: MappedField | undefined, value: string): string | undefined {
  return field ? firstError(value.trim(), field.rules, field.node) : undefined;
}

export function addressErrors(
  fields: Map<AddressField, MappedField>,
  values: Address,
): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const [name, field] of fields) {
    const error = addressFieldError(field, values[name] ?? '');
    if (error) errors[name] = error;
  }
  return errors;
}

/**
 * Spec §4: a correction turns the fields it names into selects with the offered values and
 * disables every other field.
 */
export function fieldMode(name: string, corrections: Corrections | undefined): 'text' | 'select' | 'disabled' {
  if (!corrections) return 'text';
  const offered = corrections[name as AddressField];
  return offered && offered.length > 0 ? 'select' : 'disabled';
}

/** The address to show in a correction: the sent one with the first offered value per corrected field. */
export function withFirstCorrections(address: Address, corrections: Corrections): Address {
  const next = { ...address };
  for (const [name, offered] of Object.entries(corrections)) {
    const [first] = offered ?? [];
    if (first !== undefined) next[name as AddressField] = first;
  }
  return next;
}
