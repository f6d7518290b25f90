/**
 * A server-rendered page paints from its HTML and CSS alone. Its code (the entry script and the
 * modules it imports) is in the page as inert tags in `<template id="app-code">` (put there by the
 * build, scripts/page-template.ts) and started here once the first contentful paint is on screen:
 * on a slow line nothing competes with the first paint for the bandwidth, and the browser does not
 * run the entry script before painting. A page opened in the background paints nothing until shown:
 * its code starts at once.
 */
import { APP_CODE_TEMPLATE_ID } from './signals';
import { tellAppNotLoaded } from '../app-not-loaded';

/** A paint never reported does not keep the page from becoming interactive for long. */
export const PAINT_WAIT_MS = 3000;

/**
 * Once the browser reports the first contentful paint (Paint Timing), at most after `PAINT_WAIT_MS`;
 * where Paint Timing is missing, after the next frame (a task after requestAnimationFrame).
 */
const afterFirstContentfulPaint = (start: () => void) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  const bound = setTimeout(() => once(), PAINT_WAIT_MS);
  function once() {
    observer.disconnect();
    clearTimeout(bound);
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
};

/** Each inert tag as a live one (a script or preload taken from a template never runs by itself). */
function startCode(template: HTMLTemplateElement) {
  for (const inert of template.content.children) {
    const live = document.createElement(inert.localName);
    for (const { name, value } of inert.attributes) live.setAttribute(name, value);
    // The entry's chunk did not come: the page says so, and its buttons stop waiting for it.
    if (live instanceof HTMLScriptElement) live.addEventListener('error', tellAppNotLoaded, { once: true });
    document.head.append(live);
  }
  template.remove();
}

export function startAppCodeAfterFirstPaint() {
  const template = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (document.visibilityState === 'hidden') startCode(template);
  else afterFirstContentfulPaint(() => startCode(template));
}
