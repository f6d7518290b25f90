import type { Page } from 'puppeteer-core';
import { goto } from './browser';

export interface TypedAddress {
  street: string;
  houseNo: string;
  zipcode: string;
  city: string;
}

export const BONN: TypedAddress = { street: 'Lindenallee', houseNo: '12', zipcode: '53113', city: 'Bonn' };
export const BERLIN_VDSL: TypedAddress = { street: 'Kirchweg', houseNo: '7', zipcode: '10115', city: 'Berlin' };
export const LEIPZIG_ADSL: TypedAddress = { street: 'Am Markt', houseNo: '3', zipcode: '04109', city: 'Leipzig' };

/** Types an address into the availability form (no suggestion picked) and sends it. */
export async function enterAddress(page: Page, { street, houseNo, zipcode, city }: TypedAddress) {
  await page.waitForSelector('#availability-street');
  await page.type('#availability-street', street);
  await page.type('#availability-house_no', houseNo);
  await page.type('#availability-zipcode', zipcode);
  await page.type('#availability-city', city);
  await page.click('button::-p-text(Verfügbarkeit prüfen)');
}

/** Opens a zuhause list at its availability step and checks an address there, up to the result. */
export async function checkAddress(page: Page, address: TypedAddress, category = 'magentazuhause-tarife') {
  await goto(page, `/zuhause/tarife/${category}?fixedStep=availabilityCheck`);
  await enterAddress(page, address);
  await page.waitForSelector('[data-testid="availability-address"]');
}
