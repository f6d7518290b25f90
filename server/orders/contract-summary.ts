import { formatAddress } from '../../src/domain/address';
import { formatCents } from '../../src/domain/money';
import type { PriceSummary } from '../../src/domain/prices';
import { monthlyText, oneTimeText, positionName, priceTexts, termText, totalLabel } from '../../src/domain/price-texts';
import { valueAt } from '../../src/domain/form-schema';
import type { OrderRow } from '../db/orders';
import { orderPrices } from './prices';
import { mbit, rentsHardware, speedLines, terminationLines, THROTTLE_TEXT } from '../../src/domain/contract-facts';

/** The six sections of the EU template (Implementing Regulation (EU) 2019/2243), in its order. */
export type SummarySectionId = 'services' | 'prices' | 'term' | 'speeds' | 'accessibility' | 'other';

export interface SummarySection {
  id: SummarySectionId;
  title: string;
  lines: string[];
}

export interface ContractSummary {
  title: string;
  intro: string;
  provider: string;
  date: string;
  sections: SummarySection[];
}

export const PROVIDER = 'Mobilfunk Angebote';

/** The price section from the shared price model: each position, then every step, one-time costs, total, credits. */
function pricesOf(prices: PriceSummary): string[] {
  return [
    ...prices.positions.map(
      (position) => `${positionName(position)}: ${priceTexts(position.conditions).join(', ') || 'im Preis enthalten'}`,
    ),
    `Monatlicher Gesamtpreis: ${monthlyText(prices)}`,
    `Einmalige Kosten: ${oneTimeText(prices)}`,
    `${totalLabel(prices)}: ${formatCents(prices.total)}`,
    `Mindestvertragslaufzeit: ${termText(prices)}`,
    ...prices.offers.map((offer) => `Aktion: ${offer}`),
    ...prices.credits.map((credit) => `Gutschrift: ${credit.text} (wird ausgezahlt, mindert keinen Preis)`),
  ];
}

function customerName(order: OrderRow): string | undefined {
  const customer = order.step_data.PERSONAL_DATA;
  const parts = ['customer.salutation', 'customer.title', 'customer.first_name', 'customer.last_name']
    .map((path) => valueAt(customer, path))
    .filter((part): part is string => typeof part === 'string');
  return parts.length ? parts.join(' ') : undefined;
}

function servicesOf(order: OrderRow, prices: PriceSummary): string[] {
  const { tariff } = order.cart;
  const volume = tariff.data_volume ? `, Datenvolumen ${tariff.data_volume}` : '';
  const speed = tariff.bandwidth ? `, bis zu ${mbit(tariff.bandwidth.download_mbit)}` : '';
  const named = (kind: string, label: string) =>
    prices.positions
      .filter((position) => position.kind === kind)
      .map((position) => `${label}: ${positionName(position)}`);
  const connection = order.cart.connection_address;
  return [
    `Tarif: ${tariff.name}${volume}${speed}`,
    ...(connection ? [`Anschlussadresse: ${formatAddress(connection)}`] : []),
    ...named('handset', 'Gerät'),
    ...named('option', 'Option'),
    ...named('hardware', 'Hardware'),
  ];
}

const termOf = (order: OrderRow): string[] =>
  terminationLines(order.cart.tariff.min_term_months, rentsHardware(order.cart));

function speedsOf(order: OrderRow): string[] {
  const { bandwidth, data_volume } = order.cart.tariff;
  const lines = bandwidth
    ? speedLines(bandwidth).map((line) => `${line}.`)
    : [`Mobiles Internet mit ${data_volume ?? 'dem gebuchten Datenvolumen'} im LTE/5G-Netz. ${THROTTLE_TEXT}`];
  lines.push(
    'Bei erheblichen, dauerhaften Abweichungen von der vereinbarten Geschwindigkeit können Sie das Entgelt mindern oder den Vertrag außerordentlich kündigen (§ 57 Abs. 4 TKG).',
  );
  return lines;
}

/** The contract summary of one order, from its frozen cart and saved data. */
export function contractSummaryOf(order: OrderRow, today: Date): ContractSummary {
  const prices = orderPrices(order.cart);
  const name = customerName(order);
  return {
    title: 'Vertragszusammenfassung',
    intro:
      'Diese Vertragszusammenfassung enthält die wichtigsten Elemente dieses Dienstleistungsangebots, wie es das EU-Recht vorschreibt. Sie hilft, Dienstleistungsangebote zu vergleichen. Vollständige Informationen sind in anderen Dokumenten enthalten.',
    provider: PROVIDER,
    date: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(today),
    sections: [
      { id: 'services', title: 'Dienste und Geräte', lines: servicesOf(order, prices) },
      {
        id: 'speeds',
        title: 'Geschwindigkeiten des Internetzugangsdienstes und Abhilfen bei Problemen',
        lines: speedsOf(order),
      },
      {
        id: 'prices',
        title: 'Preis',
        lines: pricesOf(prices),
      },
      { id: 'term', title: 'Laufzeit, Verlängerung und Kündigung', lines: termOf(order) },
      {
        id: 'accessibility',
        title: 'Funktionsmerkmale für Endnutzer mit Behinderungen',
        lines: [
          'Barrierearmer Kundenservice per Telefon, E-Mail und Chat; Rechnungen und Vertragsunterlagen auf Wunsch in Großdruck oder Brailleschrift.',
        ],
      },
      {
        id: 'other',
        title: 'Sonstige relevante Informationen',
        lines: [
          ...(name ? [`Vertragspartner: ${name}`] : []),
          ...(order.kind === 'provider-change'
            ? ['Ihre Rufnummer wird von Ihrem bisherigen Anbieter übernommen.']
            : []),
          'Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen.',
        ],
      },
    ],
  };
}
