import { useField } from 'react-final-form';
import type { FormElement } from '../../domain/form-schema';
import type { MappedField } from '../../domain/validation/schema-mapping';
import { addressFieldError } from '../../domain/availability-form';
import { FormField, fieldDescription } from '../../components/FormField';
import { useFieldMessage } from '../../components/FormShell';
import { SuggestingInput } from './SuggestingInput';
import type { ComboboxOption } from './useCombobox';

interface Props {
  element: FormElement;
  /** The field's rules from the schema. */
  field: MappedField | undefined;
  mode: 'text' | 'select' | 'disabled';
  /** The offered values of a correction (mode 'select'). */
  options?: string[];
  /** The address book's suggestions while typing: the field becomes a combobox. */
  suggestions?: ComboboxOption[];
  onPick?: (option: ComboboxOption) => void;
  /** Focused or typed in (the form holds the value typed): time to ask the address book. */
  onAsk?: () => void;
}

export const availabilityFieldId = (name: string) => `availability-${name}`;

/**
 * One address field: a text input (a combobox where the address book suggests), or a select when
 * the check offered corrections for it. Its message shows once the shopper has left it, or tried to
 * send the form, as on every form of the shop.
 */
export function AvailabilityField({ element, field, mode, options = [], suggestions, onPick, onAsk }: Props) {
  const { input, meta } = useField<string>(element.name, {
    validate: (value: string | undefined) => addressFieldError(field, value ?? ''),
    subscription: { value: true, error: true, touched: true, active: true, submitFailed: true },
  });
  const error = useFieldMessage(
    element.name,
    (meta.touched && !meta.active) || meta.submitFailed ? (meta.error as string | undefined) : undefined,
  );
  const id = availabilityFieldId(element.name);
  const cols = element.layout?.cols ?? 12;
  const shared = { id, name: input.name, ...fieldDescription(id, { error }), onBlur: input.onBlur };
  const value = input.value ?? '';
  const change = (next: string) => {
    input.onChange(next);
    onAsk?.();
  };
  return (
    <FormField
      id={id}
      label={element.label}
      block="availability-field"
      className={cols <= 2 ? 'availability-field--short' : undefined}
      style={{ ['--cols' as string]: cols }}
      error={error}
    >
      {mode === 'select' ? (
        <select
          {...shared}
          value={value}
          onFocus={input.onFocus}
          onChange={(event) => input.onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : suggestions && onPick && mode === 'text' ? (
        <SuggestingInput
          {...shared}
          value={value}
          autoComplete="off"
          suggestions={suggestions}
          onPick={onPick}
          onFocus={() => {
            input.onFocus();
            onAsk?.();
          }}
          onChange={change}
        />
      ) : (
        <input
          {...shared}
          type="text"
          value={value}
          autoComplete={element.autocomplete}
          disabled={mode === 'disabled'}
          onFocus={input.onFocus}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FormField>
  );
}
