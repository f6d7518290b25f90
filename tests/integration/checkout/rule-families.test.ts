import { formSchemaFor, FORM_STEPS } from '../../../server/forms/schemas';
import { AVAILABILITY_CHECK_SCHEMA } from '../../../server/forms/availability-check';
import type { FormContext } from '../../../server/forms/context';
import type { FormSchema } from '../../../src/domain/form-schema';
import { mapFields } from '../../../src/domain/validation/schema-mapping';

/** Every order the shop can open: both lines and kinds, prepaid and Young, with and without a streaming option. */
const CONTEXTS: FormContext[] = (['mobile', 'landline'] as const).flatMap((line) =>
  (['new-contract', 'provider-change'] as const).flatMap((kind) =>
    [[], ['Streaming-Option M']].flatMap((streamingOptions) => [
      { line, kind, today: new Date('2026-01-15T12:00:00Z'), prepaid: false, streamingOptions },
      { line, kind, today: new Date('2026-01-15T12:00:00Z'), prepaid: true, streamingOptions },
      {
        line,
        kind,
        today: new Date('2026-01-15T12:00:00Z'),
        prepaid: false,
        ageLimits: { min: 18, max: 27 },
        streamingOptions,
      },
    ]),
  ),
);

const rulesOf = (schema: FormSchema) =>
  mapFields(
    schema.definitionSchema.steps.flatMap((step) => step.elements),
    schema.validationSchema,
  ).flatMap((field) => field.rules.map((rule) => rule.name));

describe('the forms the server serves (spec §5 "Schema mapping")', () => {
  it('use every rule family the schema mapping can produce somewhere real', () => {
    const served = [
      AVAILABILITY_CHECK_SCHEMA,
      ...CONTEXTS.flatMap((context) => FORM_STEPS.map((step) => formSchemaFor(step, context))),
    ];
    const used = new Set(served.flatMap(rulesOf));
    expect([...used].sort()).toEqual(
      [
        'dateMaximum',
        'dateMinimum',
        'email',
        'iban',
        'max',
        'maxItems',
        'min',
        'minItems',
        'numeric',
        'one_of',
        'payback',
        'regex',
        'required',
      ].sort(),
    );
  });
});
