import { useState } from 'react';
import { berlinToday, FIELD_LIMITS, type CancellationType, type EndDateChoice } from '../../domain/declarations';
import { COMPANY } from '../../domain/company';
import { TextField } from './TextField';
import { ChoiceGroup } from './ChoiceGroup';
import { ConfirmationView } from './ConfirmationView';
import { FilingMessage } from './FilingMessage';
import { useDeclarationForm } from './useDeclarationForm';
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

/** §312k BGB: the cancellation button, one page, no login, 'jetzt kündigen' visible at once. */
export function CancellationPage() {
  const { values, errors, change, submit, filing, bind } = useDeclarationForm('cancellation', INITIAL);
  // The earliest end date a shopper can pick: Berlin's date when the page opened (a clock read, so not during every render).
  const [today] = useState(() => berlinToday(Date.now()));

  return (
    <section className="declaration">
      <h1>Verträge hier kündigen</h1>
      {filing.confirmation ? (
        <ConfirmationView confirmation={filing.confirmation} downloads={filing.downloads} heading="Ihre Kündigung ist bei uns eingegangen" />
      ) : (
        <>
          <p className="lead">
            Kündigen Sie Ihren Vertrag mit der {COMPANY.name} hier ohne Anmeldung. Nach dem Absenden erhalten Sie
            sofort eine Bestätigung mit Datum und Uhrzeit des Eingangs.
          </p>
          <form className="declaration__form card" noValidate onSubmit={submit}>
            <p className="declaration__required-note">Felder mit * sind Pflichtfelder.</p>
            <ChoiceGroup legend="Art der Kündigung" options={CANCELLATION_TYPES} {...bind('cancellation_type')} />
            {values.cancellation_type === 'extraordinary' && (
              <TextField
                name="reason"
                label="Grund der außerordentlichen Kündigung"
                multiline
                required
                maxLength={FIELD_LIMITS.reason}
                value={values.reason}
                onChange={change}
                error={errors.reason}
              />
            )}
            <fieldset className="declaration__group">
              <legend>Ihre Angaben</legend>
              <TextField name="name" label="Vor- und Nachname" autoComplete="name" required maxLength={FIELD_LIMITS.name} value={values.name} onChange={change} error={errors.name} />
              <TextField
                name="address"
                label="Anschrift"
                hint="Straße, Hausnummer, PLZ und Ort. Alternativ genügt Ihre Kundennummer."
                autoComplete="street-address"
                maxLength={FIELD_LIMITS.address}
                value={values.address}
                onChange={change}
                error={errors.address}
              />
              <TextField name="customer_number" label="Kundennummer" hint="Sie finden sie auf Ihrer Rechnung." maxLength={FIELD_LIMITS.customer_number} value={values.customer_number} onChange={change} error={errors.customer_number} />
              <TextField name="email" type="email" label="E-Mail-Adresse" hint="Für Rückfragen und die Bestätigung des Vertragsendes." autoComplete="email" required maxLength={FIELD_LIMITS.email} value={values.email} onChange={change} error={errors.email} />
            </fieldset>
            <fieldset className="declaration__group">
              <legend>Ihr Vertrag</legend>
              <TextField name="order_number" label="Auftragsnummer" hint="Steht in Ihrer Auftragsbestätigung, z. B. MA-2025-104711." required maxLength={FIELD_LIMITS.order_number} value={values.order_number} onChange={change} error={errors.order_number} />
            </fieldset>
            <ChoiceGroup legend="Gewünschtes Vertragsende" options={END_DATE_CHOICES} {...bind('end_date_choice')} />
            {values.end_date_choice === 'date' && (
              <TextField name="end_date" type="date" label="Vertragsende zum" required min={today} value={values.end_date} onChange={change} error={errors.end_date} />
            )}
            <FilingMessage message={filing.message} />
            <button type="submit" className="button button--primary declaration__submit" disabled={filing.status === 'submitting'}>
              jetzt kündigen
            </button>
          </form>
        </>
      )}
    </section>
  );
}
