import type { FootnoteEntry } from './catalogue-types';

/** The attribute that turns any button into a footnote trigger (spec §2). */
export const FOOTNOTE_ATTRIBUTE = 'data-footnote';
export const FOOTNOTE_NOT_FOUND = 'Footnote konnte nicht gefunden werden:';

/** One or several tags, separated by blanks or commas. */
export const parseFootnoteTags = (value: string | null | undefined): string[] =>
  (value ?? '').split(/[\s,]+/).map((tag) => tag.trim().toUpperCase()).filter(Boolean);

export const footnotesFor = (entries: FootnoteEntry[], tags: string[]): FootnoteEntry[] =>
  tags.map((tag) => entries.find((entry) => entry.fn_tag === tag)).filter((entry): entry is FootnoteEntry => entry !== undefined);

/** The marker number of a tag: its place in the ordered list of tags, so a tag reads the same everywhere (0: unknown tag). */
export const footnoteNumber = (order: readonly string[], tag: string) => order.indexOf(tag) + 1;
