import { useEffect } from 'react';
import { useAppDispatch } from '../../state/store-types';
import { useLocation } from 'react-router';
import { uiActions } from '../../state/ui';

/** An unknown tariff or device slug is a page that does not exist: the error page of spec §2 with 404. */
export function useNotFound(missing: boolean): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    if (missing) dispatch(uiActions.pageErrorRaised({ status: 404, detail: `Page not found: ${pathname}` }));
  }, [missing, pathname, dispatch]);
}
