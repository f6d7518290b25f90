import type { InputHTMLAttributes } from 'react';
import { useCombobox, type ComboboxOption } from './useCombobox';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  value: string;
  suggestions: ComboboxOption[];
  onChange: (value: string) => void;
  onPick: (option: ComboboxOption) => void;
}

const countText = (count: number) => (count === 1 ? '1 Vorschlag verfügbar' : `${count} Vorschläge verfügbar`);

/** An address field with the address book's suggestions as an APG combobox. */
export function SuggestingInput({ id, value, suggestions, onChange, onPick, onBlur, onFocus, ...rest }: Props) {
  const combobox = useCombobox(id, suggestions, onPick);
  return (
    <div className="suggesting-input">
      <input
        {...rest}
        {...combobox.inputProps}
        id={id}
        type="text"
        value={value}
        onChange={(event) => {
          combobox.reopen();
          onChange(event.target.value);
        }}
        onFocus={(event) => {
          combobox.inputProps.onFocus();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          combobox.blurred();
          onBlur?.(event);
        }}
      />
      <ul {...combobox.listboxProps} className="suggesting-input__list" aria-label="Vorschläge" hidden={!combobox.open}>
        {combobox.open &&
          suggestions.map((option, index) => (
            <li
              key={option.id}
              id={combobox.optionId(index)}
              role="option"
              aria-selected={index === combobox.activeIndex}
              className="suggesting-input__option"
              // Keeps the focus in the input, as the pattern wants.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => combobox.pick(option)}
            >
              {option.label}
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {combobox.open ? countText(suggestions.length) : ''}
      </p>
    </div>
  );
}
