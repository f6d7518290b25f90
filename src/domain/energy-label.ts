import type { EnergyInformation } from './catalogue-types';

export type EnergyClass = EnergyInformation['efficiency']['class'];

/** Spec §9: classes A to G run from green through yellow and orange to red (EU label colours). */
export const ENERGY_CLASS_COLOURS: Record<EnergyClass, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  // A deeper red than the printed label's, so white text on it keeps a 4.5:1 contrast (WCAG AA).
  G: '#d6121a',
};

/** Dark text on green to orange, white on red: each pair has at least 4.5:1 contrast, also for the small scale. */
export const energyClassTextColour = (energyClass: EnergyClass) => (energyClass === 'G' ? '#ffffff' : '#1b1b1f');

/** Spec §2: the dialog opens on a page event carrying the sheet address. */
export const ENERGY_LABEL_EVENT = 'energy-label:open';

export interface EnergyLabelEventDetail {
  sheet: string;
}

/** A PDF is shown in a frame, anything else as an image (spec §2). */
export const isPdfSheet = (sheet: string) => /\.pdf(?:[?#].*)?$/i.test(sheet);
