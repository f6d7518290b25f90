/** Where a shopper pressed 'Problem melden': the error page, a failed order, the footer. */
export const DIAGNOSTIC_CONTEXTS = ['error-page', 'order-failed', 'footer'] as const;
export type DiagnosticContext = (typeof DIAGNOSTIC_CONTEXTS)[number];

/** The outbox entry's kind of a report. */
export const DIAGNOSTIC_REPORT_KIND = 'diagnostic-report';
