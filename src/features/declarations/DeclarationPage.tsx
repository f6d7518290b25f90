import type { ReactNode } from 'react';
import { ConfirmationView } from './ConfirmationView';
import type { useDeclarationFiling } from './DeclarationForm';

/** A declaration's page: its heading, then the form (`children`) until the filing is confirmed, then the confirmation. */
export function DeclarationPage({
  title,
  filing,
  confirmedHeading,
  children,
}: {
  title: string;
  filing: ReturnType<typeof useDeclarationFiling>;
  confirmedHeading: string;
  children: ReactNode;
}) {
  return (
    <section className="declaration">
      <h1>{title}</h1>
      {filing.confirmation ? (
        <ConfirmationView confirmation={filing.confirmation} downloads={filing.downloads} heading={confirmedHeading} />
      ) : (
        children
      )}
    </section>
  );
}
