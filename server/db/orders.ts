import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from './client';
import type { OrderKind, OrderLine, ResolvedCart } from './order-types';

export interface OrderRow {
  id: string;
  session_id: string;
  line: OrderLine;
  kind: OrderKind;
  cart: ResolvedCart;
  steps: string[];
  step_data: Record<string, Record<string, unknown>>;
  tracking_id: string | null;
}

export async function insertOrder(
  db: Queryable,
  order: {
    sessionId: string;
    line: OrderLine;
    kind: OrderKind;
    cart: ResolvedCart;
    steps: string[];
    trackingId?: string;
  },
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO orders (id, session_id, line, kind, cart, steps, tracking_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      id,
      order.sessionId,
      order.line,
      order.kind,
      JSON.stringify(order.cart),
      JSON.stringify(order.steps),
      order.trackingId ?? null,
      new Date(now),
    ],
  );
  return id;
}

/** An order only for the session that created it (API.md); undefined for any other. The id is a UUID (the route's params schema). */
export async function findOrder(
  db: Queryable,
  id: string,
  sessionId: string,
  line: string,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT id, session_id, line, kind, cart, steps, step_data, tracking_id FROM orders
      WHERE id = $1 AND session_id = $2 AND line = $3`,
    [id, sessionId, line],
  );
  return rows[0];
}

export async function saveStepData(
  db: Queryable,
  id: string,
  step: string,
  data: Record<string, unknown>,
  now: number,
) {
  await db.query(
    `UPDATE orders SET step_data = step_data || jsonb_build_object($2::text, $3::jsonb), updated_at = $4 WHERE id = $1`,
    [id, step, JSON.stringify(data), new Date(now)],
  );
}

/** Six random digits; a parameter so that a test can force two orders of one day onto one number. */
export type OrderNumberDigits = () => number;
const randomDigits: OrderNumberDigits = () => randomInt(0, 1_000_000);

/** A readable order number, e.g. MA-20260115-482913; unique through the primary key. */
const orderNumber = (now: number, digits: number) =>
  `MA-${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}-${String(digits).padStart(6, '0')}`;

/** Drawing a taken number ten times in a row needs ten days' worth of orders in one day. */
const MAX_DRAWS = 10;

/**
 * One submitted order per temp order: a second submit gets the first number back. A number that
 * another order of the day already has is drawn again inside the same transaction (ON CONFLICT
 * covers both keys, so no error aborts the transaction).
 */
export async function submitOrder(
  db: Queryable,
  tempOrderId: string,
  now: number,
  draw: OrderNumberDigits = randomDigits,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt += 1) {
    const { rows } = await db.query<{ order_id: string }>(
      `INSERT INTO submitted_orders (order_id, temp_order_id, submitted_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING order_id`,
      [orderNumber(now, draw()), tempOrderId, new Date(now)],
    );
    if (rows[0]) return rows[0].order_id;
    const existing = await db.query<{ order_id: string }>(
      'SELECT order_id FROM submitted_orders WHERE temp_order_id = $1',
      [tempOrderId],
    );
    if (existing.rows[0]) return existing.rows[0].order_id;
  }
  throw new Error('no free order number');
}

export async function isSubmitted(db: Queryable, tempOrderId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM submitted_orders WHERE temp_order_id = $1', [tempOrderId]);
  return rows.length > 0;
}
