/** The public face of this feature: the legal page frame other pages are built from. Other features import this file only. */
export { LegalPage } from './LegalPage';
