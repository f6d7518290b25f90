import { expect } from '@jest/globals';
import {
  confirmationLines,
  formatReceivedAt,
  normaliseDeclaration,
  validateCancellation,
  validateWithdrawal,
  type DeclarationConfirmation,
} from '../../src/domain/declarations';
import { CANCELLATION } from '../support/declaration-fixtures';

const NOW = Date.UTC(2026, 0, 15, 23, 30); // 16.01.2026, 00:30 in Berlin

const valid = CANCELLATION;

describe('cancellation rules', () => {
  it('accepts a complete ordinary cancellation', () => {
    expect(validateCancellation(valid, NOW)).toEqual({});
  });

  it('asks for a reason only for an extraordinary cancellation', () => {
    expect(validateCancellation({ ...valid, cancellation_type: 'extraordinary' }, NOW)).toEqual({
      reason: 'Bitte nennen Sie den Grund für die außerordentliche Kündigung.',
    });
    expect(
      validateCancellation({ ...valid, cancellation_type: 'extraordinary', reason: 'Umzug ins Ausland' }, NOW),
    ).toEqual({});
  });

  it('needs an address or a customer number, and a customer number of digits', () => {
    expect(validateCancellation({ ...valid, address: '  ' }, NOW)).toEqual({
      address: 'Bitte geben Sie Ihre Anschrift oder Ihre Kundennummer an.',
    });
    expect(validateCancellation({ ...valid, address: '', customer_number: '4711081500' }, NOW)).toEqual({});
    expect(validateCancellation({ ...valid, customer_number: 'K-12' }, NOW)).toEqual({
      customer_number: 'Die Kundennummer besteht aus 6 bis 30 Ziffern.',
    });
  });

  it('takes "today" in German time for the earliest end date and refuses impossible dates', () => {
    const withDate = (end_date: string) => validateCancellation({ ...valid, end_date_choice: 'date', end_date }, NOW);
    // In UTC it is still 15 January, in Berlin already the 16th.
    expect(withDate('2026-01-15')).toEqual({ end_date: 'Das Vertragsende darf nicht in der Vergangenheit liegen.' });
    expect(withDate('2026-01-16')).toEqual({});
    expect(withDate('2026-02-31')).toEqual({ end_date: 'Bitte geben Sie ein gültiges Datum ein.' });
  });

  it('limits the length of free text', () => {
    expect(validateCancellation({ ...valid, name: 'x'.repeat(121) }, NOW)).toEqual({
      name: 'Bitte geben Sie höchstens 120 Zeichen ein.',
    });
  });
});

describe('withdrawal rules', () => {
  it('needs name, a valid e-mail address and an order number', () => {
    expect(validateWithdrawal({ name: 'Max', email: 'max@example', order_number: 'MA 1' })).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      order_number: expect.stringContaining('gültige Auftragsnummer'),
    });
  });
});

describe('what is stored and confirmed', () => {
  it('keeps only the fields that apply, trimmed', () => {
    expect(
      normaliseDeclaration('cancellation', {
        ...valid,
        name: ' Erika Mustermann ',
        reason: 'ignored',
        end_date: '2026-05-01',
      }),
    ).toEqual({ ...valid });
    expect(normaliseDeclaration('withdrawal', { ...valid })).toEqual({
      name: valid.name,
      email: valid.email,
      order_number: valid.order_number,
    });
  });

  it('states the time of receipt in German time across the change to summer time', () => {
    expect(formatReceivedAt('2026-03-29T00:59:59.000Z')).toBe('29.03.2026 um 01:59:59 Uhr');
    expect(formatReceivedAt('2026-03-29T01:00:00.000Z')).toBe('29.03.2026 um 03:00:00 Uhr');
  });

  it('lists the chosen end date as dd.MM.yyyy in the confirmation', () => {
    const confirmation: DeclarationConfirmation = {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      kind: 'cancellation',
      received_at: '2026-01-15T23:30:00.000Z',
      declaration: { ...valid, end_date_choice: 'date', end_date: '2026-06-30' },
    };
    expect(confirmationLines(confirmation)).toEqual(
      expect.arrayContaining([
        ['Eingegangen am', '16.01.2026 um 00:30:00 Uhr'],
        ['Art der Kündigung', 'Ordentliche Kündigung'],
        ['Gewünschtes Vertragsende', '30.06.2026'],
      ]),
    );
  });
});
