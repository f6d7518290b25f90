import { FOOTNOTE_ATTRIBUTE, footnoteNumber } from '../domain/footnote-tags';
import { FOOTNOTE_ORDER } from '../content/footnotes/order';
import './footnote-marker.css';

/**
 * A superscript marker with the footnotes' numbers; the popup listens for its attribute, so it
 * needs no click handler of its own. `label` names what the footnotes belong to ('Fußnoten zu …').
 */
export function FootnoteMarker({ tags, label }: { tags: string[] | undefined; label?: string }) {
  if (!tags?.length) return null;
  const numbers = [...new Set(tags.map((tag) => footnoteNumber(FOOTNOTE_ORDER, tag)).filter((n) => n > 0))].sort((a, b) => a - b);
  return (
    <button
      type="button"
      className="footnote-marker"
      {...{ [FOOTNOTE_ATTRIBUTE]: tags.join(' ') }}
      aria-label={`${label ?? `Fußnote ${numbers.join(', ') || tags.join(', ')}`} anzeigen`}
    >
      {numbers.length ? numbers.join(',') : '*'}
    </button>
  );
}
