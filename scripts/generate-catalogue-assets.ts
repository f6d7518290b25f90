/**
 * Writes the catalogue's own artwork into public/: device images per colour (front, back), energy
 * label sheets (PDF for some devices, SVG image for the others), a product information sheet (PDF)
 * per device, manufacturer logos, stage images
 * and icons. Run after changing the device seed: `npx tsx scripts/generate-catalogue-assets.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { DEVICE_SPECS } from '../server/catalogue/mobile/devices';
import {
  colourKey,
  deviceImage,
  energySheet,
  productSheet,
  type DeviceSpec,
} from '../server/catalogue/mobile/device-factory';
import { ENERGY_CLASS_COLOURS } from '../src/domain/energy-label';
import { deviceSvg, energyLabelSvg } from './catalogue-art';
import { ICONS, LOGOS, STAGE_ART } from './brand-art';
import { productSheetPdf } from './product-sheet';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');

function write(relative: string, content: string | Buffer) {
  const file = path.join(PUBLIC, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function energyPdf(spec: DeviceSpec): Promise<Buffer> {
  return new Promise((resolve) => {
    // A fixed creation date keeps the file byte-identical between runs.
    const doc = new PDFDocument({
      size: 'A5',
      margin: 36,
      info: { Title: `Energieeffizienzlabel ${spec.name}`, CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.rect(0, 0, doc.page.width, 56).fill('#1d4f9c');
    doc.fillColor('#ffffff').fontSize(20).text('Energieeffizienzlabel', 36, 18);
    doc.fillColor('#000000').fontSize(12).text(`${spec.company} · ${spec.name}`, 36, 76);
    (['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const).forEach((c, i) => {
      const y = 104 + i * 34;
      const width = 90 + i * 22;
      doc
        .polygon([36, y], [36 + width, y], [50 + width, y + 14], [36 + width, y + 28], [36, y + 28])
        .fill(ENERGY_CLASS_COLOURS[c]);
      doc
        .fillColor('#ffffff')
        .fontSize(16)
        .text(c, 44, y + 6);
      if (c === spec.energyClass) {
        doc.polygon([300, y + 14], [314, y], [370, y], [370, y + 28], [314, y + 28]).fill('#000000');
        doc
          .fillColor('#ffffff')
          .fontSize(18)
          .text(c, 330, y + 5);
      }
    });
    doc.fillColor('#000000').fontSize(11);
    doc.text(`Energieeffizienzklasse: ${spec.energyClass}`, 36, 360);
    doc.text(
      `Akku: ${spec.batteryMah.toLocaleString('de-DE')} mAh · Akkulaufzeit je Zyklus: ${Math.round(spec.batteryMah / 90)} h`,
    );
    doc.text('Verordnung (EU) 2023/1669 · vereinfachte Darstellung des Produktdatenblatts');
    doc.end();
  });
}

async function main() {
  for (const spec of DEVICE_SPECS) {
    for (const colour of spec.colours) {
      for (const view of ['front', 'back'] as const)
        write(deviceImage(spec, colour, view), deviceSvg(spec, colour, view));
    }
    write(energySheet(spec), spec.sheet === 'pdf' ? await energyPdf(spec) : energyLabelSvg(spec));
    write(productSheet(spec), await productSheetPdf(spec));
  }
  for (const [slug, svg] of Object.entries(LOGOS)) write(`images/logos/${slug}.svg`, svg);
  for (const [name, svg] of Object.entries(STAGE_ART)) write(`images/stage/${name}.svg`, svg);
  for (const [name, svg] of Object.entries(ICONS)) write(`icons/${name}.svg`, svg);
  console.log(
    `Bilder für ${DEVICE_SPECS.length} Geräte (${DEVICE_SPECS.flatMap((s) => s.colours.map(colourKey)).length} Farben) geschrieben.`,
  );
}

void main();
