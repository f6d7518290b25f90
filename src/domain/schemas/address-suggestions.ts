import { Type } from '@sinclair/typebox';

/** The address book's suggestions for the field being typed (API.md "Address suggestions"). */
export const Suggestions = Type.Union([
  Type.Object({
    field: Type.Literal('zipcode'),
    places: Type.Array(Type.Object({ zipcode: Type.String(), city: Type.String(), district: Type.String() })),
  }),
  Type.Object({ field: Type.Literal('street'), streets: Type.Array(Type.Object({ street: Type.String() })) }),
  Type.Object({
    field: Type.Literal('house_no'),
    houses: Type.Array(Type.Object({ house_no: Type.String(), house_no_suffix: Type.String() })),
  }),
]);
