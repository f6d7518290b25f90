import type { DeclarationConfirmation } from '../../src/domain/declarations';
import { expect } from '@jest/globals';
import type { ErrorAnswer } from '../support/answers';
import { DATABASE_TARGETS } from '../support/databases';
import { pdfText } from '../support/pdf-text';
import { startTestApp, type TestApp } from '../support/test-app';
import { DECLARATIONS_PER_MINUTE } from '../../server/routes/declarations';
import { deleteExpiredData } from '../../server/db/retention';
import { CANCELLATION, WITHDRAWAL } from '../support/declaration-fixtures';

// 01:30 UTC on the day summer time starts (29 March 2026) is 03:30 in Berlin, not 02:30.
const RECEIVED_AT = Date.UTC(2026, 2, 29, 1, 30, 5);

describe.each(DATABASE_TARGETS)('declarations on $name', (target) => {
  let shop: TestApp;

  beforeEach(async () => {
    shop = await startTestApp(target);
    shop.clock.now = RECEIVED_AT;
  });
  afterEach(() => shop.close());

  const post = (path: string, payload: unknown) =>
    shop.app.inject({ method: 'POST', url: `/api/${path}`, payload: payload as Record<string, unknown> });

  it.each([
    ['cancellations', CANCELLATION, 'Kündigungsbestätigung', 'Ordentliche Kündigung'],
    ['withdrawals', WITHDRAWAL, 'Widerrufsbestätigung', WITHDRAWAL.order_number],
  ])(
    'stores a declaration at /%s with its receipt time and confirms it as JSON, HTML and PDF',
    async (path, body, title, detail) => {
      const created = await post(path, body);
      expect(created.statusCode).toBe(201);
      const confirmation = created.json<DeclarationConfirmation>();
      expect(confirmation.received_at).toBe(new Date(RECEIVED_AT).toISOString());
      expect(confirmation.declaration).toMatchObject(body);

      const stored = await shop.db.query<{ received_at: Date }>('SELECT received_at FROM declarations WHERE id = $1', [
        confirmation.id,
      ]);
      expect(stored.rows[0].received_at.getTime()).toBe(RECEIVED_AT);

      const { receipt, ...stated } = confirmation;
      expect(receipt).toMatch(/^[0-9a-f-]{36}$/);
      const json = await shop.app.inject({ method: 'GET', url: `/api/${path}/${confirmation.id}/${receipt}` });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual(stated);

      const html = await shop.app.inject({
        method: 'GET',
        url: `/api/${path}/${confirmation.id}/${receipt}/confirmation.html`,
      });
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.body).toContain(title);
      expect(html.body).toContain(detail);
      // Receipt time in German time (CEST from 29 March 2026, 03:00).
      expect(html.body).toContain('29.03.2026 um 03:30:05 Uhr');

      const pdf = await shop.app.inject({
        method: 'GET',
        url: `/api/${path}/${confirmation.id}/${receipt}/confirmation.pdf`,
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdfWords = pdfText(pdf.rawPayload);
      expect(pdfWords).toContain(title);
      expect(pdfWords).toContain('29.03.2026 um 03:30:05 Uhr');
    },
  );

  it('does not hand out a confirmation under the other kind, an unknown id, or by id alone', async () => {
    const { id, receipt } = (await post('withdrawals', WITHDRAWAL)).json<DeclarationConfirmation>();
    expect((await shop.app.inject({ method: 'GET', url: `/api/cancellations/${id}/${receipt}` })).statusCode).toBe(404);
    const unknown = await shop.app.inject({
      method: 'GET',
      url: `/api/withdrawals/00000000-0000-4000-8000-000000000000/${receipt}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorAnswer>().type).toBe('NotFoundException');
    const other = (await post('withdrawals', WITHDRAWAL)).json<DeclarationConfirmation>();
    for (const url of [
      `/api/withdrawals/${id}`,
      `/api/withdrawals/${id}/confirmation.pdf`,
      `/api/withdrawals/${id}/${other.receipt}`,
      `/api/withdrawals/${id}/${other.receipt}/confirmation.html`,
    ]) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(
      (await shop.app.inject({ method: 'GET', url: `/api/withdrawals/${id}/${receipt}/confirmation.html` })).statusCode,
    ).toBe(200);
  });

  it('keeps a declaration six full calendar years after the year of receipt, then the clean-up deletes it', async () => {
    const { id, receipt } = (await post('cancellations', CANCELLATION)).json<DeclarationConfirmation>();
    const read = () => shop.app.inject({ method: 'GET', url: `/api/cancellations/${id}/${receipt}` });
    const receivedYear = new Date(RECEIVED_AT).getUTCFullYear();
    const lastDay = Date.UTC(receivedYear + 6, 11, 31, 23, 59, 59);
    expect((await deleteExpiredData(shop.db, lastDay, { tempOrderDays: 30 })).declarations).toBe(0);
    expect((await read()).statusCode).toBe(200);
    expect(
      (await deleteExpiredData(shop.db, Date.UTC(receivedYear + 7, 0, 1), { tempOrderDays: 30 })).declarations,
    ).toBe(1);
    expect((await read()).statusCode).toBe(404);
  });

  it('answers missing and wrong fields of a cancellation with German field errors', async () => {
    const response = await post('cancellations', {
      cancellation_type: 'extraordinary',
      name: ' ',
      email: 'erika@',
      order_number: 'x',
      end_date_choice: 'date',
      end_date: '2026-03-28',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      request_id: response.headers['x-request-id'],
      type: 'ValidationException',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fields: {
        reason: 'Bitte nennen Sie den Grund für die außerordentliche Kündigung.',
        name: 'Dieses Feld ist erforderlich',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        order_number: expect.stringMatching(/^Bitte geben Sie eine gültige Auftragsnummer ein/),
        address: 'Bitte geben Sie Ihre Anschrift oder Ihre Kundennummer an.',
        end_date: 'Das Vertragsende darf nicht in der Vergangenheit liegen.',
      },
    });
    expect((await shop.db.query('SELECT id FROM declarations')).rows).toHaveLength(0);
  });

  it('accepts a customer number instead of an address and a chosen end date', async () => {
    const { address: _address, ...withoutAddress } = CANCELLATION;
    const response = await post('cancellations', {
      ...withoutAddress,
      customer_number: '4711081500',
      end_date_choice: 'date',
      end_date: '2026-06-30',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<DeclarationConfirmation>().declaration).toMatchObject({
      customer_number: '4711081500',
      end_date: '2026-06-30',
    });
  });

  it('answers an empty withdrawal with a German error per field', async () => {
    const response = await post('withdrawals', {});
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().fields).toEqual({
      name: 'Dieses Feld ist erforderlich',
      email: 'Dieses Feld ist erforderlich',
      order_number: 'Dieses Feld ist erforderlich',
    });
  });

  it.each([
    ['cancellations', CANCELLATION],
    ['withdrawals', WITHDRAWAL],
  ])('refuses more %s per minute than the limit with 429', async (path, body) => {
    for (let i = 0; i < DECLARATIONS_PER_MINUTE; i += 1) {
      expect((await post(path, body)).statusCode).toBe(201);
    }
    const refused = await post(path, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorAnswer>().type).toBe('TooManyRequestsException');
  });
});
