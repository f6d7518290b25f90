/** The attribute that turns any button into a footnote trigger (spec §2). */
export const FOOTNOTE_ATTRIBUTE = 'data-footnote';

/** The marker number of a tag: its place in the ordered list of tags, so a tag reads the same everywhere (0: unknown tag). */
export const footnoteNumber = (order: readonly string[], tag: string) => order.indexOf(tag) + 1;
