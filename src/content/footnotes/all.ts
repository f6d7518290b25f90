import type { FootnoteEntry } from '../../domain/catalogue-types';
import { FOOTNOTE_ORDER, type FootnoteTag } from './order';
import { MOBILE_FOOTNOTE_TEXTS } from './mobile';
import { LANDLINE_FOOTNOTE_TEXTS } from './landline';

/** Keyed by tag: the type checker proves that every tag has exactly one text. */
const FOOTNOTE_TEXTS: Record<FootnoteTag, string> = { ...MOBILE_FOOTNOTE_TEXTS, ...LANDLINE_FOOTNOTE_TEXTS };

/**
 * Spec §3: footnote texts are bundled with the app in German, so the popup works without a
 * request (and offline). The server seeds the same texts for its catalogue API. In the order of
 * FOOTNOTE_ORDER, which numbers the markers.
 */
export const FOOTNOTES: FootnoteEntry[] = FOOTNOTE_ORDER.map((tag) => ({ fn_tag: tag, text: FOOTNOTE_TEXTS[tag] }));
