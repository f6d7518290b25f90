interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (name: string, value: T) => void;
  error?: string;
}

/** Radio buttons in a fieldset: the legend names the question for screen readers. */
export function ChoiceGroup<T extends string>({ name, legend, value, options, onChange, error }: ChoiceGroupProps<T>) {
  const errorId = `field-${name}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice-group__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(name, option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
