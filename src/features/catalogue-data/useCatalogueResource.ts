import { useContext, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { resourceKey, type CatalogueResource } from '../../domain/catalogue-resources';
import { catalogueActions, selectResource } from '../../state/catalogue';
import { ServerRequestsContext } from './server-requests';

/** Asks for a catalogue read once per resource and returns its current state; `null` asks for nothing. */
export function useCatalogueResource<R extends CatalogueResource>(resource: R | null) {
  const dispatch = useAppDispatch();
  const key = resource ? resourceKey(resource) : null;
  // The key carries the whole resource, so the kept resource follows its content instead of the object's identity.
  const [stable, setStable] = useState(resource);
  if (key !== (stable ? resourceKey(stable) : null)) setStable(resource);
  const entry = useAppSelector((state) => (stable ? selectResource(stable)(state) : undefined));
  const loaded = entry?.status === 'loaded';
  useEffect(() => {
    // An answer already there (the server-rendered page's, or one read before) is not asked for:
    // the request would change nothing, but as a dispatch right after hydrating it would run every
    // subscriber, middleware and saga of the page once more.
    if (stable && !loaded) dispatch(catalogueActions.resourceRequested(stable));
  }, [dispatch, stable, loaded]);
  const requestOnServer = useContext(ServerRequestsContext);
  if (requestOnServer && stable && !entry) requestOnServer(stable);
  return entry;
}
