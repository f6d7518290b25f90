import type { LegalDocument, LegalSection } from '../../content/legal/legal-document';
import { LegalPage } from '../legal';
import { TariffSheets } from './TariffSheets';

const sheetsOf = (section: LegalSection) =>
  section.tariffSheets ? <TariffSheets category={section.tariffSheets} /> : null;

/** /produktinformationsblatt: the legal page with each section's tariff sheets generated from the catalogue (other legal pages load none of this). */
export function ProductSheetPage({ document }: { document: LegalDocument }) {
  return <LegalPage document={document} sectionExtra={sheetsOf} />;
}
