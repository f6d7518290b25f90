import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../state/store-types';
import { selectPageData, selectPageName } from '../../state/ui';
import { useLocation } from 'react-router';
import { pageTitle } from '../../domain/page-data';
import { focusHeadingWhenShown } from '../../components/focus';

/**
 * After an in-shop navigation (not the first load) focus moves to the new page's h1, and the new
 * title is announced once the page data for it arrived. The scroll position is ScrollRestoration's.
 */
export function RouteFocus() {
  const { key, hash } = useLocation();
  const pageData = useAppSelector(selectPageData);
  const name = useAppSelector(selectPageName);
  // The location the app started on: arriving there is the first load, not a navigation.
  const [firstKey] = useState(key);
  const awaitingTitle = useRef(false);
  const [announced, setAnnounced] = useState('');
  const navigated = key !== firstKey;

  useEffect(() => {
    if (!navigated) return undefined;
    awaitingTitle.current = true;
    return hash ? undefined : focusHeadingWhenShown();
  }, [key, hash, navigated]);

  useEffect(() => {
    if (!awaitingTitle.current) return;
    awaitingTitle.current = false;
    setAnnounced(pageTitle(name));
  }, [pageData, name]);

  return (
    <p className="visually-hidden" aria-live="polite" data-testid="route-announcer">
      {announced}
    </p>
  );
}
