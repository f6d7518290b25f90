import type { Address } from '../../src/domain/address';
import type { LandlineSpeeds, Sublevel } from '../../src/domain/catalogue-types';
import type { OrderCartLine } from '../../src/domain/order-status';
import type { PromotionTerms } from '../../src/domain/promotions';

import type { OrderKind, OrderLine } from '../../src/domain/order-flow';

/** The order's stored kinds and cart, beside the table that keeps them (server/db sits below server/orders). */
export type { OrderKind, OrderLine };

/** One priced entry of the order's cart, frozen at initiate-order so later catalogue edits do not change it. */
export type CartLine = OrderCartLine;

export interface ResolvedCart {
  tariff: CartLine & {
    sublevel: Sublevel;
    min_term_months: number;
    data_volume?: string;
    bandwidth?: LandlineSpeeds;
    age_limits?: { min: number; max: number };
  };
  /** variant: colour and storage, e.g. 'Graphit, 128 GB'. */
  handset: (CartLine & { bundle_id: string; variant?: string }) | null;
  options: (CartLine & { requires_german_residence?: boolean })[];
  hardware: CartLine[];
  promotions: (CartLine & { terms?: PromotionTerms })[];
  /** Landline: the checked address the line is ordered for, as the address book spells it. */
  connection_address?: Address;
}
