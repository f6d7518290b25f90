import { useState } from 'react';
import { FIELD_LIMITS, type CancellationType, type EndDateChoice } from '../../domain/declarations';
import { COMPANY } from '../../domain/company';
import { berlinDay } from '../../domain/berlin-day';
import { DeclarationField } from './DeclarationField';
import { IdentityFields, identityLabels } from './IdentityFields';
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

const ABOUT_YOU = ['name', 'address', 'customer_number', 'email'] as const;
const CONTRACT = ['order_number'] as const;

// This page's reasons for asking: the address can give way to the customer number, the e-mail gets the end date.
const HINTS = {
  address: 'Straße, Hausnummer, PLZ und Ort. Alternativ genügt Ihre Kundennummer.',
  email: 'Für Rückfragen und die Bestätigung des Vertragsendes.',
};

const LABELS = {
  cancellation_type: 'Art der Kündigung',
  reason: 'Grund der außerordentlichen Kündigung',
  ...identityLabels([...ABOUT_YOU, ...CONTRACT]),
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
              <IdentityFields legend="Ihre Angaben" fields={ABOUT_YOU} hints={HINTS} />
              <IdentityFields legend="Ihr Vertrag" fields={CONTRACT} />
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
