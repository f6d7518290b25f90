import type { ConcreteProduct, Device } from '../../domain/catalogue-types';
import { colourChoices, storageChoices, storagesOfColour } from '../../domain/device-selection';

interface VariantPickersProps {
  device: Device;
  current: ConcreteProduct;
  onColour: (colour: string) => void;
  onStorage: (storage: string) => void;
}

/** Colour and storage as radio groups; a storage the colour lacks stays choosable and changes the colour. */
export function VariantPickers({ device, current, onColour, onStorage }: VariantPickersProps) {
  const available = storagesOfColour(device, current.color.color);
  return (
    <div className="variant-pickers">
      <fieldset className="variant-pickers__group">
        <legend>
          Farbe: <strong>{current.color.color}</strong>
        </legend>
        {colourChoices(device).map((colour) => (
          <label key={colour.color} className="colour-choice" title={colour.color}>
            <input
              type="radio"
              name="colour"
              value={colour.color}
              checked={colour.color === current.color.color}
              onChange={() => onColour(colour.color)}
            />
            <span className="colour-choice__swatch" style={{ background: colour.hex }} aria-hidden="true" />
            <span className="visually-hidden">{colour.color}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="variant-pickers__group">
        <legend>Speicher</legend>
        {storageChoices(device).map((storage) => (
          <label
            key={storage}
            className={`storage-choice${available.includes(storage) ? '' : ' storage-choice--other-colour'}`}
          >
            <input
              type="radio"
              name="storage"
              value={storage}
              checked={storage === current.storage.name}
              onChange={() => onStorage(storage)}
            />
            <span>{storage}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
