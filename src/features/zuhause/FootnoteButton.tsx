/** A footnote marker; the footnote popup opens for any button carrying data-footnote (spec §2). */
export function FootnoteButton({ tags, label = 'Fußnote' }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <button type="button" className="footnote-marker" data-footnote={tags.join(',')} aria-label={`${label} anzeigen`}>
      *
    </button>
  );
}
