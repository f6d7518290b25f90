import { FOOTNOTE_ORDER } from '../../../src/content/footnotes/order';
import { FOOTNOTES } from '../../../src/content/footnotes/all';
import { footnoteNumber } from '../../../src/domain/footnote-tags';

describe('footnote numbers', () => {
  it('gives every tag its own number (the type checker proves one text per tag, not a tag listed once)', () => {
    expect(new Set(FOOTNOTE_ORDER).size).toBe(FOOTNOTE_ORDER.length);
  });

  it('numbers a marker as the popup and the server list the footnote', () => {
    FOOTNOTES.forEach((entry, index) => expect(footnoteNumber(FOOTNOTE_ORDER, entry.fn_tag)).toBe(index + 1));
    expect(footnoteNumber(FOOTNOTE_ORDER, 'UNKNOWN')).toBe(0);
  });
});
