/** Longest wait for a frame: a tab in the background paints none, and what waits must go on. */
const FRAME_WAIT_MS = 100;

/**
 * Calls `then` once, in a task after the browser's next frame, so that what is already on screen
 * (a busy button, the end of the document) is painted before the work that follows runs.
 */
export function onNextPaint(then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  // Frame callbacks run just before the frame is painted; the timer's task comes after it.
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, FRAME_WAIT_MS);
}

/** The same as a promise: what a click changed is painted before the work it started runs, and the click's answer does not wait for it. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => onNextPaint(resolve));
}
