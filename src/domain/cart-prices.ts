import type { PriceCondition } from './catalogue-types';
import type { CartContents } from './cart';
import { formatCents, formatStep, isOneTime, monthlyAmountInMonth, monthlySteps } from './money';

/** The months the 24-month total covers (spec §9: minimum term 24 months for tariffs). */
export const TOTAL_MONTHS = 24;
/** Shipping is charged once per order, however many hardware items carry it (spec §9: 6,95 €). */
export const SHIPPING_LABEL = 'Versand';
export const DEFAULT_ONE_TIME_LABEL = 'Einmalig';
/** Prepaid base prices recur every 4 weeks: 26 charges fall into 24 months (730 days). */
export const FOUR_WEEK_CHARGES_IN_24_MONTHS = 26;

export interface OneTimeLine {
  label: string;
  amount_cents: number;
}

export interface CartPriceSummary {
  /** Monthly amount of the whole cart per period, as price steps (from_month/to_month). */
  monthly: PriceCondition[];
  /** Prepaid base prices charged every 4 weeks instead of per calendar month; 0 when none. */
  perFourWeeks: number;
  oneTime: OneTimeLine[];
  oneTimeTotal: number;
  /** Every monthly amount of months 1–24 plus every one-time amount. */
  total24Months: number;
}

/**
 * Every priced entry of the cart. Promotions stay out: cashback and trade-in bonuses are paid out
 * after the order and do not lower what the order costs.
 */
export function cartConditions(cart: CartContents): PriceCondition[][] {
  return [
    cart.tariff?.conditions ?? [],
    cart.handset?.conditions ?? [],
    ...cart.hardware.map((item) => item.conditions),
    ...cart.options.map((item) => item.conditions),
  ];
}

/** Months where some monthly price starts or ends, from month 1 on. */
function periodStarts(conditions: PriceCondition[]): number[] {
  const starts = new Set([1]);
  for (const condition of conditions) {
    if (condition.type !== 'monthly') continue;
    starts.add(condition.from_month ?? 1);
    if (condition.to_month !== undefined) starts.add(condition.to_month + 1);
  }
  return [...starts].sort((a, b) => a - b);
}

/** The cart's monthly total as price steps; neighbouring periods of equal amount are merged. */
export function monthlyPeriods(conditions: PriceCondition[]): PriceCondition[] {
  const starts = periodStarts(conditions);
  const periods: PriceCondition[] = [];
  starts.forEach((from, index) => {
    const amount = monthlyAmountInMonth(conditions, from);
    const previous = periods.at(-1);
    const next = starts[index + 1];
    const to = next === undefined ? undefined : next - 1;
    if (previous && previous.amount_cents === amount) {
      previous.to_month = to;
      return;
    }
    periods.push({ type: 'monthly', amount_cents: amount, from_month: from, to_month: to });
  });
  return periods;
}

export function oneTimeLines(conditions: PriceCondition[]): OneTimeLine[] {
  const byLabel = new Map<string, number>();
  for (const condition of conditions.filter(isOneTime)) {
    const label = condition.label ?? DEFAULT_ONE_TIME_LABEL;
    const sum = byLabel.get(label) ?? 0;
    byLabel.set(label, label === SHIPPING_LABEL ? Math.max(sum, condition.amount_cents) : sum + condition.amount_cents);
  }
  return [...byLabel].map(([label, amount_cents]) => ({ label, amount_cents }));
}

const isFourWeekly = (condition: PriceCondition) => condition.type === 'monthly' && condition.period === 'four_weeks';

export function summarizeCart(cart: CartContents): CartPriceSummary {
  const all = cartConditions(cart).flat();
  const calendar = all.filter((condition) => !isFourWeekly(condition));
  const perFourWeeks = all.filter(isFourWeekly).reduce((sum, condition) => sum + condition.amount_cents, 0);
  const oneTime = oneTimeLines(calendar);
  const oneTimeTotal = oneTime.reduce((sum, line) => sum + line.amount_cents, 0);
  let total24Months = oneTimeTotal + perFourWeeks * FOUR_WEEK_CHARGES_IN_24_MONTHS;
  for (let month = 1; month <= TOTAL_MONTHS; month += 1) total24Months += monthlyAmountInMonth(calendar, month);
  return { monthly: monthlyPeriods(calendar), perFourWeeks, oneTime, oneTimeTotal, total24Months };
}

/** How the summary names a period: '1.–3. Monat', 'ab 4. Monat', or 'Monatlich' when it never changes. */
export function periodLabel(period: Pick<PriceCondition, 'from_month' | 'to_month'>): string {
  const from = period.from_month ?? 1;
  if (period.to_month === undefined) return from === 1 ? 'Monatlich' : `ab ${from}. Monat`;
  return from === period.to_month ? `${from}. Monat` : `${from}.–${period.to_month}. Monat`;
}

/** The price lines of one cart entry: its monthly steps, then each one-time amount. */
export function priceLines(conditions: PriceCondition[]): string[] {
  // A labelled step (e.g. 'Gerätezuschlag', the router's rental term) keeps its label.
  const monthly = monthlySteps(conditions)
    .map((step) => (step.label ? `${step.label}: ${formatStep(step)}` : formatStep(step)))
    .join(', ');
  const oneTime = conditions
    .filter(isOneTime)
    .map((condition) => `${condition.label ?? DEFAULT_ONE_TIME_LABEL}: ${formatCents(condition.amount_cents)}`);
  return monthly ? [monthly, ...oneTime] : oneTime;
}
