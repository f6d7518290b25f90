import { Type } from '@sinclair/typebox';
import { StringEnum } from './string-enum';

/** A filed cancellation or withdrawal as the server confirms it (API.md "Declarations"). */
export const Confirmation = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The confirmation number.' }),
  kind: StringEnum(['cancellation', 'withdrawal'] as const),
  received_at: Type.String({ description: 'ISO timestamp of receipt on the server.' }),
  declaration: Type.Record(Type.String(), Type.Unknown(), { description: 'The declaration as filed, normalised.' }),
  receipt: Type.Optional(
    Type.String({
      format: 'uuid',
      description:
        'The receipt secret (only in the answer to the filing): with the id it reads the confirmation again.',
    }),
  ),
});
