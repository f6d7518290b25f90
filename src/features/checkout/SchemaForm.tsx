import { useMemo, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';
import type { FormSchema } from '../../domain/form-schema';
import { mapFields } from '../../domain/validation/schema-mapping';
import { SchemaField } from './SchemaField';
import { FormShell, SubmitButton } from '../../components/FormShell';
import { fieldIdOf } from '../../components/field-ids';
import { storedValues } from './form-problems';

interface Props {
  schema: FormSchema;
  initialValues: Record<string, unknown>;
  serverErrors?: Record<string, string>;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: Record<string, unknown>) => void | Promise<void>;
  onValuesChange: (values: Record<string, unknown>) => void;
  /** Shown between the error summary and the fields (the personal data's kind of order). */
  beforeFields?: ReactNode;
  /** Fields rendered first, right under `beforeFields` (the number to take along under its choice). */
  leadingField?: (path: string) => boolean;
  /** Shown right above the submit button (the overview's totals and contract summary link). */
  beforeSubmit?: ReactNode;
}

/** Renders a definitionSchema in the form shell; each field's rules come from the validationSchema (spec §5). */
export function SchemaForm({
  schema,
  initialValues,
  serverErrors,
  submitLabel,
  submitting,
  onSubmit,
  onValuesChange,
  beforeFields,
  leadingField,
  beforeSubmit,
}: Props) {
  const fields = useMemo(() => {
    const elements = schema.definitionSchema.steps.flatMap((step) => step.elements);
    const mapped = mapFields(elements, schema.validationSchema).map((field, index) => ({
      element: elements[index]!,
      mapped: field,
    }));
    return leadingField
      ? [...mapped.filter((f) => leadingField(f.mapped.path)), ...mapped.filter((f) => !leadingField(f.mapped.path))]
      : mapped;
  }, [schema, leadingField]);
  const shellFields = useMemo(
    () =>
      fields.map(({ element, mapped }) => ({ name: mapped.path, id: fieldIdOf(mapped.path), label: element.label })),
    [fields],
  );
  return (
    <FormShell<Record<string, unknown>>
      className="schema-form"
      fields={shellFields}
      initialValues={initialValues}
      onSubmit={(values) => onSubmit(storedValues(values, fields))}
      serverErrors={serverErrors}
      busy={submitting}
    >
      {() => (
        <>
          <FormSpy subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} />
          {beforeFields}
          <div className="schema-form__grid">
            {fields.map(({ element, mapped }) => (
              <SchemaField key={mapped.path} element={element} mapped={mapped} />
            ))}
          </div>
          {beforeSubmit}
          <SubmitButton className="schema-form__submit">{submitLabel}</SubmitButton>
        </>
      )}
    </FormShell>
  );
}
