import type { ReactNode } from 'react';
import { LabelledRows, type LabelledRow } from '../../components/LabelledRows';
import { formatCents } from '../../domain/money';
import type { PositionKind, PriceSummary } from '../../domain/prices';
import { monthlyRows, oneTimeText, positionName, termText, totalLabel } from '../../domain/price-texts';
import type { ContractTerms } from '../../domain/contract-facts';

const FEATURE_LABELS: [PositionKind, string][] = [
  ['tariff', 'Tarif'],
  ['handset', 'Gerät'],
  ['hardware', 'Hardware'],
  ['option', 'Optionen'],
];

/** The key features: tariff, device with colour and storage, hardware, options. */
export function featureRows(prices: PriceSummary): LabelledRow[] {
  return FEATURE_LABELS.flatMap(([kind, label]) => {
    const names = prices.positions.filter((position) => position.kind === kind).map(positionName);
    return names.length ? [{ label, value: names.join('; ') }] : [];
  });
}

/** Every monthly price step and the one-time costs (also the compact order summary's totals). */
export function totalRows(prices: PriceSummary): LabelledRow[] {
  return [
    ...monthlyRows(prices).map((row) => ({ label: row.label, value: formatCents(row.amount_cents) })),
    {
      label: 'Einmalig',
      value: `${oneTimeText(prices)}${prices.oneTime.length > 1 ? ` (zusammen ${formatCents(prices.oneTimeTotal)})` : ''}`,
    },
  ];
}

/** Every price step, the one-time costs, the total over the term, the minimum term and the credits. */
export function priceRows(prices: PriceSummary): LabelledRow[] {
  return [
    ...totalRows(prices),
    { label: totalLabel(prices), value: formatCents(prices.total) },
    { label: 'Mindestvertragslaufzeit', value: termText(prices) },
    ...(prices.credits.length
      ? [{ label: 'Gutschriften', value: prices.credits.map((credit) => credit.text).join('; ') }]
      : []),
  ];
}

/** The tariff's data volume or speeds, then how the contract ends after its minimum term. */
const serviceRows = (contract: ContractTerms | undefined): LabelledRow[] =>
  (contract?.service ?? []).map((fact) => ({ label: fact.label, value: fact.value, testId: 'order-service' }));

const terminationRows = (contract: ContractTerms | undefined): LabelledRow[] =>
  contract?.termination.length
    ? [{ label: 'Laufzeit und Kündigung', value: contract.termination.join(' '), testId: 'order-termination' }]
    : [];

/**
 * The order box right above 'zahlungspflichtig bestellen' (§312j (2) BGB with Art. 246a § 1 EGBGB):
 * the essential characteristics, every price step, the minimum term and the termination conditions
 * in one block. More key facts (e.g. the connection address) come in as `children`:
 * <LabelledRows rows={[…]} /> rows of the same list.
 */
export function OrderBox({
  prices,
  contract,
  children,
}: {
  prices: PriceSummary;
  contract?: ContractTerms;
  children?: ReactNode;
}) {
  return (
    <dl className="before-ordering__totals" data-testid="order-totals">
      <LabelledRows rows={[...featureRows(prices), ...serviceRows(contract)]} />
      {children}
      <LabelledRows rows={[...priceRows(prices), ...terminationRows(contract)]} />
    </dl>
  );
}
