import { reducerOf } from '../bus/reducer';
import type { Party } from '../contract/party';
import type { Eproxy, MfaFactor, PaperlessAccount, TextingAccount } from '../contract/profile';
import type { AuthenticatorEnrolment } from '../contract/signIn';
import type { Passkey } from '../contract/passkeys';
import { appActions } from '../shell/catalogue';
import { authActions } from '../auth/catalogue';
import { profileActions, type ChangeIntent, type ChangeResult } from './catalogue';

/** One kind of change: being sent, refused (its message), or saved. */
export interface ChangeState {
  readonly busy: boolean;
  readonly error: string | null;
  readonly saved: boolean;
}

export interface ProfileState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly party: Party | null;
  readonly factors: readonly MfaFactor[] | null;
  readonly passkeys: readonly Passkey[] | null;
  /** MFA is forced for the customer: their last second factor cannot be removed. */
  readonly secondFactorRequired: boolean;
  readonly paperless: readonly PaperlessAccount[] | null;
  readonly texting: TextingAccount | null;
  readonly eproxy: Eproxy | null;
  readonly recordsError: string | null;
  readonly changes: Readonly<Record<string, ChangeState>>;
  readonly intents: Readonly<Record<string, ChangeIntent>>;
  /** An authenticator app being set up: its key and QR code, until its first code confirms it. */
  readonly enrolment: AuthenticatorEnrolment | null;
  /** Where a code was texted, by the kind of change that sent it (set up, removal, texting enrolment). */
  readonly sentTo: Readonly<Record<string, string>>;
  /** The confirmation shown after a change, on the route the change led to (cleared on leaving it). */
  readonly notice: { readonly kind: string; readonly route: string } | null;
  /** The route shown: a change that stays on its page confirms it there. */
  readonly viewing: string | null;
}

export const initialProfileState: ProfileState = {
  status: 'idle',
  party: null,
  factors: null,
  passkeys: null,
  secondFactorRequired: false,
  paperless: null,
  texting: null,
  eproxy: null,
  recordsError: null,
  changes: {},
  intents: {},
  enrolment: null,
  sentTo: {},
  notice: null,
  viewing: null,
};

const without = <V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/** What a saved change's answer replaces in the slice. */
function applyResult(state: ProfileState, kind: string, result: ChangeResult): ProfileState {
  if ('party' in result) return { ...state, party: result.party };
  if ('factors' in result)
    return {
      ...state,
      factors: result.factors.factors,
      secondFactorRequired: result.factors.secondFactorRequired,
      enrolment: null,
      sentTo: {},
    };
  if ('passkeys' in result)
    return { ...state, passkeys: result.passkeys.passkeys, secondFactorRequired: result.passkeys.secondFactorRequired };
  if ('enrolment' in result) return { ...state, enrolment: result.enrolment };
  if ('sentTo' in result) return { ...state, sentTo: { ...state.sentTo, [kind]: result.sentTo } };
  if ('paperless' in result) return { ...state, paperless: result.paperless.accounts };
  if ('texting' in result) return { ...state, texting: result.texting, sentTo: without(state.sentTo, 'texting') };
  if ('eproxy' in result) return { ...state, eproxy: result.eproxy };
  if ('loginId' in result) return { ...state, party: state.party && { ...state.party, loginId: result.loginId } };
  return state;
}

export const profileReducer = reducerOf<ProfileState>(initialProfileState, (on) => {
  on(profileActions.partyLoaded, (state, payload) => ({ ...state, status: 'loaded', party: payload.party }));
  on(profileActions.partyLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(profileActions.factorsLoaded, (state, payload) => ({
    ...state,
    factors: payload.factors,
    secondFactorRequired: payload.secondFactorRequired,
  }));
  on(profileActions.passkeysLoaded, (state, payload) => ({
    ...state,
    passkeys: payload.passkeys,
    secondFactorRequired: payload.secondFactorRequired,
  }));
  on(profileActions.paperlessLoaded, (state, payload) => ({ ...state, paperless: payload.accounts }));
  on(profileActions.textingLoaded, (state, payload) => ({ ...state, texting: payload }));
  on(profileActions.eproxyLoaded, (state, payload) => ({ ...state, eproxy: payload }));
  on(profileActions.recordsLoadFailed, (state, payload) => ({ ...state, recordsError: payload.message }));
  on(profileActions.changeRequested, (state, { change }) => ({
    ...state,
    notice: null,
    changes: { ...state.changes, [change.kind]: { busy: true, error: null, saved: false } },
  }));
  on(profileActions.changeIntentCreated, (state, payload) => ({ ...state, intents: { ...state.intents, [payload.kind]: payload } }));
  on(profileActions.changeSaved, (state, { kind, result, route }) => ({
    ...applyResult(state, kind, result),
    changes: { ...state.changes, [kind]: { busy: false, error: null, saved: true } },
    intents: without(state.intents, kind),
    notice: route === null ? (state.viewing === null ? null : { kind, route: state.viewing }) : { kind, route },
  }));
  on(profileActions.changeFailed, (state, { kind, message, retryable }) => ({
    ...state,
    changes: { ...state.changes, [kind]: { busy: false, error: message, saved: false } },
    // A refusal ends the intent (trying again is a new change); an unknown outcome keeps its key for the retry.
    intents: retryable ? state.intents : without(state.intents, kind),
  }));
  on(profileActions.changeDismissed, (state, { kind }) => ({
    ...state,
    changes: without(state.changes, kind),
    notice: state.notice?.kind === kind ? null : state.notice,
    ...(kind === 'startAuthenticatorApp' ? { enrolment: null } : {}),
  }));
  on(appActions.pageViewed, (state, view) => ({
    ...state,
    viewing: view.route,
    notice: state.notice && state.notice.route !== view.route ? null : state.notice,
  }));
  on(authActions.signedOut, () => initialProfileState);
});
