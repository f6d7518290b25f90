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
    const publish = () => root.setProperty(name, `${element.getBoundingClientRect().height}px`);
    publish();
    // Without ResizeObserver (old browsers, jsdom) the first measurement stays.
    if (typeof ResizeObserver === 'undefined') return () => root.removeProperty(name);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [name]);
  return ref;
}
