import type { PriceCondition } from './catalogue-types';
import { groupThousands } from './german-numbers';

/** UX.md: amounts stay integer cents until they are formatted, German style: 39,95 €, -5,00 €. */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cent-Betrag muss ganzzahlig sein: ${cents}`);
  const absolute = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${groupThousands(String(Math.floor(absolute / 100)))},${String(absolute % 100).padStart(2, '0')} €`;
}

export const isMonthly = (condition: PriceCondition) => condition.type === 'monthly';
export const isOneTime = (condition: PriceCondition) => condition.type === 'one_time';

/** The monthly steps in month order: "1.–3. Monat 9,95 €, ab 4. Monat 39,95 €". */
export function monthlySteps(conditions: PriceCondition[]): PriceCondition[] {
  return conditions.filter(isMonthly).sort((a, b) => (a.from_month ?? 1) - (b.from_month ?? 1));
}

export function formatStep(step: PriceCondition): string {
  const from = step.from_month ?? 1;
  const amount = formatCents(step.amount_cents);
  if (step.to_month !== undefined) {
    return from === step.to_month ? `${from}. Monat ${amount}` : `${from}.–${step.to_month}. Monat ${amount}`;
  }
  if (step.period === 'four_weeks') return `${amount} je 4 Wochen`;
  return from === 1 ? `${amount} mtl.` : `ab ${from}. Monat ${amount}`;
}

export function formatPriceSteps(conditions: PriceCondition[]): string {
  return monthlySteps(conditions).map(formatStep).join(', ');
}

/** The monthly amount due in a given month (1-based); 0 when no step covers it. */
export function monthlyAmountInMonth(conditions: PriceCondition[], month: number): number {
  return monthlySteps(conditions)
    .filter((step) => (step.from_month ?? 1) <= month && (step.to_month === undefined || month <= step.to_month))
    .reduce((sum, step) => sum + step.amount_cents, 0);
}

/** An amount as formatCents writes it ('1.383,99 €', '-5,00 €'), captured. */
const AMOUNT = /(-?\d{1,3}(?:\.\d{3})*,\d{2} €)/;

/** A text cut at its amounts: the amounts at odd indexes, the text around them at even ones. */
export const amountParts = (text: string): string[] => text.split(AMOUNT);
