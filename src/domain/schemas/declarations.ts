import { Type } from '@sinclair/typebox';
import { StringEnum } from './string-enum';

const Text = Type.String();

/** What the customer declared, as stored: a withdrawal names the customer and the order only. */
const FiledDeclaration = Type.Object(
  {
    cancellation_type: Type.Optional(StringEnum(['ordinary', 'extraordinary'] as const)),
    reason: Type.Optional(Text),
    name: Text,
    address: Type.Optional(Text),
    customer_number: Type.Optional(Text),
    email: Text,
    order_number: Text,
    end_date_choice: Type.Optional(StringEnum(['earliest', 'date'] as const)),
    end_date: Type.Optional(Type.String({ description: 'ISO yyyy-mm-dd, when end_date_choice is date.' })),
  },
  { description: 'The declaration as filed, normalised.' },
);

/** A filed cancellation or withdrawal as the server confirms it (API.md "Declarations"). */
export const Confirmation = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The confirmation number.' }),
  kind: StringEnum(['cancellation', 'withdrawal'] as const),
  received_at: Type.String({ description: 'ISO timestamp of receipt on the server.' }),
  declaration: FiledDeclaration,
  receipt: Type.Optional(
    Type.String({
      format: 'uuid',
      description:
        'The receipt secret (only in the answer to the filing): with the id it reads the confirmation again.',
    }),
  ),
});
