import { namedMessage } from '../domain/validation/field-naming';

interface CaptionProps {
  id: string;
  label: string;
  /** The form's CSS block ('schema-field', 'field', …): the parts are its elements. */
  block: string;
  /** Groups (radio, checkboxes) are captioned by a span their group points at, not a <label for>. */
  group?: boolean;
  optionalMark?: boolean;
  /** A visible '*' for forms that mark their required fields (its meaning is said above the form). */
  requiredMark?: boolean;
}

/** A field's label, with the optional (or required) mark beside it where the label does not say so itself. */
export function FieldCaption({
  id,
  label,
  block,
  group = false,
  optionalMark = false,
  requiredMark = false,
}: CaptionProps) {
  const mark = requiredMark && <span aria-hidden="true"> *</span>;
  return (
    <span className={`${block}__caption`}>
      {group ? (
        <span id={`${id}-label`} className={`${block}__label`}>
          {label}
          {mark}
        </span>
      ) : (
        <label htmlFor={id} className={`${block}__label`}>
          {label}
          {mark}
        </label>
      )}
      {optionalMark && (
        <span id={`${id}-optional`} className={`${block}__optional`}>
          (optional)
        </span>
      )}
    </span>
  );
}

/** The message under a field; a screen reader hears the field's name before it, as in the error summary. */
export function FieldMessage({ id, label, error, block }: { id: string; label: string; error: string; block: string }) {
  return (
    <p id={`${id}-error`} className={`${block}__error`}>
      <span className="visually-hidden">{namedMessage(label, error).slice(0, -error.length)}</span>
      {error}
    </p>
  );
}
