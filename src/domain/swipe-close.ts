/** Spec §9: a dialog closes on a swipe over 10 % of its size, or on one quicker than 300 ms. */
export const SWIPE_CLOSE_SHARE = 0.1;
export const QUICK_SWIPE_MS = 300;
/** Shorter movements are a tap or a resting finger, not a swipe (also not a quick one). */
export const MIN_SWIPE_PX = 10;

export interface Swipe {
  /** Movement from where the finger went down to where it left, in CSS pixels. */
  dx: number;
  dy: number;
  durationMs: number;
}

/**
 * Whether a finished swipe closes a dialog of this size. The swipe's main axis decides which
 * size counts: the width for a sideways swipe, the height for an upward or downward one.
 */
export function swipeCloses(swipe: Swipe, size: { width: number; height: number }): boolean {
  const sideways = Math.abs(swipe.dx) > Math.abs(swipe.dy);
  const distance = Math.abs(sideways ? swipe.dx : swipe.dy);
  if (distance < MIN_SWIPE_PX) return false;
  const extent = sideways ? size.width : size.height;
  return distance > SWIPE_CLOSE_SHARE * extent || swipe.durationMs < QUICK_SWIPE_MS;
}
