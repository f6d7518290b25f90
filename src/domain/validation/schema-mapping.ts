import { fieldPath, schemaNodeAt, type FormElement, type SchemaNode } from '../form-schema';
import type { Rule } from './rules';

/** Spec §5 "Schema mapping": the format names that are rules of their own. */
const FORMAT_RULES = { email: 'email', payback: 'payback', iban: 'iban' } as const;

/** Every name in every required list of the schema, lowercased (spec §5). */
export function requiredNames(schema: SchemaNode): Set<string> {
  const names = new Set<string>();
  const visit = (node: SchemaNode | undefined) => {
    if (!node) return;
    node.required?.forEach((name) => names.add(name.toLowerCase()));
    Object.values(node.properties ?? {}).forEach(visit);
    visit(node.items);
  };
  visit(schema);
  return names;
}

/** The rules of one field node, in the order they are checked. */
export function rulesOf(node: SchemaNode, required: boolean): Rule[] {
  const rules: Rule[] = [];
  if (required) rules.push({ name: 'required' });
  if (node.type === 'integer') rules.push({ name: 'numeric' });
  if (node.minLength !== undefined) rules.push({ name: 'min', params: node.minLength });
  if (node.maxLength !== undefined) rules.push({ name: 'max', params: node.maxLength });
  if (node.pattern !== undefined) rules.push({ name: 'regex', params: node.pattern });
  if (node.enum !== undefined) rules.push({ name: 'one_of', params: node.enum });
  const formatRule = node.format ? FORMAT_RULES[node.format as keyof typeof FORMAT_RULES] : undefined;
  if (formatRule) rules.push({ name: formatRule });
  if (node.dateMinimum !== undefined) rules.push({ name: 'dateMinimum', params: node.dateMinimum });
  if (node.dateMaximum !== undefined) rules.push({ name: 'dateMaximum', params: node.dateMaximum });
  if (node.minItems !== undefined) rules.push({ name: 'minItems', params: node.minItems });
  if (node.maxItems !== undefined) rules.push({ name: 'maxItems', params: node.maxItems });
  return rules;
}

export interface MappedField {
  path: string;
  node: SchemaNode;
  rules: Rule[];
}

/** The rules of every rendered field: required by lowercased name, the rest from its node. */
export function mapFields(fields: FormElement[], schema: SchemaNode): MappedField[] {
  const required = requiredNames(schema);
  return fields.map((field) => {
    const path = fieldPath(field);
    const node = schemaNodeAt(schema, path) ?? {};
    return { path, node, rules: rulesOf(node, required.has(field.name.toLowerCase())) };
  });
}
