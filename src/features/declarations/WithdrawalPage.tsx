import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FIELD_LIMITS } from '../../domain/declarations';
import { COMPANY } from '../../domain/company';
import { TextField } from './TextField';
import { ConfirmationView } from './ConfirmationView';
import { FilingMessage } from './FilingMessage';
import { useDeclarationForm } from './useDeclarationForm';
import './declarations.css';

const INITIAL = { name: '', email: '', order_number: '' };

/** EU Directive 2023/2673: the withdrawal button, two steps (identify the contract, then confirm). */
export function WithdrawalPage() {
  const { values, errors, change, check, submit, filing } = useDeclarationForm('withdrawal', INITIAL);
  const [step, setStep] = useState<1 | 2>(1);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  // A field error from the server belongs to step 1, where the field is (adjusted while rendering).
  const [seenFieldErrors, setSeenFieldErrors] = useState(filing.fieldErrors);
  if (filing.fieldErrors !== seenFieldErrors) {
    setSeenFieldErrors(filing.fieldErrors);
    if (Object.keys(filing.fieldErrors).length) setStep(1);
  }

  if (filing.confirmation) {
    return (
      <section className="declaration">
        <h1>Vertrag widerrufen</h1>
        <ConfirmationView confirmation={filing.confirmation} downloads={filing.downloads} heading="Ihr Widerruf ist bei uns eingegangen" />
      </section>
    );
  }

  return (
    <section className="declaration">
      <h1>Vertrag widerrufen</h1>
      <p className="lead">
        Sie können einen online geschlossenen Vertrag innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen.
        Einzelheiten finden Sie in der <Link to="/agb?id=widerrufsrecht">Widerrufsbelehrung</Link>.
      </p>
      <ol className="declaration__steps" aria-label="Fortschritt">
        <li aria-current={step === 1 ? 'step' : undefined}>1. Vertrag angeben</li>
        <li aria-current={step === 2 ? 'step' : undefined}>2. Widerruf bestätigen</li>
      </ol>
      {step === 1 ? (
        <form
          className="declaration__form card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (check()) setStep(2);
          }}
        >
          <h2 ref={stepHeading} tabIndex={-1}>Schritt 1 von 2: Welchen Vertrag möchten Sie widerrufen?</h2>
          <p className="declaration__required-note">Felder mit * sind Pflichtfelder.</p>
          <TextField name="name" label="Vor- und Nachname" autoComplete="name" required maxLength={FIELD_LIMITS.name} value={values.name} onChange={change} error={errors.name} />
          <TextField name="email" type="email" label="E-Mail-Adresse" autoComplete="email" required maxLength={FIELD_LIMITS.email} value={values.email} onChange={change} error={errors.email} />
          <TextField name="order_number" label="Auftragsnummer" hint="Steht in Ihrer Auftragsbestätigung, z. B. MA-2025-104711." required maxLength={FIELD_LIMITS.order_number} value={values.order_number} onChange={change} error={errors.order_number} />
          <button type="submit" className="button button--primary declaration__submit">
            Weiter
          </button>
        </form>
      ) : (
        <form className="declaration__form card" noValidate onSubmit={submit}>
          <h2 ref={stepHeading} tabIndex={-1}>Schritt 2 von 2: Widerruf bestätigen</h2>
          <p>
            Hiermit widerrufe ich den von mir mit der {COMPANY.name} abgeschlossenen Vertrag mit der Auftragsnummer{' '}
            <strong>{values.order_number}</strong>.
          </p>
          <dl className="declaration-confirmation__details">
            <div><dt>Name</dt><dd>{values.name}</dd></div>
            <div><dt>E-Mail-Adresse</dt><dd>{values.email}</dd></div>
            <div><dt>Auftragsnummer</dt><dd>{values.order_number}</dd></div>
          </dl>
          <FilingMessage message={filing.message} />
          <div className="declaration__actions">
            <button type="button" className="button" onClick={() => setStep(1)}>
              Angaben ändern
            </button>
            <button type="submit" className="button button--primary" disabled={filing.status === 'submitting'}>
              Widerruf bestätigen
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
