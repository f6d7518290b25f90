import { FieldMessage } from '../../components/FieldCaption';
import { useDeclarationField } from './DeclarationForm';

interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** Radio buttons in a fieldset: the legend names the question for screen readers. */
export function ChoiceGroup({ name, legend, options }: ChoiceGroupProps) {
  const { input, error, id } = useDeclarationField(name);
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice-group__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={input.value === option.value}
            onChange={() => input.onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && <FieldMessage id={id} label={legend} error={error} block="field" />}
    </fieldset>
  );
}
