import type { Address } from './address';
import type { OrderLine } from './order-flow';
import type { OrderStatus } from './order-status';

/** What the shopper is told when the overview sends the order (the form is emptied afterwards). */
export interface ReceiptContact {
  /** Where the confirmation goes. */
  email: string;
  /** A prepaid card is activated only after the video ident the shopper agreed to. */
  videoIdent: boolean;
}

/** The confirmation page's content: kept with the order number, so Back and a reload still show it. */
export interface OrderReceipt extends ReceiptContact {
  orderId: string;
  line: OrderLine | null;
  prices: OrderStatus['prices'] | null;
  /** The service and termination rows of the order box, as confirmed. */
  contract?: OrderStatus['contract'];
  /** Landline: the checked address the line was ordered for. */
  connectionAddress: Address | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads the contact from the entered form values per step (customer.email, identification.id_check_accepted). */
export function receiptContactOf(values: Record<string, Record<string, unknown>>): ReceiptContact {
  const customer = values.PERSONAL_DATA?.customer;
  const identification = values.IDENTIFICATION?.identification;
  return {
    email: isRecord(customer) && typeof customer.email === 'string' ? customer.email.trim() : '',
    videoIdent: isRecord(identification) && identification.id_check_accepted === true,
  };
}
