import { useFeatureDispatch } from '../../state/feature-loading';
import { createContext, use, useEffect, type FormEvent, type ReactNode } from 'react';
import { Form, FormSpy, useField, type FormRenderProps } from 'react-final-form';
import { useAppSelector } from '../../state/store-types';
import { declarationsActions, selectDeclarationFiling, type DeclarationFiling } from '../../state/declarations';
import { normaliseDeclaration, validateDeclaration, type DeclarationKind, type FieldErrors } from '../../domain/declarations';
import { namedMessage } from '../../domain/validation/field-naming';
import { ErrorSummary } from '../../components/ErrorSummary';

/** The id of a declaration field's control; its hint and message ids derive from it. */
export const declarationFieldId = (name: string) => `field-${name}`;

/** Moves focus to the first field with an error, in document order. */
function focusFirstError(errors: FieldErrors) {
  const first = Array.from(document.querySelectorAll<HTMLElement>('[name]')).find((element) =>
    Object.hasOwn(errors, element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

/** What the fields of a declaration read besides final-form: the server's refusals and their labels, in the order of the form. */
const DeclarationContext = createContext<{ serverErrors: FieldErrors; labels: Record<string, string> }>({ serverErrors: {}, labels: {} });

/**
 * A declaration field's value and the message it shows: the check's after a failed submit, else the
 * server's refusal, either until the shopper edits the field.
 */
export function useDeclarationField(name: string) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, submitFailed: true, dirtySinceLastSubmit: true } });
  const serverError = use(DeclarationContext).serverErrors[name];
  const error = meta.dirtySinceLastSubmit ? undefined : ((meta.submitFailed ? (meta.error as string | undefined) : undefined) ?? serverError);
  return { input, error, id: declarationFieldId(name) };
}

interface Props<V extends Record<string, string>> {
  kind: DeclarationKind;
  initialValues: V;
  /** Every field's label, in the order of the form (the error summary's order and wording). */
  labels: Record<keyof V & string, string>;
  /** The page's step before filing (the withdrawal's confirmation step): the checked values are not sent yet. */
  beforeFiling?(values: V): boolean;
  /** The page's form(s); `submit` checks the values with the server's own rules and files them. */
  children(form: { values: V; submit(event: FormEvent<HTMLFormElement>): void; filing: DeclarationFiling }): ReactNode;
}

/**
 * One declaration on final-form: values and their validation (the server's own rules, so both
 * report the same texts) live in the form, the filing (request, confirmation, server errors) in the
 * store. A failed check focuses the first field with an error; editing a field hides the server's
 * message for it.
 */
export function DeclarationForm<V extends Record<string, string>>({ kind, initialValues, labels, beforeFiling, children }: Props<V>) {
  const dispatch = useFeatureDispatch('declarations');
  const filing = useAppSelector(selectDeclarationFiling(kind));

  // A declaration left half-way or confirmed earlier does not greet the next visit.
  useEffect(() => () => void dispatch(declarationsActions.reset(kind)), [dispatch, kind]);
  useEffect(() => {
    if (filing.status === 'failed') focusFirstError(filing.fieldErrors);
  }, [filing]);

  const file = (values: V) => {
    if (beforeFiling?.(values)) return;
    dispatch(declarationsActions.submitRequested({ kind, declaration: normaliseDeclaration(kind, values) }));
  };

  const render = ({ handleSubmit, form, values }: FormRenderProps<V>) =>
    children({
      values,
      filing,
      submit: (event) => {
        void handleSubmit(event);
        const { invalid, errors } = form.getState();
        if (invalid && errors) focusFirstError(errors);
      },
    });

  return (
    <DeclarationContext value={{ serverErrors: filing.fieldErrors, labels }}>
      <Form<V> initialValues={initialValues} validate={(values) => validateDeclaration(kind, values, Date.now())} onSubmit={file} subscription={{ values: true }}>
        {render}
      </Form>
    </DeclarationContext>
  );
}

/** The error summary of a declaration's form: the check's findings after a failed submit, else the server's refusals not yet edited. */
export function DeclarationErrorSummary() {
  const { serverErrors, labels } = use(DeclarationContext);
  return (
    <FormSpy subscription={{ errors: true, submitFailed: true, dirtyFieldsSinceLastSubmit: true }}>
      {({ errors, submitFailed, dirtyFieldsSinceLastSubmit }) => {
        const problems = Object.entries(labels).flatMap(([name, label]) => {
          const message = (submitFailed ? (errors?.[name] as string | undefined) : undefined) ?? (dirtyFieldsSinceLastSubmit?.[name] ? undefined : serverErrors[name]);
          return message ? [{ id: declarationFieldId(name), message: namedMessage(label, message) }] : [];
        });
        // The first field with an error takes focus (above), not the summary.
        return <ErrorSummary problems={problems} focusRequest={0} />;
      }}
    </FormSpy>
  );
}
