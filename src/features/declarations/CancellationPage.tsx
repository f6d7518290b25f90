import { useState } from 'react';
import { FIELD_LIMITS, type CancellationType, type EndDateChoice } from '../../domain/declarations';
import { COMPANY } from '../../domain/company';
import { berlinDay } from '../../domain/berlin-day';
import { DeclarationField } from './DeclarationField';
import { ChoiceGroup } from './ChoiceGroup';
import { DeclarationPage } from './DeclarationPage';
import { FilingMessage } from './FilingMessage';
import { DeclarationForm, useDeclarationFiling } from './DeclarationForm';
import { SubmitButton } from '../../components/FormShell';
import './declarations.css';

const CANCELLATION_TYPES = [
  { value: 'ordinary', label: 'Ordentliche Kündigung' },
  { value: 'extraordinary', label: 'Außerordentliche Kündigung (aus wichtigem Grund)' },
] as const;

const END_DATE_CHOICES = [
  { value: 'earliest', label: 'zum nächstmöglichen Zeitpunkt' },
  { value: 'date', label: 'zu einem bestimmten Datum' },
] as const;

const INITIAL = {
  cancellation_type: 'ordinary' as CancellationType,
  reason: '',
  name: '',
  address: '',
  customer_number: '',
  email: '',
  order_number: '',
  end_date_choice: 'earliest' as EndDateChoice,
  end_date: '',
};

const LABELS = {
  cancellation_type: 'Art der Kündigung',
  reason: 'Grund der außerordentlichen Kündigung',
  name: 'Vor- und Nachname',
  address: 'Anschrift',
  customer_number: 'Kundennummer',
  email: 'E-Mail-Adresse',
  order_number: 'Auftragsnummer',
  end_date_choice: 'Gewünschtes Vertragsende',
  end_date: 'Vertragsende zum',
};

/** §312k BGB: the cancellation button, one page, no login, 'jetzt kündigen' visible at once. */
export function CancellationPage() {
  // The earliest end date a shopper can pick: Berlin's date when the page opened (a clock read, so not during every render).
  const [today] = useState(() => berlinDay(Date.now()));
  const filing = useDeclarationFiling('cancellation');

  return (
    <DeclarationPage
      title="Verträge hier kündigen"
      filing={filing}
      confirmedHeading="Ihre Kündigung ist bei uns eingegangen"
    >
      <>
        <p className="lead">
          Kündigen Sie Ihren Vertrag mit der {COMPANY.name} hier ohne Anmeldung. Nach dem Absenden erhalten Sie sofort
          eine Bestätigung mit Datum und Uhrzeit des Eingangs.
        </p>
        <DeclarationForm kind="cancellation" initialValues={INITIAL} labels={LABELS} className="declaration__form card">
          {(values) => (
            <>
              <p className="declaration__required-note">Felder mit * sind Pflichtfelder.</p>
              <ChoiceGroup name="cancellation_type" legend={LABELS.cancellation_type} options={CANCELLATION_TYPES} />
              {values.cancellation_type === 'extraordinary' && (
                <DeclarationField
                  name="reason"
                  label={LABELS.reason}
                  multiline
                  required
                  maxLength={FIELD_LIMITS.reason}
                />
              )}
              <fieldset className="declaration__group">
                <legend>Ihre Angaben</legend>
                <DeclarationField
                  name="name"
                  label={LABELS.name}
                  autoComplete="name"
                  required
                  maxLength={FIELD_LIMITS.name}
                />
                <DeclarationField
                  name="address"
                  label={LABELS.address}
                  hint="Straße, Hausnummer, PLZ und Ort. Alternativ genügt Ihre Kundennummer."
                  autoComplete="street-address"
                  maxLength={FIELD_LIMITS.address}
                />
                <DeclarationField
                  name="customer_number"
                  label={LABELS.customer_number}
                  hint="Sie finden sie auf Ihrer Rechnung."
                  maxLength={FIELD_LIMITS.customer_number}
                />
                <DeclarationField
                  name="email"
                  type="email"
                  label={LABELS.email}
                  hint="Für Rückfragen und die Bestätigung des Vertragsendes."
                  autoComplete="email"
                  required
                  maxLength={FIELD_LIMITS.email}
                />
              </fieldset>
              <fieldset className="declaration__group">
                <legend>Ihr Vertrag</legend>
                <DeclarationField
                  name="order_number"
                  label={LABELS.order_number}
                  hint="Steht in Ihrer Auftragsbestätigung, z. B. MA-2025-104711."
                  required
                  maxLength={FIELD_LIMITS.order_number}
                />
              </fieldset>
              <ChoiceGroup name="end_date_choice" legend={LABELS.end_date_choice} options={END_DATE_CHOICES} />
              {values.end_date_choice === 'date' && (
                <DeclarationField name="end_date" type="date" label={LABELS.end_date} required min={today} />
              )}
              <FilingMessage message={filing.message} />
              <SubmitButton className="declaration__submit">jetzt kündigen</SubmitButton>
            </>
          )}
        </DeclarationForm>
      </>
    </DeclarationPage>
  );
}
