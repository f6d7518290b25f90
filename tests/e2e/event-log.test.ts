import type { Page } from 'puppeteer-core';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { goto, hydrated, openPage, pageErrors, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import { openDatabase } from '../../server/db/client';
import {
  addToCartAndCheckOut,
  clickButton,
  fieldId,
  fill,
  identification,
  payment,
  personalData,
  SHOPPER,
  waitForPath,
} from './support/checkout-steps';
import {
  parseEventLog,
  EVENT_LOG_BOUNDS,
  EVENT_LOG_STORAGE_KEY,
  type EventLogDocument,
} from '../../src/domain/event-log';
import { MASK, personalFieldPaths } from '../../src/domain/mask-personal-data';
import type { FormSchema } from '../../src/domain/form-schema';

/** The form slice as redux-persist keeps it in sessionStorage: each key's value as a JSON string. */
type StoredForm = Record<'schemas' | 'values', string>;

const DEVICE = '/unterwegs/geraete/smartphones/aurelon-vista-15';

type Checkpoint = { action: number; state: Record<string, unknown> };

const checkpoint = async (page: Page): Promise<Checkpoint> => {
  const taken = await page.evaluate(() => window.__shopEventLog!.checkpoint());
  if (!taken) throw new Error('Das Ereignisprotokoll hat noch nicht begonnen.');
  return taken;
};

/** The value at a dotted path of nested values. */
const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );

/** Corrections as a shopper makes them: a word typed and taken back, key by key (each key is an action). */
async function typeAndTakeBack(page: Page, label: string, word: string, times: number) {
  const id = await fieldId(page, label);
  await page.click(`#${id}`, { count: 3 });
  await page.keyboard.press('Backspace');
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.type(word);
    for (let k = 0; k < word.length; k += 1) await page.keyboard.press('Backspace');
  }
}

/** Whether `text` occurs in `json` other than as part of a longer number. */
const standsAlone = (json: string, text: string) =>
  new RegExp(`(?<![0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`).test(json);

describe("time travel on a shopper's session (the event log)", () => {
  const browser = useBrowser();

  it('replays a mobile checkout with a reload and more actions than the ring holds to the live states, masked, with the cart', async () => {
    const page = await openPage(browser(), 375, 800);
    await goto(page, DEVICE);
    await hydrated(page);
    await addToCartAndCheckOut(page);
    await personalData(page);
    // More actions than the ring holds: the oldest are folded into the snapshot.
    await typeAndTakeBack(page, 'Nachname', 'Lüdenscheid', 25);
    await fill(page, 'Nachname', SHOPPER.lastName);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await fill(page, 'Kontoinhaber', SHOPPER.accountHolder);
    const beforeReload = await checkpoint(page);

    // A flaky connection's reload in the middle of the checkout: the log goes on, the state comes from sessionStorage.
    await page.reload({ waitUntil: 'networkidle0' });
    await hydrated(page);
    const afterReload = await checkpoint(page);
    await payment(page, '/checkout/identifikation');
    await identification(page);
    const identified = await checkpoint(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    await page.waitForSelector('#field-consents-terms');
    const end = await checkpoint(page);

    const json = await page.evaluate(() => window.__shopEventLog!.export());
    const log: EventLogDocument = parseEventLog(json);
    expect(log.dropped).toBeGreaterThan(0);
    expect(log.entries.length).toBeLessThanOrEqual(EVENT_LOG_BOUNDS.entries);
    expect(json.length).toBeLessThanOrEqual(EVENT_LOG_BOUNDS.bytes);
    expect(log.entries.map((entry) => entry.action.type)).toContain('eventLog/pageLoaded');
    // The tab keeps the same log: a full page load goes on with it.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), EVENT_LOG_STORAGE_KEY)).toBe(json);

    // What the server served and the shopper entered, read unmasked from the tab's own session.
    const form = await page.evaluate(
      () =>
        JSON.parse((JSON.parse(sessionStorage.getItem('form')!) as StoredForm).schemas) as Record<string, FormSchema>,
    );
    const values = await page.evaluate(
      () => JSON.parse((JSON.parse(sessionStorage.getItem('form')!) as StoredForm).values) as Record<string, unknown>,
    );
    const personal = Object.entries(form).flatMap(([step, schema]) =>
      personalFieldPaths(schema).map((path) => ({ step, path, value: valueAt(values[step], path) })),
    );
    const entered = personal.filter((field) => typeof field.value === 'string' && field.value !== '');
    expect(entered.map((field) => field.path)).toEqual(
      expect.arrayContaining([
        'customer.first_name',
        'customer.birth_date',
        'payment.iban',
        'identification.document_number',
      ]),
    );
    const served = JSON.stringify(form);
    for (const field of entered) {
      const text = String(field.value);
      // Short values (a house number) also occur in prices and dates: they must be masked where they stand (below).
      // The test shopper's IBAN is the form's own printed example ('z. B. DE89 …'): a descriptor, which stays readable.
      // Not inside a longer number: a postcode's digits may occur by chance in a timestamp of the log.
      if (text.length >= 4 && !served.includes(text))
        expect({ path: field.path, found: standsAlone(json, text) }).toEqual({ path: field.path, found: false });
    }
    for (const secret of ['Lüdenscheid', SHOPPER.email, SHOPPER.phone, SHOPPER.idNumber])
      expect(json).not.toContain(secret);

    // Replayed in a fresh browser context (its own storage): the same states, masked alike, at three actions and at the end.
    const fresh = await openPage(browser());
    await goto(fresh, '/');
    await hydrated(fresh);
    const freshCart = () => fresh.evaluate(() => sessionStorage.getItem('cart'));
    // redux-persist writes the fresh tab's own (empty) cart once it has started.
    await fresh.waitForFunction(() => sessionStorage.getItem('cart') !== null);
    const freshCartBefore = await freshCart();
    for (const taken of [beforeReload, afterReload, identified, end]) {
      const upTo = taken.action - log.dropped;
      expect(upTo).toBeGreaterThanOrEqual(0);
      const replayed = await fresh.evaluate(
        async (text, n) => (await window.__shopEventLog!.replay(text, { upTo: n })).getState(),
        json,
        upTo,
      );
      expect(replayed).toEqual(taken.state);
    }
    const final = end.state as {
      cart: { tariff: { product_name: string }; handset: { product_name: string } };
      form: { values: Record<string, unknown> };
    };
    expect(final.cart.handset.product_name).toMatch(/Aurelon/);
    expect(json).toContain(final.cart.handset.product_name);
    expect(json).toContain(final.cart.tariff.product_name);
    for (const field of entered) expect(valueAt(final.form.values[field.step], field.path)).toBe(MASK);
    // The replay left the fresh tab's own session alone: its stored cart is still its own empty one.
    expect(await freshCart()).toBe(freshCartBefore);
    expect(JSON.parse(freshCartBefore ?? '{"tariff":"null"}')).toMatchObject({ tariff: 'null' });
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(fresh)).toEqual([]);
  }, 240_000);
});

/** `npm run diagnostics -- <reference>` as a developer runs it, against the data folder the server uses. */
async function diagnostics(reference: string, dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'diagnostics', '--', reference], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
  return stdout;
}

const REFERENCE = /^PM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{2}$/;

describe("'Problem melden'", () => {
  const browser = useBrowser();
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('sends the masked log from the error page for a reference the developer replays to the cart; offline it waits and goes once', async () => {
    server = await startServer();
    const page = await openPage(browser(), 375, 800);
    await page.setBypassServiceWorker(true);
    const sent: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/diagnostics')
        sent.push(response.status());
    });
    await goto(page, DEVICE, server.baseUrl);
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    const cart = await page.evaluate(
      async () =>
        (
          (await window.__shopEventLog!.checkpoint())!.state as {
            cart: { handset: { product_name: string }; tariff: { product_name: string } };
          }
        ).cart,
    );

    await goto(page, '/diese-seite-gibt-es-nicht', server.baseUrl);
    await hydrated(page);
    await page.waitForSelector('.error-page');
    await page.click('.error-page button[aria-expanded]');
    // What is sent, and that nothing personal is, before anything goes.
    const explained = await (await page.waitForSelector('.problem-report'))!.evaluate((el) => el.textContent ?? '');
    expect(explained).toContain('Persönliche Daten werden nicht gesendet');
    expect(sent).toEqual([]);
    await clickButton(page, 'Bericht senden');
    const reference = await (await page.waitForSelector('.problem-report__reference'))!.evaluate(
      (el) => el.textContent ?? '',
    );
    expect(reference).toMatch(REFERENCE);
    expect(sent).toEqual([201]);

    // The developer: the report from the database the running server owns (through its socket), replayed.
    const printed = await diagnostics(reference, server.dataDir);
    expect(printed).toContain(reference);
    expect(printed).toContain(`Warenkorb: Tarif ${cart.tariff.product_name}, Gerät ${cart.handset.product_name}`);
    expect(printed).toMatch(/eventLog\/pageLoaded/);

    // Offline: the report waits in the outbox and goes once the connection is back.
    await clickButton(page, 'Schließen');
    await page.setOfflineMode(true);
    await page.click('.site-footer button[aria-expanded]');
    await clickButton(page, 'Bericht senden');
    await page.waitForFunction(() =>
      document.querySelector('.problem-report')?.textContent?.includes('sobald die Verbindung wieder besteht'),
    );
    expect(sent).toEqual([201]);
    await page.setOfflineMode(false);
    const second = await (await page.waitForSelector('.problem-report__reference'))!.evaluate(
      (el) => el.textContent ?? '',
    );
    expect(second).toMatch(REFERENCE);
    expect(second).not.toBe(reference);
    expect(sent).toEqual([201, 201]);
    expect(pageErrors(page)).toEqual([]);

    // Without a running server the command opens the data folder itself; the database holds both reports, once each.
    await server.stop({ keepData: true });
    expect(await diagnostics(second, server.dataDir)).toContain(second);
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const { rows } = await db.query<{ reference: string }>(
        'SELECT reference FROM diagnostic_reports ORDER BY received_at',
      );
      expect(rows.map((row) => row.reference)).toEqual([reference, second]);
    } finally {
      await db.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
