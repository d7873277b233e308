import { contactPhone } from '../../../config/product';
import { fillTemplate, identifierExamples, withPhone } from './common';

/** Payment fields and outcomes (billing, make a payment, guest pay). The spec gives no wording; these are ours. */
export const paymentMessages = {
  amountPositive: 'Please enter an amount greater than $0.00',
  amountOverLimit: (limit: string) => fillTemplate('Online payments are limited to {limit}. Please call us to pay more.', { limit }),
  holderName: 'Please enter the name as it appears on the account',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter a valid, unexpired date (MM/YY)',
  securityCode: 'Please enter a valid security code',
  routingNumber: 'Please enter a valid 9-digit routing number',
  bankAccountNumber: 'Please enter a valid account number (4 to 17 digits)',
  accountNumbersDiffer: 'The account numbers do not match',
  declined: 'Your payment method was declined. Please use another payment method.',
  methodNotAccepted: 'We could not accept this payment method.',
  outageHeading: 'Online payments are temporarily unavailable',
  outageBody: (phone: string = contactPhone) =>
    fillTemplate(
      'We are performing scheduled maintenance on our billing system. Please try again later or call us at {contactPhone} to pay by phone.',
      { contactPhone: phone },
    ),
  statementNotFound: 'We could not find that statement.',
  statementLinkExpired: 'This link has expired. Please go back to your statements and open the statement again.',
  methodNotFound: 'We could not find that payment method.',
  methodInAutopay: 'This payment method pays your bills automatically. Please change or cancel automatic payments first.',
  samePaymentPlan: 'That is already the payment plan of this policy. Please choose another plan.',
  choosePaymentPlan: 'Please choose a payment plan',
  chooseSavedMethod: 'Please choose a payment method',
  guestBillNotFound: "We couldn't find a bill that matches what you entered. Please check your details and try again.",
  guestTooManyLookups: (phone: string = contactPhone) =>
    withPhone('You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone} to pay by phone.', phone),
  guestGrantExpired: 'For your security, your session to pay this bill has ended. Please find your bill again.',
  chooseLineOfBusiness: 'Please choose what you would like to pay',
  guestAccountNumber: `Please enter a valid account number (N and digits, for example ${identifierExamples.account})`,
  guestAccountOrPolicyNumber: 'Please enter a valid account number or policy number',
  choosePolicies: 'Please choose at least one policy to pay',
  amountOverPolicyDue: (due: string) => fillTemplate('Please enter an amount no more than the amount due of {due}', { due }),
  /** Paying more than is due: the customer confirms before the money moves (verification step). */
  overpaymentNotice: (amount: string, due: string) =>
    fillTemplate('Your payment of {amount} is more than the amount due of {due}.', { amount, due }),
  overpaymentConfirm: (extra: string) => fillTemplate('I understand that the extra {extra} becomes a credit on my account', { extra }),
  overpaymentNotConfirmed: 'Please confirm the payment above the amount due, or change the amount',
  policyPartsDiffer: 'The amounts of the policies must add up to the payment amount',
  policyPaidTwice: 'Please list each policy once',
  policyNotFound: 'We could not find that policy.',
  nothingDueOnPolicy: 'Nothing is due on this policy now.',
  nothingDueOnPolicies: 'Nothing is due on your policies now.',
  payableTotalOverLimit: (limit: string) =>
    fillTemplate('The total of your payment is over the online limit of {limit}. Please pay less or call us.', { limit }),
} as const;

/** Paying on a later date (a scheduled payment): the choice, its date's limits, its outcomes. The spec gives no wording; these are ours. */
export const scheduledPaymentMessages = {
  payNow: 'Pay now',
  payLater: 'Pay on a later date',
  whenLabel: 'When would you like to pay?',
  dateLabel: 'Payment date (MM/DD/YYYY)',
  dateHint: (last: string) => fillTemplate('A date after today, up to the due date of {last} (US Eastern time). MM/DD/YYYY', { last }),
  dateHintNoDue: 'A date after today, up to the due date (US Eastern time). MM/DD/YYYY',
  chooseWhen: 'Please choose when to pay',
  dateInvalid: 'Please enter a valid date (MM/DD/YYYY)',
  dateNotAfterToday: 'Please choose a date after today. To pay today, choose Pay now.',
  dateAfterDue: (due: string) => fillTemplate('Please choose a date no later than the due date of {due}', { due }),
  nothingToSchedule: 'Nothing is due on this bill now, so there is no payment to schedule.',
  dueTooSoon: (due: string) => fillTemplate('This bill is due on {due}, too soon to pay on a later date. Please choose Pay now.', { due }),
  notFound: 'We could not find that scheduled payment.',
  noLongerChangeable: 'This scheduled payment can no longer be changed: it has been paid or cancelled, or it runs today.',
  scheduledHeading: 'Scheduled payments',
  notChanged: 'The scheduled payment was not changed',
  noneScheduled: 'You have no scheduled payments.',
  scheduledOn: (date: string) => fillTemplate('Scheduled for {date}', { date }),
  edit: 'Edit',
  cancel: 'Cancel payment',
  cancelConfirm: (amount: string, date: string) =>
    fillTemplate('Cancel the payment of {amount} scheduled for {date}? It will not be taken.', { amount, date }),
  keep: 'Keep payment',
  cancelled: 'The scheduled payment was cancelled.',
  updated: 'The scheduled payment was updated.',
  confirmationHeading: 'Your payment is scheduled',
  statusLabels: { scheduled: 'Scheduled', paid: 'Paid', cancelled: 'Cancelled', failed: 'Not paid' },
  failureReasons: {
    declined: 'Your payment method was declined.',
    account_closed: 'Your billing account is closed.',
    method_unavailable: 'The payment method is no longer available.',
    bill_paid: 'Nothing was due on that date, so no payment was taken.',
  },
  emailScheduledSubject: (product: string) => fillTemplate('{product}: your payment is scheduled', { product }),
  emailScheduled: (amount: string, account: string, date: string, method: string) =>
    fillTemplate(
      'We will take your payment of {amount} for billing account {account} on {date} from {method}. You can change or cancel it in the billing centre until that day.',
      { amount, account, date, method },
    ),
  emailPaidSubject: (product: string) => fillTemplate('{product}: your scheduled payment was made', { product }),
  emailPaid: (amount: string, account: string, date: string, confirmation: string) =>
    fillTemplate(
      'Your scheduled payment of {amount} for billing account {account} was made on {date}. Confirmation number: {confirmation}.',
      {
        amount,
        account,
        date,
        confirmation,
      },
    ),
  emailFailedSubject: (product: string) => fillTemplate('{product}: your scheduled payment was not made', { product }),
  emailFailed: (amount: string, account: string, date: string, reason: string, phone: string = contactPhone) =>
    fillTemplate(
      'Your scheduled payment of {amount} for billing account {account} on {date} was not made. {reason} Your bill is still due: please make a payment in the billing centre or call us at {contactPhone}.',
      { amount, account, date, reason, contactPhone: phone },
    ),
  emailSkipped: (amount: string, account: string, date: string) =>
    fillTemplate('Your payment of {amount} for billing account {account} scheduled for {date} was not taken: nothing was due.', {
      amount,
      account,
      date,
    }),
} as const;
