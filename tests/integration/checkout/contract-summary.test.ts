import type { ErrorAnswer, ContractSummaryAnswer } from '../../support/answers';
import { DATABASE_TARGETS } from '../../support/databases';
import { pdfText } from '../../support/pdf-text';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { auth, completeMobileOrder, mobileOrder } from './helpers';

describe.each(DATABASE_TARGETS)('contract summary on $name', (target) => {
  let t: OrderTestApp;
  beforeAll(async () => {
    t = await startOrderTestApp(target);
  });
  afterAll(() => t.close());

  it('answers JSON with the sections of the EU template in order', async () => {
    const { token, orderId } = await completeMobileOrder(t.app);
    const response = await t.app.inject({ url: `/api/mobile/order/${orderId}/contract-summary`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const summary = response.json<ContractSummaryAnswer>();
    expect(summary.title).toBe('Vertragszusammenfassung');
    // The order and headings of the annex of Implementing Regulation (EU) 2019/2243 (German version).
    expect(summary.sections.map((s: { title: string }) => s.title)).toEqual([
      'Dienste und Geräte',
      'Geschwindigkeiten des Internetzugangsdienstes und Abhilfen bei Problemen',
      'Preis',
      'Laufzeit, Verlängerung und Kündigung',
      'Funktionsmerkmale für Endnutzer mit Behinderungen',
      'Sonstige relevante Informationen',
    ]);
    expect(summary.sections[0].lines).toEqual([
      'Tarif: Mobil tariff-mobil-m, Datenvolumen 50 GB',
      'Gerät: Phone 15, Schwarz, 128 GB',
    ]);
    expect(summary.sections[2].lines).toEqual([
      'Mobil tariff-mobil-m: 39,95 € mtl., Bereitstellungspreis: 39,95 €',
      'Phone 15, Schwarz, 128 GB: Gerätepreis: 99,00 €',
      'Monatlicher Gesamtpreis: 39,95 € mtl.',
      'Einmalige Kosten: Bereitstellungspreis 39,95 €, Gerätepreis 99,00 €',
      'Gesamtpreis über 24 Monate: 1.097,75 €',
      'Mindestvertragslaufzeit: 24 Monate',
    ]);
    expect(summary.sections[3].lines[0]).toBe('Mindestvertragslaufzeit 24 Monate ab Bereitstellung.');
    expect(summary.sections[5].lines[0]).toBe('Vertragspartner: Frau Dr. Erika Mustermann');
  });

  it('answers a one-page PDF for Accept: application/pdf', async () => {
    const { token, orderId } = await completeMobileOrder(t.app);
    const response = await t.app.inject({
      url: `/api/mobile/order/${orderId}/contract-summary`,
      headers: auth(token, { accept: 'application/pdf' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // The headings of the EU template, in its order.
    const text = pdfText(pdf);
    const headings = [
      'Dienste und Geräte',
      'Geschwindigkeiten des Internetzugangsdienstes',
      'Preis',
      'Laufzeit, Verlängerung und Kündigung',
      'Funktionsmerkmale für Endnutzer',
      'Sonstige relevante Informationen',
    ];
    const positions = headings.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('answers IncompleteOrderDataException while steps are missing', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const response = await t.app.inject({ url: `/api/mobile/order/${orderId}/contract-summary`, headers: auth(token) });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorAnswer>().type).toBe('IncompleteOrderDataException');
  });
});
