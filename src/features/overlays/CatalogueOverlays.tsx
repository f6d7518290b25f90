import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FOOTNOTE_ATTRIBUTE } from '../../domain/footnote-tags';
import { ENERGY_LABEL_EVENT } from '../../domain/energy-label';

/** Footnote and energy-label dialogs (with DOMPurify and the footnote texts) load when the first one is opened. */
const Overlays = lazy(() => import('./OverlayDialogs'));

/**
 * Until the dialogs' code is there, the first footnote click or energy-label event is held back and
 * handed on (replayed) once the dialogs listen.
 */
function useFirstOpening(): { wanted: boolean; replay: () => void } {
  const [wanted, setWanted] = useState(false);
  const held = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (wanted) return;
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(`button[${FOOTNOTE_ATTRIBUTE}]`);
      if (!(trigger instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = () => trigger.click();
      setWanted(true);
    };
    const onEnergyLabel = (event: Event) => {
      const { detail } = event as CustomEvent<unknown>;
      held.current = () => window.dispatchEvent(new CustomEvent(ENERGY_LABEL_EVENT, { detail }));
      setWanted(true);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(ENERGY_LABEL_EVENT, onEnergyLabel);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(ENERGY_LABEL_EVENT, onEnergyLabel);
    };
  }, [wanted]);

  const replay = useCallback(() => {
    const opening = held.current;
    held.current = null;
    opening?.();
  }, []);
  return { wanted, replay };
}

/**
 * Page-wide overlays of spec §2 that any screen can open: footnotes and the energy label. Their code
 * is not part of the first load: it is fetched on the first opening, which then shows.
 */
export function CatalogueOverlays() {
  const { wanted, replay } = useFirstOpening();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays onReady={replay} />
    </Suspense>
  );
}
