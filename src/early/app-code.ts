/**
 * A server-rendered page paints from its HTML and CSS alone. Its code (the entry script and the
 * modules it imports) is in the page as inert tags in `<template id="app-code">` (put there by the
 * build, scripts/page-template.ts) and started here once the whole document is on screen: the first
 * contentful paint, then the rest of the HTML parsed and painted in the frame after. A first paint
 * can come while the parser is still on its way (the cookie banner at the end of the body, often the
 * largest text of a first visit, is then painted later), and code started in between would delay
 * that paint. So on a slow line nothing competes with the page's first screen for the bandwidth or
 * the main thread. A page opened in the background paints nothing until shown: its code starts at once.
 */
import { APP_CODE_TEMPLATE_ID } from './signals';
import { tellAppNotLoaded } from '../app-not-loaded';
import { onNextPaint } from '../components/next-paint';

/** A paint never reported does not keep the page from becoming interactive for long. */
export const PAINT_WAIT_MS = 3000;

/**
 * Once the browser reports the first contentful paint (Paint Timing), at most after `PAINT_WAIT_MS`;
 * where Paint Timing is missing, at once: the frame awaited after the document (below) stands for it.
 */
const afterFirstContentfulPaint = (start: () => void) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    start();
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

/** Once the parser has reached the end of the document, and the frame after that is painted. */
const afterDocumentPainted = (start: () => void) => {
  const painted = () => onNextPaint(start);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', painted, { once: true });
  else painted();
};

export function startAppCodeAfterFirstPaint() {
  const template = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (document.visibilityState === 'hidden') startCode(template);
  else afterFirstContentfulPaint(() => afterDocumentPainted(() => startCode(template)));
}
