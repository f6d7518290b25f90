import { namedMessage } from '../../domain/validation/field-naming';

interface CaptionProps {
  id: string;
  label: string;
  /** Groups (radio, checkboxes) are captioned by a span their group points at, not a <label for>. */
  group: boolean;
  optionalMark: boolean;
}

/** A field's label, with the optional mark beside it where the label does not say so itself. */
export function FieldCaption({ id, label, group, optionalMark }: CaptionProps) {
  return (
    <span className="schema-field__caption">
      {group ? (
        <span id={`${id}-label`} className="schema-field__label">{label}</span>
      ) : (
        <label htmlFor={id} className="schema-field__label">{label}</label>
      )}
      {optionalMark && <span id={`${id}-optional`} className="schema-field__optional">(optional)</span>}
    </span>
  );
}

/** The message under a field; a screen reader hears the field's name before it, as in the error summary. */
export function FieldMessage({ id, label, error }: { id: string; label: string; error: string }) {
  return (
    <p id={`${id}-error`} className="schema-field__error">
      <span className="visually-hidden">{namedMessage(label, error).slice(0, -error.length)}</span>
      {error}
    </p>
  );
}
