import { useEffect, useRef, type RefObject } from 'react';
import { focusWithoutScrolling } from '../../components/focus';

/** What the availability panel shows; each is new content that the shopper's action brought. */
export type PanelView = 'teaser' | 'loading' | 'form' | 'corrections' | 'result';

/**
 * After an action that replaces the panel's content ('Adresse eingeben', 'Verfügbarkeit prüfen',
 * 'Adresse ändern'), focus lands in the new content instead of falling to <body>: the result, or
 * the form's first field (the corrections form focuses its first choice itself). Answers the
 * function the actions call.
 */
export function useFocusOnNewView(panel: RefObject<HTMLElement | null>, view: PanelView): () => void {
  const requested = useRef(false);
  useEffect(() => {
    const root = panel.current;
    if (!requested.current || !root || view === 'loading') return;
    requested.current = false;
    if (view === 'result') {
      const result = root.querySelector<HTMLElement>('.availability-result');
      if (result) focusWithoutScrolling(result);
    } else if (view === 'form') {
      root.querySelector<HTMLElement>('input, select')?.focus();
    }
  }, [panel, view]);
  return () => {
    requested.current = true;
  };
}
