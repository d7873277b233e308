import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { policiesActions } from '../src/policies/catalogue';
import { hasIdCards } from '../src/policies/routes';
import { selectPolicyDetails } from '../src/policies/selectors';
import type { LineOfBusiness, PolicyDetails } from '../src/contract/policies';
import { idCardsActions } from '../src/idCards/catalogue';
import { emailIdCards, getIdCards, getPolicyIdCards, mailIdCards, requestExpressId } from '../src/contract/idCards';
import { walletPassIdOf } from '../src/contract/documents';
import { selectFlag } from '../src/flags/selectors';
import { errorCatalogue } from '../src/validation/messages';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { loadParty } from './policyholder';
import { forceSignOut } from './auth';
import { issueLinks } from './documentLinks';
import { knownAuthStatus } from './navigation';
import { enterBy, entering, enteringSaga, mergeEntering } from './entering';
import { documentRoutes, policyRoutes } from '../src/shared/routes';

/** Messages the gateway words for the customer (4xx); anything else is the general error. */
const customerMessage = (result: ApiResult<unknown>) =>
  !result.ok && result.status !== null && result.status >= 400 && result.status < 500 ? result.message : errorCatalogue.generalApi.body;

/** The cards of one policy or of the whole party ('all'), with a download link each. */
export function* loadIdCards(services: Services, scope: string) {
  const result =
    scope === 'all'
      ? yield* callEndpoint(services, getIdCards, { actionName: 'idCards' })
      : yield* callEndpoint(services, getPolicyIdCards, { params: { policyNumber: scope }, actionName: 'idCards' });
  if (!result.ok) {
    yield put(idCardsActions.cardsLoadFailed({ scope, message: result.message }));
    return result;
  }
  yield put(idCardsActions.cardsLoaded({ scope, cards: result.value.cards }));
  // With the AppleWallet flag on, each card also has its .pkpass.
  const wallet: boolean = yield select(selectFlag('AppleWallet'));
  const cardIds = result.value.cards.map((c) => c.cardId);
  yield call(issueLinks, services, wallet ? [...cardIds, ...cardIds.map(walletPassIdOf)] : cardIds);
  return result;
}

/** The line of business of a policy, from its details in the store or once they arrive; null when they cannot be had. */
export function* lineOfBusinessOf(policyNumber: string) {
  const known: PolicyDetails | null = yield select(selectPolicyDetails(policyNumber));
  if (known) return known.summary.lineOfBusiness;
  const ofThisPolicy = (action: unknown) =>
    (policiesActions.detailsLoaded.match(action) && action.payload.details.summary.policyNumber === policyNumber) ||
    ((policiesActions.detailsNotFound.match(action) || policiesActions.detailsLoadFailed.match(action)) &&
      action.payload.policyNumber === policyNumber);
  const outcome: ActionOf<typeof policiesActions.detailsLoaded> | { type: string } = yield take(ofThisPolicy);
  return policiesActions.detailsLoaded.match(outcome) ? outcome.payload.details.summary.lineOfBusiness : null;
}

/** The cards of a scope ('all', or one policy's), with the party's addresses for the email form. */
function* showCards(services: Services, scope: string) {
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  // A policy's cards are asked for only when its line of business has them (the policies saga loads its details).
  if (scope !== 'all') {
    const lineOfBusiness: LineOfBusiness | null = yield call(lineOfBusinessOf, scope);
    if (lineOfBusiness === null || !hasIdCards(lineOfBusiness)) return;
  }
  // The email form offers the party's own addresses.
  const results: ApiResult<unknown>[] = yield all([call(loadIdCards, services, scope), call(loadParty, services)]);
  if (results.some((r) => !r.ok && r.status === 401)) yield call(forceSignOut, services);
}

export const onEntering = mergeEntering(
  entering(documentRoutes, { documentIdCards: (services) => showCards(services, 'all') }),
  entering(policyRoutes, { policyIdCards: (services, { policyNumber }) => showCards(services, policyNumber.toUpperCase()) }),
);

export const showIdCards = enterBy(onEntering);

export function* emailCards(services: Services, action: ActionOf<typeof idCardsActions.emailRequested>) {
  const { policyNumber, email } = action.payload;
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, emailIdCards, {
    params: { policyNumber },
    body: { email },
    actionName: 'idCardsEmail',
    idempotencyKey: key,
  });
  yield put(
    result.ok
      ? idCardsActions.emailed({ policyNumber, sentTo: result.value.sentTo })
      : idCardsActions.emailFailed({ policyNumber, message: customerMessage(result) }),
  );
}

export function* mailCards(services: Services, action: ActionOf<typeof idCardsActions.mailRequested>) {
  const { policyNumber } = action.payload;
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, mailIdCards, {
    params: { policyNumber },
    actionName: 'idCardsMail',
    idempotencyKey: key,
  });
  yield put(
    result.ok
      ? idCardsActions.mailed({ policyNumber, mailedTo: result.value.mailedTo })
      : idCardsActions.mailFailed({ policyNumber, message: customerMessage(result) }),
  );
}

export function* findExpressId(services: Services, action: ActionOf<typeof idCardsActions.expressIdRequested>) {
  const result = yield* callEndpoint(services, requestExpressId, { body: action.payload, actionName: 'expressId' });
  yield put(
    result.ok
      ? idCardsActions.expressIdFound({ cards: result.value.cards })
      : idCardsActions.expressIdRejected({ message: customerMessage(result) }),
  );
}

export function* idCardsSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  yield takeEvery(idCardsActions.emailRequested.type, emailCards, services);
  yield takeEvery(idCardsActions.mailRequested.type, mailCards, services);
  yield takeLatest(idCardsActions.expressIdRequested.type, findExpressId, services);
}
