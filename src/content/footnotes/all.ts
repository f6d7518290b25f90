import type { FootnoteEntry } from '../../domain/catalogue-types';
import { MOBILE_FOOTNOTES } from './mobile';
import { LANDLINE_FOOTNOTES } from './landline';

/**
 * Spec §3: footnote texts are bundled with the app in German, so the popup works without a
 * request (and offline). The server seeds the same texts for its catalogue API.
 */
export const FOOTNOTES: FootnoteEntry[] = [...MOBILE_FOOTNOTES, ...LANDLINE_FOOTNOTES];
