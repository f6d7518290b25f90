import { useMemo, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { FormSchema } from '../../domain/validation/form-schema';
import { mapFields } from '../../domain/validation/schema-mapping';
import { SchemaField } from './SchemaField';

interface Props {
  schema: FormSchema;
  initialValues: Record<string, unknown>;
  serverErrors?: Record<string, string>;
  submitLabel: string;
  submitting: boolean;
  onSubmit(values: Record<string, unknown>): void;
  onValuesChange(values: Record<string, unknown>): void;
  /** Shown right above the submit button (the overview's totals and contract summary link). */
  beforeSubmit?: ReactNode;
}

/** Renders a definitionSchema with final-form; each field's rules come from the validationSchema (spec §5). */
export function SchemaForm({ schema, initialValues, serverErrors = {}, submitLabel, submitting, onSubmit, onValuesChange, beforeSubmit }: Props) {
  const elements = useMemo(() => schema.definitionSchema.steps.flatMap((step) => step.elements), [schema]);
  const mapped = useMemo(() => mapFields(elements, schema.validationSchema), [elements, schema]);
  return (
    <Form<Record<string, unknown>> onSubmit={onSubmit} initialValues={initialValues} subscription={{}}>
      {({ handleSubmit }) => (
        <form className="schema-form" noValidate onSubmit={handleSubmit}>
          <FormSpy subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} />
          <div className="schema-form__grid">
            {elements.map((element, index) => (
              <SchemaField key={mapped[index]?.path} element={element} mapped={mapped[index] as (typeof mapped)[number]} serverError={serverErrors[mapped[index]?.path ?? '']} />
            ))}
          </div>
          {beforeSubmit}
          <button type="submit" className="button button--primary schema-form__submit" disabled={submitting}>
            {submitLabel}
          </button>
        </form>
      )}
    </Form>
  );
}
