import { FOOTNOTE_ATTRIBUTE, footnoteNumber } from '../domain/footnote-tags';
import { FOOTNOTE_ORDER } from '../content/footnotes/order';
import './footnote-marker.css';

/**
 * A superscript marker with the footnotes' numbers; the popup listens for its attribute, so it
 * needs no click handler of its own. `label` names what the footnotes belong to ('Fußnoten zu …').
 */
export function FootnoteMarker({ tags, label }: { tags: string[] | undefined; label?: string }) {
  if (!tags?.length) return null;
  const numbers = [...new Set(tags.map((tag) => footnoteNumber(FOOTNOTE_ORDER, tag)).filter((n) => n > 0))].sort(
    (a, b) => a - b,
  );
  const shown = numbers.length ? numbers.join(',') : '*';
  // The accessible name starts with the numbers it shows, so speech input finds it (WCAG 2.5.3).
  return (
    <button
      type="button"
      className="footnote-marker"
      {...{ [FOOTNOTE_ATTRIBUTE]: tags.join(' ') }}
      aria-label={
        numbers.length
          ? `${shown} – ${label ?? (numbers.length > 1 ? 'Fußnoten' : 'Fußnote')} anzeigen`
          : `Fußnote ${tags.join(', ')} anzeigen`
      }
    >
      {shown}
    </button>
  );
}
