/** Labels that already say a field may stay empty ('PAYBACK-Kartennummer (optional)'). */
const OPTIONAL_IN_LABEL = /\s*\(optional[^)]*\)\.?$/i;

export const saysOptional = (label: string) => OPTIONAL_IN_LABEL.test(label);

/** The field's name for messages: its label without the optional mark. */
export const fieldName = (label: string) => label.replace(OPTIONAL_IN_LABEL, '').trim().replace(/[.:]$/, '');

/**
 * A message that names its field ('Vorname: Dieses Feld ist erforderlich'), so it is clear
 * out of context (error summary, screen reader); messages that start with the name stay as they are.
 */
export function namedMessage(label: string, message: string): string {
  const name = fieldName(label);
  return message.startsWith(name) ? message : `${name}: ${message}`;
}
