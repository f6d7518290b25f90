import type { Colour, DeviceSpec } from '../server/catalogue/mobile/device-factory';
import { ENERGY_CLASS_COLOURS, type EnergyClass } from '../src/domain/energy-label';
import { DEVICE_IMAGE } from '../src/domain/artwork';

/** Our own product illustrations (UX.md): a device outline in the variant's colour, front and back. */
const shade = (hex: string, amount: number) => {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
};

/** The own brand's name is too long for a device back; its initials stand in. */
const brandMark = (spec: DeviceSpec) => (spec.company === 'Mobilfunk Angebote' ? 'MA' : spec.company);

export function deviceSvg(spec: DeviceSpec, colour: Colour, view: 'front' | 'back'): string {
  const tablet = spec.category === 'tablets';
  const fold = spec.slug.includes('fold');
  const [w, h] = tablet ? [300, 400] : fold ? [230, 400] : [190, 400];
  const x = (400 - w) / 2;
  const y = (440 - h) / 2;
  const r = tablet ? 22 : 30;
  const frame = colour.hex;
  const edge = shade(colour.hex, -40);
  const screen =
    view === 'front'
      ? `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="${r - 8}" fill="#0f1020"/>
       <rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="${r - 8}" fill="url(#glow)"/>
       ${fold ? `<line x1="200" y1="${y + 10}" x2="200" y2="${y + h - 10}" stroke="#2a2b3a" stroke-width="2"/>` : ''}
       <circle cx="200" cy="${y + 24}" r="5" fill="#22233a"/>
       <text x="200" y="${y + h / 2}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${tablet ? 30 : 22}" font-weight="700" fill="#ffffff" opacity="0.9">${brandMark(spec)}</text>`
      : `<rect x="${x + 22}" y="${y + 22}" width="${tablet ? 70 : 86}" height="${tablet ? 70 : 86}" rx="18" fill="${edge}"/>
       <circle cx="${x + 46}" cy="${y + 46}" r="${tablet ? 14 : 15}" fill="#15161c" stroke="#555" stroke-width="3"/>
       ${tablet ? '' : `<circle cx="${x + 84}" cy="${y + 46}" r="15" fill="#15161c" stroke="#555" stroke-width="3"/><circle cx="${x + 46}" cy="${y + 84}" r="15" fill="#15161c" stroke="#555" stroke-width="3"/>`}
       <text x="200" y="${y + h - 40}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="${shade(colour.hex, -70)}">${brandMark(spec)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DEVICE_IMAGE.width} ${DEVICE_IMAGE.height}" role="img" aria-label="${spec.name} in ${colour.name}">
  <defs><linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e20074" stop-opacity="0.85"/><stop offset="0.55" stop-color="#4b2a8a" stop-opacity="0.6"/><stop offset="1" stop-color="#0f1020" stop-opacity="0"/></linearGradient>
  <linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(frame, 25)}"/><stop offset="1" stop-color="${shade(frame, -25)}"/></linearGradient></defs>
  <ellipse cx="200" cy="428" rx="${w / 2 + 20}" ry="8" fill="#000" opacity="0.12"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#body)" stroke="${edge}" stroke-width="3"/>
  ${screen}
</svg>
`;
}

const CLASSES: EnergyClass[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** The figures a label and its product information sheet share (EU 2023/1669), derived from the device spec. */
export function labelFigures(spec: DeviceSpec) {
  return {
    enduranceHours: Math.round(spec.batteryMah / 90),
    chargingCycles: spec.energyClass <= 'B' ? 1000 : 800,
    repairability: spec.company === 'Tessera' ? 'A' : 'C',
    ingressProtection: `IP${spec.slug.includes('outdoor') ? '69' : '68'}`,
  };
}

/** The EU label layout in simple form: the A–G arrows with the device's class marked. */
export function energyLabelSvg(spec: DeviceSpec): string {
  const arrows = CLASSES.map((c, i) => {
    const y = 110 + i * 44;
    const width = 120 + i * 26;
    const marked = c === spec.energyClass;
    return `<polygon points="30,${y} ${30 + width},${y} ${50 + width},${y + 18} ${30 + width},${y + 36} 30,${y + 36}" fill="${ENERGY_CLASS_COLOURS[c]}"/>
    <text x="42" y="${y + 27}" font-size="24" font-weight="800" fill="#fff" stroke="#0003" stroke-width="0.5">${c}</text>
    ${marked ? `<polygon points="330,${y + 18} 350,${y - 2} 420,${y - 2} 420,${y + 38} 350,${y + 38}" fill="#000"/><text x="385" y="${y + 29}" font-size="30" font-weight="800" fill="#fff" text-anchor="middle">${c}</text>` : ''}`;
  }).join('\n');
  const figures = labelFigures(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 450 640" font-family="system-ui, sans-serif" role="img" aria-label="Energieeffizienzlabel ${spec.name}: Klasse ${spec.energyClass}">
  <rect width="450" height="640" fill="#fff" stroke="#1d4f9c" stroke-width="6"/>
  <rect x="0" y="0" width="450" height="70" fill="#1d4f9c"/>
  <text x="24" y="45" font-size="26" font-weight="800" fill="#fff">ENERG</text><text x="120" y="45" font-size="16" fill="#fff">Energieeffizienzklasse</text>
  <text x="24" y="98" font-size="16" font-weight="700">${spec.company} · ${spec.name}</text>
  ${arrows}
  <line x1="20" y1="430" x2="430" y2="430" stroke="#1d4f9c" stroke-width="2"/>
  <text x="30" y="470" font-size="16">Akkulaufzeit je Zyklus: ${figures.enduranceHours} h</text>
  <text x="30" y="500" font-size="16">Ladezyklen: ${figures.chargingCycles}</text>
  <text x="30" y="530" font-size="16">Reparierbarkeit: ${figures.repairability} · Schutzart ${figures.ingressProtection}</text>
  <text x="30" y="610" font-size="12" fill="#555">Verordnung (EU) 2023/1669 · Darstellung vereinfacht</text>
</svg>
`;
}
