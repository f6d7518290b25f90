import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../deps';
import { contractSummaryOf } from '../orders/contract-summary';
import { contractSummaryPdf } from '../orders/contract-summary-pdf';
import { incompleteOrder, missingSteps, sessionOrder } from '../orders/order-access';
import { contractSummaryRoute } from '../orders/route-schemas';
import { sessionIdOf } from '../plugins/session-auth';

/** The PDF only when asked for; JSON is the default answer. */
const wantsPdf = (accept: string | undefined) => /application\/pdf/i.test(accept ?? '');

/** API.md: JSON, or with Accept: application/pdf the one-page PDF of the EU template. */
export const contractSummaryRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, now }) => {
  app.get('/:line/order/:orderId/contract-summary', contractSummaryRoute, async (request, reply) => {
    const order = await sessionOrder(db, request.params, sessionIdOf(request));
    if (missingSteps(order).length) throw incompleteOrder();
    const summary = contractSummaryOf(order, new Date(now()));
    if (wantsPdf(request.headers.accept)) {
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="vertragszusammenfassung.pdf"')
        .send(await contractSummaryPdf(summary));
    }
    return summary;
  });
};
