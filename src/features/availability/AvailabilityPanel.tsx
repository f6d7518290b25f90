import { useFeatureDispatch } from '../../state/feature-loading';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../state/store-types';
import { emptyAddress, withFirstCorrections } from '../../domain/availability-form';
import { hasCorrections } from '../../domain/availability';
import { availabilityActions, selectAvailability } from '../../state/availability';
import { LoadFailed } from '../../components/LoadFailed';
import { AvailabilityForm } from './AvailabilityForm';
import { AvailabilityResultView } from './AvailabilityResultView';
import { useFocusOnNewView, type PanelView } from './useFocusOnNewView';
import { InlineLoader } from '../loading';
import './availability.css';

/** The availability step of the zuhause tariff lists; `open` comes from ?fixedStep=availabilityCheck. */
export function AvailabilityPanel({ open: openFromUrl }: { open: boolean }) {
  const dispatch = useFeatureDispatch('availability');
  const { schema, loading, schemaError, address, result, error } = useAppSelector(selectAvailability);
  const [open, setOpen] = useState(openFromUrl || result !== null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    // Once per opening: a failed fetch waits for the shopper's 'Erneut versuchen'.
    if (open && !schema && loading === 'idle' && !schemaError) dispatch(availabilityActions.schemaRequested());
  }, [open, schema, loading, schemaError, dispatch]);

  // A link that asks for the check opens the panel (adjusted while rendering, not in an effect).
  const [seenOpenFromUrl, setSeenOpenFromUrl] = useState(openFromUrl);
  if (openFromUrl !== seenOpenFromUrl) {
    setSeenOpenFromUrl(openFromUrl);
    if (openFromUrl) setOpen(true);
  }
  useEffect(() => {
    if (openFromUrl) panel.current?.scrollIntoView({ block: 'start' });
  }, [openFromUrl]);

  const corrections = result && hasCorrections(result) ? result.corrections : undefined;
  const view: PanelView = !open
    ? 'teaser'
    : result && !corrections
      ? 'result'
      : corrections
        ? 'corrections'
        : schema
          ? 'form'
          : 'loading';
  const focusNewView = useFocusOnNewView(panel, view);
  const reset = () => {
    focusNewView();
    dispatch(availabilityActions.reset());
  };

  return (
    <section className="availability card" ref={panel} aria-labelledby="availability-title" id="availability-check">
      <h2 id="availability-title">Verfügbarkeit an Ihrer Adresse</h2>
      {!open && (
        <div className="availability__teaser">
          <p>Prüfen Sie, welche Tarife und Geschwindigkeiten an Ihrer Adresse möglich sind.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              focusNewView();
              setOpen(true);
            }}
          >
            Adresse eingeben
          </button>
        </div>
      )}
      {open && result && !corrections && <AvailabilityResultView result={result} onReset={reset} />}
      {open && (!result || corrections) && !schema && !schemaError && (
        <InlineLoader
          className="availability__loading"
          where="availability-form"
          onRetry={() => dispatch(availabilityActions.schemaRequested())}
        />
      )}
      {open && (!result || corrections) && !schema && schemaError && (
        <LoadFailed onRetry={() => dispatch(availabilityActions.schemaRequested())} />
      )}
      {open && (!result || corrections) && schema && (
        <AvailabilityForm
          key={corrections ? JSON.stringify(corrections) : 'original'}
          schema={schema}
          initial={corrections && address ? withFirstCorrections(address, corrections) : emptyAddress()}
          corrections={corrections}
          checking={loading === 'check'}
          error={error}
          onCheck={(checked) => {
            focusNewView();
            dispatch(availabilityActions.checkRequested(checked));
          }}
          onReset={reset}
        />
      )}
    </section>
  );
}
