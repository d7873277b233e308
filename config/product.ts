// Product constants of spec section 9: data only, no behaviour.

export const product = {
  name: 'Cardinal Mutual',
  basePath: '/customers',
  quotingPath: '/customers/quoting',
} as const;

const lifeServiceLine = '1-800-555-0103';

/**
 * Support phone lines (spec section 9), the one table every screen and e-mail reads. The values are this product's
 * own; claims have a line of their own, and life claims are taken by the life service line.
 */
export const phones = {
  general: '1-800-555-0100',
  texting: '1-800-555-0101',
  life: '1-800-555-0102',
  lifeService: lifeServiceLine,
  lifeQuote: '1-800-555-0104',
  bundleQuote: '1-800-555-0105',
  quoteAndBindHelp: '1-800-555-0106',
  /** The claims line, open 24/7 (its hours: `contactHours.claims`). */
  claims: '1-800-555-0107',
  /** Life claims (their hours: `contactHours.lifeClaims`). */
  lifeClaims: lifeServiceLine,
} as const;

/**
 * The contact-us page: each phone line, its name and the contact hours it keeps (spec section 9). Texting and the
 * quote lines keep the general hours, the life lines the life hours; claims lines their own.
 */
export const contactLines = [
  { line: 'general', label: 'Customer service', phone: phones.general, hours: 'general' },
  { line: 'claims', label: 'Report or discuss a claim', phone: phones.claims, hours: 'claims' },
  { line: 'texting', label: 'Texting', phone: phones.texting, hours: 'general' },
  { line: 'life', label: 'Life insurance', phone: phones.life, hours: 'life' },
  { line: 'lifeService', label: 'Life policy service', phone: phones.lifeService, hours: 'life' },
  { line: 'lifeClaims', label: 'Life claims', phone: phones.lifeClaims, hours: 'lifeClaims' },
  { line: 'lifeQuote', label: 'Life quotes', phone: phones.lifeQuote, hours: 'life' },
  { line: 'bundleQuote', label: 'Bundle quotes', phone: phones.bundleQuote, hours: 'general' },
  { line: 'quoteAndBindHelp', label: 'Help with a quote or buying a policy', phone: phones.quoteAndBindHelp, hours: 'general' },
] as const;
/** The board of directors page (EnableBoardOfDirectorsLink), on the insurer's public site. */
export const boardOfDirectorsUrl = 'https://www.cardinalmutual.example/about/board-of-directors';

/** The phone shown in `{contactPhone}` placeholders of the error catalogue. */
export const contactPhone = phones.general;

export const limits = {
  /** Remote-config minimum fetch interval. */
  remoteConfigMinFetchIntervalMs: 60000,
  chunkLoadTimeoutMs: 120000,
  quotingEffectiveDateRangeDays: 365,
  /** A date of birth further back than this is refused as a typing mistake ('Date must be within last 120 years'). */
  dateOfBirthMaxYears: 120,
  actionLogMaxEntries: 2000,
  /** Largest document a customer may upload (bytes), and how many files at once. */
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxFiles: 10,
  /** Express ID attempts per window, per address and per policy number. */
  expressIdAttemptsPerAddress: 10,
  expressIdAttemptsPerPolicy: 5,
  expressIdWindowMs: 15 * 60 * 1000,
  /** How far back a loss may be reported online ('Date must be within last 3 years'); never a future date. */
  claimReportableYears: 3,
} as const;

/** Session recording (the action log of every visit, uploaded to the gateway for support and analysts). */
export const recording = {
  /** A batch is sent when this many actions are waiting ... */
  batchSize: 25,
  /** ... or this long after the first of them. */
  batchIntervalMs: 5000,
  /** While the screen is shared with a support agent (live assist), each action is sent at once, or this long after. */
  liveIntervalMs: 250,
  /** Largest batch body the gateway accepts (413 beyond). */
  maxBatchBytes: 128 * 1024,
  /** Actions kept of one visit; later ones are refused (413). */
  maxActionsPerVisit: 20000,
  /**
   * Recorded visits are kept this many whole months after the month they opened in (a year of journeys and the same
   * month a year before), then dropped with their month's partition; RECORDING_RETENTION_MONTHS changes it.
   */
  retentionMonths: 13,
  /** How often the gateway makes the coming months' partitions and drops those past retention. */
  sweepEveryMs: 60 * 60 * 1000,
  /** How often the gateway rolls up the journeys of visits that ended (the funnels' rollup). */
  rollUpEveryMs: 60 * 1000,
} as const;

/** Billing and payments: bounds, payment plans, guest look-up limits. Money in integer cents. */
export const billing = {
  /** Largest single online payment; more than this must be paid by phone. */
  maxPaymentCents: 1_000_000,
  /** Installments per year and the fee added to each installment, per payment plan. */
  plans: {
    annual: { label: 'Annual', installmentsPerYear: 1, feeCents: 0 },
    semiannual: { label: 'Semi-annual', installmentsPerYear: 2, feeCents: 0 },
    quarterly: { label: 'Quarterly', installmentsPerYear: 4, feeCents: 300 },
    monthly: { label: 'Monthly', installmentsPerYear: 12, feeCents: 500 },
  },
  /** Premium discount for paying semi-annually (under TempEnableChangePaymentPlanWithSemiAnnualDiscount). */
  semiAnnualDiscountPercent: 5,
  /** An installment is billed this many days before it is due. */
  billingLeadDays: 20,
  /** Guest bill look-ups per address in a window. */
  guestLookupLimit: { hits: 5, windowMs: 15 * 60 * 1000 },
  /** How long a guest's grant to pay the one bill they found lasts. */
  guestGrantMs: 20 * 60 * 1000,
} as const;

/** Claims without signing in: look-ups of policy or claim details per address and per policy or claim file. */
export const guestClaims = {
  lookupLimitPerAddress: { hits: 10, windowMs: 15 * 60 * 1000 },
  lookupLimitPerPolicy: { hits: 5, windowMs: 15 * 60 * 1000 },
  /** How long a guest's grant to send documents to the one claim they found lasts. */
  uploadGrantMs: 30 * 60 * 1000,
  /** Notes one grant may add to its claim, and the bytes of the files it may send, while it lasts. */
  detailsPerGrant: { hits: 10, windowMs: 30 * 60 * 1000 },
  uploadBytesPerGrant: { hits: 50 * 1024 * 1024, windowMs: 30 * 60 * 1000 },
  /** Files and notes one claim takes from guests in a window, whatever the address or grant. */
  writesPerClaim: { hits: 30, windowMs: 60 * 60 * 1000 },
} as const;

/** Bounds on writes a signed-in customer repeats: claim messages, and the display records of the offers they see. */
export const writeLimits = {
  claimMessagesPerParty: { hits: 20, windowMs: 10 * 60 * 1000 },
  /** One offer shown in one slot is recorded once per sign-in (its access token) for this long. */
  offerDisplayPerSignInMs: 24 * 60 * 60 * 1000,
} as const;

/** The home photo tool: how long the link emailed to the claimant of a home claim opens it. */
export const homePhotos = {
  linkLifetimeMs: 14 * 24 * 60 * 60 * 1000,
} as const;

export const businessTimeZone = 'America/New_York';

/** Layout breakpoints (also Sass tokens in src/ui/_tokens.scss). */
export const breakpoints = { mobile: '37.5em', tablet: '48em', desktop: '70em' } as const;

export const chatLauncherSizePx = 76;

/** Chat (spec section 4): the stored button flag (local storage), and when the proactive offer shows and is withdrawn. */
export const chat = {
  buttonFlagKey: 'portalChatButton',
  /** The customer declined the proactive offer in this visit (session storage): it is not offered again. */
  offerDeclinedKey: 'portalChatOfferDeclined',
  proactiveOfferAfterMs: 4_000,
  proactiveOfferWithdrawnAfterMs: 60_000,
  /** Messages a customer may send in a window (every socket and gateway instance counted together). */
  messageLimit: { hits: 30, windowMs: 60_000 },
  /** The agent's live view looks for actions it was not told of (a notice lost while its socket reconnected) this often. */
  liveCatchUpMs: 3_000,
} as const;

/** Signed-in inactivity: a warning first, then sign-out (the timeout page). The activity check runs this often. */
export const inactivity = {
  warningAfterMs: 13 * 60 * 1000,
  signOutAfterMs: 15 * 60 * 1000,
  checkEveryMs: 15 * 1000,
} as const;

/** The request id header the edge-UUID option adds to every gateway call (spec section 9). */
export const edgeUuidHeader = 'x-edge-uuid';

type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6; // Sunday = 0
export interface HoursWindow {
  days: Day[];
  open: string;
  close: string;
} // 24h 'HH:MM', ET; close '24:00' = midnight
export interface ContactHours {
  label: string;
  windows: HoursWindow[];
}

const weekdays: Day[] = [1, 2, 3, 4, 5];
/** Contact hours, US Eastern (spec section 9). */
export const contactHours: Record<string, ContactHours> = {
  general: {
    label: 'General',
    windows: [
      { days: weekdays, open: '06:00', close: '22:00' },
      { days: [0, 6], open: '07:00', close: '20:00' },
    ],
  },
  life: { label: 'Life', windows: [{ days: weekdays, open: '08:00', close: '19:00' }] },
  lifeClaims: { label: 'Life claims', windows: [{ days: weekdays, open: '08:30', close: '17:00' }] },
  claims: { label: 'Claims', windows: [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }] },
  claimsChat: {
    label: 'Claims chat',
    windows: [
      { days: weekdays, open: '08:00', close: '24:00' },
      { days: [6], open: '10:00', close: '17:30' },
    ],
  },
};

/** Browser support (spec section 5). */
export const supportedBrowsers = {
  chrome: 120,
  edge: 120,
  firefox: 120,
  safari: 16,
  /** In-app browsers of two social networks, any version. */
  inAppAnyVersion: ['facebook', 'instagram'],
} as const;

/** Storage keys kept across a new app version (spec section 4). */
/** Create account: look-ups of policy details per address, and how long a found policyholder has to choose a sign-in. */
export const accountCreation = {
  lookupLimit: { hits: 5, windowMs: 15 * 60 * 1000 },
  grantMs: 20 * 60 * 1000,
  /** A one-time verification code (and the emailed link carrying a token): its digits and how long it lasts. */
  codeDigits: 6,
  codeMs: 10 * 60 * 1000,
  /** Wrong codes allowed on one code before it is void and a new one must be sent. */
  codeAttempts: 5,
  /** Codes one grant may send (the first and the resends). */
  codeSends: 3,
  /** Code checks and link openings per address (fixed window). */
  checkLimit: { hits: 20, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * Multi-factor sign-in: authenticator apps (TOTP, RFC 6238) and codes by text message. A wrong code counts
 * against its sign-in (per code) and against the login ID (fixed window, across sign-ins and gateway instances).
 */
export const multiFactor = {
  authenticatorDigits: 6,
  authenticatorPeriodSeconds: 30,
  /** Steps of clock drift accepted either side of now (one step: 30 s). */
  authenticatorDriftSteps: 1,
  textCodeDigits: 6,
  textCodeMs: 5 * 60 * 1000,
  /** Text codes one sign-in may send (the first and the resends). */
  textCodeSends: 3,
  /** Wrong codes allowed on one code before the sign-in must start again. */
  codeAttempts: 5,
  /** Code checks per login ID (fixed window). */
  perLoginIdLimit: { hits: 10, windowMs: 15 * 60 * 1000 },
  /** Text codes sent to one phone number, whatever the login ID or sign-in (fixed window). */
  textCodesPerPhone: { hits: 10, windowMs: 60 * 60 * 1000 },
  /** How long a sign-in waits for its code (the provider's interaction lasts as long). */
  challengeMs: 15 * 60 * 1000,
} as const;

/**
 * Passkeys (WebAuthn): a challenge of a registration or a sign-in is answered once, within minutes; a customer keeps a
 * few, each named by them. Sign-in attempts with a passkey are counted with the passwords' (per address and login ID).
 */
export const passkeys = {
  /** How long a registration or sign-in challenge may be answered (the browser's own timeout is the same). */
  challengeMs: 5 * 60 * 1000,
  /** The longest name a customer gives a passkey. */
  nameMaxLength: 60,
  /** Passkeys one customer may keep. */
  perCustomer: 10,
} as const;

/** The profile's security changes: checks of the current password and texted codes, counted per login ID. */
export const profileLimits = {
  /** Current-password checks of a password change (fixed window). */
  passwordChecks: { hits: 5, windowMs: 15 * 60 * 1000 },
  /** Codes texted while setting up or removing a factor or enrolling a mobile number (fixed window). */
  textedCodes: { hits: 5, windowMs: 15 * 60 * 1000 },
  /** Proofs given for a sensitive change (step-up: a password or a code), right or wrong (fixed window). */
  stepUpProofs: { hits: 5, windowMs: 15 * 60 * 1000 },
  /** How long a step-up grant lets the customer make sensitive changes. */
  stepUpGrantMs: 5 * 60 * 1000,
} as const;

/** Password reset and login ID recovery (the ways back in): one-time codes by email, counted per login ID and per address. */
export const recovery = {
  codeDigits: 6,
  codeMs: 15 * 60 * 1000,
  /** Wrong codes allowed on one reset before it is void and a new code must be asked for. */
  codeAttempts: 5,
  /** Codes (or login ID reminders) asked for one login ID or email address (fixed window). */
  perIdentifierLimit: { hits: 5, windowMs: 60 * 60 * 1000 },
  /** Requests and code checks per address (fixed window). */
  perAddressLimit: { hits: 20, windowMs: 15 * 60 * 1000 },
} as const;

export const storageKeys = {
  appVersion: 'portalAppVersion',
  gwSession: 'GWSessionUUID',
  visitId: 'portalVisitId',
  actionLogSession: 'portalActionLogSession',
  actionLog: 'portalActionLog',
  /** The last sequence number of this visit the gateway has stored. */
  recordingSent: 'portalRecordingSent',
  /** The visit being recorded and its write secret (JSON), kept for the tab's life. */
  recordingVisit: 'portalRecordingVisit',
  analytics: 'portalDataLayer',
  remoteConfig: 'portalRemoteConfig',
  /** The state the current quote (or life quote) is for (spec section 3 session key). */
  locationType: 'portalLocationType',
  /** The policy type being quoted: a quote type or life (spec section 3 session key). */
  selectedPolicyType: 'portalSelectedPolicyType',
  quoting: 'portalQuoting',
  /** The life quote's id and access token (the token is sent as a header to start its application). */
  lifeQuoting: 'portalLifeQuoting',
  quoteBaseAddress: 'portalQuoteBaseAddress',
  /** Create account: the gateway's short-lived grant between the information, verification and login ID steps. */
  accountCreationGrant: 'portalAccountCreationGrant',
  /** The password reset's ticket between asking for the code and setting the new password (this tab only). */
  passwordResetTicket: 'portalPasswordResetTicket',
  /** Make a payment or guest pay: the payment in progress in this tab (never a card or bank number). */
  paymentInProgress: 'portalPaymentInProgress',
  /** Filing a claim: the answers so far and the steps answered (JSON), so a reload or Back loses nothing (this tab only). */
  claimFiling: 'portalClaimFiling',
  /** Reporting a claim without logging in: the answers so far and the steps answered (JSON), this tab only. */
  guestClaimFiling: 'portalGuestClaimFiling',
  /** Content the customer has seen or dismissed (kept across versions). */
  unsupportedBrowserBannerSeen: 'contentSeen:unsupportedBrowserBanner',
  /** Prefixes of local-storage keys kept across versions. */
  keptLocalPrefixes: ['contentSeen:', 'oidc.'],
} as const;

/** The three session identifiers kept when a new version clears session storage. */
export const keptSessionKeys = [
  storageKeys.gwSession,
  storageKeys.visitId,
  storageKeys.actionLogSession,
  storageKeys.recordingVisit,
] as const;

/** Base addresses of the two gateways and the identity provider (spec section 7), relative to the portal's origin. */
export const gatewayBases = { main: '/api', quoting: '/quoting-api', issuer: '/oidc' } as const;

/** Offers: the slots this session has sent a display notification for (session storage, this tab). */
export const offerStorageKeys = { displayedSlots: 'portalOfferDisplayedSlots' } as const;
