import type { Loadable } from '../../state/catalogue';

/** Loading and failure of a catalogue read, worded for the shopper. */
export function CatalogueStatus({ entry }: { entry: Loadable<unknown> | undefined }) {
  if (entry?.status === 'failed') {
    return (
      <p className="catalogue-status" role="alert">
        {entry.error?.status === 404 ? 'Dieses Angebot gibt es leider nicht (mehr).' : 'Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es erneut.'}
      </p>
    );
  }
  return (
    <p className="catalogue-status" aria-live="polite">
      Wird geladen..
    </p>
  );
}
