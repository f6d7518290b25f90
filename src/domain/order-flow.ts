import type { ApiError } from './api-error';
import { isLandlineTariff, type Tariff } from './catalogue-types';

export type OrderLine = 'mobile' | 'landline';
export type OrderKind = 'new-contract' | 'provider-change';

/** The form steps of API.md and where each one is shown (spec §2). */
export const STEP_ROUTES: Record<string, string> = {
  PERSONAL_DATA: '/checkout',
  PAYMENT: '/checkout/zahlung',
  IDENTIFICATION: '/checkout/identifikation',
};
export const STEP_TITLES: Record<string, string> = {
  PERSONAL_DATA: 'Persönliche Daten',
  PAYMENT: 'Zahlung',
  IDENTIFICATION: 'Identifikation',
};
export const OVERVIEW_ROUTE = '/checkout/overview';
/** The overview as the step indicator names it (its last place). */
export const OVERVIEW_TITLE = 'Übersicht';

/**
 * A checkout page's name (WCAG 2.4.2): its place among this order's steps plus the overview, as the
 * step indicator counts them, 'Schritt 2 von 4: Zahlung'. Undefined for a step the order does not have.
 */
export function stepPageName(steps: string[], current: string): string | undefined {
  const index = current === 'OVERVIEW' ? steps.length : steps.indexOf(current);
  if (index === -1) return undefined;
  const title = current === 'OVERVIEW' ? OVERVIEW_TITLE : (STEP_TITLES[current] ?? current);
  return `Schritt ${index + 1} von ${steps.length + 1}: ${title}`;
}
export const FINISH_ROUTE = '/checkout/finish';
export const OVERVIEW_STEP = 'ORDER_OVERVIEW';
export const CONSENTS_STEP = 'CONSENTS';
/** Spec §9: init order retry limit. */
export const INIT_ORDER_RETRY_LIMIT = 3;
/** Spec §9: validation debounce. */
export const VALIDATION_DEBOUNCE_MS = 5;

export const lineOf = (tariff: Pick<Tariff, 'bandwidth'>): OrderLine =>
  isLandlineTariff(tariff) ? 'landline' : 'mobile';
export const kindOf = (isChangingProvider: boolean): OrderKind =>
  isChangingProvider ? 'provider-change' : 'new-contract';

/** API.md "Order": an order's status, and a step's form schema, below the API's base. */
export const orderStatusPath = (line: OrderLine, orderId: string) => `/${line}/order/${orderId}`;
export const formSchemaPath = (line: OrderLine, orderId: string, step: string) =>
  `${orderStatusPath(line, orderId)}/form-schemas/${step}`;

/** The step shown at a path, or undefined for overview, finish and anything else. */
export const stepAt = (pathname: string) => Object.keys(STEP_ROUTES).find((step) => STEP_ROUTES[step] === pathname);

/**
 * The checkout guard: a shopper who skips ahead lands on the first step not saved yet. Answers
 * the path to go to instead, or null when the requested page may be shown.
 */
export function guardRedirect(pathname: string, steps: string[], completed: string[]): string | null {
  const firstOpen = steps.find((step) => !completed.includes(step));
  const requested = stepAt(pathname);
  if (requested !== undefined) {
    const index = steps.indexOf(requested);
    if (index === -1) return firstOpen ? (STEP_ROUTES[firstOpen] as string) : OVERVIEW_ROUTE;
    const open = steps.slice(0, index).find((step) => !completed.includes(step));
    return open ? (STEP_ROUTES[open] as string) : null;
  }
  if (pathname === OVERVIEW_ROUTE && firstOpen) return STEP_ROUTES[firstOpen] as string;
  return null;
}

/** The page after a saved step: the next step, or the overview after the last one. */
export function routeAfter(step: string, steps: string[]): string {
  const next = steps[steps.indexOf(step) + 1];
  return next ? (STEP_ROUTES[next] as string) : OVERVIEW_ROUTE;
}

export type InitFailure =
  | { kind: 'redirect-last-shop-route' }
  | { kind: 'availability-step'; warning: string }
  | { kind: 'error'; message: string };

export const AVAILABILITY_STEP_ROUTE = '/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck';

/** Spec §8 "Init order", by error type. */
export function initOrderFailure(error: ApiError): InitFailure {
  switch (error.type) {
    case 'AmbigiousCartEntryException':
      return { kind: 'redirect-last-shop-route' };
    case 'TariffNotAvailableException':
      return { kind: 'availability-step', warning: 'Der ausgewählte Tarif ist an der Adresse nicht verfügbar.' };
    case 'InternalServerErrorException':
      return { kind: 'error', message: 'Ihre Anfrage konnte nicht verarbeitet werden' };
    case 'MalformedRequestException':
      return { kind: 'error', message: 'Ihr Warenkorb enthält ungültige Werte' };
    default:
      return { kind: 'error', message: 'Ihre Bestellung konnte nicht initialisiert werden' };
  }
}

/** Spec §8 "Contract summary", by error type. */
export function contractSummaryErrorText(error: ApiError): string {
  if (error.type === 'IncompleteOrderDataException')
    return 'Die Bestellung ist nicht vollständig, bitte fangen Sie von vorne an.';
  if (error.type === 'InternalServerErrorException') return 'Ihre Anfrage konnte nicht verarbeitet werden';
  return 'Ihre Vertragszusammenfassung konnte nicht abgerufen werden';
}

export const SAVE_FAILED = 'Ihre Bestellung konnte nicht gespeichert werden';
export const OVERVIEW_SAVE_FAILED = 'Ihre Bestellung konnte nicht abgeschickt werden';
export const SUBMIT_FAILED = 'Ihre Bestellung konnte nicht verarbeitet werden';
export const CART_NOT_PROCESSED = {
  title: 'Ihr Warenkorb konnte nicht verarbeitet werden',
  message: 'Sie wurden deshalb weitergeleitet',
};
export const NO_AVAILABILITY = 'Es konnte keine Verfügbarkeit gefunden werden';

/** UX: an IBAN is shown masked except its last four characters. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const masked = compact.slice(0, -4).replace(/./g, '•') + compact.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The outbox's answer to an order write refused with 401 once a new session exists: the temp order
 * belongs to the old session, so the write is not sent again; the checkout starts a new order.
 */
export const ORDER_SESSION_LOST = {
  status: 401,
  type: 'OrderSessionLost',
  message: 'Ihre Sitzung wurde erneuert. Ihre Eingaben werden in eine neue Bestellung übernommen.',
};
