/**
 * API.md "Form schema shape": the one model of a server-described form, for every scope (the
 * availability check, the checkout steps, the consents). The server builds it (server/forms),
 * the browser renders it and validates it by the rule mapping of spec §5 (./validation).
 */

/** `number` holds a whole number; `checkboxes` a list of the chosen option values. */
export type FieldComponent =
  'text' | 'email' | 'tel' | 'date' | 'select' | 'radio' | 'checkbox' | 'checkboxes' | 'number' | 'iban';

export interface FieldOption {
  value: string;
  label: string;
}

/** One rendered field. */
export interface FormElement {
  type: 'field';
  name: string;
  /** Dotted path of the object the field belongs to, e.g. 'customer.address'. */
  dataset: string;
  label: string;
  component: FieldComponent;
  autocomplete?: string;
  /** Width on a 12-column grid. */
  layout?: { cols: number };
  options?: FieldOption[];
  /** A phrase of the label that opens a document, e.g. 'Allgemeinen Geschäftsbedingungen' → '/agb'. */
  link?: { text: string; href: string };
  /** Shown below the field. */
  hint?: string;
}

export interface FormStep {
  id: string;
  title: string;
  elements: FormElement[];
}

interface DefinitionSchema {
  steps: FormStep[];
}

/** One JSON-schema node of the validationSchema, with the keywords the shop uses and ajv-errors' errorMessage (spec §5 "Messages"). */
export interface SchemaNode {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array';
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  dateMinimum?: string;
  dateMaximum?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: SchemaNode;
  errorMessage?: Record<string, string>;
}

export interface FormSchema {
  definitionSchema: DefinitionSchema;
  validationSchema: SchemaNode;
}

/** The dotted path of a field: the name under which it is stored, validated and reported. */
export const fieldPath = (field: Pick<FormElement, 'dataset' | 'name'>) =>
  field.dataset ? `${field.dataset}.${field.name}` : field.name;

/** The validationSchema node that describes the value at a dotted path. */
export function schemaNodeAt(schema: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const key of path.split('.')) node = node?.properties?.[key];
  return node;
}

/** Reads the value at a dotted path of nested form values. */
export function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Spec §8 "Form schema fetch": the notice when a form cannot be loaded. */
export const SCHEMA_FAILED = {
  type: 'error',
  title: 'Formularfehler',
  message: 'Anfrage konnte nicht verarbeitet werden',
} as const;
