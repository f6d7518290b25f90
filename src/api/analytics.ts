import type { AnalyticsEvent } from '../domain/analytics';
import { request } from './client';

/** API.md "Analytics": first-party, and only ever called after consent. */
export const sendAnalyticsEvents = (events: AnalyticsEvent[]) =>
  request<unknown>({ method: 'POST', url: '/analytics/events', data: events, skipAuth: true });
