import type { LandlineGate } from '../../domain/landline-gate';

/** Marks a tariff after a finished availability check (none before). */
export function AvailabilityBadge({ gate }: { gate: LandlineGate }) {
  if (gate.kind === 'unchecked') return null;
  return gate.kind === 'bookable' ? (
    <span className="availability-badge availability-badge--ok" data-bookable="true">
      An Ihrer Adresse verfügbar
    </span>
  ) : (
    <span className="availability-badge availability-badge--none" data-bookable="false">
      An Ihrer Adresse nicht verfügbar
    </span>
  );
}
