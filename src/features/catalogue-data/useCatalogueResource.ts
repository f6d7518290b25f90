import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { resourceKey, type CatalogueResource } from '../../domain/catalogue-resources';
import { catalogueActions, selectResource, type CatalogueState } from '../../state/catalogue';

/** Asks for a catalogue read once per resource and returns its current state; `null` asks for nothing. */
export function useCatalogueResource<R extends CatalogueResource>(resource: R | null) {
  const dispatch = useDispatch();
  const key = resource ? resourceKey(resource) : null;
  // The key carries the whole resource, so the kept resource follows its content instead of the object's identity.
  const [stable, setStable] = useState(resource);
  if (key !== (stable ? resourceKey(stable) : null)) setStable(resource);
  useEffect(() => {
    if (stable) dispatch(catalogueActions.resourceRequested(stable));
  }, [dispatch, stable]);
  return useSelector((state: { catalogue: CatalogueState }) => (stable ? selectResource(stable)(state) : undefined));
}
