import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { MAX_EVENTS_PER_REQUEST, type PageViewEvent } from '../../src/domain/analytics';
import { insertAnalyticsEvents } from '../db/analytics-events';

const pageViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'path', 'ts'],
  properties: {
    type: { const: 'page_view' },
    path: { type: 'string', pattern: '^/', maxLength: 2048 },
    ts: { type: 'integer', minimum: 0 },
    tracking_id: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** API.md "Analytics": first-party page views, sent by the browser only after consent (spec §4). */
export const analyticsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
  app.post<{ Body: PageViewEvent[] }>(
    '/analytics/events',
    {
      schema: { body: { type: 'array', maxItems: MAX_EVENTS_PER_REQUEST, items: pageViewSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // The path alone: a query string may carry what nobody consented to store.
      const events = request.body.map((event) => ({ ...event, path: event.path.split(/[?#]/)[0] }));
      await insertAnalyticsEvents(db, events, now());
      return reply.code(202).send({ accepted: events.length });
    },
  );
};
