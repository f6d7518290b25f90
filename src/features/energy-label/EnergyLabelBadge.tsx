import { ENERGY_CLASS_COLOURS, energyClassTextColour } from '../../domain/energy-label';
import type { EnergyInformation } from '../../domain/catalogue-types';
import { openEnergyLabel } from './open-energy-label';
import './energy-label.css';

/** The arrow-shaped class badge in the EU colours; it opens the label sheet. */
export function EnergyLabelBadge({ energy }: { energy: EnergyInformation }) {
  const energyClass = energy.efficiency.class;
  return (
    <button
      type="button"
      className="energy-badge"
      style={{ background: ENERGY_CLASS_COLOURS[energyClass], color: energyClassTextColour(energyClass) }}
      onClick={() => openEnergyLabel(energy.information_sheet)}
      aria-label={`Energieeffizienzklasse ${energyClass} – Energieeffizienzlabel anzeigen`}
    >
      <span className="energy-badge__scale" aria-hidden="true">
        A<br />G
      </span>
      <span className="energy-badge__class">{energyClass}</span>
    </button>
  );
}
