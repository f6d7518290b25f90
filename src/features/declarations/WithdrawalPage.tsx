import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '../../domain/company';
import { IdentityFields, identityLabels } from './IdentityFields';
import { DeclarationPage } from './DeclarationPage';
import { FilingMessage } from './FilingMessage';
import { DeclarationForm, useDeclarationFiling } from './DeclarationForm';
import { SubmitButton } from '../../components/FormShell';
import './declarations.css';

const INITIAL = { name: '', email: '', order_number: '' };
const FIELDS = ['name', 'email', 'order_number'] as const;
const LABELS = identityLabels(FIELDS);

/** EU Directive 2023/2673: the withdrawal button, two steps (identify the contract, then confirm). */
export function WithdrawalPage() {
  const filing = useDeclarationFiling('withdrawal');
  const [step, setStep] = useState<1 | 2>(1);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // The shopper's own move to the other step lands on its heading; a refusal sent back to step 1 on the error summary.
  const headingWanted = useRef(false);
  const goTo = (next: 1 | 2) => {
    headingWanted.current = true;
    setStep(next);
  };

  useEffect(() => {
    if (!headingWanted.current) return;
    headingWanted.current = false;
    stepHeading.current?.focus();
  }, [step]);

  // A field error from the server belongs to step 1, where the field is (adjusted while rendering).
  const [seenFieldErrors, setSeenFieldErrors] = useState(filing.fieldErrors);
  if (filing.fieldErrors !== seenFieldErrors) {
    setSeenFieldErrors(filing.fieldErrors);
    if (Object.keys(filing.fieldErrors).length) setStep(1);
  }

  /** Step 1 only checks the values and moves on; step 2 files them. */
  const stillChecking = () => {
    if (step === 2) return false;
    goTo(2);
    return true;
  };

  return (
    <DeclarationPage title="Vertrag widerrufen" filing={filing} confirmedHeading="Ihr Widerruf ist bei uns eingegangen">
      <>
        <p className="lead">
          Sie können einen online geschlossenen Vertrag innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen.
          Einzelheiten finden Sie in der <Link to="/agb?id=widerrufsrecht">Widerrufsbelehrung</Link>.
        </p>
        <ol className="declaration__steps" aria-label="Fortschritt">
          <li aria-current={step === 1 ? 'step' : undefined}>1. Vertrag angeben</li>
          <li aria-current={step === 2 ? 'step' : undefined}>2. Widerruf bestätigen</li>
        </ol>
        <DeclarationForm
          kind="withdrawal"
          initialValues={INITIAL}
          labels={LABELS}
          beforeFiling={stillChecking}
          className="declaration__form card"
          heading={
            <h2 ref={stepHeading} tabIndex={-1}>
              {step === 1
                ? 'Schritt 1 von 2: Welchen Vertrag möchten Sie widerrufen?'
                : 'Schritt 2 von 2: Widerruf bestätigen'}
            </h2>
          }
        >
          {(values) =>
            step === 1 ? (
              <>
                <p className="declaration__required-note">Felder mit * sind Pflichtfelder.</p>
                <IdentityFields fields={FIELDS} />
                <SubmitButton className="declaration__submit">Weiter</SubmitButton>
              </>
            ) : (
              <>
                <p>
                  Hiermit widerrufe ich den von mir mit der {COMPANY.name} abgeschlossenen Vertrag mit der
                  Auftragsnummer <strong>{values.order_number}</strong>.
                </p>
                <dl className="declaration-confirmation__details">
                  <div>
                    <dt>Name</dt>
                    <dd>{values.name}</dd>
                  </div>
                  <div>
                    <dt>E-Mail-Adresse</dt>
                    <dd>{values.email}</dd>
                  </div>
                  <div>
                    <dt>Auftragsnummer</dt>
                    <dd>{values.order_number}</dd>
                  </div>
                </dl>
                <FilingMessage message={filing.message} />
                <div className="declaration__actions">
                  <button type="button" className="button" onClick={() => goTo(1)}>
                    Angaben ändern
                  </button>
                  <SubmitButton>Widerruf bestätigen</SubmitButton>
                </div>
              </>
            )
          }
        </DeclarationForm>
      </>
    </DeclarationPage>
  );
}
