import { contactPhone } from '../../../config/product';
import { withPhone } from './common';

/** The claims centre's and claim filing's own copy (spec section 8 gives no claims messages beyond the catalogue). */
export const claimMessages = {
  /** Free text with a probable account or card number (section 5): flagged before it is sent. */
  accountOrCardNumberInText:
    'This looks like an account or card number. For your security, please remove it: we never need those numbers here.',
  messageTooLong: (max: number) => `Please keep your message to ${max} characters or fewer.`,
  messageEmpty: 'Please write a message.',
  notFound: 'We could not find that claim.',
  policyCannotFile: 'That policy does not cover this kind of loss. Please choose another policy, or call us.',
  /** The policy step with no policy a claim can be reported on online (none in force of a line filed here). */
  noPolicyToFile: 'None of your policies can take a claim online now. Please call us to report it:',
  /** The vehicles of the chosen policy could not be loaded (no network, or the policy is gone): the step says so. */
  vehiclesUnavailable:
    'We couldn’t load the vehicles on this policy. Go back and choose the policy again to try once more, or call us to report your claim:',
  policyNotInForce:
    'That policy is no longer in force, so a claim cannot be reported on it here. Please choose another policy, or call us.',
  lossAfterTerm: (ended: string) =>
    `That policy's term ended on ${ended}, before the date of loss. Please check the date of loss, or choose another policy.`,
  vehicleNotOnPolicy: 'That vehicle is not on this policy. Please choose one of its vehicles.',
  guestTooManyLookups: (phone: string = contactPhone) =>
    withPhone(
      'You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone} to report your claim.',
      phone,
    ),
  fileNumber: 'Please enter your 11-digit claim file number',
  /** A claim submitted with no network, saved on the device until it can be sent. */
  queuedHeading: 'Your claim is saved on this phone',
  queuedBody:
    "You're offline, so we haven't received it yet. We'll send it as soon as your phone is back online and show you its claim file number here. You can close this page: the claim stays saved on this phone until it is sent.",
  queuedCancel: 'Cancel this claim',
  /** The photos and documents added on a filing's review, and what became of each once the claim was filed. */
  photosHeading: 'Photos and documents (optional)',
  photosHint: (limit: string, max: number) =>
    `Add photos of the damage, a police report or estimates: PDF, JPEG, PNG or HEIC, up to ${limit} each and ${max} in all. They are kept on this phone with your claim and sent once it is filed.`,
  photoNotKept: (name: string) => `${name} could not be kept on this phone. Please choose it again, or send it after your claim is filed.`,
  photoWaiting: (name: string) => `${name} will be sent to your claim as soon as this phone is back online.`,
  photoNotSent: (name: string, reason: string) => `${name} was not added to your claim: ${reason}`,
  photoByPhone: (phone: string = contactPhone) => `Please call us at ${phone} to send it.`,
  savedSentHeading: 'The claim saved on this phone was sent',
  savedSentBody: (fileNumber: string) => `We received it. Your claim file number is ${fileNumber}. We have also sent it to you by email.`,
  guestClaimNotFound: "We couldn't find a claim that matches what you entered. Please check your claim file number and date of loss.",
  guestUploadSentBody:
    'Your claim representative will review them and add them to the claim. If they need anything else, they will contact you.',
  /** Past the files and notes a claim, or one grant, takes from guests in a while. */
  guestTooManyWrites: (phone: string = contactPhone) =>
    withPhone(
      'We have received a lot for this claim in a short time. Please wait a while and try again, or call us at {contactPhone}.',
      phone,
    ),
  /** Past the files one grant may send (the bytes of its files). */
  guestTooManyBytes: (phone: string = contactPhone) =>
    withPhone(
      'You have sent as much as we can take in one visit. Please find your claim again to send more, or call us at {contactPhone}.',
      phone,
    ),
  /** Past the messages a customer may send in a while. */
  tooManyMessages: 'You have sent many messages in a short time. Please wait a few minutes before you send another.',
  /** Who wrote a note a guest sent to the claim (never 'You', whoever reads it). */
  fromGuestUpload: 'From a guest upload',
  /** The reporter's confirmation and acknowledgement of every guest filing, matched or not. */
  guestFiledPolicyCheck:
    'We check the policy details you gave before the claim shows in the policyholder’s account online. If we cannot match them to a policy, your claim representative will ask you to confirm them when they contact you.',
  /** To a matched policy's holder, at their email on file: a claim was reported on their policy without signing in. */
  guestClaimOnYourPolicy: (policyNumber: string, fileNumber: string, lossDate: string, phone: string = contactPhone) => ({
    subject: `A claim was reported on your policy ${policyNumber}`,
    body: withPhone(
      `A claim for a loss of ${lossDate} was reported on your policy ${policyNumber} without logging in. Its claim file number is ${fileNumber}. You can follow it online: log in and open Claims. If you do not know about this claim, please call us at {contactPhone}.`,
      phone,
    ),
  }),
  guestUploadExpired: 'For your security, your session to send documents to this claim has ended. Please find your claim again.',
  /** The home photo tool's expired-claim screen: an expired, altered or closed claim's link. */
  homePhotoLinkExpired: 'This link to send photos for your claim has expired.',
  homePhotoDetailsTooLong: (max: number) => `Please keep your details to ${max} characters or fewer.`,
  homePhotosSent: 'Your photos were sent.',
  homePhotosNotSent: 'Some photos were not sent',
  homePhotosSentBody: 'Your claim representative can see them now. You can add more photos, or tell us more about the damage.',
  /** What happens after a claim is filed: on the confirmation, the new claim file and its acknowledgement. */
  filedNextSteps: 'A claim representative will contact you within one business day.',
  /** The review of a filing with a question of its path still unanswered. */
  filingIncomplete: 'Please answer every question before you submit your claim.',
} as const;
