import { isFilterActive, type ActiveFilter, type FilterKey, type FilterOptions } from '../../domain/device-filters';

const LEGENDS: Record<FilterKey, string> = { company: 'Hersteller', color_group: 'Farbe', storage: 'Speicher' };

interface DeviceFiltersProps {
  options: FilterOptions;
  active: ActiveFilter[];
  onToggle: (filter: ActiveFilter) => void;
  onReset: () => void;
}

/** Spec §3 filter state as checkbox groups; an empty group means no restriction. */
export function DeviceFilters({ options, active, onToggle, onReset }: DeviceFiltersProps) {
  return (
    <form className="device-filters" aria-label="Filter" onSubmit={(event) => event.preventDefault()}>
      {(Object.keys(LEGENDS) as FilterKey[]).map((key) => (
        <fieldset key={key} className="device-filters__group">
          <legend>{LEGENDS[key]}</legend>
          {options[key].map((value) => {
            const id = `filter-${key}-${value}`.replace(/\s+/g, '-');
            return (
              <span key={value} className="device-filters__option">
                <input
                  id={id}
                  type="checkbox"
                  checked={isFilterActive(active, { key, value })}
                  onChange={() => onToggle({ key, value })}
                />
                <label htmlFor={id}>{value}</label>
              </span>
            );
          })}
        </fieldset>
      ))}
      {active.length > 0 && (
        <button type="button" className="button button--small" onClick={onReset}>
          Filter zurücksetzen
        </button>
      )}
    </form>
  );
}
