import { useEffect, useRef } from 'react';
import type { ConfirmationDownloads } from '../../state/declarations';
import { confirmationLines, confirmationStatement, type DeclarationConfirmation } from '../../domain/declarations';

/** The receipt of a cancellation or withdrawal, with the time of receipt and links to keep it. */
export function ConfirmationView({
  confirmation,
  downloads,
  heading,
}: {
  confirmation: DeclarationConfirmation;
  downloads: ConfirmationDownloads | null;
  heading: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus so screen readers announce the result instead of silence.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="declaration-confirmation card" aria-labelledby="declaration-confirmation-heading">
      <h2 id="declaration-confirmation-heading" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      <p>{confirmationStatement(confirmation)}</p>
      <dl className="declaration-confirmation__details">
        {confirmationLines(confirmation).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>Bitte speichern oder drucken Sie diese Bestätigung für Ihre Unterlagen.</p>
      {downloads && (
        <div className="declaration-confirmation__actions">
          <a className="button button--primary" href={downloads.pdf} download>
            Bestätigung als PDF speichern
          </a>
          <a className="button" href={downloads.html} target="_blank" rel="noopener">
            Bestätigung als Webseite öffnen
          </a>
        </div>
      )}
    </section>
  );
}
