import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { deleteExpiredData } from './db/retention';

/**
 * Runs the clean-up every `intervalMs` in this process. The timer is unref'd, so it never keeps a
 * process alive; with several processes on one PostgreSQL each runs it, and the deletes are idempotent.
 */
export function scheduleRetention(
  db: Database,
  retention: ServerConfig['retention'],
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>,
  now: () => number = Date.now,
): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await deleteExpiredData(db, now(), { tempOrderDays: retention.tempOrderDays });
      logger.info({ deleted: result }, 'retention clean-up');
    } catch (error) {
      logger.error({ err: error }, 'retention clean-up failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), retention.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
