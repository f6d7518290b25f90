import type { PriceCondition } from './catalogue-types';
import { isOneTime, monthlyAmountInMonth } from './money';
import { creditOf, type Credit, type PromotionTerms } from './promotions';

/**
 * The one price model of the shop (browser and server): what an order costs month by month, once,
 * and over its minimum term. Amounts stay integer cents until they are formatted.
 */

/** Spec §9: hardware ships for 6,95 €, charged once per order however many items ship. */
export const SHIPPING_LABEL = 'Versand';
export const SHIPPING_CENTS = 695;
/** Spec §9: the minimum term of tariffs; a total is shown over it (or over 24 months without one). */
export const DEFAULT_TERM_MONTHS = 24;
export const DEFAULT_ONE_TIME_LABEL = 'Einmalig';
/** Prepaid base prices recur every 4 weeks: 26 charges fall into 24 months (730 days). */
const DAYS_PER_MONTH = 730 / 24;
const DAYS_PER_CHARGE = 28;

export type PositionKind = 'tariff' | 'handset' | 'hardware' | 'option';

/** One thing ordered: a tariff, a device, a hardware item or an option, with its own prices. */
export interface PricePosition {
  kind: PositionKind;
  id: string;
  name: string;
  /** What tells it apart, e.g. the device's colour and storage. */
  details?: string[];
  conditions: PriceCondition[];
}

export interface PriceInput {
  positions: PricePosition[];
  /** The promotions the order carries; only those that apply are passed in. */
  promotions: PromotionTerms[];
  /** The tariff's minimum term in months; 0 when it has none. */
  termMonths: number;
}

export interface OneTimeLine {
  label: string;
  amount_cents: number;
}

export interface PriceSummary {
  positions: PricePosition[];
  /** The whole order's monthly amount as price steps, each with from_month set. */
  monthly: PriceCondition[];
  /** Prepaid base prices charged every 4 weeks instead of per calendar month; 0 when none. */
  perFourWeeks: number;
  /** One-time amounts by label; shipping once. */
  oneTime: OneTimeLine[];
  oneTimeTotal: number;
  /** The minimum term; 0 when there is none. */
  termMonths: number;
  /** The months `total` covers: the minimum term, or 24 months without one. */
  totalMonths: number;
  /** Every amount due in `totalMonths` months plus every one-time amount. */
  total: number;
  /** Promotions that change no price themselves, e.g. 'Top-Smartphone für 1 €'. */
  offers: string[];
  /** Money paid out after the order (cashback, trade-in); never deducted from a price. */
  credits: Credit[];
}

const isFourWeekly = (condition: PriceCondition) => condition.type === 'monthly' && condition.period === 'four_weeks';

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

/** Monthly prices running side by side as one list of steps; neighbouring equal amounts merge. */
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

/** Hardware that costs something is shipped for a fee; a free loan device (the fibre modem) ships free. */
const shipsForAFee = (position: PricePosition) =>
  position.kind === 'hardware' && position.conditions.some((condition) => condition.amount_cents > 0);

/** One-time amounts summed per label; shipping is added once when anything is shipped for a fee. */
export function oneTimeLines(positions: PricePosition[]): OneTimeLine[] {
  const byLabel = new Map<string, number>();
  for (const condition of positions.flatMap((position) => position.conditions).filter(isOneTime)) {
    const label = condition.label ?? DEFAULT_ONE_TIME_LABEL;
    byLabel.set(label, (byLabel.get(label) ?? 0) + condition.amount_cents);
  }
  if (positions.some(shipsForAFee)) byLabel.set(SHIPPING_LABEL, SHIPPING_CENTS);
  return [...byLabel].map(([label, amount_cents]) => ({ label, amount_cents }));
}

const fourWeekChargesIn = (months: number) => Math.floor((months * DAYS_PER_MONTH) / DAYS_PER_CHARGE);

export function priceOrder({ positions, promotions, termMonths }: PriceInput): PriceSummary {
  const all = positions.flatMap((position) => position.conditions);
  const calendar = all.filter((condition) => !isFourWeekly(condition));
  const perFourWeeks = all.filter(isFourWeekly).reduce((sum, condition) => sum + condition.amount_cents, 0);
  const oneTime = oneTimeLines(positions);
  const oneTimeTotal = oneTime.reduce((sum, line) => sum + line.amount_cents, 0);
  const totalMonths = termMonths > 0 ? termMonths : DEFAULT_TERM_MONTHS;
  let total = oneTimeTotal + perFourWeeks * fourWeekChargesIn(totalMonths);
  for (let month = 1; month <= totalMonths; month += 1) total += monthlyAmountInMonth(calendar, month);
  const credits = promotions.map(creditOf).filter((credit): credit is Credit => credit !== undefined);
  const offers = promotions.filter((promotion) => !creditOf(promotion)).map((promotion) => promotion.product_name);
  return {
    positions,
    monthly: monthlyPeriods(calendar),
    perFourWeeks,
    oneTime,
    oneTimeTotal,
    termMonths,
    totalMonths,
    total,
    offers,
    credits,
  };
}

/** The monthly amount of the first month, all positions together. */
export const firstMonthly = (summary: Pick<PriceSummary, 'monthly'>) => summary.monthly[0]?.amount_cents ?? 0;

/** How a period is named: '1.–3. Monat', 'ab 4. Monat', or 'Monatlich' when it never changes. */
export function periodLabel(period: Pick<PriceCondition, 'from_month' | 'to_month'>): string {
  const from = period.from_month ?? 1;
  if (period.to_month === undefined) return from === 1 ? 'Monatlich' : `ab ${from}. Monat`;
  return from === period.to_month ? `${from}. Monat` : `${from}.–${period.to_month}. Monat`;
}
