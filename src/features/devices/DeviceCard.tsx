import { Link } from 'react-router';
import type { Device, SmartphoneBundle, Tariff } from '../../domain/catalogue-types';
import { colourChoices, storageChoices } from '../../domain/device-selection';
import { manufacturerLogo } from '../../domain/manufacturers';
import { deviceListPrice } from '../../domain/device-prices';
import { formatCents, isOneTime } from '../../domain/money';
import { DEVICE_IMAGE } from '../../domain/artwork';
import { EnergyLabelBadge } from '../../components/EnergyLabelBadge';
import { Amounts } from '../../components/Amounts';

interface DeviceCardProps {
  device: Device;
  to: string;
  cheapest?: SmartphoneBundle;
  tariff?: Tariff;
  /** The first cards are in view on arrival: their images load at once, the others when scrolled near. */
  inFirstRow?: boolean;
}

export function DeviceCard({ device, to, cheapest, tariff, inFirstRow = false }: DeviceCardProps) {
  const setUp = tariff?.conditions.find(isOneTime);
  const company = device.manufacturer_informations.company;
  return (
    <article className="device-card">
      <img className="device-card__logo" src={manufacturerLogo(company)} alt={company} height={20} />
      <img
        className="device-card__image"
        src={device.concrete_products[0]?.image}
        alt=""
        width={DEVICE_IMAGE.width}
        height={DEVICE_IMAGE.height}
        loading={inFirstRow ? 'eager' : 'lazy'}
        fetchPriority={inFirstRow ? 'high' : 'auto'}
      />
      <h2 className="device-card__name">
        <Link to={to}>{device.product_name}</Link>
      </h2>
      <ul className="colour-dots" aria-label="Farben">
        {colourChoices(device).map((colour) => (
          <li key={colour.color} title={colour.color} style={{ background: colour.hex }}>
            <span className="visually-hidden">{colour.color}</span>
          </li>
        ))}
      </ul>
      <p className="device-card__storage">{storageChoices(device).join(' · ')}</p>
      {cheapest && tariff && (
        <p className="device-card__price" data-testid="device-list-price">
          <Amounts text={deviceListPrice(tariff, cheapest, device.product_name)} />
          {setUp && (
            <span className="device-card__tariff">
              {' '}
              zzgl. {setUp.label ?? 'einmalig'} <span className="amount">{formatCents(setUp.amount_cents)}</span>
            </span>
          )}
        </p>
      )}
      <EnergyLabelBadge energy={device.energy_informations} compact />
    </article>
  );
}
