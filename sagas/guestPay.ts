import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { push } from 'connected-react-router';
import { guestPayActions } from '../src/guestPay/catalogue';
import { findGuestBill } from '../src/contract/guestPay';
import { stepPath } from '../src/payments/steps';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';
import { checkOutages } from './payments';
import { entering, enteringSaga } from './entering';
import { guestRoutes } from '../src/shared/routes';

// Guest pay finds the bill; the payment itself (tokenization, one idempotency key per intent, outage
// blocking, the submission) is the payments saga's, carried by the guest's grant.

export const onEntering = entering(guestRoutes, {
  *guestPay(services, { step }) {
    // The bare address starts over; the step addresses continue the payment in progress.
    if (step === undefined) yield put(guestPayActions.guestPayStarted());
    yield call(checkOutages, services);
  },
});

function* onLineOfBusinessChosen() {
  yield put(push(guestRoutes.guestPay.to({ step: 'find-bill' })));
}

export function* findBill(services: Services, action: ActionOf<typeof guestPayActions.billSearchSubmitted>) {
  const result = yield* callEndpoint(services, findGuestBill, { body: action.payload.search, actionName: 'guestPayFindBill' });
  if (!result.ok) {
    yield put(guestPayActions.billSearchFailed({ status: result.status, message: result.message }));
    return;
  }
  yield put(guestPayActions.billFound(result.value));
  yield put(push(stepPath({ guestGrant: result.value.grant, side: result.value.side }, 'amount')));
}

export function* guestPaySaga(services: Services) {
  yield enteringSaga(services, onEntering, { every: true });
  yield takeEvery(guestPayActions.lineOfBusinessChosen.type, onLineOfBusinessChosen);
  yield takeLatest(guestPayActions.billSearchSubmitted.type, findBill, services);
}
