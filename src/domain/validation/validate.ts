import type { SchemaNode } from '../form-schema';
import { messageFor } from './messages';
import { passes, type Rule, type ValueLookup } from './rules';

/** The message of the first rule the value breaks, or undefined when it passes them all. */
export function firstError(value: unknown, rules: Rule[], node: SchemaNode, lookup?: ValueLookup): string | undefined {
  const broken = rules.find((rule) => !passes(rule, value, lookup));
  return broken ? messageFor(broken, node) : undefined;
}
