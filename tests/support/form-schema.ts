import type { FormElement, FormSchema } from '../../src/domain/form-schema';

/** A form schema of one step (API.md "Form schema shape"), with the validation schema given. */
export const oneStepSchema = (
  id: string,
  title: string,
  elements: FormElement[],
  validationSchema: FormSchema['validationSchema'] = { type: 'object', properties: {} },
): FormSchema => ({ definitionSchema: { steps: [{ id, title, elements }] }, validationSchema });
