import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { Dialog } from '../../components/Dialog';
import { FOOTNOTE_ATTRIBUTE } from '../../domain/footnote-tags';
import { FOOTNOTE_NOT_FOUND, footnotesFor, parseFootnoteTags } from '../../domain/footnote-lookup';
import { FOOTNOTES } from '../../content/footnotes/all';
import './footnotes.css';

/** Footnote HTML is text markup only: no style sheets or inline styles that could restyle the shop. */
const SANITIZE_OPTIONS = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** Spec §2: any button with a footnote attribute opens this popup; the click is caught before other handlers. */
export function FootnotePopup() {
  const [tags, setTags] = useState<string[] | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(`button[${FOOTNOTE_ATTRIBUTE}]`);
      if (!trigger) return;
      event.preventDefault();
      event.stopPropagation();
      setTags(parseFootnoteTags(trigger.getAttribute(FOOTNOTE_ATTRIBUTE)));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const found = tags ? footnotesFor(FOOTNOTES, tags) : [];
  return (
    <Dialog open={tags !== null} title="Hinweise" onClose={() => setTags(null)} className="footnote-popup">
      {found.length > 0 ? (
        found.map((entry) => (
          <div
            key={entry.fn_tag}
            className="footnote-popup__text"
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(entry.text, SANITIZE_OPTIONS) }}
          />
        ))
      ) : (
        <p className="footnote-popup__missing">
          {FOOTNOTE_NOT_FOUND} {(tags ?? []).join(', ')}
        </p>
      )}
    </Dialog>
  );
}
