/** The unterwegs section: mobile tariffs, devices and bundles, promotions, their footnotes, the stages. */
export { MOBILE_TARIFFS } from './mobile/mobile-tariffs';
export { DEVICES } from './mobile/devices';
export { TARIFF_GROUPS } from './mobile/bundles';
export { MOBILE_ITEMS } from './mobile/options';
export { PROMOTIONS } from './mobile/promotions';

export { STAGES } from './mobile/stages';
