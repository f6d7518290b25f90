import type { Address, AddressField } from './address';
import type { Corrections } from './availability';
import type { FieldSchema, FormElement, FormSchema, ObjectSchema } from './form-schema';

export const REQUIRED_MESSAGE = 'Dieses Feld ist erforderlich';

export const emptyAddress = (): Address => ({
  street: '',
  house_no: '',
  house_no_suffix: '',
  zipcode: '',
  city: '',
  district: '',
});

export function addressElements(schema: FormSchema): FormElement[] {
  return schema.definitionSchema.steps.flatMap((step) => step.elements).filter((element) => element.dataset === 'customer.address');
}

function addressSchema(schema: FormSchema): ObjectSchema | undefined {
  const customer = schema.validationSchema.properties.customer as ObjectSchema | undefined;
  return customer?.properties.address as ObjectSchema | undefined;
}

/** Spec §5: required, minLength, maxLength and pattern, with the schema's errorMessage per rule. */
export function fieldError(schema: FormSchema, name: string, value: string): string | undefined {
  const address = addressSchema(schema);
  const rules = address?.properties[name] as FieldSchema | undefined;
  const required = (address?.required ?? []).map((n) => n.toLowerCase()).includes(name.toLowerCase());
  const trimmed = value.trim();
  if (!trimmed) return required ? REQUIRED_MESSAGE : undefined;
  if (!rules) return undefined;
  const message = (rule: string) => rules.errorMessage?.[rule] ?? 'Dieser Wert ist ungültig';
  if (rules.minLength !== undefined && trimmed.length < rules.minLength) return message('minLength');
  if (rules.maxLength !== undefined && trimmed.length > rules.maxLength) return message('maxLength');
  if (rules.pattern && !new RegExp(rules.pattern).test(trimmed)) return message('pattern');
  return undefined;
}

export function formErrors(schema: FormSchema, values: Address): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const element of addressElements(schema)) {
    const name = element.name as AddressField;
    const error = fieldError(schema, name, values[name] ?? '');
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
    if (offered && offered.length) next[name as AddressField] = offered[0];
  }
  return next;
}
