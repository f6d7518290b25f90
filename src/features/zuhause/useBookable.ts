import { useSelector } from 'react-redux';
import type { RootState } from '../../app/root-reducer';
import { isAvailable } from '../../domain/availability';

/** For a checked address with products: whether a tariff is bookable there; otherwise undefined. */
export function useBookable(): (concreteProductId: string) => boolean | undefined {
  const result = useSelector((state: RootState) => state.availability.result);
  if (!result || !isAvailable(result)) return () => undefined;
  const products = new Set(result.products);
  return (id) => products.has(id);
}
