/** The icon set of public/icons/, shown in the gallery at /icons. */
export const ICON_NAMES = [
  'smartphone', 'tablet', 'sim', 'router', 'tv', 'wifi', 'cart', 'truck', 'shield', 'info', 'check', 'close',
  'arrow-right', 'phone', 'mail', 'home', 'signal', 'euro',
] as const;
