import type { SchemaNode } from '../form-schema';
import type { Rule, RuleName } from './rules';

export const REQUIRED_MESSAGE = 'Dieses Feld ist erforderlich';

/** Spec §5 "Messages": the errorMessage key that speaks for each rule; otherwise the rule name. */
const MESSAGE_KEYS: Partial<Record<RuleName, string>> = {
  min: 'minLength',
  max: 'maxLength',
  minItems: 'minItems',
  maxItems: 'maxItems',
  regex: 'pattern',
  email: 'format',
  payback: 'format',
  iban: 'format',
  numeric: 'type',
};

/** Used only when the schema says nothing for a failing rule. */
const FALLBACKS: Partial<Record<RuleName, (params: unknown) => string>> = {
  min: (n) => `Bitte geben Sie mindestens ${String(n)} Zeichen ein.`,
  max: (n) => `Bitte geben Sie höchstens ${String(n)} Zeichen ein.`,
  email: () => 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  iban: () => 'Bitte geben Sie eine gültige IBAN ein.',
  payback: () => 'Bitte geben Sie eine gültige PAYBACK-Kartennummer ein.',
  numeric: () => 'Bitte geben Sie nur Ziffern ein.',
  dateMinimum: (d) => `Das Datum darf nicht vor dem ${String(d)} liegen.`,
  dateMaximum: (d) => `Das Datum darf nicht nach dem ${String(d)} liegen.`,
};

export const messageKeyOf = (rule: RuleName) => MESSAGE_KEYS[rule] ?? rule;

export function messageFor(rule: Rule, node: SchemaNode): string {
  const configured = node.errorMessage?.[messageKeyOf(rule.name)];
  if (configured) return configured;
  if (rule.name === 'required') return REQUIRED_MESSAGE;
  return FALLBACKS[rule.name]?.(rule.params) ?? 'Bitte prüfen Sie Ihre Eingabe.';
}
