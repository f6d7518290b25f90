import { useEffect } from 'react';
import { FootnotePopup } from '../footnotes/FootnotePopup';
import { EnergyLabelDialog } from '../energy-label/EnergyLabelDialog';

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
