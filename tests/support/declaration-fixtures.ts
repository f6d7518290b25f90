import type { CancellationInput } from '../../src/domain/declarations';
/** A complete, valid cancellation and withdrawal as a customer would file them. */
export const CANCELLATION = {
  cancellation_type: 'ordinary',
  name: 'Erika Mustermann',
  address: 'Heidestraße 17, 51147 Köln',
  email: 'erika@example.de',
  order_number: 'MA-2025-104711',
  end_date_choice: 'earliest',
} satisfies CancellationInput;

export const WITHDRAWAL = { name: 'Max Mustermann', email: 'max@example.de', order_number: 'MA-2025-200042' };
