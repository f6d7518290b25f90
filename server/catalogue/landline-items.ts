import type { OptionItem, PriceCondition } from '../../src/domain/catalogue-types';
import {
  HARDWARE_CENTS,
  HARDWARE_TERM_MONTHS,
  STREAMING_PACKAGE_CENTS,
  VIDEO_STREAMING,
  WLAN_COMFORT_CENTS,
} from '../../src/domain/offer-figures';

const monthly = (amount_cents: number, to_month?: number): PriceCondition => ({
  type: 'monthly',
  amount_cents,
  ...(to_month ? { to_month } : {}),
});

export const ROUTER_PACKAGE_ID = 'hw-router-paket';
export const FIBRE_ROUTER_PACKAGE_ID = 'hw-router-paket-glasfaser';
export const FIBRE_MODEM_ID = 'hw-glasfaser-modem';
export const TV_STICK_ONCE_ID = 'hw-tv-stick-kauf';
export const TV_STICK_RENTAL_ID = 'hw-tv-stick-miete';
export const TV_BOX_ID = 'hw-tv-box';

export const STREAMING_BASIC_ID = 'opt-streaming-basis';
export const STREAMING_PREMIUM_ID = 'opt-streaming-premium';
export const VIDEO_STREAMING_ID = 'opt-video-streaming';
export const WLAN_COMFORT_ID = 'opt-wlan-comfort';

const routerPackage = (concrete_product_id: string, product_name: string, description: string): OptionItem => ({
  concrete_product_id,
  product_name,
  description,
  kind: 'hardware',
  mandatory: false,
  grouping_id: 'router',
  conditions: [
    { ...monthly(HARDWARE_CENTS.routerPackage), label: `Miete, ${HARDWARE_TERM_MONTHS} Monate Mindestlaufzeit` },
  ],
  footnotes: ['ZUHAUSE_ROUTER', 'ROUTERFREIHEIT', 'ZUHAUSE_VERSAND'],
});

export const LANDLINE_HARDWARE: OptionItem[] = [
  routerPackage(
    ROUTER_PACKAGE_ID,
    'Router-Paket',
    'WLAN-Router mit Mesh-Unterstützung, Telefonanschlüssen und automatischer Einrichtung.',
  ),
  routerPackage(
    FIBRE_ROUTER_PACKAGE_ID,
    'Router-Paket Glasfaser',
    'WLAN-Router für Glasfaser mit Mesh-Unterstützung und Telefonanschlüssen.',
  ),
  {
    concrete_product_id: FIBRE_MODEM_ID,
    product_name: 'Glasfaser-Modem',
    description:
      'Das Modem am Glasfaseranschluss (ONT) wandelt das Lichtsignal für Ihren Router um. Es gehört zu jedem Glasfaseranschluss und kommt kostenlos als Leihgerät; deshalb ist es fest dabei. Einen Router wählen Sie frei, auch Ihren eigenen.',
    kind: 'hardware',
    mandatory: true,
    conditions: [{ type: 'monthly', amount_cents: 0, label: 'Leihgerät, kostenlos' }],
    footnotes: ['ROUTERFREIHEIT'],
  },
  {
    concrete_product_id: TV_STICK_ONCE_ID,
    product_name: 'TV-Stick (Kauf)',
    description: 'Streaming-Stick für den HDMI-Anschluss Ihres Fernsehers, einmalig gekauft.',
    kind: 'hardware',
    mandatory: false,
    grouping_id: 'tv-stick',
    conditions: [{ type: 'one_time', amount_cents: HARDWARE_CENTS.tvStickOnce, label: 'Kaufpreis' }],
    footnotes: ['ZUHAUSE_TV_HARDWARE', 'ZUHAUSE_VERSAND'],
  },
  {
    concrete_product_id: TV_STICK_RENTAL_ID,
    product_name: 'TV-Stick (Miete)',
    description: 'Derselbe Streaming-Stick zur monatlichen Miete.',
    kind: 'hardware',
    mandatory: false,
    grouping_id: 'tv-stick',
    conditions: [monthly(HARDWARE_CENTS.tvStickRental)],
    footnotes: ['ZUHAUSE_TV_HARDWARE', 'ZUHAUSE_VERSAND'],
  },
  {
    concrete_product_id: TV_BOX_ID,
    product_name: 'TV-Box',
    description: 'Receiver mit Aufnahmefunktion, Sprachsteuerung und 4K-Wiedergabe.',
    kind: 'hardware',
    mandatory: false,
    conditions: [monthly(HARDWARE_CENTS.tvBox)],
    footnotes: ['ZUHAUSE_TV_HARDWARE', 'ZUHAUSE_VERSAND'],
  },
];

export const LANDLINE_OPTIONS: OptionItem[] = [
  {
    concrete_product_id: STREAMING_BASIC_ID,
    product_name: 'Streaming-Paket Basis',
    description: 'Serien und Filme eines Streamingdienstes in HD, auf zwei Geräten gleichzeitig.',
    kind: 'option',
    mandatory: false,
    grouping_id: 'streaming-paket',
    conditions: [monthly(STREAMING_PACKAGE_CENTS.basic)],
    footnotes: ['ZUHAUSE_STREAMING'],
    requires_german_residence: true,
  },
  {
    concrete_product_id: STREAMING_PREMIUM_ID,
    product_name: 'Streaming-Paket Premium',
    description: 'Serien und Filme in 4K, auf vier Geräten gleichzeitig.',
    kind: 'option',
    mandatory: false,
    grouping_id: 'streaming-paket',
    conditions: [monthly(STREAMING_PACKAGE_CENTS.premium)],
    footnotes: ['ZUHAUSE_STREAMING'],
    requires_german_residence: true,
  },
  {
    concrete_product_id: VIDEO_STREAMING_ID,
    product_name: 'Video-Streaming-Option',
    description: 'Zusätzliche Videothek mit Filmen auf Abruf, monatlich kündbar.',
    kind: 'option',
    mandatory: false,
    conditions: [monthly(VIDEO_STREAMING.cents)],
    footnotes: ['ZUHAUSE_VIDEO_STREAMING'],
  },
  {
    concrete_product_id: WLAN_COMFORT_ID,
    product_name: 'WLAN Comfort',
    description: 'Mesh-Verstärker für jeden Raum, Einrichtung vor Ort durch einen Techniker und Austauschservice.',
    kind: 'option',
    mandatory: false,
    conditions: [monthly(WLAN_COMFORT_CENTS)],
    footnotes: ['ZUHAUSE_WLAN_COMFORT'],
  },
];
