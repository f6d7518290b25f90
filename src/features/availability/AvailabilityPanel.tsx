import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/root-reducer';
import { emptyAddress, withFirstCorrections } from '../../domain/availability-form';
import { hasCorrections } from '../../domain/availability';
import { availabilityActions } from '../../state/availability';
import { AvailabilityForm } from './AvailabilityForm';
import { AvailabilityResultView } from './AvailabilityResultView';
import './availability.css';

/** The availability step of the zuhause tariff lists; `open` comes from ?fixedStep=availabilityCheck. */
export function AvailabilityPanel({ open: openFromUrl }: { open: boolean }) {
  const dispatch = useDispatch();
  const { schema, loading, address, result, error } = useSelector((state: RootState) => state.availability);
  const [open, setOpen] = useState(openFromUrl || result !== null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open && !schema && loading !== 'schema') dispatch(availabilityActions.schemaRequested());
  }, [open, schema, loading, dispatch]);

  useEffect(() => {
    if (openFromUrl) {
      setOpen(true);
      panel.current?.scrollIntoView({ block: 'start' });
    }
  }, [openFromUrl]);

  const reset = () => dispatch(availabilityActions.reset());
  const corrections = result && hasCorrections(result) ? result.corrections : undefined;

  return (
    <section className="availability card" ref={panel} aria-labelledby="availability-title" id="availability-check">
      <h2 id="availability-title">Verfügbarkeit an Ihrer Adresse</h2>
      {!open && (
        <div className="availability__teaser">
          <p>Prüfen Sie, welche Tarife und Geschwindigkeiten an Ihrer Adresse möglich sind.</p>
          <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
            Adresse eingeben
          </button>
        </div>
      )}
      {open && result && !corrections && <AvailabilityResultView result={result} onReset={reset} />}
      {open && (!result || corrections) && !schema && <p className="availability__loading">Wird geladen..</p>}
      {open && (!result || corrections) && schema && (
        <AvailabilityForm
          key={corrections ? JSON.stringify(corrections) : 'original'}
          schema={schema}
          initial={corrections && address ? withFirstCorrections(address, corrections) : emptyAddress()}
          corrections={corrections}
          checking={loading === 'check'}
          error={error}
          onCheck={(checked) => dispatch(availabilityActions.checkRequested(checked))}
          onReset={reset}
        />
      )}
    </section>
  );
}
