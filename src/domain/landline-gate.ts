import type { Address } from './address';
import { hasCorrections, type AvailabilityResult } from './availability';
import { technologiesFor } from './bookability';
import { LANDLINE_TARIFF_CATEGORIES, type LandlineTariffCategory } from './categories';

/**
 * A landline tariff goes into the cart only with a successful check at an address where
 * it is available; otherwise the shopper is told why and where to go on.
 */
export type LandlineGate =
  | { kind: 'bookable'; address: Address }
  /** No finished check yet (none, or a correction still to choose). */
  | { kind: 'unchecked' }
  /** Checked: nothing at all can be booked at this address. */
  | { kind: 'nowhere'; address: Address }
  /** Checked: other tariffs can be booked there, this one not. */
  | { kind: 'elsewhere'; address: Address };

export function landlineGate(result: AvailabilityResult | null | undefined, concreteProductId: string): LandlineGate {
  if (!result || hasCorrections(result)) return { kind: 'unchecked' };
  const { address, products } = result;
  if (products.length === 0) return { kind: 'nowhere', address };
  return products.includes(concreteProductId) ? { kind: 'bookable', address } : { kind: 'elsewhere', address };
}

/** What a card says instead of letting the tariff into the cart. */
export const GATE_REASONS: Record<Exclude<LandlineGate['kind'], 'bookable'>, string> = {
  unchecked: 'Bitte prüfen Sie zuerst die Verfügbarkeit an Ihrer Adresse.',
  nowhere: 'An Ihrer Adresse ist leider keiner unserer Festnetz- und Glasfasertarife verfügbar.',
  elsewhere: 'Dieser Tarif ist an Ihrer Adresse nicht verfügbar.',
};

export const AVAILABILITY_CHECK_PATH = (category: string) => `/zuhause/tarife/${category}?fixedStep=availabilityCheck`;

/**
 * The tariff lists that hold something bookable at the checked address: fibre needs a fibre line,
 * home tariffs run on any line (src/domain/bookability.ts).
 */
export function categoriesWithTariffs(result: AvailabilityResult | null | undefined): LandlineTariffCategory[] {
  if (!result || hasCorrections(result) || result.products.length === 0) return [];
  const technologies = result.max_bandwidth.map((line) => line.technology);
  return LANDLINE_TARIFF_CATEGORIES.filter((category) =>
    technologiesFor({ category }).some((t) => technologies.includes(t)),
  );
}
