import type { Queryable } from './client';
import type { AnalyticsEvent } from '../../src/domain/analytics';

const COLUMNS = ['type', 'path', 'occurred_at', 'tracking_id', 'metric', 'value', 'rating'] as const;

const rowOf = (event: AnalyticsEvent): unknown[] =>
  event.type === 'page_view'
    ? [event.type, event.path, new Date(event.ts), event.tracking_id ?? null, null, null, null]
    : [event.type, event.path, new Date(event.ts), null, event.name, event.value, event.rating];

export async function insertAnalyticsEvents(
  db: Queryable,
  events: AnalyticsEvent[],
  receivedAt: number,
): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const receivedAtParam = `$${events.length * COLUMNS.length + 1}`;
  const rows = events.map((event, index) => {
    values.push(...rowOf(event));
    const params = COLUMNS.map((_column, column) => `$${index * COLUMNS.length + column + 1}`);
    return `(${params.join(', ')}, ${receivedAtParam})`;
  });
  values.push(new Date(receivedAt));
  await db.query(`INSERT INTO analytics_events (${COLUMNS.join(', ')}, received_at) VALUES ${rows.join(', ')}`, values);
}
