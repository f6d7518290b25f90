import { ENERGY_LABEL_EVENT, type EnergyLabelEventDetail } from '../domain/energy-label';

/** Spec §2: the energy-label dialog opens on a page event carrying the sheet address. */
export const openEnergyLabel = (sheet: string) =>
  window.dispatchEvent(new CustomEvent<EnergyLabelEventDetail>(ENERGY_LABEL_EVENT, { detail: { sheet } }));
