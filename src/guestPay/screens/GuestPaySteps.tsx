import { useDispatch, useSelector } from 'react-redux';
import { Button, DateField, Form, MaskedTextField, RadioGroupField, TextField } from '../../ui';
import { formatIsoDate } from '../../shared/format';
import { selectFlag } from '../../flags/selectors';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { parseEntryDate } from '../../validation/dates';
import { fieldMessages, identifierExamples, paymentMessages } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { birthDate, compose, normalizeIdentifier, onIdentifier, pattern, required, type Rules } from '../../validation/validators';
import type { GuestBillSearch, GuestLineOfBusiness } from '../../contract/guestPay';
import { paymentsActions } from '../../payments/catalogue';
import { selectPayments, selectPaymentsField } from '../../payments/selectors';
import {
  ConfirmationStep,
  MethodStep,
  OutageNotice,
  VerificationStep,
  amountRule,
  useInstrumentDraft,
} from '../../payments/screens/PaymentSteps';
import { AmountDueSummary, PaymentAmountField } from '../../payments/screens/AmountParts';
import { guestPayActions } from '../catalogue';
import { selectGuestPay, selectGuestPayField } from '../selectors';
import { guestRoutes } from '../../shared/routes';
import { centsOfTyped, typedOfCents } from '../../shared/money';

// Pay as a guest after its first step (GuestPayPage.tsx): finding the bill, the amount and the payment steps, in a
// chunk of their own, so the first page does not carry the input masks and the payment forms.

export type Step = 'find-bill' | 'mutual-amount' | 'life-amount' | 'payment-information' | 'make-payment' | 'confirmation';

const findBillForm = declareForm('guestPayFindBill', ['zip', 'dateOfBirth', 'lastName']);
const amountForm = declareForm('guestPayAmount', []);
const guestNext = [{ to: guestRoutes.guestPay.to({}), label: 'Pay another bill' }];

interface FindBillValues {
  number: string;
  zip?: string;
  identity?: 'dateOfBirth' | 'lastName';
  dateOfBirth?: string;
  lastName?: string;
}

const accountOrPolicyNumber = new RegExp(`${patterns.accountNumber.source}|${patterns.mutualPolicyNumber.source}`);

function findBillRules(lineOfBusiness: GuestLineOfBusiness, expanded: boolean): Rules<FindBillValues> {
  // Numbers are checked (and sent) as normalized: 'n4820015 ' is N4820015.
  if (lineOfBusiness === 'life')
    return { number: compose(required, onIdentifier(pattern(patterns.lifePolicyNumber, fieldMessages.policyNumber))) };
  return {
    number: compose(
      required,
      onIdentifier(
        expanded
          ? pattern(accountOrPolicyNumber, paymentMessages.guestAccountOrPolicyNumber)
          : pattern(patterns.accountNumber, paymentMessages.guestAccountNumber),
      ),
    ),
    zip: compose(required, pattern(patterns.zip, fieldMessages.zip)),
  };
}

const dateOfBirth = compose(required, birthDate());

/** The life policy owner's date of birth (a real date in the past, checked before a look-up is spent), or (expanded search) last name. */
function validateLifeIdentity(values: FindBillValues) {
  if (values.identity === 'lastName') {
    if (!values.lastName) return { lastName: fieldMessages.missingRequiredField };
    return patterns.customerName.test(values.lastName.trim()) ? {} : { lastName: fieldMessages.lastName };
  }
  const message = dateOfBirth(values.dateOfBirth);
  return message ? { dateOfBirth: message } : {};
}

function toSearch(lineOfBusiness: GuestLineOfBusiness, v: FindBillValues): GuestBillSearch {
  const number = normalizeIdentifier(v.number);
  if (lineOfBusiness === 'mutual') return { lineOfBusiness, accountOrPolicyNumber: number, zip: v.zip ?? '' };
  return v.identity === 'lastName'
    ? { lineOfBusiness, policyNumber: number, lastName: (v.lastName ?? '').trim() }
    : { lineOfBusiness, policyNumber: number, dateOfBirth: parseEntryDate(v.dateOfBirth ?? '') ?? '' };
}

/** Mutual account validation (account number and ZIP) or life policy validation (policy number and date of birth). */
function FindBillStep({ lineOfBusiness }: { lineOfBusiness: GuestLineOfBusiness }) {
  const dispatch = useDispatch();
  const searchError = useSelector(selectGuestPayField('searchError'));
  const searching = useSelector(selectGuestPayField('searching'));
  const expanded = useSelector(selectFlag('TempEnableExpandedGuestPaySearch'));
  const log = useFormLog(findBillForm);
  const initial: Partial<FindBillValues> = lineOfBusiness === 'life' ? { identity: 'dateOfBirth' } : {};
  return (
    <>
      <Form<FindBillValues>
        key={lineOfBusiness}
        idPrefix="guest-find-bill"
        initialValues={initial}
        serverError={searchError ? { heading: "We couldn't find your bill", message: searchError } : null}
        rules={findBillRules(lineOfBusiness, expanded)}
        validate={lineOfBusiness === 'life' ? validateLifeIdentity : undefined}
        onSubmit={(v) => void dispatch(guestPayActions.billSearchSubmitted({ search: toSearch(lineOfBusiness, v) }))}
        {...log}
      >
        {({ values }) =>
          lineOfBusiness === 'mutual' ? (
            <>
              <TextField
                name="number"
                label={expanded ? 'Account number or policy number' : 'Account number'}
                hint={
                  expanded
                    ? `For example ${identifierExamples.account} or ${identifierExamples.mutualPolicy}`
                    : `On your bill, for example ${identifierExamples.account}`
                }
                autoCapitalize="characters"
                spellCheck={false}
                width="medium"
              />
              <MaskedTextField name="zip" label="Mailing ZIP code" mask="zip" width="short" />
              <Button type="submit" processing={searching}>
                Find my bill
              </Button>
            </>
          ) : (
            <>
              <TextField
                name="number"
                label="Life policy number"
                hint={`For example ${identifierExamples.lifePolicy}`}
                autoCapitalize="characters"
                spellCheck={false}
                width="medium"
              />
              {expanded && (
                <RadioGroupField
                  name="identity"
                  label="Confirm who you are with the policy owner's"
                  inline
                  options={[
                    { value: 'dateOfBirth', label: 'Date of birth' },
                    { value: 'lastName', label: 'Last name' },
                  ]}
                />
              )}
              {values.identity === 'lastName' ? (
                <TextField name="lastName" label="Policy owner's last name" autoComplete="family-name" width="medium" />
              ) : (
                <DateField name="dateOfBirth" label="Policy owner's date of birth" />
              )}
              <Button type="submit" processing={searching}>
                Find my bill
              </Button>
            </>
          )
        }
      </Form>
    </>
  );
}

function AmountStep() {
  const dispatch = useDispatch();
  const bill = useSelector(selectGuestPayField('bill'));
  const amountCents = useSelector(selectPaymentsField('amountCents'));
  const log = useFormLog(amountForm);
  if (!bill) return null;
  const initialCents = amountCents ?? (bill.amountDueCents > 0 ? bill.amountDueCents : null);
  const submit = (v: { amount: string }) =>
    void dispatch(
      paymentsActions.amountSubmitted({ accountNumber: bill.accountNumber, side: bill.side, amountCents: centsOfTyped(v.amount) }),
    );
  return (
    <>
      <AmountDueSummary account={bill} amountDueCents={bill.amountDueCents} due={bill.dueDate ? formatIsoDate(bill.dueDate) : null} />
      <Form<{ amount: string }>
        idPrefix="guest-amount"
        initialValues={{ amount: initialCents === null ? '' : typedOfCents(initialCents) }}
        rules={{ amount: compose(required, amountRule) }}
        onSubmit={submit}
        {...log}
      >
        <PaymentAmountField />
        <Button type="submit">Continue</Button>
      </Form>
    </>
  );
}

/** The step of the address (all but the first), or the outage notice while payments are unavailable. */
export default function GuestPaySteps({ step, blocked }: { step: Step; blocked: boolean }) {
  const guest = useSelector(selectGuestPay);
  const payments = useSelector(selectPayments);
  const instrumentDraft = useInstrumentDraft();
  if (blocked) return <OutageNotice />;
  return (
    <>
      {step === 'find-bill' && guest.lineOfBusiness && <FindBillStep lineOfBusiness={guest.lineOfBusiness} />}
      {(step === 'mutual-amount' || step === 'life-amount') && <AmountStep />}
      {step === 'payment-information' && <MethodStep draft={instrumentDraft} />}
      {step === 'make-payment' && payments.accountNumber && payments.side && (
        <VerificationStep
          account={{ accountNumber: payments.accountNumber, side: payments.side, amountDueCents: guest.bill?.amountDueCents }}
        />
      )}
      {step === 'confirmation' && <ConfirmationStep next={guestNext} />}
    </>
  );
}
