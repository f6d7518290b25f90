import type { FormElement } from '../../domain/form-schema';
import { SuggestingInput } from './SuggestingInput';
import type { ComboboxOption } from './useCombobox';

interface Props {
  element: FormElement;
  value: string;
  mode: 'text' | 'select' | 'disabled';
  /** The offered values of a correction (mode 'select'). */
  options?: string[];
  error?: string;
  /** The address book's suggestions while typing: the field becomes a combobox (issue 17). */
  suggestions?: ComboboxOption[];
  onPick?(option: ComboboxOption): void;
  onFocus?(): void;
  onChange(value: string): void;
  onBlur(): void;
}

/** One address field: a text input, or a select when the check offered corrections for it. */
export function AvailabilityField({ element, value, mode, options = [], error, suggestions, onPick, onFocus, onChange, onBlur }: Props) {
  const id = `availability-${element.name}`;
  const errorId = `${id}-error`;
  const cols = element.layout?.cols ?? 12;
  const shared = {
    id,
    name: element.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur,
  };
  return (
    <div
      className={`availability-field${cols <= 2 ? ' availability-field--short' : ''}`}
      style={{ ['--cols' as string]: cols }}
    >
      <label htmlFor={id}>{element.label}</label>
      {mode === 'select' ? (
        <select {...shared} value={value} onChange={(event) => onChange(event.target.value)}>
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
          onFocus={onFocus}
          onChange={onChange}
        />
      ) : (
        <input
          {...shared}
          type="text"
          value={value}
          autoComplete={element.autocomplete}
          disabled={mode === 'disabled'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p className="availability-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
