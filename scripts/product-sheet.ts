import PDFDocument from 'pdfkit';
import type { DeviceSpec } from '../server/catalogue/mobile/device-factory';
import { labelFigures } from './catalogue-art';

/** The product information sheet of EU 2023/1669 in simple form: the label's figures and the model's data, one A4 page. */
export function productSheetPdf(spec: DeviceSpec): Promise<Buffer> {
  return new Promise((resolve) => {
    // A fixed creation date keeps the file byte-identical between runs.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `Produktdatenblatt ${spec.name}`, CreationDate: new Date(0) },
      lang: 'de-DE',
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    const figures = labelFigures(spec);
    const rows: [string, string][] = [
      ['Name oder Handelsmarke des Lieferanten', spec.company],
      ['Modellkennung', spec.name],
      ['Energieeffizienzklasse', spec.energyClass],
      ['Akkulaufzeit je Zyklus', `${figures.enduranceHours} h`],
      ['Akkukapazität', `${spec.batteryMah.toLocaleString('de-DE')} mAh`],
      ['Ladezyklen bis 80 % der Kapazität', String(figures.chargingCycles)],
      ['Reparierbarkeitsklasse', figures.repairability],
      ['Schutzart gegen Staub und Wasser', figures.ingressProtection],
      ['Display', spec.display],
      ['Gewicht', `${spec.weightGrams} g`],
      ['Betriebssystem', spec.os],
    ];
    doc.fontSize(20).fillColor('#1d4f9c').text('Produktdatenblatt');
    doc
      .moveDown(0.3)
      .fontSize(11)
      .fillColor('#000000')
      .text(`${spec.company} · ${spec.name} · Verordnung (EU) 2023/1669, vereinfachte Darstellung`);
    doc.moveDown();
    for (const [label, value] of rows)
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.end();
  });
}
