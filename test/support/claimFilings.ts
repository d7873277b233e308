import type { ClaimSummary } from '../../src/contract/claims';
import type { FnolAnswers } from '../../src/shared/claimFiling';
import { combineReducers } from 'redux';
import { claimsReducer } from '../../src/claims/slice';
import { flagsReducer } from '../../src/flags/slice';
import { policiesReducer } from '../../src/policies/slice';
import { profileReducer } from '../../src/profile/slice';
import { analyticsReducer } from '../../src/analytics/slice';
import { authReducer } from '../../src/auth/slice';
import { appReducer } from '../../src/shell/slice';
import { ok } from './fakeServices';

// A signed-in customer's home claim filing as the saga tests use it: every answer to the review, the claim the
// gateway files from it, and the gateway's answer to a photo stored on a claim.

/** The slices a signed-in filing's sagas read and change. */
export const filingReducers = combineReducers({
  claims: claimsReducer,
  flags: flagsReducer,
  policies: policiesReducer,
  profile: profileReducer,
  analytics: analyticsReducer,
  auth: authReducer,
  app: appReducer,
});

/** Hail on a home policy ('H1'), every step answered. */
export const hailAnswers: FnolAnswers = {
  lossDate: '2026-11-20',
  policyNumber: 'H1',
  lossKind: 'home',
  description: 'Hail broke the skylight',
  weatherRelated: true,
  cause: 'hail',
  anyoneInjured: false,
  lossLocation: 'Columbus, OH',
  additionalInformation: '',
  phone: '614-555-0100',
  email: 'pat@example.com',
  textNotifications: true,
};

export const hailClaim: ClaimSummary = {
  fileNumber: '31125112200' as ClaimSummary['fileNumber'],
  lineOfBusiness: 'home',
  claimType: 'weather',
  lossDate: '2026-11-20',
  status: 'open',
  policyNumber: 'H1',
  summary: 'Hail broke the skylight',
  unreadMessages: 0,
};

/** The gateway's answer to a photo stored on claim `fileNumber`. */
export const photoStored = (fileNumber: string, title: string) =>
  ok({
    document: {
      documentId: 'upload-1',
      category: 'claims',
      title,
      policyNumber: null,
      claimFileNumber: fileNumber,
      billType: null,
      envelopeId: null,
      issuedOn: '2026-11-22',
      dated: 'uploaded',
      source: 'uploaded',
      contentType: 'image/jpeg',
    },
  });
