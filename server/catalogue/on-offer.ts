import type { Bundles, Promotion, SmartphoneBundle, StageSlide, Tariff } from '../../src/domain/catalogue-types';
import { isWithin } from '../../src/domain/promotion-windows';
import type { CatalogueStore } from './store';

/** A promotion without a window runs always; one with a window only on its days, by the server's clock. */
export const onOfferAt = (promotion: Pick<Promotion, 'valid_from' | 'valid_until'>, now: number): boolean =>
  isWithin({ from: promotion.valid_from ?? '0000-01-01', until: promotion.valid_until ?? '9999-12-31' }, now);

/**
 * The catalogue as it stands on the server's day: tariffs offer only the promotions on offer and
 * have their regular price once their introductory price ended, a bundle whose offer ended has its regular price, a stage slide for an ended offer is gone. Every
 * read of the shop (lists, stages, cart rules, order validation) goes through this view.
 */
export function catalogueOnDay(store: CatalogueStore, clock: () => number): CatalogueStore {
  const running = (promotion: Promotion) => onOfferAt(promotion, clock());
  const offerRuns = (id: string) => {
    const promotion = store.promotion(id);
    return promotion !== undefined && running(promotion);
  };
  // Outside its window an introductory or Young price is neither shown nor charged: the regular one is.
  const priced = (t: Tariff): Tariff =>
    !t.price_window || onOfferAt(t.price_window, clock()) ? t : { ...t, conditions: t.price_window.regular_conditions };
  const tariff = (t: Tariff): Tariff => ({
    ...priced(t),
    possible_promotions: t.possible_promotions.filter(running),
    incentives: t.incentives.filter(running),
  });
  const bundle = ({ offer, ...rest }: SmartphoneBundle): SmartphoneBundle =>
    !offer
      ? rest
      : offerRuns(offer.promotion_id)
        ? { ...rest, offer }
        : { ...rest, conditions: offer.regular_conditions };
  const bundles = (b: Bundles): Bundles => ({
    tariff_groups: b.tariff_groups.map((group) => ({
      ...group,
      smartphone_bundles: group.smartphone_bundles.map(bundle),
    })),
  });
  const slides = (list: StageSlide[]) => list.filter((slide) => !slide.promotion_id || offerRuns(slide.promotion_id));
  const orUndefined = <T, R>(value: T | undefined, map: (v: T) => R) => (value === undefined ? undefined : map(value));
  return {
    ...store,
    get seed() {
      return {
        ...store.seed,
        tariffs: store.seed.tariffs.map(tariff),
        tariffGroups: bundles({ tariff_groups: store.seed.tariffGroups }).tariff_groups,
        stages: Object.fromEntries(Object.entries(store.seed.stages).map(([key, list]) => [key, slides(list)])),
      };
    },
    tariffsIn: (category) => store.tariffsIn(category)?.map(tariff),
    tariff: (id) => orUndefined(store.tariff(id), tariff),
    tariffBySlug: (category, slug) => orUndefined(store.tariffBySlug(category, slug), tariff),
    bundlesFor: (productId) => bundles(store.bundlesFor(productId)),
  };
}
