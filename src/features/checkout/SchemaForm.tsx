import { useEffect, useMemo, type ReactNode } from 'react';
import { FormSpy, useForm } from 'react-final-form';
import type { FormSchema } from '../../domain/form-schema';
import { mapFields } from '../../domain/validation/schema-mapping';
import { SchemaField } from './SchemaField';
import { FormShell, SubmitButton } from '../../components/FormShell';
import { fieldIdOf } from '../../components/field-ids';
import { storedValues } from './form-problems';
import { valueAt } from '../../domain/form-schema';
import { enteredBeforeHydration, type RenderedField } from './entered-before-hydration';

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
  /**
   * A form hydrated from markup rendered on the server, without the tab's values: the values it
   * starts from once hydrated (what the tab kept), as `initialValues` would have been.
   */
  valuesAfterHydration?: Record<string, unknown>;
}

/**
 * Hydrated, the form takes up the tab's kept values as its initial ones (so restored values are
 * checked as on any start; the early script showed them already), and then what the shopper entered
 * into the page before the app ran: React leaves such input in the page, and it counts as typed.
 */
function TakeOverHydratedForm({
  fields,
  values,
}: {
  fields: readonly RenderedField[];
  values: Record<string, unknown> | undefined;
}) {
  const form = useForm();
  useEffect(() => {
    if (!values) return;
    const entered = enteredBeforeHydration(fields, (path) => valueAt(form.getState().values, path));
    form.batch(() => {
      form.initialize(values);
      // A field showing its kept value (the early script's doing) changes nothing: the same value.
      for (const [path, value] of entered) form.change(path, value);
    });
    // Once, right after hydration: later renders are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
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
  valuesAfterHydration,
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
  const renderedFields = useMemo(
    () => fields.map(({ element, mapped }) => ({ path: mapped.path, component: element.component })),
    [fields],
  );
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
          {/* After the fields: their registration with the form (in their effects) comes first. */}
          <TakeOverHydratedForm fields={renderedFields} values={valuesAfterHydration} />
          {beforeSubmit}
          <SubmitButton className="schema-form__submit">{submitLabel}</SubmitButton>
        </>
      )}
    </FormShell>
  );
}
