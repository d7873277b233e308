import { contactPhone } from '../../../config/product';
import { fillTemplate, withPhone } from './common';

/** Policies, ID cards and documents: messages of our own wording (the spec does not give them). */
export const documentMessages = {
  expressIdNoMatch: "We couldn't find ID cards that match what you entered. Please check your details and try again.",
  expressIdTooMany: (phone: string = contactPhone) =>
    withPhone('You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone}.', phone),
  expressIdNotVehicle: 'ID cards are for auto and motorcycle policies. This policy does not have ID cards.',
  idCardsForVehiclesOnly: 'ID cards are for auto and motorcycle policies in force.',
  policyTabMissing: (tab: string) => fillTemplate('This policy has no {tab} page. Here is its overview.', { tab }),
  emailNotYours: 'Please choose one of the email addresses on your account',
  noMailingAddress: 'We do not have a mailing address for you. Please add one in your profile.',
  linkExpired: 'This link has expired. Please go back to the portal and open the document again.',
  fileType: (name: string) => fillTemplate('{name} is not a PDF, JPEG, PNG or HEIC file. Please choose another file.', { name }),
  fileTooLarge: (name: string, limit: string) =>
    fillTemplate('{name} is larger than {limit}. Please choose a smaller file.', { name, limit }),
  fileEmpty: (name: string) => fillTemplate('{name} is empty. Please choose another file.', { name }),
  uploadTarget: 'Please choose a policy or a claim',
  uploadFiles: 'Please choose at least one file',
  uploadTooMany: (name: string, max: number) =>
    fillTemplate('{name} was not added: you can send up to {max} files at a time.', { name, max }),
  uploadFailed: (name: string) => fillTemplate('{name} was not sent. Please check your connection and try again.', { name }),
  uploadFileGone: (name: string) => fillTemplate('{name} is no longer available to send. Please remove it and choose it again.', { name }),
  uploadSent: 'Your documents were sent.',
  uploadSentBody: 'They are now listed with the documents of the policy.',
  uploadSomeNotSent: 'Some files were not sent',
  uploadSomeNotSentBody: 'Try again, or remove the files that were not accepted.',
} as const;
