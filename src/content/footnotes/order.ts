/**
 * The footnote tags in the order of their numbers (a marker shows a tag's place in this list, so a
 * tag reads the same everywhere). Kept apart from the texts: the markers on the catalogue pages need
 * only the numbers, not the German texts, which only the popup and the server load.
 */
const MOBILE_FOOTNOTE_TAGS = [
  'SETUP_MOBILE',
  'TERM_24',
  'THROTTLE',
  'MOBIL_TARIFF',
  'YOUNG',
  'YOUNG_XL_ROAMING',
  'PREPAID_CARD',
  'PREPAID_PRICE',
  'PREPAID_CORPORATE',
  'PREPAID_BONUS',
  'DATA_TARIFF',
  'DEVICE_PRICE',
  'PHONE_DEAL',
  'CASHBACK',
  'TRADE_IN',
  'STREAMING_OPTION',
  'VIDEO_STREAMING',
  'ENERGY_LABEL',
] as const;

const LANDLINE_FOOTNOTE_TAGS = [
  'ZUHAUSE_PREIS',
  'GLASFASER_PREIS',
  'ZUHAUSE_TV',
  'ZUHAUSE_YOUNG',
  'ZUHAUSE_BEREITSTELLUNG',
  'BREITBAND_NEUKUNDE',
  'GLASFASER_HAUSANSCHLUSS',
  'ZUHAUSE_ROUTER',
  'ZUHAUSE_TV_HARDWARE',
  'ZUHAUSE_VERSAND',
  'ZUHAUSE_STREAMING',
  'ZUHAUSE_VIDEO_STREAMING',
  'ZUHAUSE_WLAN_COMFORT',
  'ROUTERFREIHEIT',
] as const;

export type MobileFootnoteTag = (typeof MOBILE_FOOTNOTE_TAGS)[number];
export type LandlineFootnoteTag = (typeof LANDLINE_FOOTNOTE_TAGS)[number];
export type FootnoteTag = MobileFootnoteTag | LandlineFootnoteTag;

export const FOOTNOTE_ORDER: readonly FootnoteTag[] = [...MOBILE_FOOTNOTE_TAGS, ...LANDLINE_FOOTNOTE_TAGS];
