import { FootnotePopup } from '../footnotes/FootnotePopup';
import { EnergyLabelDialog } from '../energy-label/EnergyLabelDialog';

export default function OverlayDialogs() {
  return (
    <>
      <FootnotePopup />
      <EnergyLabelDialog />
    </>
  );
}
