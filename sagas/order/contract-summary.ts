import { call, put, select } from 'redux-saga/effects';
import type { ApiResult } from '../../src/domain/api-error';
import { contractSummaryErrorText } from '../../src/domain/order-flow';
import { fetchContractSummaryPdf, saveFile } from '../../src/api/order';
import { orderActions, selectOrder, type OrderState } from '../../src/state/order';
import { callApi, notifyFailure, PRODUCT_READ } from '../api-call';

/** The contract summary as a PDF download (API.md), with the error texts of spec §8. */
export function* downloadContractSummary(): Generator {
  const order = (yield select(selectOrder)) as OrderState;
  if (!order.tempOrderId || !order.line) return;
  const result = (yield call(callApi, PRODUCT_READ, fetchContractSummaryPdf, order.line, order.tempOrderId)) as ApiResult<Blob>;
  yield put(orderActions.contractSummaryFinished());
  if (result.ok) yield call(saveFile, result.data, 'vertragszusammenfassung.pdf');
  else yield call(notifyFailure, result.error, { type: 'error', title: contractSummaryErrorText(result.error) });
}
