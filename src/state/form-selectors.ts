import type { FormState } from './form';

/**
 * What the checkout's steps and their sagas read of the form. Apart from the slice (./form.ts),
 * whose reducer every page's first load carries: these come with the checkout's code, loaded on first use.
 */
type WithForm = { form: FormState };
export const selectForm = (state: WithForm) => state.form;
export const selectStepSchema = (step: string) => (state: WithForm) => state.form.schemas[step];
export const selectStepSaving = (step: string) => (state: WithForm) => state.form.savingStep === step;
export const selectStepServerErrors = (step: string) => (state: WithForm) => state.form.serverErrors[step];
export const selectStepSchemaFailed = (step: string) => (state: WithForm) => state.form.failedSchemas.includes(step);
