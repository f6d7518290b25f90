import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { describe } from '../schemas/answers';
import { MAX_EVENTS_PER_REQUEST, type AnalyticsEvent } from '../../src/domain/analytics';
import { VITAL_NAMES, VITAL_RATINGS } from '../../src/domain/web-vitals';
import { insertAnalyticsEvents } from '../db/analytics-events';

const pathSchema = { type: 'string', pattern: '^/', maxLength: 2048 } as const;
/**
 * Milliseconds since 1970 from the browser's clock: 2000 to 2100 covers every wrong clock a shopper may
 * have, and a value outside PostgreSQL's and the Date's range (1e21) is refused before it reaches either.
 */
export const TS_RANGE = { minimum: Date.UTC(2000, 0, 1), maximum: Date.UTC(2100, 0, 1) };
const tsSchema = { type: 'integer', ...TS_RANGE } as const;

const pageViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'path', 'ts'],
  properties: {
    type: { const: 'page_view' },
    path: pathSchema,
    ts: tsSchema,
    tracking_id: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** A web-vitals figure: LCP and INP in milliseconds, CLS without unit. */
const measurementSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'name', 'value', 'rating', 'path', 'ts'],
  properties: {
    type: { const: 'measurement' },
    name: { enum: VITAL_NAMES },
    value: { type: 'number', minimum: 0, maximum: 3_600_000 },
    rating: { enum: VITAL_RATINGS },
    path: pathSchema,
    ts: tsSchema,
  },
} as const;

// if/then/else rather than oneOf: Fastify's Ajv strips unknown properties, and a oneOf would strip them per branch tried.
const eventSchema = {
  type: 'object',
  required: ['type'],
  properties: { type: { enum: ['page_view', 'measurement'] } },
  if: { properties: { type: { const: 'measurement' } } },
  then: measurementSchema,
  else: pageViewSchema,
} as const;

/** API.md "Analytics": first-party page views and measurements, sent by the browser only after consent (spec §4). */
export const analyticsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
  app.post<{ Body: AnalyticsEvent[] }>(
    '/analytics/events',
    {
      schema: {
        body: {
          type: 'array',
          maxItems: MAX_EVENTS_PER_REQUEST,
          items: eventSchema,
          examples: [[{ type: 'page_view', path: '/unterwegs', ts: 1767225600000 }]],
        },
        ...describe(
          {
            operationId: 'recordAnalyticsEvents',
            summary: 'Record page views and measurements (after consent)',
            tags: ['Analytics'],
          },
          { 202: Type.Object({ accepted: Type.Integer({ minimum: 0 }) }) },
          413,
          429,
        ),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // The path alone: a query string may carry what nobody consented to store.
      const events = request.body.map((event) => ({ ...event, path: event.path.split(/[?#]/)[0] ?? '' }));
      await insertAnalyticsEvents(db, events, now());
      return reply.code(202).send({ accepted: events.length });
    },
  );
};
