import { useEffect, useRef } from 'react';

/**
 * Publishes the element's rendered height as a custom property on <html> while it is mounted,
 * so the page can keep room for it (padding, scroll-padding) however its text wraps.
 */
export function useHeightAsCssVar<T extends HTMLElement>(name: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const publish = (height: number) => root.setProperty(name, `${height}px`);
    // Without ResizeObserver (old browsers, jsdom) one measurement now, and it stays.
    if (typeof ResizeObserver === 'undefined') {
      publish(element.getBoundingClientRect().height);
      return () => root.removeProperty(name);
    }
    // The observer also reports the first size, after the browser's own layout of the next frame:
    // measuring here would force that layout inside the task that mounts (or hydrates) the page.
    const observer = new ResizeObserver(
      ([entry]) => entry && publish(entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [name]);
  return ref;
}
