interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: the start of the app runs as several short tasks instead of one long one.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it; elsewhere a
 * message to ourselves does (unlike setTimeout, it is not clamped to 4 ms).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
