import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { offerStorageKeys, storageKeys } from '../config/product';
import { appActions } from '../src/shell/catalogue';
import { offersActions } from '../src/offers/catalogue';
import { pageFactsOf } from '../src/app/pageFacts';
import { dismissOffer, notifyOfferDisplayed, prefetchOffers, type OfferSlot } from '../src/contract/offers';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';
import { knownAuthStatus } from './navigation';

/** A page with offer slots (its manifest's `offers`): the targeting service's offers for all of them, in one prefetch. */
export function* prefetchPageOffers(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  const slots = pageFactsOf(action.payload).offers;
  if (slots.length === 0) return;
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const result = yield* callEndpoint(services, prefetchOffers, { body: { slots: [...slots] }, actionName: 'offers' });
  yield put(
    result.ok ? offersActions.offersLoaded({ offers: result.value.offers }) : offersActions.offersLoadFailed({ message: result.message }),
  );
}

function* displayedSlots(services: Services) {
  const raw: string | null = yield call([services.session, services.session.get], offerStorageKeys.displayedSlots);
  try {
    const slots: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(slots) ? (slots as OfferSlot[]) : [];
  } catch {
    return [];
  }
}

/** The display notification: once per slot per session (this tab's GWSessionUUID). */
export function* notifyDisplay(services: Services, action: ActionOf<typeof offersActions.offerViewed>) {
  const { slot, kind, eventToken } = action.payload;
  const notified: OfferSlot[] = yield* displayedSlots(services);
  if (notified.includes(slot)) return;
  const sessionId: string | null = yield call([services.session, services.session.get], storageKeys.gwSession);
  if (!sessionId) return;
  yield call([services.session, services.session.set], offerStorageKeys.displayedSlots, JSON.stringify([...notified, slot]));
  const result = yield* callEndpoint(services, notifyOfferDisplayed, { body: { eventToken, slot, sessionId } });
  if (result.ok) yield put(offersActions.displayNotified({ slot, kind, recorded: result.value.recorded }));
}

/** A dismissal is stored by the targeting service, so the offer stays dismissed on later visits too. */
export function* storeDismissal(services: Services, action: ActionOf<typeof offersActions.dismissRequested>) {
  const { kind, eventToken } = action.payload;
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, dismissOffer, { body: { eventToken }, idempotencyKey: key, actionName: 'offerDismissal' });
  yield put(result.ok ? offersActions.offerDismissed({ kind }) : offersActions.dismissFailed({ kind, message: result.message }));
}

export function* offersSaga(services: Services) {
  yield takeLatest(appActions.pageViewed.type, prefetchPageOffers, services);
  yield takeEvery(offersActions.offerViewed.type, notifyDisplay, services);
  yield takeEvery(offersActions.dismissRequested.type, storeDismissal, services);
}
