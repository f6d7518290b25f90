import { useAppSelector } from '../../state/store-types';
import { selectAvailabilityResult } from '../../state/availability';
import { categoriesWithTariffs, landlineGate, type LandlineGate } from '../../domain/landline-gate';

/** For each landline tariff, whether the last check lets it into the cart, and if not why. */
export function useLandlineGate(): (concreteProductId: string) => LandlineGate {
  const result = useAppSelector(selectAvailabilityResult);
  return (id) => landlineGate(result, id);
}

/** Where the tariffs bookable at the checked address are listed: this list if it has some, else another. */
export function useAvailableTariffsPath(category: string): string | undefined {
  const result = useAppSelector(selectAvailabilityResult);
  const categories: string[] = categoriesWithTariffs(result);
  const target = categories.includes(category) ? category : categories[0];
  return target ? `/zuhause/tarife/${target}` : undefined;
}
