import { useCallback, useEffect, useRef, useState } from 'react';
import { FOOTNOTE_ATTRIBUTE } from '../../domain/footnote-tags';
import { ENERGY_LABEL_EVENT } from '../../domain/energy-label';
import { lazyPart, PART_LOAD_FAILED } from '../../components/LazyPart';
import { LoadFailed } from '../../components/LoadFailed';

/**
 * Footnote and energy-label dialogs (with DOMPurify and the footnote texts) load when the first one
 * is opened. Should their code not come, the message stands where the dialog would have opened, over
 * the page's foot, until the shopper tries again or closes it.
 */
function overlays(close: () => void) {
  return lazyPart(async () => (await import('./OverlayDialogs')).default, {
    failed: (retry) => (
      <div className="overlays-failed" role="alert">
        <LoadFailed text={PART_LOAD_FAILED} onRetry={retry} onClose={close} />
      </div>
    ),
  });
}

/**
 * Until the dialogs' code is there, the first footnote click or energy-label event is held back and
 * handed on (replayed) once the dialogs listen.
 */
function useFirstOpening(): { wanted: boolean; replay: () => void; forget: () => void } {
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
  /** The opening is given up (its code did not come): the next one asks for the code again. */
  const forget = useCallback(() => {
    held.current = null;
    setWanted(false);
  }, []);
  return { wanted, replay, forget };
}

/**
 * Page-wide overlays of spec §2 that any screen can open: footnotes and the energy label. Their code
 * is not part of the first load: it is fetched on the first opening, which then shows.
 */
export function CatalogueOverlays() {
  const { wanted, replay, forget } = useFirstOpening();
  const [Overlays] = useState(() => overlays(forget));
  if (!wanted) return null;
  return <Overlays onReady={replay} />;
}
