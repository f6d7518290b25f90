/** Longest wait for a frame: a tab in the background paints none, and what waits must go on. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a task after the browser's next frame, so that what a click changed on screen (a
 * busy button) is painted before the work it started runs: the click's answer does not wait for it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Frame callbacks run just before the frame is painted; the timer's task comes after it.
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}
