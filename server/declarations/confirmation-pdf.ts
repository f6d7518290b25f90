import { pdfBuffer } from '../render/pdf-buffer';
import { COMPANY, COMPANY_ADDRESS_LINE } from '../../src/domain/company';
import {
  confirmationLines,
  confirmationStatement,
  DECLARATION_TITLES,
  type DeclarationConfirmation,
} from '../../src/domain/declarations';

const BRAND = '#e20074';
const INK = '#1b1b1f';
const MUTED = '#5c5c66';

/** One A4 page in the standard Helvetica (it covers German umlauts and ß), at least 10 pt. */
export function confirmationPdf(confirmation: DeclarationConfirmation): Promise<Buffer> {
  const title = DECLARATION_TITLES[confirmation.kind];
  return pdfBuffer({ margin: 56, info: { Title: title, Author: COMPANY.name } }, (doc) => {
    doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(COMPANY.shopName);
    doc.moveDown(0.5).fillColor(INK).fontSize(20).text(title);
    doc.moveDown(0.8).font('Helvetica').fontSize(11).text(confirmationStatement(confirmation));
    doc.moveDown(1);
    const labelWidth = 160;
    const valueX = doc.page.margins.left + labelWidth;
    const valueWidth = doc.page.width - doc.page.margins.right - valueX;
    for (const [label, value] of confirmationLines(confirmation)) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, doc.page.margins.left, y, { width: labelWidth - 12 });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(value, valueX, y, { width: valueWidth });
      doc.y = Math.max(labelBottom, doc.y) + 6;
    }
    doc
      .moveDown(2)
      .fillColor(MUTED)
      .fontSize(10)
      .text(`${COMPANY_ADDRESS_LINE} · ${COMPANY.email} · ${COMPANY.register}`, doc.page.margins.left, doc.y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      });
  });
}
