import type { FormSchema } from '../../src/domain/form-schema';
import { consentsSchema } from './consents';
import type { FormContext } from './context';
import { identificationSchema } from './identification';
import { paymentSchema } from './payment';
import { personalDataSchema } from './personal-data';

export const FORM_STEPS = ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION', 'CONSENTS'] as const;
export type FormStepId = (typeof FORM_STEPS)[number];

export const isFormStep = (step: string): step is FormStepId => (FORM_STEPS as readonly string[]).includes(step);

export function formSchemaFor(step: FormStepId, context: FormContext): FormSchema {
  switch (step) {
    case 'PERSONAL_DATA':
      return personalDataSchema(context);
    case 'PAYMENT':
      return paymentSchema();
    case 'IDENTIFICATION':
      return identificationSchema(context);
    case 'CONSENTS':
      return consentsSchema(context);
  }
}
