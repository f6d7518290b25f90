import type { InitiatedOrderAnswer, TokenAnswer } from '../../src/domain/api-answers';
import type { TariffList } from '../../src/domain/catalogue-resources';
import { buildApp } from '../../server/app';
import { capturedLogger } from '../support/captured-logger';
import { readConfig } from '../../server/config';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';
import { CANCELLATION } from '../support/declaration-fixtures';
import { VALID_PAYMENT, VALID_PERSONAL_DATA } from './checkout/helpers';
import { checkAnswersAgainstDocument } from '../support/contract';

const IBAN = VALID_PAYMENT.payment.iban.replaceAll(' ', '');
const BIRTH_DATE = VALID_PERSONAL_DATA.customer.birth_date;

describe.each(DATABASE_TARGETS)('server logs on $name', (target) => {
  it('hold no token, IBAN or birth date, even for requests that carry them', async () => {
    const db = await openTestDatabase(target);
    const capture = capturedLogger();
    const app = checkAnswersAgainstDocument(await buildApp({ db, config: readConfig(), logger: capture.logger }));
    try {
      const { token } = (await app.inject({ method: 'GET', url: '/api/auth/create-session' })).json<TokenAnswer>();
      const auth = { authorization: `Bearer ${token}`, cookie: `token=${token}` };
      const personal = { iban: IBAN, birth_date: BIRTH_DATE, account_holder: 'Erika Mustermann' };
      const tariff = (await app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<TariffList>().tariffs[0]
        .concrete_product_id;
      const cart = { tariff: { id: tariff }, options: [], promotions: [] };
      const initiated = await app.inject({
        method: 'POST',
        url: '/api/mobile/new-customer/new-contract/initiate-order',
        headers: auth,
        payload: { cart },
      });
      const order = `/api/mobile/order/${initiated.json<InitiatedOrderAnswer>().temp_order_id}`;
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `${order}/save/PERSONAL_DATA`,
            headers: auth,
            payload: VALID_PERSONAL_DATA,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: `${order}/save/PAYMENT`, headers: auth, payload: VALID_PAYMENT }))
          .statusCode,
      ).toBe(200);
      // A refused save echoes nothing of the input either.
      await app.inject({
        method: 'POST',
        url: `${order}/save/PAYMENT`,
        headers: auth,
        payload: { payment: { iban: `${IBAN}X` } },
      });
      await app.inject({
        method: 'POST',
        url: '/api/cancellations',
        headers: auth,
        payload: { ...CANCELLATION, ...personal },
      });
      await app.inject({ method: 'POST', url: '/api/cancellations', headers: auth, payload: { ...personal } });
      const filed = await app.inject({
        method: 'POST',
        url: '/api/cancellations',
        headers: auth,
        payload: CANCELLATION,
      });
      const { id: confirmationId, receipt } = filed.json<{ id: string; receipt: string }>();
      expect(
        (await app.inject({ url: `/api/cancellations/${confirmationId}/${receipt}/confirmation.pdf` })).statusCode,
      ).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/landline/new-customer/new-contract/check-availability',
        headers: auth,
        payload: { address: { street: IBAN, house_no: '1', zipcode: BIRTH_DATE, city: 'Köln' } },
      });
      await app.inject({
        method: 'POST',
        url: '/api/cancellations',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: `{"iban":"${IBAN}",`,
      });

      // Last, as it replaces the token.
      await app.inject({
        method: 'PUT',
        url: '/api/auth/refresh-session',
        headers: { ...auth, 'idempotency-key': token },
      });

      const logged = capture.text();
      // The requests were logged at all, so the absence below means something.
      expect(logged).toContain('/api/cancellations');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(IBAN);
      expect(logged).not.toContain(VALID_PAYMENT.payment.iban);
      expect(logged).not.toContain(BIRTH_DATE);
      // Id and receipt secret open the confirmation; neither may be readable from the logs.
      expect(logged).toContain('/api/cancellations/:id/:id/confirmation.pdf');
      expect(logged).not.toContain(confirmationId);
      expect(logged).not.toContain(receipt);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
