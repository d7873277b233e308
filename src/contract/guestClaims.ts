import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';
import { GlassIncidentType, GlassLocation, OtherHomeCause, WeatherCause } from './claims';
import { ClaimFileNumber, IsoDate } from './identifiers';
import { PortalDocument } from './documents';

// Claims without signing in (spec section 2, /claims/fnol/prelogin/*): a guest's first notice of loss.

/** The kind of policy a guest reports a loss on. */
export const GuestClaimLine = t.keyof({ auto: null, home: null, marine: null, life: null });
export type GuestClaimLine = t.TypeOf<typeof GuestClaimLine>;

/**
 * Who files: the policyholder, or someone for them (property and casualty); on a life policy the insured (a
 * disability claim), or a beneficiary or family member who is not the policyholder (a death claim).
 */
export const GuestFiler = t.keyof({ policyholder: null, 'someone-else': null, insured: null, beneficiary: null, family: null });
export type GuestFiler = t.TypeOf<typeof GuestFiler>;

/** Details a policyholder knows: the policy number, the policyholder's last name, and a ZIP code or date of birth. */
export const PolicyVerification = t.intersection([
  t.type({ policyNumber: t.string, lastName: t.string }),
  t.partial({ zip: t.string, dateOfBirth: t.string }),
]);
export type PolicyVerification = t.TypeOf<typeof PolicyVerification>;

export const GuestAutoLoss = t.type({
  kind: t.literal('auto'),
  description: t.string,
  /** Null unless the damage is to glass only (asked when AutoGlassVendorFNOL is on). */
  glass: t.union([t.null, t.type({ locations: t.array(GlassLocation), incidentType: GlassIncidentType })]),
  otherVehicleInvolved: t.boolean,
  anyoneInjured: t.boolean,
  vehicle: t.type({ year: t.string, make: t.string, model: t.string }),
});

export const GuestHomeLoss = t.type({
  kind: t.literal('home'),
  description: t.string,
  weatherRelated: t.boolean,
  cause: t.union([WeatherCause, OtherHomeCause]),
});

export const GuestMarineLoss = t.type({
  kind: t.literal('marine'),
  description: t.string,
  glassOnly: t.boolean,
  /** Null for glass-only damage (not asked). */
  weatherRelated: t.union([t.null, t.boolean]),
  anyoneInjured: t.boolean,
  vessel: t.type({ year: t.string, make: t.string, kind: t.string }),
});

export const DeathCause = t.keyof({ natural: null, accident: null, other: null });
export const GuestDeathLoss = t.type({ kind: t.literal('death'), cause: DeathCause, details: t.string });
export const GuestDisabilityLoss = t.type({ kind: t.literal('disability'), condition: t.string, stoppedWorking: t.boolean });

export const GuestLoss = t.union([GuestAutoLoss, GuestHomeLoss, GuestMarineLoss, GuestDeathLoss, GuestDisabilityLoss]);
export type GuestLoss = t.TypeOf<typeof GuestLoss>;

/** Who reports, in their own words: their name and how they are related to the policyholder or insured. */
export const ReporterRelationship = t.keyof({
  self: null,
  spouse: null,
  child: null,
  parent: null,
  sibling: null,
  beneficiary: null,
  driver: null,
  other: null,
});
export type ReporterRelationship = t.TypeOf<typeof ReporterRelationship>;

export const GuestClaimFiling = t.type({
  line: GuestClaimLine,
  filer: GuestFiler,
  policy: PolicyVerification,
  loss: GuestLoss,
  /** The day of the loss: the date of death, or the day the disability began, on a life claim. */
  incidentDate: IsoDate,
  /** 'h:mm am' or empty when not known. */
  incidentTime: t.string,
  /** Empty on a life claim (not asked). */
  incidentLocation: t.string,
  additionalDetails: t.string,
  reporter: t.type({ firstName: t.string, lastName: t.string, relationship: ReporterRelationship }),
  contact: t.type({ phone: t.string, email: t.string }),
});
export type GuestClaimFiling = t.TypeOf<typeof GuestClaimFiling>;

/** The claim filed: its number and what it is. The same answer whether the details matched a policy or not. */
export const GuestClaimFiled = t.type({
  fileNumber: ClaimFileNumber,
  line: GuestClaimLine,
  claimType: t.string,
});
export type GuestClaimFiled = t.TypeOf<typeof GuestClaimFiled>;

/**
 * Files a claim without signing in. The policy details are matched by the gateway, and the answer never says
 * whether they matched (a claim whose details match no policy is matched by a claim representative); look-ups
 * are rate-limited per address and per policy number. One claim per idempotency key.
 */
export const fileGuestClaim = endpoint({
  name: 'guestClaimFiling',
  gateway: 'main',
  method: 'POST',
  path: '/guest-claims',
  params: noParams,
  body: GuestClaimFiling,
  response: t.type({ claim: GuestClaimFiled }),
  auth: false,
  idempotency: 'required',
});

// Uploading claim documents without signing in (spec section 2, /claims/prelogin/upload/*).

/** The request header carrying a guest's grant to send documents to one claim (never in an address or a payload). */
export const guestUploadGrantHeader = 'guest-upload-grant';

/** The claim named by its file number and date of loss, and who is sending documents to it. */
export const GuestClaimLookup = t.type({
  fileNumber: t.string,
  lossDate: t.string,
  contact: t.type({ name: t.string, email: t.string, phone: t.string }),
});
export type GuestClaimLookup = t.TypeOf<typeof GuestClaimLookup>;

export const GuestUploadGrant = t.type({ grant: t.string, expiresAt: t.string, fileNumber: ClaimFileNumber });
export type GuestUploadGrant = t.TypeOf<typeof GuestUploadGrant>;

/** The claim named by its file number and date of loss, before who sends is asked. */
export const GuestClaimNamed = t.type({ fileNumber: t.string, lossDate: t.string });

/**
 * Finds the claim at the step its details are typed, so the guest learns at once; the same answers and look-up limits
 * as the grant's (one 404 for a claim that does not exist and a wrong date). It grants nothing.
 */
export const findGuestUploadClaim = endpoint({
  name: 'guestUploadClaimLookup',
  gateway: 'main',
  method: 'POST',
  path: '/guest-claims/upload-lookups',
  params: noParams,
  body: GuestClaimNamed,
  response: t.type({ fileNumber: ClaimFileNumber }),
  auth: false,
});

/**
 * Finds the claim and grants sending documents to it for a short while. Rate-limited per address and per file
 * number; a miss never says which detail did not match (one 404 for a claim that does not exist and a wrong date).
 */
export const openGuestUpload = endpoint({
  name: 'guestUploadGrant',
  gateway: 'main',
  method: 'POST',
  path: '/guest-claims/upload-grants',
  params: noParams,
  body: GuestClaimLookup,
  response: GuestUploadGrant,
  auth: false,
});

/**
 * One file a guest sends to the claim of their grant (the `guest-upload-grant` header): a `multipart/form-data`
 * body with one part named `file`, typed by its content and size-limited like a customer's, one per idempotency key.
 */
export const uploadGuestClaimDocument = endpoint({
  name: 'guestClaimDocumentUpload',
  gateway: 'main',
  method: 'POST',
  path: '/guest-claims/uploads',
  params: noParams,
  body: t.unknown,
  bodyMediaType: 'multipart/form-data',
  response: t.type({ document: PortalDocument }),
  auth: false,
  secretHeader: guestUploadGrantHeader,
  idempotency: 'required',
});

// The home photo tool (spec section 2, /photo-upload/home/{photoId}/{claimsFileNumber}).

/** A home photo link's two parts, as its address carries them. The photoId is a credential: in a body, never in a gateway address. */
export const HomePhotoLink = t.type({ photoId: t.string, fileNumber: t.string });
export type HomePhotoLink = t.TypeOf<typeof HomePhotoLink>;

/**
 * Opens the photo tool of the claim a signed link names: a grant to send documents to that claim (the same grant
 * as a guest's upload). An expired, altered or closed claim's link is a 410.
 */
export const openHomePhotoUpload = endpoint({
  name: 'homePhotoUploadGrant',
  gateway: 'main',
  method: 'POST',
  path: '/guest-claims/home-photo-grants',
  params: noParams,
  body: HomePhotoLink,
  response: GuestUploadGrant,
  auth: false,
});

/** The most a guest may write about their claim in one note. */
export const guestClaimDetailsMaxLength = 2000;

/**
 * What a guest adds about the claim of their grant (the `guest-upload-grant` header), e.g. about the photos they
 * sent: a message from them on the claim, read by the claim representative and the policyholder. One per key.
 */
export const sendGuestClaimDetails = endpoint({
  name: 'guestClaimDetails',
  gateway: 'main',
  method: 'POST',
  path: '/guest-claims/details',
  params: noParams,
  body: t.type({ details: t.string }),
  response: t.type({ fileNumber: ClaimFileNumber, sentAt: t.string }),
  auth: false,
  secretHeader: guestUploadGrantHeader,
  idempotency: 'required',
});
