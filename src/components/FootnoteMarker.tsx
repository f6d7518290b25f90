import { FOOTNOTE_ATTRIBUTE, footnoteNumber } from '../domain/footnote-tags';
import { FOOTNOTES } from '../content/footnotes/all';
import './footnote-marker.css';

/** A superscript marker; the popup listens for its attribute, so it needs no click handler of its own. */
export function FootnoteMarker({ tags }: { tags: string[] | undefined }) {
  if (!tags?.length) return null;
  const numbers = [...new Set(tags.map((tag) => footnoteNumber(FOOTNOTES, tag)).filter((n) => n > 0))].sort((a, b) => a - b);
  return (
    <button
      type="button"
      className="footnote-marker"
      {...{ [FOOTNOTE_ATTRIBUTE]: tags.join(' ') }}
      aria-label={`Fußnote ${numbers.join(', ') || tags.join(', ')} anzeigen`}
    >
      {numbers.length ? numbers.join(',') : '*'}
    </button>
  );
}
