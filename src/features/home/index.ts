/** The public face of this feature: the section landing other start pages are built from. Other features import this file only. */
export { SectionLanding } from './SectionLanding';
