/** The public face of this feature: the availability check other screens embed. Other features import this file only. */
export { AvailabilityPanel } from './AvailabilityPanel';
