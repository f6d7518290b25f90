import { useFeatureDispatch } from '../../state/feature-loading';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useAppSelector } from '../../state/store-types';
import { declarationsActions, selectDeclarationFiling, type DeclarationFiling } from '../../state/declarations';
import { normaliseDeclaration, validateDeclaration, type DeclarationKind } from '../../domain/declarations';
import { FormShell, useFieldMessage } from '../../components/FormShell';

/** The id of a declaration field's control; its hint and message ids derive from it. */
export const declarationFieldId = (name: string) => `field-${name}`;

/**
 * A declaration field's value and the message it shows: the check's after a failed submit, else the
 * server's refusal, either until the shopper edits the field.
 */
export function useDeclarationField(name: string) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const error = useFieldMessage(
    name,
    meta.submitFailed && !meta.dirtySinceLastSubmit ? (meta.error as string | undefined) : undefined,
  );
  return { input, error, id: declarationFieldId(name) };
}

/** The page's filing of a declaration; one left half-way or confirmed earlier does not greet the next visit. */
export function useDeclarationFiling(kind: DeclarationKind): DeclarationFiling {
  const dispatch = useFeatureDispatch('declarations');
  useEffect(() => () => void dispatch(declarationsActions.reset(kind)), [dispatch, kind]);
  return useAppSelector(selectDeclarationFiling(kind));
}

interface Props<V extends Record<string, string>> {
  kind: DeclarationKind;
  initialValues: V;
  /** Every field's label, in the order of the form (the error summary's order and wording). */
  labels: Record<keyof V & string, string>;
  /** The page's step before filing (the withdrawal's confirmation step): the checked values are not sent yet. */
  beforeFiling?: (values: V) => boolean;
  className: string;
  /** Above the error summary (a step's heading). */
  heading?: ReactNode;
  /** The fields and the submit button, for the current values. */
  children: (values: V) => ReactNode;
}

/**
 * One declaration in the shop's form shell: values and their check (the server's own rules, so both
 * report the same texts) live in the form, the filing (request, confirmation, server errors) in the
 * store.
 */
export function DeclarationForm<V extends Record<string, string>>({
  kind,
  initialValues,
  labels,
  beforeFiling,
  className,
  heading,
  children,
}: Props<V>) {
  const dispatch = useFeatureDispatch('declarations');
  const filing = useAppSelector(selectDeclarationFiling(kind));
  const fields = useMemo(
    () => Object.entries(labels).map(([name, label]) => ({ name, id: declarationFieldId(name), label: String(label) })),
    [labels],
  );

  const file = (values: V) => {
    if (beforeFiling?.(values)) return;
    dispatch(declarationsActions.submitRequested({ kind, declaration: normaliseDeclaration(kind, values) }));
  };

  return (
    <FormShell<V>
      className={className}
      fields={fields}
      initialValues={initialValues}
      validate={(values) => validateDeclaration(kind, values, Date.now())}
      onSubmit={file}
      serverErrors={filing.fieldErrors}
      busy={filing.status === 'submitting'}
      subscription={{ values: true }}
      heading={heading}
    >
      {({ values }) => children(values)}
    </FormShell>
  );
}
