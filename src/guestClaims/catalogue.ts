import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { GuestClaimFiled, GuestClaimFiling } from '../contract/guestClaims';
import { GuestFnolAnswers } from '../shared/guestClaimFiling';
import { ChosenPhoto, FilingPhotos } from '../shared/filingPhotos';
import { guestClaimQuestions } from '../validation/questions/guestClaimQuestions';
import { sensitivePathsOf } from '../validation/questions/questionTable';
import { guestUploadActions } from '../documents/catalogue';

/** A guest's filing on its way to the gateway and its idempotency key, kept until the claim is filed: a retry files once. */
export const GuestFilingIntent = t.type({ filing: GuestClaimFiling, key: t.string });
export type GuestFilingIntent = t.TypeOf<typeof GuestFilingIntent>;

/** The details a claimant adds in the photo tool, with their idempotency key: a second click or a retry sends them once. */
export const HomePhotoDetailsIntent = t.type({ details: t.string, key: t.string });
export type HomePhotoDetailsIntent = t.TypeOf<typeof HomePhotoDetailsIntent>;

/** The answers and the filing's fields the report's question table marks sensitive. */
const sensitive = sensitivePathsOf(guestClaimQuestions);

/** The guest claims' actions: their own, and the two grants an upload answers (declared by documents, below it). */
export const guestClaimsActions = {
  ...guestUploadActions,
  ...catalogue('guestClaims', {
    guestFnolStarted: command(),
    guestFnolStepAnswered: command(t.type({ step: t.string, answers: GuestFnolAnswers }), { sensitive: sensitive.answers }),
    guestFnolAnswersKept: event(t.type({ answers: GuestFnolAnswers, answered: t.array(t.string) }), { sensitive: sensitive.answers }),
    guestFnolAnswerRefused: event(t.type({ step: t.string, field: t.string, message: t.string })),
    guestFnolSubmitRequested: command(t.type({})),
    guestFnolIntentCreated: event(GuestFilingIntent, { sensitive: sensitive.filing }),
    guestClaimFiled: event(t.type({ claim: GuestClaimFiled })),
    guestClaimFilingFailed: event(t.type({ message: t.string })),
    guestClaimQueued: event(t.type({ key: t.string })),
    guestQueuedClaimCancelRequested: command(t.type({})),
    guestQueuedClaimCancelled: event(t.type({ key: t.string })),
    guestSavedClaimSent: event(t.type({ key: t.string, savedAt: t.string, lossDate: t.string })),
    guestClaimPhotosChosen: command(t.type({ files: t.array(ChosenPhoto) })),
    guestClaimPhotoRemoveRequested: command(t.type({ fileRef: t.string })),
    guestClaimPhotosKept: event(FilingPhotos),
    // Sending documents to a claim without logging in (/claims/prelogin/upload/*).
    guestUploadClaimEntered: command(t.type({ fileNumber: t.string, lossDate: t.string })),
    guestUploadContactEntered: command(t.type({ name: t.string, email: t.string, phone: t.string }), {
      sensitive: ['name', 'email', 'phone'],
    }),
    guestUploadClaimFound: event(t.type({ fileNumber: t.string })),
    guestUploadLookupFailed: event(t.type({ message: t.string })),
    guestUploadFilesConfirmed: command(),
    // The home photo tool (/photo-upload/home/{photoId}/{claimsFileNumber}); its link's grant is documents'.
    homePhotoLinkRefused: event(t.type({ expired: t.boolean })),
    homePhotoDetailsEntered: command(t.type({ details: t.string }), { sensitive: ['details'] }),
    homePhotoDetailsIntentCreated: event(HomePhotoDetailsIntent, { sensitive: ['details'] }),
    homePhotoDetailsSent: event(),
    homePhotoDetailsFailed: event(t.type({ message: t.string })),
  }),
};

export const guestClaimsDescriptions: Descriptions<typeof guestClaimsActions> = {
  guestFnolStarted: 'A guest started reporting a claim without logging in (a fresh report)',
  guestFnolStepAnswered: 'The guest answered a step of reporting a claim (personal details and free text masked)',
  guestFnolAnswersKept: "The guest's answers so far, after a step or restored from the tab's session (masked)",
  guestFnolAnswerRefused: 'A step of reporting a claim was not taken: a probable account or card number in free text',
  guestFnolSubmitRequested: 'The guest submitted the claim from its summary (or tried again after a failure)',
  guestFnolIntentCreated: "The guest's claim got its idempotency key (one per claim, kept for retries)",
  guestClaimFiled: 'The gateway filed the guest’s claim: a new claim file number',
  guestClaimFilingFailed: 'The guest’s claim could not be filed; every answer is kept for a retry',
  guestClaimQueued: "No network: the guest's claim is saved on this device, to be sent with its key when the network is back",
  guestQueuedClaimCancelRequested: 'The guest cancelled the claim saved on this device before it was sent',
  guestQueuedClaimCancelled: 'The claim saved on this device is deleted from it, unsent',
  guestSavedClaimSent:
    "The guest's claim saved on this device was filed: its key, when it was saved and its date of loss (analytics: time from loss and from saving to filing)",
  guestClaimPhotosChosen: 'The guest chose photos or documents to add to the claim they are reporting (names and sizes only)',
  guestClaimPhotoRemoveRequested: 'The guest removed a photo or document from the claim they are reporting',
  guestClaimPhotosKept:
    "The report's photos and documents as they stand: kept on this device, refused (why), on their way, sent to the claim, or not sent",
  guestUploadClaimEntered: 'A guest named the claim to send documents to: its file number and date of loss; it is looked up',
  guestUploadContactEntered: 'The guest gave their contact details (masked); the claim is looked up',
  guestUploadClaimFound: 'The claim the guest named was found: on to who sends the documents',
  guestUploadGranted: 'The claim was found: the guest may send documents to it for a short while (the grant masked)',
  guestUploadLookupFailed: 'No claim matched, too many look-ups were made, or the document service is down',
  guestUploadFilesConfirmed: 'The guest confirmed the chosen files: they are sent, each with its progress',
  homePhotoLinkOpened: "A home claim's photo link was valid: its claimant may send photos to the claim for a short while (masked)",
  homePhotoLinkRefused: 'A home photo link was expired or altered (the expired-claim screen), or the document service is down',
  homePhotoDetailsEntered: 'The claimant added details about the damage in the photo tool (masked), or none',
  homePhotoDetailsIntentCreated: "The claimant's details got their idempotency key (masked)",
  homePhotoDetailsSent: "The claimant's details reached the claim (or there were none): the photo tool is finished",
  homePhotoDetailsFailed: "The claimant's details could not be sent; what they wrote is kept for a retry",
};
