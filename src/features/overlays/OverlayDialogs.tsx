import { useEffect } from 'react';
import { FootnotePopup } from '../footnotes';
import { EnergyLabelDialog } from '../energy-label';

/** `onReady` runs once both dialogs listen (their effects run before this parent's). */
export default function OverlayDialogs({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <>
      <FootnotePopup />
      <EnergyLabelDialog />
    </>
  );
}
