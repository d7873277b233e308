import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { ClaimDetails, ClaimFiling, ClaimMessage, ClaimSummary } from '../contract/claims';
import { FnolAnswers } from '../shared/claimFiling';
import { KeptPolicies } from '../shared/keptPolicies';
import { ChosenPhoto, FilingPhotos } from '../shared/filingPhotos';
import { fnolQuestions } from '../validation/questions/fnolQuestions';
import { sensitivePathsOf } from '../validation/questions/questionTable';

const FileNumber = t.type({ fileNumber: t.string });
const Failure = t.type({ fileNumber: t.string, message: t.string });
/** A message to send and its idempotency key, kept until it is stored: a retry sends it with the same key. */
export const MessageIntent = t.type({ fileNumber: t.string, body: t.string, key: t.string });
export type MessageIntent = t.TypeOf<typeof MessageIntent>;

/** A filing on its way to the gateway and its idempotency key, kept until the claim is filed: a resubmit files once. */
export const FilingIntent = t.type({ filing: ClaimFiling, key: t.string });
export type FilingIntent = t.TypeOf<typeof FilingIntent>;

/** The answers and the filing's fields the filing's question table marks sensitive. */
const sensitive = sensitivePathsOf(fnolQuestions);

export const claimsActions = catalogue('claims', {
  listLoaded: event(t.type({ claims: t.array(ClaimSummary) })),
  listLoadFailed: event(t.type({ message: t.string })),
  recentLoaded: event(t.type({ claims: t.array(ClaimSummary) })),
  recentLoadFailed: event(t.type({ message: t.string })),
  detailsLoaded: event(t.type({ details: ClaimDetails })),
  detailsNotFound: event(FileNumber),
  detailsLoadFailed: event(Failure),
  newMessageCountLoaded: event(t.type({ count: t.number })),
  // A conversation is free text both ways: its words never reach the log.
  messagesLoaded: event(t.type({ fileNumber: t.string, messages: t.array(ClaimMessage) }), { sensitive: ['messages.*.body'] }),
  messagesLoadFailed: event(Failure),
  messagesRead: event(FileNumber),
  messageSendRequested: command(t.type({ fileNumber: t.string, body: t.string }), { sensitive: ['body'] }),
  messageIntentCreated: event(MessageIntent, { sensitive: ['body'] }),
  messageSent: event(t.type({ fileNumber: t.string, message: ClaimMessage }), { sensitive: ['message.body'] }),
  messageSendFailed: event(Failure),
  emailNotificationsChangeRequested: command(t.type({ fileNumber: t.string, email: t.boolean })),
  emailNotificationsChanged: event(t.type({ fileNumber: t.string, emailNotifications: t.boolean })),
  emailNotificationsChangeFailed: event(Failure),
  fnolStepAnswered: command(t.type({ step: t.string, answers: FnolAnswers }), { sensitive: sensitive.answers }),
  fnolAnswersKept: event(t.type({ answers: FnolAnswers, answered: t.array(t.string) }), { sensitive: sensitive.answers }),
  fnolAnswerRefused: event(t.type({ step: t.string, field: t.string, message: t.string })),
  fnolSubmitRequested: command(t.type({})),
  filingPoliciesRestored: event(t.type({ policies: KeptPolicies })),
  fnolIntentCreated: event(FilingIntent, { sensitive: sensitive.filing }),
  claimFiled: event(t.type({ claim: ClaimSummary })),
  claimFilingFailed: event(t.type({ message: t.string })),
  fnolQueued: event(t.type({ key: t.string })),
  fnolQueuedCancelRequested: command(t.type({})),
  fnolQueuedCancelled: event(t.type({ key: t.string })),
  fnolSavedClaimSent: event(t.type({ key: t.string, savedAt: t.string, lossDate: t.string })),
  fnolPhotosChosen: command(t.type({ files: t.array(ChosenPhoto) })),
  fnolPhotoRemoveRequested: command(t.type({ fileRef: t.string })),
  fnolPhotosKept: event(FilingPhotos),
});

export const claimsDescriptions: Descriptions<typeof claimsActions> = {
  listLoaded: "The party's claims arrived from the gateway",
  listLoadFailed: "The party's claims could not be loaded",
  recentLoaded: 'The open and lately closed claims arrived for the account landing',
  recentLoadFailed: 'The recent claims could not be loaded',
  detailsLoaded: "A claim's status, adjuster, coverages and payments arrived (the analytics claims group)",
  detailsNotFound: "The claim asked for is malformed or not the customer's",
  detailsLoadFailed: "A claim's details could not be loaded",
  newMessageCountLoaded: 'How many messages from adjusters the customer has not read (the navigation count)',
  messagesLoaded: "A claim's conversation with its adjuster arrived (the words masked)",
  messagesLoadFailed: "A claim's conversation could not be loaded",
  messagesRead: "The customer read a claim's conversation: its messages are no longer new",
  messageSendRequested: 'The customer sent a message to the adjuster (the words masked)',
  messageIntentCreated: 'A new message got its idempotency key (one per message, kept for retries)',
  messageSent: "The gateway stored the customer's message",
  messageSendFailed: 'The message could not be sent',
  emailNotificationsChangeRequested: "The customer turned a claim's email notifications on or off",
  emailNotificationsChanged: "A claim's email notification preference was saved (the analytics emailStatus)",
  emailNotificationsChangeFailed: "A claim's email notification preference could not be saved",
  fnolStepAnswered: 'The customer answered a step of filing a claim (free text masked)',
  fnolAnswersKept: "The claim filing's answers so far, after a step or restored from the tab's session (free text masked)",
  fnolAnswerRefused:
    'A step of filing a claim was not taken: a probable account or card number in free text, or a policy that cannot file it',
  fnolSubmitRequested: 'The customer confirmed the claim filing on its review',
  fnolIntentCreated: 'A claim filing got its idempotency key (one per filing, kept for resubmits)',
  claimFiled: 'The gateway filed the claim: a new claim file number',
  filingPoliciesRestored: "With no network, the customer's policies kept on this device offered for filing a claim",
  claimFilingFailed: 'The claim could not be filed; every answer is kept',
  fnolQueued: "No network: the customer's claim is saved on this device, to be sent with its key when the network is back",
  fnolQueuedCancelRequested: 'The customer cancelled the claim saved on this device before it was sent',
  fnolQueuedCancelled: 'The claim saved on this device is deleted from it, unsent',
  fnolSavedClaimSent:
    'The claim saved on this device was filed: its key, when it was saved and its date of loss (analytics: time from loss and from saving to filing)',
  fnolPhotosChosen: 'The customer chose photos or documents to add to the claim they are filing (names and sizes only)',
  fnolPhotoRemoveRequested: 'The customer removed a photo or document from the claim they are filing',
  fnolPhotosKept:
    "The filing's photos and documents as they stand: kept on this device, refused (why), on their way, sent to the claim, or not sent",
};
