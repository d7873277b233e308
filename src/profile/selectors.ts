import { createSelector } from 'reselect';
import type { ProfileState, ChangeState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithProfile {
  profile: ProfileState;
}

export const selectProfile = (state: WithProfile) => state.profile;
export const selectParty = (state: WithProfile) => state.profile.party;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectProfileField = fieldSelector(selectProfile);

const idle: ChangeState = { busy: false, error: null, saved: false };
const changeSelectors = new Map<string, (state: WithProfile) => ChangeState>();

/** One kind of change's state (idle when never asked). */
export function selectChange(kind: string): (state: WithProfile) => ChangeState {
  let selector = changeSelectors.get(kind);
  if (!selector) {
    selector = (state: WithProfile) => state.profile.changes[kind] ?? idle;
    changeSelectors.set(kind, selector);
  }
  return selector;
}

/**
 * Under forced MFA, whether the customer holds one second factor at most (an authenticator app, a phone for codes, or
 * a passkey that verifies the person): that last one stays, as the gateway keeps it (`refuseLastFactor`).
 */
export const selectLastSecondFactorKept = createSelector(
  [selectProfileField('secondFactorRequired'), selectProfileField('factors'), selectProfileField('passkeys')],
  (required, factors, passkeys) => required && (factors?.length ?? 0) + (passkeys?.filter((p) => p.userVerified).length ?? 0) <= 1,
);

/** The kind of the change whose confirmation shows on this route, or null. */
export const selectNoticeKind = (state: WithProfile) => state.profile.notice?.kind ?? null;

/** The party's mobile phones (texting and text-message codes go only to these). */
export const selectMobilePhones = createSelector([selectParty], (party) => party?.phones.filter((p) => p.kind === 'mobile') ?? []);

export const selectPrimaryEmail = createSelector(
  [selectParty],
  (party) => party?.emails.find((e) => e.primary)?.address ?? party?.emails[0]?.address ?? null,
);
