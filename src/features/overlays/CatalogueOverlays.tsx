import { FootnotePopup } from '../footnotes/FootnotePopup';
import { EnergyLabelDialog } from '../energy-label/EnergyLabelDialog';

/** Page-wide overlays of spec §2 that any screen can open: footnotes and the energy label. */
export function CatalogueOverlays() {
  return (
    <>
      <FootnotePopup />
      <EnergyLabelDialog />
    </>
  );
}
