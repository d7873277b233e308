import { mergeManifests } from '../shell/manifest';
import { guestManifest } from './guestManifests';
import { accountManifest } from '../account/manifest';
import { accountCreationManifest } from '../accountCreation/manifest';
import { authManifest } from '../auth/manifest';
import { billingManifest } from '../billing/manifest';
import { claimsManifest } from '../claims/manifest';
import { documentsManifest } from '../documents/manifest';
import { engagementManifest } from '../engagement/manifest';
import { idCardsManifest } from '../idCards/manifest';
import { onboardingManifest } from '../onboarding/manifest';
import { documentsPageManifest } from '../pages/documents/manifest';
import { policyPageManifest } from '../pages/policy/manifest';
import { paymentsManifest } from '../payments/manifest';
import { policiesManifest } from '../policies/manifest';
import { profileManifest } from '../profile/manifest';
import { recoveryManifest } from '../recovery/manifest';
import { selfServiceManifest } from '../selfService/manifest';
import { supportManifest } from '../support/manifest';

/** Every area's manifest the portal draws (test/app/manifests.test.ts: each route in exactly one). */
export const portalManifests = [
  authManifest,
  recoveryManifest,
  accountManifest,
  supportManifest,
  accountCreationManifest,
  billingManifest,
  paymentsManifest,
  selfServiceManifest,
  policiesManifest,
  policyPageManifest,
  profileManifest,
  claimsManifest,
  documentsManifest,
  documentsPageManifest,
  idCardsManifest,
  onboardingManifest,
  engagementManifest,
  guestManifest,
] as const;

/** The portal's routes by key, each with its screen and the areas it needs. */
export const portalManifest = /*#__PURE__*/ mergeManifests(...portalManifests);
