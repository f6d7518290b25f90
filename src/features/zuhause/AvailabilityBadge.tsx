/** Marks a tariff after a successful availability check (undefined: no check yet). */
export function AvailabilityBadge({ bookable }: { bookable: boolean | undefined }) {
  if (bookable === undefined) return null;
  return bookable ? (
    <span className="availability-badge availability-badge--ok" data-bookable="true">
      An Ihrer Adresse verfügbar
    </span>
  ) : (
    <span className="availability-badge availability-badge--none" data-bookable="false">
      An Ihrer Adresse nicht verfügbar
    </span>
  );
}
