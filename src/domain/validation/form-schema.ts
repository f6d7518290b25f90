/**
 * The checkout's form schema (spec §3, API.md "Form schema shape") with every validation keyword
 * of spec §5; the element shape is the one of ../form-schema.ts.
 */
import type { FieldComponent, FormElement } from '../form-schema';

export type { FieldComponent };

export type FieldOption = NonNullable<FormElement['options']>[number];

/** A rendered field (API.md "Form schema shape"), with an optional hint below it. */
export interface FieldElement extends FormElement {
  hint?: string;
}

export interface FormStep {
  id: string;
  title: string;
  elements: FieldElement[];
}

export interface DefinitionSchema {
  steps: FormStep[];
}

/** One JSON-schema node of the validationSchema, with the keywords the shop uses. */
export interface SchemaNode {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array';
  properties?: Record<string, SchemaNode>;
  required?: string[];
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
export const fieldPath = (field: Pick<FieldElement, 'dataset' | 'name'>) =>
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
