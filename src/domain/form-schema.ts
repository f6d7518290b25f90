/** API.md "Form schema shape": what the server sends and the browser renders a form from. */
/** `number` holds a whole number; `checkboxes` a list of the chosen option values. */
export type FieldComponent = 'text' | 'email' | 'tel' | 'date' | 'select' | 'radio' | 'checkbox' | 'checkboxes' | 'number' | 'iban';

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
  options?: Array<{ value: string; label: string }>;
  /** A phrase of the label that opens a document, e.g. 'Allgemeinen Geschäftsbedingungen' → '/agb'. */
  link?: { text: string; href: string };
}

export interface FormStep {
  id: string;
  title: string;
  elements: FormElement[];
}

/** A JSON schema with ajv-errors' errorMessage per field (spec §5 "Messages"). */
export interface FieldSchema {
  type: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: string[];
  format?: string;
  errorMessage?: Record<string, string>;
}

export interface ObjectSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, ObjectSchema | FieldSchema>;
  additionalProperties?: boolean;
}

export interface FormSchema {
  definitionSchema: { steps: FormStep[] };
  validationSchema: ObjectSchema;
}

/** Spec §8 "Form schema fetch": the notice when a form cannot be loaded. */
export const SCHEMA_FAILED = { type: 'error', title: 'Formularfehler', message: 'Anfrage konnte nicht verarbeitet werden' } as const;
