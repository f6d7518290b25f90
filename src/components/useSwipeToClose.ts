import type { RefObject } from 'react';
import { useDrag } from '@use-gesture/react';
import { swipeCloses } from '../domain/swipe-close';

/** Scroll offsets from the touched element up to the panel: a swipe that scrolled the text is no close gesture. */
function scrollOffsets(target: EventTarget | null, panel: HTMLElement): string {
  const offsets: number[] = [];
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    offsets.push(element.scrollTop, element.scrollLeft);
    if (element === panel) break;
  }
  return offsets.join(',');
}

const isMouse = (event: Event) => 'pointerType' in event && (event as PointerEvent).pointerType === 'mouse';

/**
 * Spec §9 swipe-close for every dialog: spread the returned bind() on the panel. Touch only: a
 * mouse drag (selecting text) never closes a dialog.
 */
export function useSwipeToClose(panel: RefObject<HTMLElement | null>, onClose: () => void) {
  return useDrag(
    ({ first, last, tap, movement: [dx, dy], elapsedTime, event, memo }) => {
      const element = panel.current;
      const remembered = memo as string | undefined;
      if (!element || isMouse(event)) return remembered;
      const before = first ? scrollOffsets(event.target, element) : remembered;
      if (!last || tap || before !== scrollOffsets(event.target, element)) return before;
      const { width, height } = element.getBoundingClientRect();
      if (swipeCloses({ dx, dy, durationMs: elapsedTime }, { width, height })) onClose();
      return before;
    },
    { pointer: { touch: true }, filterTaps: true },
  );
}
