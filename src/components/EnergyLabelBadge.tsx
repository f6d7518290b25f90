import { ENERGY_CLASS_COLOURS, energyClassTextColour } from '../domain/energy-label';
import type { EnergyInformation } from '../domain/catalogue-types';
import { openEnergyLabel } from './open-energy-label';
import './energy-label-badge.css';

/**
 * The arrow-shaped class badge in the EU colours, which opens the label, and the product
 * information sheet beside it (EU 2023/1669 asks for both, beside every price a device is offered
 * at). The accessible name starts with the letter the badge shows, so speech input finds it (WCAG 2.5.3).
 */
export function EnergyLabelBadge({ energy, compact = false }: { energy: EnergyInformation; compact?: boolean }) {
  const energyClass = energy.efficiency.class;
  return (
    <p className={`energy-label${compact ? ' energy-label--compact' : ''}`}>
      <button
        type="button"
        className="energy-badge"
        style={{ background: ENERGY_CLASS_COLOURS[energyClass], color: energyClassTextColour(energyClass) }}
        onClick={() => openEnergyLabel(energy.information_sheet)}
      >
        <span className="energy-badge__scale" aria-hidden="true">
          A<br />G
        </span>
        <span className="energy-badge__class">{energyClass}</span>
        <span className="visually-hidden"> – Energieeffizienzklasse {energyClass}, Energieeffizienzlabel anzeigen</span>
      </button>
      <a className="energy-label__sheet" href={energy.product_sheet} target="_blank" rel="noopener">
        Produktdatenblatt
      </a>
    </p>
  );
}
