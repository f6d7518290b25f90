import { expect } from '@jest/globals';
import { formSchemaFor } from '../../../server/forms/schemas';
import type { FormContext } from '../../../server/forms/context';
import { fieldPath } from '../../../src/domain/form-schema';
import { NEW_CUSTOMER_PATH } from '../../../src/content/new-customer';
import { NEW_CUSTOMER_MONTHS } from '../../../src/domain/offer-figures';

const contexts: FormContext[] = (['mobile', 'landline'] as const).flatMap((line) =>
  (['new-contract', 'provider-change'] as const).flatMap((kind) =>
    [false, true].map((prepaid) => ({
      line,
      kind,
      prepaid,
      today: new Date(Date.UTC(2026, 5, 1)),
      streamingOptions: [],
    })),
  ),
);

const consentPaths = (context: FormContext) =>
  formSchemaFor('CONSENTS', context).definitionSchema.steps.flatMap((step) => step.elements.map(fieldPath));

describe('the broadband new-customer question (spec §5)', () => {
  it.each(contexts)(
    'is in the consents of a $line cart ($kind, prepaid $prepaid) only when it is a landline cart',
    (context) => {
      expect(consentPaths(context).includes(NEW_CUSTOMER_PATH)).toBe(context.line === 'landline');
    },
  );

  it('asks about the months of the figures table and offers both answers', () => {
    const schema = formSchemaFor(
      'CONSENTS',
      contexts.find((context) => context.line === 'landline')!,
    );
    const field = schema.definitionSchema.steps[0]?.elements.find(
      (element) => fieldPath(element) === NEW_CUSTOMER_PATH,
    );
    expect(field).toMatchObject({
      component: 'radio',
      label: expect.stringContaining(`${NEW_CUSTOMER_MONTHS} Monaten`),
    });
    expect(field && 'options' in field ? field.options?.map((option) => option.value) : []).toEqual(['NO', 'YES']);
  });
});
