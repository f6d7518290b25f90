/**
 * The provider behind "Mobilfunk Angebote" (invented, plausible data). One source for the
 * Impressum, the legal texts and the confirmations the server issues.
 */
export const COMPANY = {
  name: 'Mobilfunk Angebote GmbH',
  shopName: 'Mobilfunk Angebote',
  street: 'Rheinwerkallee 18',
  zipcode: '53227',
  city: 'Bonn',
  country: 'Deutschland',
  phone: '0228 555 010 00',
  phoneHref: '+4922855501000',
  email: 'service@mobilfunk-angebote.example',
  privacyEmail: 'datenschutz@mobilfunk-angebote.example',
  accessibilityEmail: 'barrierefreiheit@mobilfunk-angebote.example',
  managingDirectors: ['Dr. Katrin Albers', 'Jonas Feldmann'],
  register: 'Amtsgericht Bonn, HRB 24817',
  vatId: 'DE 318 472 905',
  dataProtectionOfficer: 'Dr. Heike Sommer, Datenschutzbeauftragte, Anschrift wie oben',
} as const;

export const COMPANY_ADDRESS_LINE = `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zipcode} ${COMPANY.city}`;
