import { FormField, fieldDescription } from '../../components/FormField';
import { useDeclarationField } from './DeclarationForm';

interface Props {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  min?: string;
}

/**
 * A text field of a declaration, rendered by the shop's one field renderer: its message shows after
 * a failed submit (until the shopper edits it) or when the server refused the value.
 */
export function DeclarationField({ name, label, hint, type = 'text', multiline, required, ...rest }: Props) {
  const { input, error, id } = useDeclarationField(name);
  const control = {
    ...input,
    id,
    value: input.value ?? '',
    ...fieldDescription(id, { hint, error }),
    'aria-required': required || undefined,
    autoComplete: rest.autoComplete,
    maxLength: rest.maxLength,
  };
  return (
    <FormField id={id} label={label} block="field" hint={hint} error={error} requiredMark={required}>
      {multiline ? <textarea rows={4} {...control} /> : <input {...control} type={type} min={rest.min} />}
    </FormField>
  );
}
