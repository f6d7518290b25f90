import type { Colour, DeviceSpec } from './device-factory';

/** The shop's own brand, beside four invented ones (spec §2: five manufacturer logos). */
export const OWN_BRAND = 'Mobilfunk Angebote';

const c = (name: string, group: string, hex: string): Colour => ({ name, group, hex });
const SCHWARZ = c('Schwarz', 'Schwarz', '#1d1d22');
const WEISS = c('Weiß', 'Weiß', '#f4f4f1');
const BLAU = c('Blau', 'Blau', '#2f5fa8');
const GRAPHIT = c('Graphit', 'Schwarz', '#3a3b3f');
const MINT = c('Mint', 'Grün', '#9fd8c1');
const LAVENDEL = c('Lavendel', 'Violett', '#b9a6e0');
const TITAN_SCHWARZ = c('Titan Schwarz', 'Schwarz', '#2b2b2e');
const TITAN_NATUR = c('Titan Natur', 'Grau', '#b9b4aa');
const WUESTENGOLD = c('Wüstengold', 'Gold', '#c8a27a');
const SILBER = c('Silber', 'Grau', '#c9cbd0');
const ROT = c('Korallrot', 'Rot', '#d9534f');
const ROSA = c('Rosé', 'Rosa', '#f2b8c6');
const MAGENTA = c('Magenta', 'Rosa', '#e20074');
const OLIV = c('Oliv', 'Grün', '#6b7548');

const PHONE_OS = { Aurelon: 'Aurelon OS 9', Kestrel: 'KestrelUI 7', Novaro: 'NovaOS 15', Tessera: 'Tessera OS 5', [OWN_BRAND]: 'NovaOS 15' };

export const SMARTPHONE_SPECS: DeviceSpec[] = [
  {
    slug: 'aurelon-vista-15', category: 'smartphones', name: 'Aurelon Vista 15', company: 'Aurelon', sortIndex: 1,
    colours: [SCHWARZ, WEISS, BLAU], storages: ['128 GB', '256 GB', '512 GB'], listPriceCents: 89900, phoneDeal: true, tradeIn: 'flagship',
    energyClass: 'A', sheet: 'pdf', display: '6,1" OLED, 120 Hz', chip: 'Aurelon A19, 6 Kerne', camera: '48 MP Hauptkamera, 12 MP Ultraweitwinkel',
    batteryMah: 3600, weightGrams: 170, os: PHONE_OS.Aurelon, sar: '0,98 W/kg',
    description: 'Das kompakte Flaggschiff mit hellem OLED-Display und ganztägiger Akkulaufzeit.',
  },
  {
    slug: 'aurelon-vista-15-pro', category: 'smartphones', name: 'Aurelon Vista 15 Pro', company: 'Aurelon', sortIndex: 2,
    colours: [TITAN_SCHWARZ, TITAN_NATUR, WUESTENGOLD], storages: ['256 GB', '512 GB', '1 TB'], listPriceCents: 119900, tradeIn: 'flagshipPro',
    energyClass: 'A', sheet: 'svg', display: '6,3" OLED, 1–120 Hz, Always-On', chip: 'Aurelon A19 Pro', camera: '48 MP Triple-Kamera, 5-fach Tele',
    batteryMah: 4100, weightGrams: 199, os: PHONE_OS.Aurelon, sar: '0,95 W/kg',
    description: 'Titanrahmen, Triple-Kamera mit 5-fach-Zoom und Pro-Videofunktionen.',
  },
  {
    slug: 'aurelon-vista-15-pro-xl', category: 'smartphones', name: 'Aurelon Vista 15 Pro XL', company: 'Aurelon', sortIndex: 3,
    colours: [TITAN_SCHWARZ, TITAN_NATUR, WUESTENGOLD], storages: ['256 GB', '512 GB', '1 TB'], listPriceCents: 134900, sizes: ['M', 'L', 'XL'], tradeIn: 'flagshipPro',
    energyClass: 'B', sheet: 'pdf', display: '6,9" OLED, 1–120 Hz, Always-On', chip: 'Aurelon A19 Pro', camera: '48 MP Triple-Kamera, 5-fach Tele',
    batteryMah: 4800, weightGrams: 227, os: PHONE_OS.Aurelon, sar: '0,99 W/kg',
    description: 'Das größte Display der Vista-Reihe und die längste Akkulaufzeit.',
  },
  {
    slug: 'aurelon-vista-14e', category: 'smartphones', name: 'Aurelon Vista 14e', company: 'Aurelon', sortIndex: 10,
    colours: [SCHWARZ, WEISS], storages: ['128 GB'], listPriceCents: 59900, sizes: ['XS', 'S', 'M'],
    energyClass: 'B', sheet: 'svg', display: '6,1" OLED, 60 Hz', chip: 'Aurelon A18', camera: '48 MP Hauptkamera',
    batteryMah: 3400, weightGrams: 167, os: PHONE_OS.Aurelon, sar: '1,02 W/kg',
    description: 'Der günstige Einstieg in die Vista-Reihe.',
  },
  {
    slug: 'kestrel-k9', category: 'smartphones', name: 'Kestrel K9', company: 'Kestrel', sortIndex: 4,
    colours: [GRAPHIT, MINT, LAVENDEL], storages: ['128 GB', '256 GB'], listPriceCents: 84900, phoneDeal: true,
    energyClass: 'A', sheet: 'pdf', display: '6,2" AMOLED, 120 Hz', chip: 'Kestrel Falcon 4, 8 Kerne', camera: '50 MP Triple-Kamera',
    batteryMah: 4000, weightGrams: 168, os: PHONE_OS.Kestrel, sar: '0,87 W/kg',
    description: 'Kompakt, leicht und mit einer vielseitigen Triple-Kamera.',
  },
  {
    slug: 'kestrel-k9-plus', category: 'smartphones', name: 'Kestrel K9+', company: 'Kestrel', sortIndex: 5,
    colours: [GRAPHIT, SILBER], storages: ['256 GB', '512 GB'], listPriceCents: 104900,
    energyClass: 'B', sheet: 'svg', display: '6,7" AMOLED, 120 Hz', chip: 'Kestrel Falcon 4, 8 Kerne', camera: '50 MP Triple-Kamera',
    batteryMah: 4900, weightGrams: 196, os: PHONE_OS.Kestrel, sar: '0,91 W/kg',
    description: 'Großes Display, großer Akku – das K9 in XL.',
  },
  {
    slug: 'kestrel-k9-fold', category: 'smartphones', name: 'Kestrel K9 Fold', company: 'Kestrel', sortIndex: 8,
    colours: [GRAPHIT, SILBER], storages: ['256 GB', '512 GB'], listPriceCents: 189900, sizes: ['M', 'L', 'XL'],
    energyClass: 'C', sheet: 'pdf', display: '7,6" faltbares AMOLED, Außendisplay 6,3"', chip: 'Kestrel Falcon 4', camera: '50 MP Triple-Kamera',
    batteryMah: 4400, weightGrams: 239, os: PHONE_OS.Kestrel, sar: '1,10 W/kg',
    description: 'Smartphone und Tablet in einem: aufklappen und doppelt so viel sehen.',
  },
  {
    slug: 'kestrel-a5', category: 'smartphones', name: 'Kestrel A5', company: 'Kestrel', sortIndex: 12,
    colours: [SCHWARZ, BLAU, MINT], storages: ['128 GB'], listPriceCents: 27900, sizes: ['XS', 'S', 'M'],
    energyClass: 'B', sheet: 'svg', display: '6,5" LCD, 90 Hz', chip: 'Kestrel Swift 2', camera: '50 MP Dual-Kamera',
    batteryMah: 5000, weightGrams: 192, os: PHONE_OS.Kestrel, sar: '1,21 W/kg',
    description: 'Solides Alltags-Smartphone mit riesigem Akku.',
  },
  {
    slug: 'novaro-edge-8', category: 'smartphones', name: 'Novaro Edge 8', company: 'Novaro', sortIndex: 6,
    colours: [SCHWARZ, BLAU, ROSA], storages: ['128 GB', '256 GB'], listPriceCents: 79900, phoneDeal: true,
    energyClass: 'A', sheet: 'pdf', display: '6,3" OLED, 120 Hz', chip: 'Novaro Core X3', camera: '50 MP mit KI-Bildbearbeitung',
    batteryMah: 4700, weightGrams: 187, os: PHONE_OS.Novaro, sar: '0,89 W/kg',
    description: 'Intelligente Fotofunktionen und sieben Jahre Software-Updates.',
  },
  {
    slug: 'novaro-edge-8-lite', category: 'smartphones', name: 'Novaro Edge 8 Lite', company: 'Novaro',
    colours: [SCHWARZ, MINT], storages: ['128 GB'], listPriceCents: 49900,
    energyClass: 'B', sheet: 'svg', display: '6,1" OLED, 90 Hz', chip: 'Novaro Core X2', camera: '50 MP Dual-Kamera',
    batteryMah: 4500, weightGrams: 178, os: PHONE_OS.Novaro, sar: '0,97 W/kg',
    description: 'Die wichtigsten Edge-Funktionen zum kleinen Preis.',
  },
  {
    slug: 'novaro-pulse-5g', category: 'smartphones', name: 'Novaro Pulse 5G', company: 'Novaro', sortIndex: 13,
    colours: [SCHWARZ, ROT], storages: ['64 GB', '128 GB'], listPriceCents: 22900, sizes: ['XS', 'S', 'M'],
    energyClass: 'C', sheet: 'pdf', display: '6,6" LCD, 90 Hz', chip: 'Novaro Core M1', camera: '48 MP Dual-Kamera',
    batteryMah: 5000, weightGrams: 199, os: PHONE_OS.Novaro, sar: '1,30 W/kg',
    description: '5G zum Einstiegspreis.',
  },
  {
    slug: 'tessera-t3', category: 'smartphones', name: 'Tessera T3', company: 'Tessera', sortIndex: 7,
    colours: [SCHWARZ, WEISS, OLIV], storages: ['128 GB', '256 GB'], listPriceCents: 64900,
    energyClass: 'A', sheet: 'svg', display: '6,4" OLED, 120 Hz', chip: 'Tessera Prism 3', camera: '50 MP Dual-Kamera',
    batteryMah: 4600, weightGrams: 185, os: PHONE_OS.Tessera, sar: '0,92 W/kg',
    description: 'Reparierbar gebaut: Akku und Display lassen sich einfach tauschen.',
  },
  {
    slug: 'tessera-t3-mini', category: 'smartphones', name: 'Tessera T3 mini', company: 'Tessera',
    colours: [SCHWARZ, ROSA], storages: ['128 GB'], listPriceCents: 44900, sizes: ['XS', 'S', 'M', 'L'],
    energyClass: 'B', sheet: 'pdf', display: '5,8" OLED, 90 Hz', chip: 'Tessera Prism 2', camera: '50 MP Hauptkamera',
    batteryMah: 3700, weightGrams: 152, os: PHONE_OS.Tessera, sar: '1,05 W/kg',
    description: 'Klein, leicht und trotzdem vollwertig.',
  },
  {
    slug: 'tessera-outdoor-x', category: 'smartphones', name: 'Tessera Outdoor X', company: 'Tessera', sortIndex: 14,
    colours: [SCHWARZ, OLIV], storages: ['128 GB', '256 GB'], listPriceCents: 54900,
    energyClass: 'D', sheet: 'svg', display: '6,6" LCD, Handschuhmodus', chip: 'Tessera Prism 2', camera: '64 MP mit Wärmebild-Modul',
    batteryMah: 6500, weightGrams: 289, os: PHONE_OS.Tessera, sar: '1,18 W/kg',
    description: 'Wasserdicht nach IP69, sturzfest und mit Wärmebildkamera.',
  },
  {
    slug: 'ma-smart-5g', category: 'smartphones', name: 'MA Smart 5G', company: OWN_BRAND, sortIndex: 9,
    colours: [SCHWARZ, MAGENTA], storages: ['128 GB', '256 GB'], listPriceCents: 29900,
    energyClass: 'B', sheet: 'pdf', display: '6,6" LCD, 120 Hz', chip: 'Octa-Core 2,4 GHz', camera: '50 MP Dual-Kamera',
    batteryMah: 5000, weightGrams: 195, os: PHONE_OS[OWN_BRAND], sar: '1,12 W/kg',
    description: 'Unser eigenes 5G-Smartphone: alles Wichtige, fairer Preis.',
  },
  {
    slug: 'ma-smart-lite', category: 'smartphones', name: 'MA Smart Lite', company: OWN_BRAND,
    colours: [SCHWARZ, WEISS], storages: ['64 GB'], listPriceCents: 14900, sizes: ['XS', 'S'],
    energyClass: 'E', sheet: 'svg', display: '6,5" LCD, 60 Hz', chip: 'Octa-Core 2,0 GHz', camera: '13 MP Hauptkamera',
    batteryMah: 5000, weightGrams: 190, os: PHONE_OS[OWN_BRAND], sar: '1,28 W/kg',
    description: 'Das günstige Smartphone zum Telefonieren, Schreiben und Surfen.',
  },
];

export const TABLET_SPECS: DeviceSpec[] = [
  {
    slug: 'aurelon-slate-11', category: 'tablets', name: 'Aurelon Slate 11 5G', company: 'Aurelon', sortIndex: 1,
    colours: [SILBER, BLAU, LAVENDEL], storages: ['128 GB', '256 GB'], listPriceCents: 79900,
    energyClass: 'A', sheet: 'pdf', display: '11" Liquid-LCD, 120 Hz', chip: 'Aurelon M4', camera: '12 MP',
    batteryMah: 7600, weightGrams: 470, os: PHONE_OS.Aurelon,
    description: 'Leicht, schnell und mit Stift-Unterstützung – mit 5G immer online.',
  },
  {
    slug: 'kestrel-tab-s10', category: 'tablets', name: 'Kestrel Tab S10 5G', company: 'Kestrel', sortIndex: 2,
    colours: [GRAPHIT, SILBER], storages: ['128 GB', '256 GB', '512 GB'], listPriceCents: 89900,
    energyClass: 'B', sheet: 'svg', display: '11" AMOLED, 120 Hz', chip: 'Kestrel Falcon 4', camera: '13 MP',
    batteryMah: 8400, weightGrams: 498, os: PHONE_OS.Kestrel,
    description: 'AMOLED-Tablet mit Stift im Lieferumfang.',
  },
  {
    slug: 'novaro-pad-12', category: 'tablets', name: 'Novaro Pad 12 5G', company: 'Novaro',
    colours: [SCHWARZ, MINT], storages: ['128 GB'], listPriceCents: 49900, sizes: ['L', 'XL'],
    energyClass: 'C', sheet: 'pdf', display: '12,1" LCD, 90 Hz', chip: 'Novaro Core X2', camera: '8 MP',
    batteryMah: 10000, weightGrams: 560, os: PHONE_OS.Novaro,
    description: 'Großes Display und riesiger Akku für Filme und Serien.',
  },
  {
    slug: 'ma-tab-10', category: 'tablets', name: 'MA Tab 10 5G', company: OWN_BRAND, sortIndex: 3,
    colours: [SCHWARZ, MAGENTA], storages: ['64 GB', '128 GB'], listPriceCents: 24900,
    energyClass: 'D', sheet: 'svg', display: '10,4" LCD', chip: 'Octa-Core 2,0 GHz', camera: '8 MP',
    batteryMah: 7040, weightGrams: 465, os: PHONE_OS[OWN_BRAND],
    description: 'Unser eigenes Tablet für die ganze Familie.',
  },
];
