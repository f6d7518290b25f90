import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { ENERGY_LABEL_EVENT, isPdfSheet, type EnergyLabelEventDetail } from '../../domain/energy-label';
import './energy-label.css';

/** Spec §2 'Energieeffizienzlabel': a PDF in a frame 100 % wide and 750 px high, any other file as a contained image. */
export function EnergyLabelDialog() {
  const [sheet, setSheet] = useState<string | null>(null);
  const [lastSheet, setLastSheet] = useState<string | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<EnergyLabelEventDetail>).detail;
      if (!detail?.sheet) return;
      setSheet(detail.sheet);
      setLastSheet(detail.sheet);
    };
    window.addEventListener(ENERGY_LABEL_EVENT, onOpen);
    return () => window.removeEventListener(ENERGY_LABEL_EVENT, onOpen);
  }, []);

  // The last sheet stays on screen while the dialog closes.
  const shown = sheet ?? lastSheet;
  return (
    <Dialog
      open={sheet !== null}
      title="Energieeffizienzlabel"
      onClose={() => setSheet(null)}
      className="energy-dialog"
    >
      {shown &&
        (isPdfSheet(shown) ? (
          <iframe
            className="energy-dialog__frame"
            src={shown}
            title="Energieeffizienzlabel"
            width="100%"
            height="750"
          />
        ) : (
          <img className="energy-dialog__image" src={shown} alt="Energieeffizienzlabel des Geräts" />
        ))}
    </Dialog>
  );
}
