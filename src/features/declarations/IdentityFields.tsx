import { FIELD_LIMITS } from '../../domain/declarations';
import { DeclarationField } from './DeclarationField';

type IdentityField = 'name' | 'address' | 'customer_number' | 'email' | 'order_number';

interface FieldSpec {
  label: string;
  hint?: string;
  type?: 'email';
  autoComplete?: string;
  required?: boolean;
}

/**
 * Who declares and which contract: every declaration page asks for these with the same words,
 * autofill and limits. A hint here says where to find the value; what a page wants it for is the page's.
 */
const IDENTITY_FIELDS: Record<IdentityField, FieldSpec> = {
  name: { label: 'Vor- und Nachname', autoComplete: 'name', required: true },
  address: { label: 'Anschrift', autoComplete: 'street-address' },
  customer_number: { label: 'Kundennummer', hint: 'Sie finden sie auf Ihrer Rechnung.' },
  email: { label: 'E-Mail-Adresse', type: 'email', autoComplete: 'email', required: true },
  order_number: {
    label: 'Auftragsnummer',
    hint: 'Steht in Ihrer Auftragsbestätigung, z. B. MA-2025-104711.',
    required: true,
  },
};

/** The labels of these fields in the given order, for the form's error summary. */
export function identityLabels<F extends IdentityField>(fields: readonly F[]) {
  return Object.fromEntries(fields.map((name) => [name, IDENTITY_FIELDS[name].label])) as Record<F, string>;
}

interface Props {
  fields: readonly IdentityField[];
  /** Groups the fields under this legend; without one they stand in the form as they are. */
  legend?: string;
  /** The page's own hints, by field: what it needs a value for. */
  hints?: Partial<Record<IdentityField, string>>;
}

/** The identifying fields a declaration page asks for, in the page's order. */
export function IdentityFields({ fields, legend, hints = {} }: Props) {
  const list = fields.map((name) => (
    <DeclarationField
      key={name}
      name={name}
      {...IDENTITY_FIELDS[name]}
      hint={hints[name] ?? IDENTITY_FIELDS[name].hint}
      maxLength={FIELD_LIMITS[name]}
    />
  ));
  if (!legend) return <>{list}</>;
  return (
    <fieldset className="declaration__group">
      <legend>{legend}</legend>
      {list}
    </fieldset>
  );
}
