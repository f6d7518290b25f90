import { cookieFromHeader } from './cookie-header';
import type { MeasurementEvent } from './web-vitals';

/** API.md "Analytics": one page view as the browser sends it. */
export interface PageViewEvent {
  type: 'page_view';
  path: string;
  /** Epoch ms of the view. */
  ts: number;
  tracking_id?: string;
}

/** What the browser sends to the first-party analytics: page views and measured figures. */
export type AnalyticsEvent = PageViewEvent | MeasurementEvent;

/** The values of the `cookie_consent_status` cookie (spec §3). */
export type ConsentStatus = 'all' | 'necessary';

export const CONSENT_STATUSES: readonly ConsentStatus[] = ['all', 'necessary'];

export const parseConsentStatus = (value: string | undefined): ConsentStatus | null =>
  CONSENT_STATUSES.find((status) => status === value) ?? null;

/** The cookie that remembers the choice (spec §3), written by the browser, read by the browser and the server. */
export const CONSENT_COOKIE = 'cookie_consent_status';

/**
 * The choice as a request's `Cookie` header tells it (the server renders the page with the banner
 * exactly when this is null), read the way the browser reads `document.cookie` (src/api/cookies.ts).
 */
export const consentFromCookieHeader = (header: string | undefined): ConsentStatus | null =>
  parseConsentStatus(cookieFromHeader(header, CONSENT_COOKIE));

/** How many events one request may carry, and how many wait for consent at most. */
export const MAX_EVENTS_PER_REQUEST = 50;

export function pageView(path: string, ts: number, trackingId: string | null): PageViewEvent {
  return { type: 'page_view', path, ts, ...(trackingId ? { tracking_id: trackingId } : {}) };
}

/** Spec §4: queued until consent is known; bounded so that a long visit cannot grow it for ever. */
export const queueEvent = (queue: AnalyticsEvent[], event: AnalyticsEvent): AnalyticsEvent[] =>
  [...queue, event].slice(-MAX_EVENTS_PER_REQUEST);
