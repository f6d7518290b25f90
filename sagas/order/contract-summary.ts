import { call, put, select } from 'typed-redux-saga';
import { contractSummaryErrorText } from '../../src/domain/order-flow';
import { fetchContractSummaryPdf, saveFile } from '../../src/api/order';
import { orderActions, selectOrder } from '../../src/state/order';
import { callApi, notifyFailure, PRODUCT_READ } from '../api-call';

/** The contract summary as a PDF download (API.md), with the error texts of spec §8. */
export function* downloadContractSummary(): Generator {
  const order = yield* select(selectOrder);
  if (!order.tempOrderId || !order.line) return;
  const result = yield* call(callApi<Blob>, PRODUCT_READ, fetchContractSummaryPdf, order.line, order.tempOrderId);
  yield* put(orderActions.contractSummaryFinished());
  if (result.ok) yield* call(saveFile, result.data, 'vertragszusammenfassung.pdf');
  else
    yield* call(notifyFailure, result.error, { type: 'error' as const, title: contractSummaryErrorText(result.error) });
}
