import { Type } from '@sinclair/typebox';
import { Address as AddressSchema } from './orders';
import { StringEnum } from './string-enum';

const Bandwidth = Type.Object({
  technology: StringEnum(['FTTH', 'VDSL', 'ADSL'] as const),
  download_kbps: Type.Integer(),
  upload_kbps: Type.Integer(),
});

/** The answer of check-availability (API.md "Availability"): what can be booked at the address. */
export const Availability = Type.Object(
  {
    availability: Type.Object({
      address: AddressSchema,
      max_bandwidth: Type.Array(Bandwidth),
      products: Type.Array(Type.String(), {
        description: 'The concrete_product_ids of the landline tariffs bookable there.',
      }),
      corrections: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), {
          description: 'Close to known addresses: the offered values per field.',
        }),
      ),
    }),
  },
  {
    examples: [
      {
        availability: {
          address: { street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' },
          max_bandwidth: [{ technology: 'FTTH', download_kbps: 1000000, upload_kbps: 200000 }],
          products: ['GF-1000'],
        },
      },
    ],
  },
);
