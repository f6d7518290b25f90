/**
 * What the declarations saga needs of src/domain/declarations.ts, on its own: the saga loads with
 * the app, and importing the forms' validation with it would put that into every first load.
 */
export const FILING_FAILED = 'Ihre Erklärung konnte nicht übermittelt werden. Bitte versuchen Sie es erneut.';
