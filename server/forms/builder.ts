import type { FieldComponent, FormElement, FieldOption, FormSchema, SchemaNode } from '../../src/domain/form-schema';

/** One field: how it is rendered and what it must satisfy. */
export interface FieldSpec {
  path: string;
  label: string;
  component: FieldComponent;
  schema: SchemaNode;
  required?: boolean;
  autocomplete?: string;
  options?: FieldOption[];
  hint?: string;
  cols?: number;
  link?: { text: string; href: string };
}

const options = (values: string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

export const choice = (values: string[]): Pick<FieldSpec, 'options'> & { schema: SchemaNode } => ({
  options: options(values),
  schema: {
    type: 'string',
    enum: values,
    errorMessage: { enum: 'Bitte wählen Sie einen Eintrag aus.', one_of: 'Bitte wählen Sie einen Eintrag aus.' },
  },
});

function element(spec: FieldSpec): FormElement {
  const dot = spec.path.lastIndexOf('.');
  return {
    type: 'field',
    name: spec.path.slice(dot + 1),
    dataset: dot === -1 ? '' : spec.path.slice(0, dot),
    label: spec.label,
    component: spec.component,
    ...(spec.autocomplete ? { autocomplete: spec.autocomplete } : {}),
    ...(spec.options ? { options: spec.options } : {}),
    ...(spec.hint ? { hint: spec.hint } : {}),
    ...(spec.link ? { link: spec.link } : {}),
    layout: { cols: spec.cols ?? 12 },
  };
}

/** Places each field's node at its path and lists required names in the object that holds them. */
function validationSchemaOf(fields: FieldSpec[]): SchemaNode {
  const root: SchemaNode = { type: 'object', properties: {} };
  for (const spec of fields) {
    const keys = spec.path.split('.');
    const name = keys.pop() as string;
    let parent = root;
    for (const key of keys) {
      parent.properties ??= {};
      parent = parent.properties[key] ??= { type: 'object', properties: {} };
    }
    parent.properties = { ...parent.properties, [name]: spec.schema };
    if (spec.required) parent.required = [...(parent.required ?? []), name];
  }
  // Objects that hold required fields must be present themselves.
  const requireChildren = (node: SchemaNode): boolean => {
    const needed = Object.entries(node.properties ?? {}).filter(
      ([, child]) => child.type === 'object' && requireChildren(child),
    );
    if (needed.length) node.required = [...new Set([...(node.required ?? []), ...needed.map(([key]) => key)])];
    return (node.required ?? []).length > 0;
  };
  requireChildren(root);
  return root;
}

export function buildFormSchema(step: { id: string; title: string }, fields: FieldSpec[]): FormSchema {
  return {
    definitionSchema: { steps: [{ ...step, elements: fields.map(element) }] },
    validationSchema: validationSchemaOf(fields),
  };
}
