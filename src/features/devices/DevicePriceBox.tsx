import type { ReactNode } from 'react';
import type { Bundles, ConcreteProduct, Tariff } from '../../domain/catalogue-types';
import { devicePrices } from '../../domain/device-prices';
import { bundleFor } from '../../domain/device-selection';
import { formatCents, isOneTime } from '../../domain/money';
import { monthlyText, surchargeNote, totalLabel } from '../../domain/price-texts';
import { FootnoteMarker } from '../../components/FootnoteMarker';
import { Amounts } from '../../components/Amounts';
import { TariffPicker } from './TariffPicker';

interface DevicePriceBoxProps {
  deviceName: string;
  product: ConcreteProduct;
  tariffs: Tariff[];
  tariff: Tariff | undefined;
  bundles: Bundles;
  onTariff: (concreteProductId: string) => void;
  actions?: ReactNode;
}

/**
 * Tariff choice with the bundle's one-time device price, the monthly price of tariff plus device
 * (saying how much of it is the device surcharge), the set-up price and the total over the term.
 */
export function DevicePriceBox({
  deviceName,
  product,
  tariffs,
  tariff,
  bundles,
  onTariff,
  actions,
}: DevicePriceBoxProps) {
  const hasBundle = (t: Tariff) =>
    bundleFor(bundles, t.properties.product_id, product.concrete_product_id) !== undefined;
  const bundle = tariff ? bundleFor(bundles, tariff.properties.product_id, product.concrete_product_id) : undefined;
  const summary = tariff && bundle ? devicePrices(tariff, bundle, deviceName) : undefined;
  const devicePrice = bundle?.conditions.find(isOneTime);
  const setUp = tariff?.conditions.find(isOneTime);
  return (
    <div className="device-price card">
      <TariffPicker
        id="device-tariff"
        tariffs={tariffs}
        value={tariff?.concrete_product_id ?? ''}
        onChange={onTariff}
        isAvailable={hasBundle}
      />
      {tariff && bundle && summary && devicePrice ? (
        <dl className="device-price__lines">
          <div>
            <dt>Gerätepreis</dt>
            <dd className="device-price__device" data-testid="device-price">
              einmalig <span className="amount">{formatCents(devicePrice.amount_cents)}</span>
              <FootnoteMarker tags={devicePrice.footnotes} />
            </dd>
          </div>
          <div>
            <dt>{tariff.product_name}</dt>
            <dd className="device-price__monthly" data-testid="monthly-price">
              <Amounts text={monthlyText(summary)} />
              {surchargeNote(summary) && <span className="device-price__surcharge"> ({surchargeNote(summary)})</span>}
              <FootnoteMarker
                tags={[
                  ...tariff.footnotes,
                  ...bundle.conditions.flatMap((c) => (c.type === 'monthly' ? (c.footnotes ?? []) : [])),
                ]}
              />
            </dd>
          </div>
          {setUp && (
            <div>
              <dt>{setUp.label ?? 'Einmalig'}</dt>
              <dd>
                einmalig <span className="amount">{formatCents(setUp.amount_cents)}</span>
                <FootnoteMarker tags={setUp.footnotes} />
              </dd>
            </div>
          )}
          <div>
            <dt>{totalLabel(summary)}</dt>
            <dd data-testid="device-total" className="amount">
              {formatCents(summary.total)}
            </dd>
          </div>
          {[...summary.offers, ...summary.credits.map((credit) => credit.text)].map((text) => (
            <div key={text}>
              <dt>Aktion</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Dieses Gerät ist in diesem Tarif nicht erhältlich. Bitte wählen Sie einen anderen Tarif.</p>
      )}
      <div className="device-price__actions">{actions}</div>
    </div>
  );
}
