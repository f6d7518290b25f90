/**
 * When each promotion and introductory price is on offer: one date list that the server enforces by
 * its own clock and the footnotes quote, so an offer never outlives its text or the other way round.
 * Dates are whole days in German time (Europe/Berlin), both ends included.
 *
 * The demo catalogue's windows are chosen so that its offers run while the demo is shown; an
 * operator sets the real campaign dates here (docs/legal.md).
 */
import { berlinDay } from './berlin-day';

export interface ValidityWindow {
  /** First day, yyyy-MM-dd. */
  from: string;
  /** Last day, yyyy-MM-dd. */
  until: string;
}

export const PROMOTION_WINDOWS = {
  /** The 1-€ smartphone on Mobil M. */
  PHONE_DEAL: { from: '2026-10-01', until: '2027-01-31' },
  /** Cashback: the booking period; registration in the app runs in CASHBACK_REGISTRATION. */
  CASHBACK: { from: '2026-10-01', until: '2027-01-31' },
  CASHBACK_REGISTRATION: { from: '2026-11-01', until: '2027-07-31' },
  /** Trade-in bonus; the old device must arrive by TRADE_IN_ARRIVAL's last day. */
  TRADE_IN: { from: '2026-10-01', until: '2027-01-31' },
  TRADE_IN_ARRIVAL: { from: '2026-10-01', until: '2027-02-28' },
  /** Booking period of the Young tariffs. */
  YOUNG: { from: '2026-07-01', until: '2027-03-31' },
  /** Extra prepaid data. */
  PREPAID_BONUS: { from: '2026-11-01', until: '2027-01-31' },
  /** The home and fibre introductory prices for new customers. */
  BROADBAND_INTRO: { from: '2026-09-01', until: '2027-02-28' },
} as const satisfies Record<string, ValidityWindow>;

/** Whether the window includes the German calendar day of this instant. */
export const isWithin = (window: ValidityWindow, epochMs: number): boolean => {
  const day = berlinDay(epochMs);
  return window.from <= day && day <= window.until;
};

/** yyyy-MM-dd as dd.MM.yyyy. */
export const germanDate = (isoDay: string): string => isoDay.split('-').reverse().join('.');

/** 'vom 01.10.2026 bis 31.01.2027' */
export const windowText = (window: ValidityWindow): string =>
  `vom ${germanDate(window.from)} bis ${germanDate(window.until)}`;
