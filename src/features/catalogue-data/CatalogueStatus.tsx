import { useAppDispatch } from '../../state/store-types';
import type { CatalogueResource } from '../../domain/catalogue-resources';
import { catalogueActions, type Loadable } from '../../state/catalogue';
import { LoadFailed } from '../../components/LoadFailed';
import { InlineLoader } from '../loading';

const NOT_FOUND = 'Dieses Angebot gibt es leider nicht (mehr).';
const LOAD_FAILED = 'Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es erneut.';

/**
 * Loading and failure of a catalogue read, worded for the shopper. After the saga's bounded
 * retries a failure stays until the shopper asks again (`resource` given: 'Erneut versuchen').
 */
export function CatalogueStatus({
  entry,
  resource,
}: {
  entry: Loadable<unknown> | undefined;
  resource?: CatalogueResource;
}) {
  const dispatch = useAppDispatch();
  if (entry?.status === 'failed') {
    const notFound = entry.error?.status === 404;
    if (!notFound && resource)
      return <LoadFailed text={LOAD_FAILED} onRetry={() => dispatch(catalogueActions.resourceRequested(resource))} />;
    return (
      <p className="catalogue-status" role="alert">
        {notFound ? NOT_FOUND : LOAD_FAILED}
      </p>
    );
  }
  return (
    <InlineLoader
      className="catalogue-status"
      where="catalogue"
      onRetry={resource ? () => dispatch(catalogueActions.resourceRequested(resource)) : undefined}
    />
  );
}
