import type { CSSProperties, ReactNode } from 'react';
import { FieldCaption, FieldMessage } from './FieldCaption';

interface Props {
  /** The control's id; its label, hint and message ids derive from it (see `fieldDescription`). */
  id: string;
  label: string;
  /** The form's CSS block ('schema-field', 'field', 'availability-field'): wrapper and parts are named after it. */
  block: string;
  /** Modifier classes beside the block. */
  className?: string;
  style?: CSSProperties;
  hint?: string;
  error?: string;
  /** Captioned by a span the group points at (radio, checkboxes) instead of a <label for>. */
  group?: boolean;
  optionalMark?: boolean;
  requiredMark?: boolean;
  /** A single checkbox: the control sits inside its label, which may hold a link (`caption`). */
  inline?: ReactNode;
  /** The control: an input, select, group or combobox with the ids and `fieldDescription` of this field. */
  children: ReactNode;
}

/** The ids a field's control points at (aria-describedby) and whether it is invalid, for the props of its control. */
export function fieldDescription(
  id: string,
  { hint, error, optionalMark }: { hint?: string; error?: string; optionalMark?: boolean },
) {
  const describedBy = [optionalMark ? `${id}-optional` : '', error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * The one field renderer of every form (checkout, availability, declarations): the label (with its
 * optional or required mark), the control, its hint and its message, which names the field as the
 * error summary does.
 */
export function FormField({
  id,
  label,
  block,
  className,
  style,
  hint,
  error,
  group,
  optionalMark,
  requiredMark,
  inline,
  children,
}: Props) {
  return (
    <div className={[block, className, error ? 'has-error' : ''].filter(Boolean).join(' ')} style={style}>
      {inline ? (
        <label htmlFor={id} className={`${block}__checkbox`}>
          {children}
          <span>{inline}</span>
        </label>
      ) : (
        <>
          <FieldCaption
            id={id}
            label={label}
            block={block}
            group={group}
            optionalMark={optionalMark}
            requiredMark={requiredMark}
          />
          {children}
        </>
      )}
      {hint && (
        <p id={`${id}-hint`} className={`${block}__hint`}>
          {hint}
        </p>
      )}
      {error && <FieldMessage id={id} label={label} error={error} block={block} />}
    </div>
  );
}
