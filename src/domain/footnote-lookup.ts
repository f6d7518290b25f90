import type { FootnoteEntry } from './catalogue-types';

/**
 * What the footnote popup does with a trigger's tags: apart from the tags' attribute and numbers
 * (./footnote-tags.ts), which the markers on every catalogue page need, while the popup loads on first use.
 */
export const FOOTNOTE_NOT_FOUND = 'Footnote konnte nicht gefunden werden:';

/** One or several tags, separated by blanks or commas. */
export const parseFootnoteTags = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((tag) => tag.trim().toUpperCase())
    .filter(Boolean);

export const footnotesFor = (entries: FootnoteEntry[], tags: string[]): FootnoteEntry[] =>
  tags
    .map((tag) => entries.find((entry) => entry.fn_tag === tag))
    .filter((entry): entry is FootnoteEntry => entry !== undefined);
