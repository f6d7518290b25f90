import { Link } from 'react-router';
import { AVAILABILITY_CHECK_PATH, GATE_REASONS, type LandlineGate } from '../../domain/landline-gate';

interface Props {
  gate: LandlineGate;
  /** The tariff's list, where the availability check sits. */
  category: string;
  /** Where the tariffs bookable at the checked address are listed (useAvailableTariffsPath). */
  availablePath: string | undefined;
  id: string;
}

/** Why a landline tariff cannot go into the cart yet, and the way on: the check or the tariffs that are available. */
export function GateHint({ gate, category, availablePath, id }: Props) {
  if (gate.kind === 'bookable') return null;
  return (
    <p className="gate-hint" id={id} data-testid="gate-hint">
      {GATE_REASONS[gate.kind]}{' '}
      {gate.kind === 'unchecked' && (
        <Link to={AVAILABILITY_CHECK_PATH(category)}>Verfügbarkeit an Ihrer Adresse prüfen</Link>
      )}
      {gate.kind === 'elsewhere' && availablePath && <Link to={availablePath}>Verfügbare Tarife an Ihrer Adresse</Link>}
    </p>
  );
}
