import type { StageSlide } from '../../../src/domain/catalogue-types';
import { CASHBACK_240, PHONE_DEAL_M } from './promotions';

/** The stages (hero slides) of the start page and the two sections, keyed by their route. */
export const STAGES: Record<string, StageSlide[]> = {
  '/': [
    {
      title: 'Top-Smartphones für 1 €',
      text: 'Im Tarif Mobil M ausgewählte Top-Smartphones für nur 1 € – exklusiv für Mitarbeitende.',
      image: '/images/stage/start-1.svg',
      link: { label: 'Smartphones entdecken', to: '/unterwegs/geraete/smartphones' },
      promotion_id: PHONE_DEAL_M.concrete_product_id,
    },
    {
      title: 'Bis zu 240 € Cashback',
      text: 'Zu jedem Mobil-Tarif gibt es Geld zurück: 120 € in XS und S, 240 € in M, L und XL.',
      image: '/images/stage/start-2.svg',
      link: { label: 'Zu den Tarifen', to: '/unterwegs/tarife/mobilfunk' },
      promotion_id: CASHBACK_240.concrete_product_id,
    },
    {
      title: 'Schnelles Internet für Zuhause',
      text: 'Glasfaser mit bis zu 1000 MBit/s und TV – in den ersten Monaten besonders günstig.',
      image: '/images/stage/zuhause-1.svg',
      link: { label: 'Zuhause-Tarife ansehen', to: '/zuhause' },
    },
  ],
  '/unterwegs': [
    {
      title: 'Mobil unterwegs – mit 5G',
      text: 'Allnet-Flat, EU-Roaming und bis zu unbegrenztes Datenvolumen zum Vorteilspreis.',
      image: '/images/stage/unterwegs-1.svg',
      link: { label: 'Tarife vergleichen', to: '/unterwegs/tarife/mobilfunk' },
    },
    {
      title: 'Young: 36 Monate günstiger',
      text: 'Für alle von 18 bis 27 Jahren – der Young-Preis gilt die ersten 36 Monate.',
      image: '/images/stage/unterwegs-2.svg',
      link: { label: 'Young-Tarife', to: '/unterwegs/tarife/young' },
    },
  ],
  '/zuhause': [
    {
      title: 'Zuhause surfen und fernsehen',
      text: 'MagentaZuhause und Glasfaser mit TV-Optionen und Router-Paket.',
      image: '/images/stage/zuhause-1.svg',
      link: { label: 'Verfügbarkeit prüfen', to: '/zuhause/tarife/magentazuhause-tarife' },
    },
    {
      title: 'Glasfaser bis 1000 MBit/s',
      text: 'Der Hausanschluss wird kostenlos verlegt, wenn Anschluss- und Gebäudeadresse übereinstimmen.',
      image: '/images/stage/zuhause-2.svg',
      link: { label: 'Glasfaser-Tarife', to: '/zuhause/tarife/glasfaser-tarife' },
    },
  ],
};
