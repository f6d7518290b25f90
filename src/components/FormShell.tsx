import { createContext, use, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Form, FormSpy, useField, useFormState, type FormRenderProps } from 'react-final-form';
import { getIn, type FormSubscription, type ValidationErrors } from 'final-form';
import { namedMessage } from '../domain/validation/field-naming';
import { ErrorSummary, type FieldProblem } from './ErrorSummary';

/** A field as the error summary names and links it, in the order of the form. */
export interface ShellField {
  /** The final-form name (a path such as customer.address.street). */
  name: string;
  /** The id of its control, the summary's link target. */
  id: string;
  label: string;
}

const NO_ERRORS: Record<string, string> = {};

interface ShellState {
  serverErrors: Record<string, string>;
  busy: boolean;
}

const ShellContext = createContext<ShellState>({ serverErrors: NO_ERRORS, busy: false });

/**
 * The message a field shows: its own check's, when its timing shows it, else the server's refusal
 * of the value until the shopper edits the field. The one way every form shows field errors.
 */
export function useFieldMessage(name: string, clientMessage: string | undefined): string | undefined {
  const { serverErrors } = use(ShellContext);
  const { meta } = useField(name, { subscription: { dirtySinceLastSubmit: true } });
  return clientMessage ?? (meta.dirtySinceLastSubmit ? undefined : serverErrors[name]);
}

/**
 * The form's submit button: disabled while the form is busy (its request under way) or final-form's
 * submit runs. Only the button follows the submit under way: a press re-renders it alone, not every field.
 */
export function SubmitButton({ className, children }: { className?: string; children: ReactNode }) {
  const { busy } = use(ShellContext);
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <button
      type="submit"
      className={['button button--primary', className].filter(Boolean).join(' ')}
      disabled={busy || submitting}
    >
      {children}
    </button>
  );
}

const message = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** One problem per field in the order of the form: its check's (after a failed submit), else the server's not yet edited. */
function ShellErrorSummary({ fields, focusRequest }: { fields: readonly ShellField[]; focusRequest: number }) {
  const { serverErrors } = use(ShellContext);
  return (
    <FormSpy subscription={{ errors: true, submitFailed: true, dirtyFieldsSinceLastSubmit: true }}>
      {({ errors, submitFailed, dirtyFieldsSinceLastSubmit }) => {
        const problems: FieldProblem[] = fields.flatMap(({ name, id, label }) => {
          const shown =
            (submitFailed && errors ? message(getIn(errors, name)) : undefined) ??
            (dirtyFieldsSinceLastSubmit?.[name] ? undefined : serverErrors[name]);
          return shown ? [{ id, message: namedMessage(label, shown) }] : [];
        });
        return <ErrorSummary problems={problems} focusRequest={focusRequest} />;
      }}
    </FormSpy>
  );
}

interface Props<V extends object> {
  className: string;
  /** The fields in the order of the form: the error summary's order, wording and links. */
  fields: readonly ShellField[];
  initialValues?: Partial<V>;
  /** Checks across fields; a field's own rules may sit on the field (useField's validate). */
  validate?: (values: V) => ValidationErrors;
  /** A promise returned here keeps final-form's submit under way (the submit button disabled) until it settles. */
  onSubmit: (values: V) => void | Promise<void>;
  /** The server's refusals by field name; a new non-empty set is a failed submit too. */
  serverErrors?: Record<string, string>;
  /** The form's request is under way: aria-busy on the form, the submit button disabled. */
  busy: boolean;
  /** What the render function re-renders on (final-form's subscription); none by default. */
  subscription?: FormSubscription;
  formRef?: Ref<HTMLFormElement>;
  /** Shown above the error summary (a step's heading). */
  heading?: ReactNode;
  /** The fields and the submit button. */
  children: (form: FormRenderProps<V>) => ReactNode;
}

/**
 * The one form shell of the shop, on final-form: a <form> without the browser's own bubbles, the
 * GOV.UK error summary at its top, which takes focus after every failed submit (the check's or the
 * server's), and one busy state. A form is its fields plus its submit.
 */
export function FormShell<V extends object>({
  className,
  fields,
  initialValues,
  validate,
  onSubmit,
  serverErrors = NO_ERRORS,
  busy,
  subscription = {},
  formRef,
  heading,
  children,
}: Props<V>) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The server refused: its messages are a failed submit as well (counted while rendering, once per answer).
  const [seenServerErrors, setSeenServerErrors] = useState<Record<string, string> | null>(null);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    if (Object.keys(serverErrors).length > 0) setFailedSubmits((count) => count + 1);
  }
  return (
    <ShellContext value={{ serverErrors, busy }}>
      <Form<V>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) => onSubmit(values)}
        subscription={subscription}
      >
        {(form) => (
          <form
            ref={formRef}
            className={className}
            noValidate
            aria-busy={busy}
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              void form.handleSubmit(event);
              if (form.form.getState().hasValidationErrors) setFailedSubmits((count) => count + 1);
            }}
          >
            {heading}
            <ShellErrorSummary fields={fields} focusRequest={failedSubmits} />
            {children(form)}
          </form>
        )}
      </Form>
    </ShellContext>
  );
}
