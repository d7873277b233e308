// Plain page data (no route helpers), so the login page can link to it and stay light.

/** The steps of reporting a loss before sign-in (spec section 2, /claims/fnol/prelogin/*), with their page names. */
export const guestFnolPageNames = {
  intro: 'Report a claim without logging in',
  'select-policy': 'Claim: type of policy',
  'who-is-filing': 'Claim: who is filing',
  'home-incident-details': 'Claim: what happened at home',
  'auto-glass-damage': 'Claim: glass damage',
  'marine-glass-damage': 'Claim: boat glass damage',
  'policy-details': 'Claim: policy details',
  'auto-incident-details': 'Claim: what happened to the vehicle',
  'marine-incident-details': 'Claim: what happened to the boat',
  'was-weather-related': 'Claim: weather',
  'auto-vehicle-info': 'Claim: vehicle',
  'marine-vessel-info': 'Claim: boat',
  'type-of-damage': 'Claim: type of damage',
  'incident-date-time': 'Claim: date and time',
  'additional-details': 'Claim: additional details',
  'additional-details-death': 'Claim: about the death',
  'additional-details-disability': 'Claim: about the disability',
  'incident-location': 'Claim: where it happened',
  'who-is-reporting': 'Claim: who is reporting',
  'contact-info': 'Claim: contact information',
  summary: 'Claim summary',
  confirmation: 'Claim confirmation',
  'submission-error': 'Claim not submitted',
} as const;
export type GuestFnolStep = keyof typeof guestFnolPageNames;

/** Claims without signing in (spec section 2): reporting a loss, one address a step. */
export const guestClaimPages = {
  guestFnolStep: {
    path: '/claims/fnol/prelogin/:step(intro|select-policy|who-is-filing|home-incident-details|auto-glass-damage|marine-glass-damage|policy-details|auto-incident-details|marine-incident-details|was-weather-related|auto-vehicle-info|marine-vessel-info|type-of-damage|incident-date-time|additional-details|additional-details-death|additional-details-disability|incident-location|who-is-reporting|contact-info|summary|confirmation|submission-error)',
    page: ({ step }: { step: string }) => guestFnolPageNames[step as GuestFnolStep],
    category: 'claims',
    access: 'public',
  },
} as const;

/** The steps of sending documents to a claim without logging in (spec section 2, /claims/prelogin/upload/*). */
export const guestUploadPageNames = {
  'claim-info': 'Send claim documents',
  'contact-info': 'Send claim documents: contact information',
  'file-select': 'Send claim documents: choose files',
  'file-upload': 'Send claim documents: sending',
  'system-outage': 'Send claim documents: unavailable',
} as const;
export type GuestUploadStep = keyof typeof guestUploadPageNames;

export const guestUploadPages = {
  guestUpload: {
    path: '/claims/prelogin/upload/:step(claim-info|contact-info|file-select|file-upload|system-outage)',
    page: ({ step }: { step: string }) => guestUploadPageNames[step as GuestUploadStep],
    category: 'claims',
    access: 'public',
  },
} as const;

/** The steps of the home photo tool after its intro (spec section 2), with their page names. */
export const homePhotoPageNames = {
  upload: 'Home claim photos: upload',
  additionalDetails: 'Home claim photos: additional details',
  finish: 'Home claim photos: finished',
} as const;
export type HomePhotoStep = keyof typeof homePhotoPageNames;

/** The home photo tool, opened from the signed link emailed to the claimant of a home claim. */
export const homePhotoPages = {
  homePhoto: {
    path: '/photo-upload/home/:photoId/:claimsFileNumber',
    page: 'Home claim photos',
    category: 'claims',
    access: 'public',
  },
  homePhotoStep: {
    path: '/photo-upload/home/:photoId/:claimsFileNumber/:step(upload|additionalDetails|finish)',
    page: ({ step }: { step: string }) => homePhotoPageNames[step as HomePhotoStep],
    category: 'claims',
    access: 'public',
  },
} as const;
