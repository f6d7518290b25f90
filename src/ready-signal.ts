/**
 * The page's ready signal: `<html data-shop-ready="true">` once the app has hydrated the server's
 * markup and its sagas run. Tests, smoke checks and monitoring wait for it instead of guessing.
 * The clicks the early script held until then (src/early/click-hold.ts) are carried out by it.
 */
import { READY_ATTRIBUTE, READY_EVENT, isReady } from './early/signals';

export { READY_ATTRIBUTE };
/** The same moment as a performance mark (User Timing), for measures that ask what came before it. */
export const READY_MARK = 'shop-ready';

/** Called once the app has hydrated and its sagas run: sets the signal and carries out the held clicks. */
export function signalReady() {
  if (isReady()) return;
  document.documentElement.setAttribute(READY_ATTRIBUTE, 'true');
  // User Timing is in every browser the shop supports, not in every test environment (jsdom).
  if (typeof performance.mark === 'function') performance.mark(READY_MARK);
  document.dispatchEvent(new Event(READY_EVENT));
}
