import { lazy, Suspense } from 'react';
import { useIsClient } from '../../components/useIsClient';

/** Footnote and energy-label dialogs (with DOMPurify and the footnote texts) are not needed for the first paint. */
const Overlays = lazy(() => import('./OverlayDialogs'));

/**
 * Page-wide overlays of spec §2 that any screen can open: footnotes and the energy label.
 * Rendered in the browser only (never into the prerendered markup nor while hydrating it), behind
 * Suspense, so their code loads beside the page instead of before it (the triggers live in route
 * chunks, which arrive later still).
 */
export function CatalogueOverlays() {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
