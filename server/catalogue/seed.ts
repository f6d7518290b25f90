import type { CatalogueSeed } from './store';
import { DEVICES, MOBILE_ITEMS, MOBILE_TARIFFS, PROMOTIONS, STAGES, TARIFF_GROUPS } from './mobile-seed';
import { LANDLINE_ITEMS, LANDLINE_TARIFFS } from './landline-seed';
import { FOOTNOTES } from '../../src/content/footnotes/all';

export const CATEGORY_TITLES: Record<string, string> = {
  mobilfunk: 'Mobilfunktarife',
  young: 'Young-Tarife',
  prepaid: 'Prepaid-Tarife',
  daten: 'Datentarife',
  smartphones: 'Smartphones',
  tablets: 'Tablets',
  'magentazuhause-tarife': 'MagentaZuhause-Tarife',
  'glasfaser-tarife': 'Glasfaser-Tarife',
};

export const CATALOGUE_SEED: CatalogueSeed = {
  tariffs: [...MOBILE_TARIFFS, ...LANDLINE_TARIFFS],
  devices: DEVICES,
  tariffGroups: TARIFF_GROUPS,
  items: [...MOBILE_ITEMS, ...LANDLINE_ITEMS],
  promotions: PROMOTIONS,
  footnotes: FOOTNOTES,
  stages: STAGES,
  categoryTitles: CATEGORY_TITLES,
};
