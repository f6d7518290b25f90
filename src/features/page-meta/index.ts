/** The public face of this feature: the page name other screens announce. Other features import this file only. */
export { usePageName } from './usePageName';
