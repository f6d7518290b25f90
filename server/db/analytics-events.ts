import type { Queryable } from './client';
import type { PageViewEvent } from '../../src/domain/analytics';

export async function insertAnalyticsEvents(db: Queryable, events: PageViewEvent[], receivedAt: number): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((event, index) => {
    values.push(event.type, event.path, new Date(event.ts), event.tracking_id ?? null);
    const base = index * 4;
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${events.length * 4 + 1})`;
  });
  values.push(new Date(receivedAt));
  await db.query(`INSERT INTO analytics_events (type, path, occurred_at, tracking_id, received_at) VALUES ${rows.join(', ')}`, values);
}
