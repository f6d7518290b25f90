import type { Address, AddressField } from './address';
import type { ApiError } from './api-error';
import type { MaxBandwidth } from './bookability';

/** API.md: the values offered per field when an address is close to known ones. */
export type Corrections = Partial<Record<AddressField, string[]>>;

/** Spec §3 "Availability result" as the check answers it. */
export interface AvailabilityResult {
  address: Address;
  max_bandwidth: MaxBandwidth[];
  /** concrete_product_ids of the landline tariffs bookable at the address. */
  products: string[];
  corrections?: Corrections;
}

/** Spec §4: success means the products list is non-empty. */
export const isAvailable = (result: AvailabilityResult | null | undefined): boolean =>
  !!result && !hasCorrections(result) && result.products.length > 0;

export const hasCorrections = (result: AvailabilityResult | null | undefined): boolean =>
  !!result?.corrections && Object.values(result.corrections).some((values) => values && values.length > 0);

/** Spec §8 "Check availability", by error type. */
export function availabilityErrorText(error: ApiError): string {
  switch (error.type) {
    case 'AddressNotFoundException':
      return 'Die Adresse konnte nicht überprüft werden';
    case 'BackendUnavailableException':
      return error.message || 'Die Verfügbarkeitsprüfung ist zur Zeit nicht verfügbar';
    default:
      return 'Es gab einen Fehler bei der Verfügbarkeitsprüfung';
  }
}
