import { Type } from '@sinclair/typebox';

/** The answer of create-session and refresh-session (API.md "Session"). */
export const TokenAnswer = Type.Object(
  {
    token: Type.String({ description: 'Sent as Authorization: Bearer … on every product call.' }),
    expires_at: Type.Integer({ description: 'Epoch milliseconds, 24 h ahead.' }),
  },
  { examples: [{ token: 'a3f1c0e2-5b7d-4e8a-9c61-2f0d8b4e7a19', expires_at: 1767225600000 }] },
);
