/** The public face of this feature: the energy label dialog the overlays mount. Other features import this file only. */
export { EnergyLabelDialog } from './EnergyLabelDialog';
