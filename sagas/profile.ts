import { push } from 'connected-react-router';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ActionOf } from '../src/bus/catalogue';
import * as contract from '../src/contract/profile';
import * as passkeys from '../src/contract/passkeys';
import { passkeyMessages } from '../src/validation/messages/passkeys';
import type { PasskeyOutcome } from '../src/services/types';
import { profileActions, type ChangeIntent, type ChangeKind, type ChangeResult, type ProfileChange } from '../src/profile/catalogue';
import type { ProfileState } from '../src/profile/slice';
import { selectProfile } from '../src/profile/selectors';
import type { Services } from '../src/services/types';
import { onboardingRoutes, profileRoutes } from '../src/shared/routes';
import { selectSideTripReturn } from '../src/onboarding/selectors';
import type { Route } from '../src/shared/route';
import { enterBy, entering, enteringSaga, everyRouteOf, mergeEntering } from './entering';
import { stableJson } from '../src/shared/stableJson';
import { callEndpoint, type ApiResult } from './api';
import { stepUpHeaders } from './stepUp';
import { loadParty } from './policyholder';
import { checkPasskeys, forceSignOut } from './auth';
import { failureOf, intentFor } from './intent';
import { knownAuthStatus } from './navigation';

// The profile's records are loaded by the page that shows them; every change goes through one command
// (profile/changeRequested): one idempotency key per intent, the call of its kind, and the answer kept.

const r = profileRoutes;

const failed = (result: { message: string }) => profileActions.recordsLoadFailed({ message: result.message });

function* loadFactors(services: Services) {
  const result = yield* callEndpoint(services, contract.getMfaFactors);
  yield put(result.ok ? profileActions.factorsLoaded(result.value) : failed(result));
  return result;
}

function* loadPaperless(services: Services) {
  const result = yield* callEndpoint(services, contract.getPaperless);
  yield put(result.ok ? profileActions.paperlessLoaded(result.value) : failed(result));
  return result;
}

function* loadTexting(services: Services) {
  const result = yield* callEndpoint(services, contract.getTexting);
  yield put(result.ok ? profileActions.textingLoaded(result.value) : failed(result));
  return result;
}

function* loadEproxy(services: Services) {
  const result = yield* callEndpoint(services, contract.getEproxy);
  yield put(result.ok ? profileActions.eproxyLoaded(result.value) : failed(result));
  return result;
}

function* loadPasskeys(services: Services) {
  const result = yield* callEndpoint(services, passkeys.getPasskeys);
  yield put(result.ok ? profileActions.passkeysLoaded(result.value) : failed(result));
  return result;
}

/** Whether this browser can make a passkey (the page offers to add one only then). */
function* checkPasskeySupport(services: Services): SagaIterator<ApiResult<unknown>> {
  return { ok: true, value: yield call(checkPasskeys, services) };
}

type Load = (services: Services) => SagaIterator<ApiResult<unknown>>;

/** A profile page: the party, and the records the page shows. */
const profilePage = (...loads: readonly Load[]) =>
  function* showProfilePage(services: Services) {
    const status: string = yield call(knownAuthStatus);
    if (status !== 'signedIn') return;
    const results: ApiResult<unknown>[] = yield all([loadParty as Load, ...loads].map((load) => call(load, services)));
    if (results.some((result) => !result.ok && result.status === 401)) yield call(forceSignOut, services);
  };

const party = profilePage();
const security = profilePage(loadFactors, loadPasskeys);
const paperless = profilePage(loadPaperless);
const texting = profilePage(loadTexting);

export const onEntering = mergeEntering(
  entering(profileRoutes, {
    ...everyRouteOf(profileRoutes, party),
    profile: paperless,
    profilePaperless: paperless,
    profilePaperlessLife: paperless,
    profilePaperlessAccount: paperless,
    profileSecurity: security,
    profileMfa: security,
    profilePasskeys: profilePage(loadPasskeys, checkPasskeySupport),
    profileNotifications: texting,
    profileTextingEnroll: texting,
    profileEproxy: profilePage(loadEproxy),
  }),
  // Onboarding's notifications step chooses texts with the profile's own pieces.
  entering(onboardingRoutes, {
    *onboardingStep(services, { step }) {
      if (step === 'notifications') yield call(texting, services);
    },
  }),
);

export const showProfile = enterBy(onEntering);

interface Call {
  /** The gateway call and how its answer is kept. */
  send: (key: string) => SagaIterator<ApiResult<ChangeResult>>;
  /** Where the customer goes once it is saved (its confirmation shows there), or null to stay. */
  then: Route | null;
}

const keep =
  <T>(wrap: (value: T) => ChangeResult) =>
  (result: ApiResult<T>): ApiResult<ChangeResult> =>
    result.ok ? { ok: true, value: wrap(result.value) } : result;

/** The gateway call of each kind of change. */
function callOf(services: Services, change: ProfileChange, headers: Record<string, string>): Call {
  const send = <T>(run: (key: string) => SagaIterator<ApiResult<T>>, wrap: (value: T) => ChangeResult) =>
    function* (key: string): SagaIterator<ApiResult<ChangeResult>> {
      return keep(wrap)(yield* run(key));
    };
  const asParty = (party: ProfileState['party'] & object) => ({ party });
  const asFactors = (factors: contract.MfaFactors) => ({ factors });
  const asPasskeys = (list: passkeys.Passkeys) => ({ passkeys: list });
  const one = (key: string) => ({ idempotencyKey: key, actionName: change.kind, headers });
  switch (change.kind) {
    case 'password':
      return {
        send: send(
          (key) =>
            callEndpoint(services, contract.changePassword, {
              ...one(key),
              body: { currentPassword: change.currentPassword, newPassword: change.newPassword },
            }),
          () => ({ done: true as const }),
        ),
        then: r.profileSecurity,
      };
    case 'loginId':
      return {
        send: send(
          (key) => callEndpoint(services, contract.changeLoginId, { ...one(key), body: { loginId: change.loginId } }),
          (v) => v,
        ),
        then: null,
      };
    case 'startAuthenticatorApp':
      return {
        send: send(
          (key) => callEndpoint(services, contract.startAuthenticatorApp, { ...one(key), body: {} }),
          (enrolment) => ({ enrolment }),
        ),
        then: null,
      };
    case 'startTextMessage':
      return {
        send: send(
          (key) => callEndpoint(services, contract.startTextMessage, { ...one(key), body: { phone: change.phone } }),
          (v) => v,
        ),
        then: null,
      };
    case 'confirmFactor':
      return {
        send: send(
          (key) => callEndpoint(services, contract.confirmFactor, { ...one(key), body: { method: change.method, code: change.code } }),
          asFactors,
        ),
        then: r.profileMfa,
      };
    case 'sendRemovalCode':
      return {
        send: send(
          (key) => callEndpoint(services, contract.sendRemovalCode, { ...one(key), params: { factorId: change.factorId }, body: {} }),
          (v) => v,
        ),
        then: null,
      };
    case 'removeFactor':
      return {
        send: send(
          (key) =>
            callEndpoint(services, contract.removeFactor, {
              ...one(key),
              params: { factorId: change.factorId },
              body: { code: change.code },
            }),
          asFactors,
        ),
        then: r.profileMfa,
      };
    case 'defaultFactor':
      return {
        send: send(
          (key) => callEndpoint(services, contract.chooseDefaultFactor, { ...one(key), params: { factorId: change.factorId }, body: {} }),
          asFactors,
        ),
        then: r.profileMfa,
      };
    case 'addPasskey':
      return { send: addPasskey(services, change.name, headers), then: null };
    case 'renamePasskey':
      return {
        send: send(
          (key) =>
            callEndpoint(services, passkeys.renamePasskey, {
              ...one(key),
              params: { passkeyId: change.passkeyId },
              body: { name: change.name },
            }),
          asPasskeys,
        ),
        then: null,
      };
    case 'removePasskey':
      return {
        send: send(
          (key) => callEndpoint(services, passkeys.removePasskey, { ...one(key), params: { passkeyId: change.passkeyId }, body: {} }),
          asPasskeys,
        ),
        then: null,
      };
    case 'email':
      return {
        send: send(
          (key) => callEndpoint(services, contract.addEmail, { ...one(key), body: { address: change.address, primary: change.primary } }),
          asParty,
        ),
        then: r.profileContactInformation,
      };
    case 'phone':
      return {
        send: send(
          (key) =>
            callEndpoint(services, contract.addPhone, {
              ...one(key),
              body: { number: change.number, kind: change.phoneKind, extension: change.extension, primary: change.primary },
            }),
          asParty,
        ),
        then: r.profileContactInformation,
      };
    case 'removeEmail':
    case 'primaryEmail': {
      const endpoint = change.kind === 'removeEmail' ? contract.removeEmail : contract.choosePrimaryEmail;
      return {
        send: send((key) => callEndpoint(services, endpoint, { ...one(key), body: { address: change.address } }), asParty),
        then: null,
      };
    }
    case 'removePhone':
    case 'primaryPhone': {
      const endpoint = change.kind === 'removePhone' ? contract.removePhone : contract.choosePrimaryPhone;
      return {
        send: send((key) => callEndpoint(services, endpoint, { ...one(key), body: { number: change.number } }), asParty),
        then: null,
      };
    }
    case 'mailingAddress':
    case 'lifeAddress':
      return {
        send: send(
          (key) =>
            callEndpoint(services, contract.updateAddress, {
              ...one(key),
              params: { kind: change.kind === 'lifeAddress' ? 'life' : 'mailing' },
              body: change.address,
            }),
          asParty,
        ),
        then: r.profileContactInformation,
      };
    case 'paperless': {
      const body = { eBill: change.eBill, ePolicy: change.ePolicy };
      return {
        send: send(
          (key) =>
            change.quadrantName === 'life'
              ? callEndpoint(services, contract.updateLifePaperless, { ...one(key), body })
              : callEndpoint(services, contract.updatePaperless, {
                  ...one(key),
                  params: { quadrantName: change.quadrantName, accountNumber: change.accountNumber },
                  body,
                }),
          (paperless) => ({ paperless }),
        ),
        then: r.profilePaperless,
      };
    }
    case 'texting':
      return {
        send: send(
          (key) =>
            callEndpoint(services, contract.enrollTexting, {
              ...one(key),
              body: { phone: change.phone, groups: change.groups, consent: change.consent, tcpaConsent: change.tcpaConsent },
            }),
          (v) => v,
        ),
        then: null,
      };
    case 'textingCode':
      return {
        send: send(
          (key) => callEndpoint(services, contract.confirmTexting, { ...one(key), body: { code: change.code } }),
          (texting) => ({ texting }),
        ),
        then: r.profileNotifications,
      };
    case 'textingGroups':
      return {
        send: send(
          (key) => callEndpoint(services, contract.updateTextingGroups, { ...one(key), body: { groups: change.groups } }),
          (texting) => ({ texting }),
        ),
        then: null,
      };
    case 'stopTexting':
      return {
        send: send(
          (key) => callEndpoint(services, contract.stopTexting, { ...one(key), body: {} }),
          (texting) => ({ texting }),
        ),
        then: null,
      };
    case 'eproxy':
      return {
        send: send(
          (key) => callEndpoint(services, contract.updateEproxy, { ...one(key), body: { consented: change.consented } }),
          (eproxy) => ({ eproxy }),
        ),
        then: null,
      };
  }
}

/**
 * A passkey set up: the gateway's options (under the change's key: a retry gets the same challenge), the browser makes
 * the passkey with the customer, and the gateway keeps it under the customer's name for it. The browser's answer goes
 * from here to the gateway, never into an action; a dialog the customer closed is said in the profile's words.
 */
const addPasskey = (services: Services, name: string, headers: Record<string, string>) =>
  function* (key: string): SagaIterator<ApiResult<ChangeResult>> {
    const options = yield* callEndpoint(services, passkeys.startPasskeyRegistration, {
      idempotencyKey: `${key}-options`,
      actionName: 'startPasskeyRegistration',
      headers,
      body: {},
    });
    if (!options.ok) return options;
    const made: PasskeyOutcome<passkeys.PasskeyRegistrationResponse> = yield call(
      [services.passkeys, services.passkeys.create],
      options.value,
    );
    if (!made.ok) {
      const message = made.reason === 'failed' ? passkeyMessages.browserFailed : passkeyMessages.notMade;
      return { ok: false, status: null, error: `passkey_${made.reason}`, message };
    }
    const saved = yield* callEndpoint(services, passkeys.registerPasskey, {
      idempotencyKey: key,
      actionName: 'addPasskey',
      headers,
      body: { name, response: made.response },
    });
    return saved.ok ? { ok: true, value: { passkeys: saved.value } } : saved;
  };

/** The kinds of change that carry a step-up proof (the current password); a password change proves itself. */
const provenKinds: readonly ChangeKind[] = [
  'loginId',
  'startAuthenticatorApp',
  'startTextMessage',
  'email',
  'primaryEmail',
  'addPasskey',
  'removePasskey',
];

/**
 * The step-up proof the form asked for, exchanged for a grant of minutes sent with the change in its header (never in
 * an action). Answers the headers, or the failure (a wrong password is the gateway's words at the form).
 */
function* stepUpFor(services: Services, change: ProfileChange): SagaIterator<ApiResult<Record<string, string>>> {
  if (!provenKinds.includes(change.kind) || !('currentPassword' in change)) return { ok: true, value: {} };
  return yield* stepUpHeaders(services, change.currentPassword);
}

/** What makes two submissions the same intent: the change without its password or code. */
function fieldsOf(change: ProfileChange): string {
  const { currentPassword: _c, newPassword: _n, code: _code, ...fields } = change as ProfileChange & Record<string, unknown>;
  return stableJson(fields);
}

/**
 * Sends a profile change with its intent's one idempotency key (a retry after a network failure sends the same
 * key), keeps the answer, and leads to where its confirmation shows. The GET answers cached before may be stale.
 */
export function* submitChange(services: Services, action: ActionOf<typeof profileActions.changeRequested>) {
  const { change } = action.payload;
  const profile: ProfileState = yield select(selectProfile);
  const { key }: ChangeIntent = yield* intentFor(
    services,
    profile.intents[change.kind] ?? null,
    { kind: change.kind as string, fields: fieldsOf(change) },
    profileActions.changeIntentCreated,
  );
  const proof: ApiResult<Record<string, string>> = yield call(stepUpFor, services, change);
  const { send, then } = callOf(services, change, proof.ok ? proof.value : {});
  const result: ApiResult<ChangeResult> = proof.ok ? yield call(send, key) : proof;
  if (!result.ok) {
    yield put(
      profileActions.changeFailed({
        kind: change.kind,
        status: result.status,
        message: result.message,
        retryable: failureOf(result) === 'technical',
      }),
    );
    if (result.status === 401) yield call(forceSignOut, services);
    return;
  }
  yield call([services.queries, services.queries.clear]);
  // A change made inside onboarding (its notifications step) shows its confirmation there, in the flow; one made on a
  // side trip from onboarding (adding a phone) leads back to the step it left.
  const next = profile.viewing === onboardingRoutes.onboardingStep.key ? null : then;
  const back: string | null = next === null ? null : yield select(selectSideTripReturn);
  yield put(profileActions.changeSaved({ kind: change.kind, result: result.value, route: next?.key ?? null }));
  // A new password or login ID ends every session, this one included: the customer is told so and logs in again.
  if (change.kind === 'password' || change.kind === 'loginId') {
    yield call(forceSignOut, services, change.kind === 'password' ? 'passwordChanged' : 'loginIdChanged');
    return;
  }
  if (next !== null) yield put(push(back ?? next.to({})));
}

export function* profileSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  yield takeLeading(profileActions.changeRequested.type, submitChange, services);
}
