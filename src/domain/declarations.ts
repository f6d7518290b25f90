/**
 * Declarations a customer makes without logging in: a cancellation (§312k BGB, "Kündigungsbutton")
 * or a withdrawal (§ 356a BGB after EU Directive 2023/2673, "Widerrufsbutton"). Both are validated
 * by the same rules in the browser and on the server, so the two cannot disagree.
 */

import type { Static } from '@sinclair/typebox';
import type { Confirmation } from './schemas/declarations';
import { REQUIRED_MESSAGE } from './validation/messages';
import { berlinDay } from './berlin-day';

export type DeclarationKind = 'cancellation' | 'withdrawal';

export type CancellationType = 'ordinary' | 'extraordinary';
export type EndDateChoice = 'earliest' | 'date';

export interface CancellationInput {
  cancellation_type: CancellationType;
  /** Only for an extraordinary cancellation. */
  reason?: string;
  name: string;
  /** Postal address or customer number: one of them identifies the customer. */
  address?: string;
  customer_number?: string;
  email: string;
  order_number: string;
  end_date_choice: EndDateChoice;
  /** ISO yyyy-mm-dd, only when end_date_choice is 'date'. */
  end_date?: string;
}

export interface WithdrawalInput {
  name: string;
  email: string;
  order_number: string;
}

export type DeclarationInput = CancellationInput | WithdrawalInput;

/** The server's confirmation of a declaration, as its answer schema declares it. */
export type DeclarationConfirmation = Static<typeof Confirmation>;

export type FieldErrors = Record<string, string>;

export const FIELD_LIMITS = {
  name: 120,
  address: 300,
  customer_number: 30,
  email: 254,
  order_number: 40,
  reason: 1000,
};

// The same pragmatic shape check as the checkout forms; the mailbox itself cannot be proven here.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
const CUSTOMER_NUMBER_PATTERN = /^[0-9]{6,30}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function checkLength(errors: FieldErrors, field: keyof typeof FIELD_LIMITS, value: string) {
  if (value.length > FIELD_LIMITS[field])
    errors[field] = `Bitte geben Sie höchstens ${FIELD_LIMITS[field]} Zeichen ein.`;
}

function checkIdentity(errors: FieldErrors, body: Record<string, unknown>) {
  const name = text(body.name);
  const email = text(body.email);
  const orderNumber = text(body.order_number);
  if (!name) errors.name = REQUIRED_MESSAGE;
  else checkLength(errors, 'name', name);
  if (!email) errors.email = REQUIRED_MESSAGE;
  else if (!EMAIL_PATTERN.test(email) || email.length > FIELD_LIMITS.email)
    errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
  if (!orderNumber) errors.order_number = REQUIRED_MESSAGE;
  else if (!ORDER_NUMBER_PATTERN.test(orderNumber))
    errors.order_number =
      'Bitte geben Sie eine gültige Auftragsnummer ein (4 bis 40 Buchstaben, Ziffern oder Bindestriche).';
}

/** A calendar date that exists (no 31.02.). */
function isRealDate(iso: string): boolean {
  if (!ISO_DATE_PATTERN.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

export function validateCancellation(body: Record<string, unknown>, now: number): FieldErrors {
  const errors: FieldErrors = {};
  if (body.cancellation_type !== 'ordinary' && body.cancellation_type !== 'extraordinary')
    errors.cancellation_type = 'Bitte wählen Sie die Art der Kündigung.';
  if (body.cancellation_type === 'extraordinary') {
    const reason = text(body.reason);
    if (!reason) errors.reason = 'Bitte nennen Sie den Grund für die außerordentliche Kündigung.';
    else checkLength(errors, 'reason', reason);
  }
  checkIdentity(errors, body);
  const address = text(body.address);
  const customerNumber = text(body.customer_number);
  if (!address && !customerNumber) {
    errors.address = 'Bitte geben Sie Ihre Anschrift oder Ihre Kundennummer an.';
  } else {
    if (address) checkLength(errors, 'address', address);
    if (customerNumber && !CUSTOMER_NUMBER_PATTERN.test(customerNumber))
      errors.customer_number = 'Die Kundennummer besteht aus 6 bis 30 Ziffern.';
  }
  if (body.end_date_choice !== 'earliest' && body.end_date_choice !== 'date')
    errors.end_date_choice = 'Bitte wählen Sie, wann der Vertrag enden soll.';
  if (body.end_date_choice === 'date') {
    const endDate = text(body.end_date);
    if (!endDate) errors.end_date = 'Bitte geben Sie das gewünschte Vertragsende an.';
    else if (!isRealDate(endDate)) errors.end_date = 'Bitte geben Sie ein gültiges Datum ein.';
    else if (endDate < berlinDay(now)) errors.end_date = 'Das Vertragsende darf nicht in der Vergangenheit liegen.';
  }
  return errors;
}

export function validateWithdrawal(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  checkIdentity(errors, body);
  return errors;
}

export function validateDeclaration(kind: DeclarationKind, body: Record<string, unknown>, now: number): FieldErrors {
  return kind === 'cancellation' ? validateCancellation(body, now) : validateWithdrawal(body);
}

/** The stored form of a valid declaration: trimmed, with the fields that do not apply left out. */
export function normaliseDeclaration(kind: DeclarationKind, body: Record<string, unknown>): DeclarationInput {
  const identity = { name: text(body.name), email: text(body.email), order_number: text(body.order_number) };
  if (kind === 'withdrawal') return identity;
  const optional = (key: string) => (text(body[key]) ? { [key]: text(body[key]) } : {});
  return {
    cancellation_type: body.cancellation_type as CancellationType,
    ...(body.cancellation_type === 'extraordinary' ? optional('reason') : {}),
    ...identity,
    ...optional('address'),
    ...optional('customer_number'),
    end_date_choice: body.end_date_choice as EndDateChoice,
    ...(body.end_date_choice === 'date' ? optional('end_date') : {}),
  };
}

const BERLIN = { timeZone: 'Europe/Berlin' } as const;

/** '22.11.2026 um 07:31:05 Uhr' – receipt time as a German reader expects it, in German time. */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('de-DE', { ...BERLIN, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
  const time = new Intl.DateTimeFormat('de-DE', {
    ...BERLIN,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
  return `${day} um ${time} Uhr`;
}

/** 'dd.MM.yyyy' for an ISO calendar date. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

export const DECLARATION_TITLES: Record<DeclarationKind, string> = {
  cancellation: 'Kündigungsbestätigung',
  withdrawal: 'Widerrufsbestätigung',
};

export const CANCELLATION_TYPE_LABELS: Record<CancellationType, string> = {
  ordinary: 'Ordentliche Kündigung',
  extraordinary: 'Außerordentliche Kündigung',
};

/** The lines of a confirmation, shared by the web page, the HTML download and the PDF. */
export function confirmationLines(confirmation: DeclarationConfirmation): Array<[string, string]> {
  const lines: Array<[string, string]> = [
    ['Eingegangen am', formatReceivedAt(confirmation.received_at)],
    ['Bestätigungsnummer', confirmation.id],
  ];
  const d = confirmation.declaration;
  if (confirmation.kind === 'cancellation' && d.cancellation_type) {
    lines.push(['Art der Kündigung', CANCELLATION_TYPE_LABELS[d.cancellation_type]]);
    if (d.reason) lines.push(['Grund', d.reason]);
  }
  lines.push(['Name', d.name]);
  if (d.address) lines.push(['Anschrift', d.address]);
  if (d.customer_number) lines.push(['Kundennummer', d.customer_number]);
  lines.push(['E-Mail-Adresse', d.email], ['Auftragsnummer', d.order_number]);
  if (confirmation.kind === 'cancellation') {
    lines.push([
      'Gewünschtes Vertragsende',
      d.end_date_choice === 'date' && d.end_date ? formatIsoDate(d.end_date) : 'zum nächstmöglichen Zeitpunkt',
    ]);
  }
  return lines;
}

/** What the confirmation says in one sentence, above the details. */
export function confirmationStatement(confirmation: DeclarationConfirmation): string {
  return confirmation.kind === 'cancellation'
    ? `Ihre Kündigung ist am ${formatReceivedAt(confirmation.received_at)} bei uns eingegangen. Wir bestätigen Ihnen das Vertragsende in Textform.`
    : `Ihr Widerruf ist am ${formatReceivedAt(confirmation.received_at)} bei uns eingegangen. Bereits geleistete Zahlungen erstatten wir spätestens 14 Tage nach Eingang Ihres Widerrufs.`;
}

/** Shown when filing fails and the server names no reason (no field errors, no message). */
export { FILING_FAILED } from './declaration-filing';
