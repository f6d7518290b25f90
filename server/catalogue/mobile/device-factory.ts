import type { ConcreteProduct, Device, EnergyInformation } from '../../../src/domain/catalogue-types';
import type { MobileSize as Size } from '../../../src/domain/offer-figures';

export interface Colour {
  /** Shown name, e.g. 'Titan Schwarz'. */
  name: string;
  /** Filter group (spec §3 color_group). */
  group: string;
  hex: string;
}

/** One device as the seed tables describe it; the factory derives concrete products and files. */
export interface DeviceSpec {
  slug: string;
  category: 'smartphones' | 'tablets';
  name: string;
  company: string;
  sortIndex?: number;
  colours: Colour[];
  storages: string[];
  /** One-time list price of the smallest storage without a tariff, in cents. */
  listPriceCents: number;
  /** The tariff sizes it is bundled with; all sizes when absent. */
  sizes?: Size[];
  /** Part of the phone deal: 1 € on the M tariffs (spec §9). */
  phoneDeal?: boolean;
  /** The higher trade-in bonus of the flagship model and of its Pro variants (spec §9); the general one otherwise. */
  tradeIn?: 'flagship' | 'flagshipPro';
  energyClass: EnergyInformation['efficiency']['class'];
  /** How the information sheet is shipped (spec §2: PDF in a frame, anything else as an image). */
  sheet: 'pdf' | 'svg';
  display: string;
  chip: string;
  camera: string;
  batteryMah: number;
  weightGrams: number;
  os: string;
  sar?: string;
  description: string;
}

export const colourKey = (colour: Colour) =>
  colour.name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-');

export const storageKey = (storage: string) => storage.toLowerCase().replace(/\s+/g, '');

export const deviceImage = (spec: DeviceSpec, colour: Colour, view: 'front' | 'back') =>
  `/images/devices/${spec.slug}-${colourKey(colour)}-${view}.svg`;

export const energySheet = (spec: DeviceSpec) => `/energy/${spec.slug}.${spec.sheet}`;

/** EU 2023/1669: the product information sheet beside every label. */
export const productSheet = (spec: DeviceSpec) => `/produktdatenblatt/${spec.slug}.pdf`;

export const concreteProductId = (spec: DeviceSpec, colour: Colour, storage: string) =>
  `HW-${spec.slug}-${colourKey(colour)}-${storageKey(storage)}`.toUpperCase();

export const smartphoneGroupId = (spec: DeviceSpec) => `SG-${spec.slug.toUpperCase()}`;

function concreteProducts(spec: DeviceSpec): ConcreteProduct[] {
  return spec.colours.flatMap((colour) =>
    spec.storages.map((storage) => ({
      concrete_product_id: concreteProductId(spec, colour, storage),
      color: { color: colour.name, color_group: colour.group, hex: colour.hex },
      storage: { name: storage },
      // The back shows the variant's colour best, so it leads.
      image: deviceImage(spec, colour, 'back'),
      gallery: [deviceImage(spec, colour, 'back'), deviceImage(spec, colour, 'front')],
    })),
  );
}

export function buildDevice(spec: DeviceSpec): Device {
  const isTablet = spec.category === 'tablets';
  return {
    slug: spec.slug,
    category: spec.category,
    product_name: spec.name,
    description: spec.description,
    properties: {
      ...(spec.sortIndex !== undefined ? { sort_index: spec.sortIndex } : {}),
      smartphone_group_id: smartphoneGroupId(spec),
    },
    manufacturer_informations: { company: spec.company },
    technical_specifications: [
      { label: 'Display', value: spec.display },
      { label: 'Prozessor', value: spec.chip },
      { label: 'Kamera', value: spec.camera },
      { label: 'Akku', value: `${spec.batteryMah.toLocaleString('de-DE')} mAh` },
      { label: 'Speicher', value: spec.storages.join(', ') },
      { label: 'Betriebssystem', value: spec.os },
      { label: 'Mobilfunk', value: '5G, LTE, eSIM-fähig' },
      { label: 'Gewicht', value: `${spec.weightGrams} g` },
      ...(spec.sar ? [{ label: 'SAR-Wert (Kopf)', value: spec.sar }] : []),
    ],
    legal_information: `Herstellergarantie 24 Monate. Lieferumfang: ${spec.name}, USB-C-Kabel${
      isTablet ? ', Kurzanleitung' : ', SIM-Werkzeug, Kurzanleitung'
    }; kein Netzteil enthalten. Entsorgungshinweis: Elektroaltgeräte gehören nicht in den Hausmüll und können bei uns kostenlos zurückgegeben werden.`,
    energy_informations: {
      powersupply: 'Netzteil nicht im Lieferumfang; kompatibel mit USB-PD-Netzteilen von 15 bis 45 W.',
      efficiency: { class: spec.energyClass },
      information_sheet: energySheet(spec),
      product_sheet: productSheet(spec),
    },
    concrete_products: concreteProducts(spec),
  };
}
