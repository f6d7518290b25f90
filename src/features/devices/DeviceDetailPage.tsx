import { useParams, useSearchParams } from 'react-router';
import { preselectProduct, selectColour, selectStorage } from '../../domain/device-selection';
import { bundleFor } from '../../domain/device-selection';
import { DEFAULT_DEVICE_TARIFF, manufacturerLogo } from '../../domain/manufacturers';
import type { ConcreteProduct } from '../../domain/catalogue-types';
import { CatalogueStatus, useCatalogueResource, useNotFound } from '../catalogue-data';
import { EnergyLabelBadge } from '../../components/EnergyLabelBadge';
import { DevicePriceBox } from './DevicePriceBox';
import { Gallery } from './Gallery';
import { VariantPickers } from './VariantPickers';
import { useBundleTariffs } from './useBundleTariffs';
import { AddToCartButton } from '../cart';
import { addDeviceWithTariff } from '../cart';
import './device-detail.css';

/** `/unterwegs/geraete/{category}/{slug}`: gallery, colour and storage (spec §4), tariff choice and prices, data sheet. */
export function DeviceDetailPage() {
  const { category = '', slug = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const resource = { kind: 'device', category, slug } as const;
  const entry = useCatalogueResource(resource);
  const device = entry?.data;
  const bundles = useCatalogueResource(
    device ? { kind: 'bundles', device: device.properties.smartphone_group_id } : null,
  );
  const tariffs = useBundleTariffs();
  const product = device && preselectProduct(device, query.get('pid'));
  // An unknown device (or one without any variant) is a page that does not exist, as an unknown tariff.
  useNotFound(entry?.error?.status === 404 || (device !== undefined && !product));

  if (!device) return <CatalogueStatus entry={entry} resource={resource} />;
  if (!product) return null;

  const choose = (changes: Record<string, string>) => {
    const next = new URLSearchParams(query);
    Object.entries(changes).forEach(([key, value]) => next.set(key, value));
    setQuery(next, { replace: true });
  };
  const chooseProduct = (next: ConcreteProduct) => choose({ pid: next.concrete_product_id });

  const wanted = query.get('tariff') ?? DEFAULT_DEVICE_TARIFF;
  const combinable = (tariffs ?? []).filter(
    (t) => bundles?.data && bundleFor(bundles.data, t.properties.product_id, product.concrete_product_id),
  );
  const tariff = combinable.find((t) => t.concrete_product_id === wanted) ?? combinable[0];
  const company = device.manufacturer_informations.company;

  return (
    <article className="device-detail">
      <div className="device-detail__media">
        <Gallery images={product.gallery} name={`${device.product_name} in ${product.color.color}`} />
      </div>
      <div className="device-detail__buy">
        <img className="device-detail__logo" src={manufacturerLogo(company)} alt={company} height={22} />
        <h1>{device.product_name}</h1>
        <p className="device-detail__variant">
          {product.color.color}, {product.storage.name}
        </p>
        {device.description && <p>{device.description}</p>}
        <EnergyLabelBadge energy={device.energy_informations} />
        <VariantPickers
          device={device}
          current={product}
          onColour={(colour) => chooseProduct(selectColour(device, product, colour))}
          onStorage={(storage) => chooseProduct(selectStorage(device, product, storage))}
        />
        {tariffs && bundles?.data ? (
          <DevicePriceBox
            deviceName={device.product_name}
            product={product}
            tariffs={tariffs}
            tariff={tariff}
            bundles={bundles.data}
            onTariff={(id) => choose({ tariff: id })}
            actions={<AddToCartButton action={tariff && addDeviceWithTariff(bundles.data, tariff, device, product)} />}
          />
        ) : (
          <CatalogueStatus entry={bundles} />
        )}
      </div>
      <section className="device-detail__specs" aria-labelledby="technische-daten">
        <h2 id="technische-daten">Technische Daten</h2>
        <dl className="spec-table">
          {device.technical_specifications.map((spec) => (
            <div key={spec.label}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
        <h2>Rechtliche Hinweise</h2>
        <p className="device-detail__legal">{device.legal_information}</p>
        <p className="device-detail__legal">{device.energy_informations.powersupply}</p>
      </section>
    </article>
  );
}
