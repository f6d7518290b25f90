import type { PriceCondition } from './catalogue-types';
import { formatCents, formatStep, isOneTime, monthlySteps } from './money';
import { DEFAULT_ONE_TIME_LABEL, periodLabel, type PricePosition, type PriceSummary } from './prices';

/** The German words for the price model's figures, the same in the shop and in the contract summary. */

export interface PriceRow {
  label: string;
  amount_cents: number;
}

/** '1.–3. Monat' 36,89 €, 'ab 4. Monat' 66,89 € (or 'Monatlich'), plus prepaid 'Je 4 Wochen'. */
export function monthlyRows(summary: Pick<PriceSummary, 'monthly' | 'perFourWeeks'>): PriceRow[] {
  const calendar = summary.monthly
    .filter((period) => period.amount_cents > 0 || summary.perFourWeeks === 0)
    .map((period) => ({ label: periodLabel(period), amount_cents: period.amount_cents }));
  return summary.perFourWeeks > 0
    ? [...calendar, { label: 'Je 4 Wochen', amount_cents: summary.perFourWeeks }]
    : calendar;
}

/** '1.–3. Monat 36,89 €, ab 4. Monat 66,89 €' in one line. */
export function monthlyText(summary: Pick<PriceSummary, 'monthly' | 'perFourWeeks'>): string {
  const calendar = summary.monthly
    .filter((period) => period.amount_cents > 0 || summary.perFourWeeks === 0)
    .map(formatStep);
  const fourWeekly = summary.perFourWeeks > 0 ? [`${formatCents(summary.perFourWeeks)} je 4 Wochen`] : [];
  return [...calendar, ...fourWeekly].join(', ');
}

/** 'Bereitstellungspreis 69,95 €, Versand 6,95 €', or 'keine'. */
export const oneTimeText = (summary: Pick<PriceSummary, 'oneTime'>): string =>
  summary.oneTime.map((line) => `${line.label} ${formatCents(line.amount_cents)}`).join(', ') || 'keine';

export const totalLabel = (summary: Pick<PriceSummary, 'totalMonths'>) =>
  `Gesamtpreis über ${summary.totalMonths} Monate`;

export const termText = (summary: Pick<PriceSummary, 'termMonths'>) =>
  summary.termMonths > 0 ? `${summary.termMonths} Monate` : 'keine';

/** 'Kestrel K9, Graphit, 128 GB': the position with what tells it apart. */
export const positionName = (position: Pick<PricePosition, 'name' | 'details'>) =>
  [position.name, ...(position.details ?? [])].join(', ');

/** The device surcharge inside the monthly price, if the order has one. */
export function deviceSurcharge(summary: Pick<PriceSummary, 'positions'>): number {
  return summary.positions
    .filter((position) => position.kind === 'handset')
    .flatMap((position) => position.conditions)
    .filter((condition) => condition.type === 'monthly')
    .reduce((sum, condition) => sum + condition.amount_cents, 0);
}

/** 'inkl. 11,01 € Gerätezuschlag', or '' without one. */
export function surchargeNote(summary: Pick<PriceSummary, 'positions'>): string {
  const surcharge = deviceSurcharge(summary);
  return surcharge > 0 ? `inkl. ${formatCents(surcharge)} Gerätezuschlag` : '';
}

/** The price texts of one position (order lines, contract summary): its monthly steps, then each one-time amount. The catalogue shows conditions with <PriceLines>. */
export function priceTexts(conditions: PriceCondition[]): string[] {
  // A labelled step (e.g. 'Gerätezuschlag', the router's rental term) keeps its label.
  const monthly = monthlySteps(conditions)
    .map((step) => (step.label ? `${step.label}: ${formatStep(step)}` : formatStep(step)))
    .join(', ');
  const oneTime = conditions
    .filter(isOneTime)
    .map((condition) => `${condition.label ?? DEFAULT_ONE_TIME_LABEL}: ${formatCents(condition.amount_cents)}`);
  return monthly ? [monthly, ...oneTime] : oneTime;
}
