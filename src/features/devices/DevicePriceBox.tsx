import type { ReactNode } from 'react';
import type { Bundles, ConcreteProduct, Tariff } from '../../domain/catalogue-types';
import { bundleFor } from '../../domain/device-selection';
import { formatCents, formatStep, isOneTime, mergeMonthlySteps } from '../../domain/money';
import { FootnoteMarker } from '../footnotes/FootnoteMarker';
import { TariffPicker } from './TariffPicker';

interface DevicePriceBoxProps {
  product: ConcreteProduct;
  tariffs: Tariff[];
  tariff: Tariff | undefined;
  bundles: Bundles;
  onTariff: (concreteProductId: string) => void;
  actions?: ReactNode;
}

/** Tariff choice with the bundle's one-time device price and the monthly price of tariff plus device. */
export function DevicePriceBox({ product, tariffs, tariff, bundles, onTariff, actions }: DevicePriceBoxProps) {
  const hasBundle = (t: Tariff) => bundleFor(bundles, t.properties.product_id, product.concrete_product_id) !== undefined;
  const bundle = tariff ? bundleFor(bundles, tariff.properties.product_id, product.concrete_product_id) : undefined;
  const devicePrice = bundle?.conditions.find(isOneTime);
  const monthly = tariff && bundle ? mergeMonthlySteps([...tariff.conditions, ...bundle.conditions]) : [];
  const setUp = tariff?.conditions.find(isOneTime);
  return (
    <div className="device-price card">
      <TariffPicker id="device-tariff" tariffs={tariffs} value={tariff?.concrete_product_id ?? ''} onChange={onTariff} isAvailable={hasBundle} />
      {tariff && bundle && devicePrice ? (
        <dl className="device-price__lines">
          <div>
            <dt>Gerätepreis</dt>
            <dd className="device-price__device" data-testid="device-price">
              einmalig {formatCents(devicePrice.amount_cents)}
              <FootnoteMarker tags={devicePrice.footnotes} />
            </dd>
          </div>
          <div>
            <dt>{tariff.product_name}</dt>
            <dd className="device-price__monthly" data-testid="monthly-price">
              {monthly.map(formatStep).join(', ')}
              <FootnoteMarker tags={[...tariff.footnotes, ...bundle.conditions.flatMap((c) => (c.type === 'monthly' ? c.footnotes ?? [] : []))]} />
            </dd>
          </div>
          {setUp && (
            <div>
              <dt>{setUp.label ?? 'Einmalig'}</dt>
              <dd>
                einmalig {formatCents(setUp.amount_cents)}
                <FootnoteMarker tags={setUp.footnotes} />
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>Dieses Gerät ist in diesem Tarif nicht erhältlich. Bitte wählen Sie einen anderen Tarif.</p>
      )}
      <div className="device-price__actions">{actions}</div>
    </div>
  );
}
