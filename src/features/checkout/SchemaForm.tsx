import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { FormSchema } from '../../domain/form-schema';
import { mapFields } from '../../domain/validation/schema-mapping';
import { SchemaField } from './SchemaField';
import { ErrorSummary } from '../../components/ErrorSummary';
import { problemsOf, storedValues } from './form-problems';

interface Props {
  schema: FormSchema;
  initialValues: Record<string, unknown>;
  serverErrors?: Record<string, string>;
  submitLabel: string;
  submitting: boolean;
  /** A promise keeps the submit button busy until it settles (final-form's `submitting`). */
  onSubmit(values: Record<string, unknown>): void | Promise<void>;
  onValuesChange(values: Record<string, unknown>): void;
  /** Shown between the error summary and the fields (the personal data's kind of order). */
  beforeFields?: ReactNode;
  /** Fields rendered first, right under `beforeFields` (the number to take along under its choice). */
  leadingField?(path: string): boolean;
  /** Shown right above the submit button (the overview's totals and contract summary link). */
  beforeSubmit?: ReactNode;
}

const NONE: Record<string, string> = {};

/** Renders a definitionSchema with final-form; each field's rules come from the validationSchema (spec §5). */
export function SchemaForm({ schema, initialValues, serverErrors = NONE, submitLabel, submitting, onSubmit, onValuesChange, beforeFields, leadingField, beforeSubmit }: Props) {
  const fields = useMemo(() => {
    const elements = schema.definitionSchema.steps.flatMap((step) => step.elements);
    const mapped = mapFields(elements, schema.validationSchema).map((field, index) => ({ element: elements[index]!, mapped: field }));
    return leadingField ? [...mapped.filter((f) => leadingField(f.mapped.path)), ...mapped.filter((f) => !leadingField(f.mapped.path))] : mapped;
  }, [schema, leadingField]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The server refused the step: its messages are a failed submit as well (counted while rendering, once per answer).
  const [seenServerErrors, setSeenServerErrors] = useState<Record<string, string> | null>(null);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    if (Object.keys(serverErrors).length > 0) setFailedSubmits((count) => count + 1);
  }
  return (
    <Form<Record<string, unknown>> onSubmit={(values) => onSubmit(storedValues(values, fields))} initialValues={initialValues} subscription={{}}>
      {({ handleSubmit, form }) => (
        <form
          className="schema-form"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event);
            if (form.getState().invalid) setFailedSubmits((count) => count + 1);
          }}
        >
          <FormSpy subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} />
          <FormSpy subscription={{ errors: true, submitFailed: true }}>
            {({ errors, submitFailed }) => (
              <ErrorSummary problems={problemsOf(fields, submitFailed ? errors : undefined, serverErrors)} focusRequest={failedSubmits} />
            )}
          </FormSpy>
          {beforeFields}
          <div className="schema-form__grid">
            {fields.map(({ element, mapped }) => (
              <SchemaField key={mapped.path} element={element} mapped={mapped} serverError={serverErrors[mapped.path]} />
            ))}
          </div>
          {beforeSubmit}
          {/* Only the button follows the submit under way: the press re-renders it alone, not every field. */}
          <FormSpy subscription={{ submitting: true }}>
            {({ submitting: underWay }) => (
              <button type="submit" className="button button--primary schema-form__submit" disabled={submitting || underWay}>
                {submitLabel}
              </button>
            )}
          </FormSpy>
        </form>
      )}
    </Form>
  );
}
