import type { Tariff } from '../../domain/catalogue-types';
import { formatStep, monthlySteps } from '../../domain/money';
import './tariff-picker.css';

interface TariffPickerProps {
  id: string;
  tariffs: Tariff[];
  value: string;
  onChange: (concreteProductId: string) => void;
  /** Tariffs that cannot be combined are shown but not selectable. */
  isAvailable?: (tariff: Tariff) => boolean;
}

/** A labelled select of the tariffs a device can be booked with. */
export function TariffPicker({ id, tariffs, value, onChange, isAvailable = () => true }: TariffPickerProps) {
  return (
    <div className="tariff-picker">
      <label htmlFor={id}>Tarif</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {tariffs.map((tariff) => (
          <option key={tariff.concrete_product_id} value={tariff.concrete_product_id} disabled={!isAvailable(tariff)}>
            {tariff.product_name} ({tariff.data_volume}) – {formatStep(monthlySteps(tariff.conditions)[0]!)}
            {isAvailable(tariff) ? '' : ' – nicht kombinierbar'}
          </option>
        ))}
      </select>
    </div>
  );
}
