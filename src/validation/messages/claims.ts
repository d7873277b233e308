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
  vehicleNotOnPolicy: 'That vehicle is not on this policy. Please choose one of its vehicles.',
  guestTooManyLookups: (phone: string = contactPhone) =>
    withPhone(
      'You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone} to report your claim.',
      phone,
    ),
  fileNumber: 'Please enter your 11-digit claim file number',
  guestClaimNotFound: "We couldn't find a claim that matches what you entered. Please check your claim file number and date of loss.",
  guestUploadSentBody: 'Your claim representative can see them now, and the policyholder finds them with the documents of the claim.',
  guestUploadExpired: 'For your security, your session to send documents to this claim has ended. Please find your claim again.',
  /** The home photo tool's expired-claim screen: an expired, altered or closed claim's link. */
  homePhotoLinkExpired: 'This link to send photos for your claim has expired.',
  homePhotoDetailsTooLong: (max: number) => `Please keep your details to ${max} characters or fewer.`,
  homePhotosSentBody: 'Your claim representative can see them now. You can add more photos, or tell us more about the damage.',
  /** What happens after a claim is filed: on the confirmation, the new claim file and its acknowledgement. */
  filedNextSteps: 'A claim representative will contact you within one business day.',
  /** The review of a filing with a question of its path still unanswered. */
  filingIncomplete: 'Please answer every question before you submit your claim.',
} as const;
