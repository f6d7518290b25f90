import { useEffect } from 'react';
import { useAppDispatch } from '../../state/store-types';
import { uiActions } from '../../state/ui';

/** Names the page shown (its document title) while it is mounted; undefined leaves the page data's name. */
export function usePageName(name: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (name === undefined) return undefined;
    dispatch(uiActions.pageNamed(name));
    return () => {
      dispatch(uiActions.pageNamed(null));
    };
  }, [dispatch, name]);
}
