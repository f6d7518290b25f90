import { useField } from 'react-final-form';
import { LabelText } from './LabelText';
import { VALIDATION_DEBOUNCE_MS } from '../../domain/order-flow';
import type { FormElement } from '../../domain/form-schema';
import type { MappedField } from '../../domain/validation/schema-mapping';
import { valueAt } from '../../domain/form-schema';
import { firstError } from '../../domain/validation/validate';
import { saysOptional } from '../../domain/validation/field-naming';
import { normalisePhone } from '../../domain/validation/phone';
import { useDebouncedFlag } from './useDebouncedFlag';
import { fieldIdOf } from '../../components/field-ids';
import { FormField, fieldDescription } from '../../components/FormField';
import { useFieldMessage } from '../../components/FormShell';

interface Props {
  element: FormElement;
  mapped: MappedField;
}

/** Components whose every input is a committed change (no typing in between). */
const CHANGE_COMMITS = new Set(['select', 'radio', 'checkbox', 'checkboxes', 'date']);

/** Components labelled by a group caption instead of a <label for>. */
const GROUPS = new Set(['radio', 'checkboxes']);

/** A whole number is stored as a number; anything else stays text, so the numeric rule can name it. */
const parseWholeNumber = (value: string | undefined) =>
  value && /^-?\d+$/.test(value) ? Number(value) : value || undefined;

/** Phone numbers are checked as they are stored: without blanks and slashes, +49 as 0. */
const checkedValue = (component: string, value: unknown) =>
  component === 'tel' && typeof value === 'string' ? normalisePhone(value) : value;

/** Adds or removes one option value of a list field. */
const toggled = (list: unknown, value: string, on: boolean) => {
  const current = Array.isArray(list) ? (list as string[]) : [];
  return on ? [...current.filter((item) => item !== value), value] : current.filter((item) => item !== value);
};

/**
 * One schema field. Spec §5 "Timing": errors appear on blur, on change (selects, boxes, dates),
 * on a model update (restored values) and on submit, never while typing; 5 ms debounce.
 */
export function SchemaField({ element, mapped }: Props) {
  const isCheckbox = element.component === 'checkbox';
  const { input, meta } = useField(mapped.path, {
    type: isCheckbox ? 'checkbox' : undefined,
    parse: element.component === 'number' ? parseWholeNumber : undefined,
    validate: (value, allValues) =>
      firstError(checkedValue(element.component, value), mapped.rules, mapped.node, (path) => valueAt(allValues, path)),
    subscription: {
      value: true,
      error: true,
      touched: true,
      active: true,
      modified: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
      initial: true,
    },
  });
  const committed =
    (meta.touched && !meta.active) ||
    (CHANGE_COMMITS.has(element.component) && meta.modified) ||
    meta.submitFailed ||
    (meta.initial !== undefined && meta.initial !== '' && !meta.modified);
  const clientError = useDebouncedFlag(Boolean(committed && meta.error), VALIDATION_DEBOUNCE_MS)
    ? (meta.error as string | undefined)
    : undefined;
  const error = useFieldMessage(mapped.path, clientError);
  const id = fieldIdOf(mapped.path);
  const required = mapped.rules.some((rule) => rule.name === 'required');
  // Optional fields are marked, consistently: those whose label does not say so get the mark beside it.
  const optionalMark = !required && !isCheckbox && !saysOptional(element.label);
  const aria = {
    ...fieldDescription(id, { hint: element.hint, error, optionalMark }),
    'aria-required': required || undefined,
  };

  const control = (() => {
    switch (element.component) {
      case 'select':
        return (
          <select id={id} {...input} {...aria}>
            <option value="">Bitte wählen</option>
            {element.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'radio':
        return (
          <div id={id} role="radiogroup" aria-labelledby={`${id}-label`} className="schema-field__choices" {...aria}>
            {element.options?.map((option) => (
              <label key={option.value} className="schema-field__choice">
                <input
                  type="radio"
                  name={input.name}
                  value={option.value}
                  checked={input.value === option.value}
                  onChange={() => input.onChange(option.value)}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                />
                {option.label}
              </label>
            ))}
          </div>
        );
      case 'checkbox':
        return <input id={id} {...input} type="checkbox" {...aria} />;
      case 'checkboxes':
        return (
          <div id={id} role="group" aria-labelledby={`${id}-label`} className="schema-field__choices" {...aria}>
            {element.options?.map((option) => (
              <label key={option.value} className="schema-field__choice">
                <input
                  type="checkbox"
                  id={`${id}-${option.value}`}
                  name={input.name}
                  value={option.value}
                  checked={Array.isArray(input.value) && input.value.includes(option.value)}
                  onChange={(event) => input.onChange(toggled(input.value, option.value, event.target.checked))}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                />
                {option.label}
              </label>
            ))}
          </div>
        );
      case 'number':
        return (
          <input
            id={id}
            {...input}
            value={(input.value as number | string | undefined) ?? ''}
            type="number"
            inputMode="numeric"
            step={1}
            {...aria}
          />
        );
      default:
        return (
          <input
            id={id}
            {...input}
            value={(input.value as string | undefined) ?? ''}
            type={element.component === 'iban' ? 'text' : element.component}
            autoComplete={element.autocomplete}
            inputMode={element.component === 'iban' ? 'text' : undefined}
            spellCheck={element.component === 'iban' ? false : undefined}
            {...aria}
          />
        );
    }
  })();

  return (
    <FormField
      id={id}
      label={element.label}
      block="schema-field"
      className={`schema-field--${element.component}`}
      style={{ ['--cols' as string]: element.layout?.cols ?? 12 }}
      hint={element.hint}
      error={error}
      group={GROUPS.has(element.component)}
      optionalMark={optionalMark}
      inline={isCheckbox ? <LabelText label={element.label} link={element.link} /> : undefined}
    >
      {control}
    </FormField>
  );
}
