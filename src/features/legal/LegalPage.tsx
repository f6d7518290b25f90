import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '../../domain/scroll-reset';
import type { LegalDocument, LegalSection } from '../../content/legal/legal-document';
import './legal.css';

/** Renders one bundled legal text; `?id=<section>` scrolls to that section and moves focus to it. `sectionExtra` adds generated content after a section's text. */
export function LegalPage({
  document: legal,
  sectionExtra,
}: {
  document: LegalDocument;
  sectionExtra?: (section: LegalSection) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const target = searchParams.get('id');

  useEffect(() => {
    if (!target) return;
    const heading = window.document.getElementById(target)?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [target]);

  return (
    <article className="legal">
      <h1>{legal.title}</h1>
      <p className="legal__updated">Stand: {legal.updated}</p>
      {legal.intro}
      {legal.sections.length > 2 && (
        <nav className="legal__contents card" aria-label="Inhalt">
          <h2>Inhalt</h2>
          <ol>
            {legal.sections.map((section) => (
              <li key={section.id}>
                <Link to={`?id=${section.id}`} state={KEEP_SCROLL}>
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {legal.sections.map((section) => (
        <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} tabIndex={-1}>
            {section.heading}
          </h2>
          {section.body}
          {sectionExtra?.(section)}
        </section>
      ))}
    </article>
  );
}
