import { openDatabase } from '../../server/db/client';

export interface StoredOrders {
  /** Submitted order numbers per temp order id. */
  byTempOrder: Map<string, string[]>;
  /** Submitted orders per session. */
  bySession: Map<string, number>;
}

/** The submitted orders in a PGlite folder, read once no server holds it. */
export async function storedOrdersIn(dataDir: string): Promise<StoredOrders> {
  const db = await openDatabase({ dataDir });
  try {
    const { rows } = await db.query<{ temp_order_id: string; order_id: string; session_id: string }>(
      'SELECT s.temp_order_id, s.order_id, o.session_id FROM submitted_orders s JOIN orders o ON o.id = s.temp_order_id',
    );
    const byTempOrder = new Map<string, string[]>();
    const bySession = new Map<string, number>();
    for (const row of rows) {
      byTempOrder.set(row.temp_order_id, [...(byTempOrder.get(row.temp_order_id) ?? []), row.order_id]);
      bySession.set(row.session_id, (bySession.get(row.session_id) ?? 0) + 1);
    }
    return { byTempOrder, bySession };
  } finally {
    await db.close();
  }
}
