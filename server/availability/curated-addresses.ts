import type { AddressBookEntry } from '../db/address-book';

/** UX.md "Addresses that the seeded address book must answer". */
export const CURATED_ADDRESSES: AddressBookEntry[] = [
  {
    street: 'Lindenallee',
    house_no: '12',
    zipcode: '53113',
    city: 'Bonn',
    technology: 'FTTH',
    download_kbps: 1_000_000,
    upload_kbps: 500_000,
  },
  {
    street: 'Kirchweg',
    house_no: '7',
    zipcode: '10115',
    city: 'Berlin',
    technology: 'VDSL',
    download_kbps: 250_000,
    upload_kbps: 40_000,
  },
  {
    street: 'Am Markt',
    house_no: '3',
    zipcode: '04109',
    city: 'Leipzig',
    technology: 'ADSL',
    download_kbps: 16_000,
    upload_kbps: 2_400,
  },
  // One door, two districts: the check answers with a district correction.
  {
    street: 'Hauptstraße',
    house_no: '1',
    zipcode: '53604',
    city: 'Bad Honnef',
    district: 'Aegidienberg',
    technology: 'VDSL',
    download_kbps: 100_000,
    upload_kbps: 40_000,
  },
  {
    street: 'Hauptstraße',
    house_no: '1',
    zipcode: '53604',
    city: 'Bad Honnef',
    district: 'Rhöndorf',
    technology: 'FTTH',
    download_kbps: 600_000,
    upload_kbps: 300_000,
  },
];
