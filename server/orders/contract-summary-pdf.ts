import { pdfBuffer } from '../render/pdf-buffer';
import type { ContractSummary } from './contract-summary';

/** Accessible sizes: nothing below 10 pt; everything has to fit on one A4 page. */
const BODY_PT = 10;
const HEADING_PT = 11.5;
const TITLE_PT = 16;
const MARGIN = 42;

/**
 * The contract summary on one A4 page (a bundle's longer lists may run onto more), the sections
 * in the order of the EU template. `compress: false` leaves the content streams readable (tests).
 */
export function contractSummaryPdf(summary: ContractSummary, { compress = true } = {}): Promise<Buffer> {
  const info = { Title: `${summary.title} – ${summary.provider}`, Author: summary.provider };
  return pdfBuffer({ compress, margin: MARGIN, info }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(TITLE_PT).fillColor('#e20074').text(summary.title);
    doc.font('Helvetica').fontSize(BODY_PT).fillColor('#000000').text(`${summary.provider} · Stand: ${summary.date}`);
    doc.moveDown(0.4).text(summary.intro);
    for (const section of summary.sections) {
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(HEADING_PT).text(section.title);
      doc.font('Helvetica').fontSize(BODY_PT);
      for (const line of section.lines) doc.text(`• ${line}`, { indent: 6, paragraphGap: 1 });
    }
  });
}
