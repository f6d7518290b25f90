import { useEffect } from 'react';
import { useAppDispatch } from '../../state/store-types';
import { useLocation } from 'react-router';
import { navigationActions } from '../../state/navigation';

/** Route changes become actions, so the session check and metadata are sagas on them (ARCHITECTURE.md). */
export function RouteChangeReporter() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(navigationActions.routeChanged({ pathname, search }));
  }, [dispatch, pathname, search]);
  return null;
}
