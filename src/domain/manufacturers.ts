/** Spec §2: five manufacturer logos, our own neutral marks under /images/logos/. */
export const manufacturerSlug = (company: string) =>
  company
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const manufacturerLogo = (company: string) => `/images/logos/${manufacturerSlug(company)}.svg`;

/** The tariff a device list starts with when the shopper has not chosen one (UX: the most booked size). */
export const DEFAULT_DEVICE_TARIFF = 'TM-MOBIL-M';
