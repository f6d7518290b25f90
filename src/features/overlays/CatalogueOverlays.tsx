import { lazy, Suspense, useEffect, useState } from 'react';

/** Footnote and energy-label dialogs (with DOMPurify and the footnote texts) are not needed for the first paint. */
const Overlays = lazy(() => import('./OverlayDialogs'));

/**
 * Page-wide overlays of spec §2 that any screen can open: footnotes and the energy label.
 * Mounted after the first render, so their code loads beside the page instead of before it
 * (the triggers live in route chunks, which arrive later still).
 */
export function CatalogueOverlays() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
