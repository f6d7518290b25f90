/** What decides the fields and bounds of an order's forms. */
export interface FormContext {
  line: 'mobile' | 'landline';
  kind: 'new-contract' | 'provider-change';
  today: Date;
  /** Young tariffs: the age bounds of spec §5 (18–27). */
  ageLimits?: { min: number; max: number };
  prepaid: boolean;
  /** Names of the streaming options in the cart: their service terms must be accepted (spec §5). */
  streamingOptions: string[];
}

/** Everyone else must be of age (spec §1: private end customers aged 18 or over). */
export const ADULT_AGE = { min: 18, max: 120 };
