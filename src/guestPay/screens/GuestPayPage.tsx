import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { Button, DateField, Form, MaskedTextField, RadioGroupField, StepIndicator, TextField, PageHeading } from '../../ui';
import { formatCents, formatIsoDate } from '../../shared/format';
import { billing as billingConstants } from '../../../config/product';
import { selectFlag } from '../../flags/selectors';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { parseEntryDate } from '../../validation/dates';
import { fieldMessages, paymentMessages } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { birthDate, compose, normalizeIdentifier, onIdentifier, pattern, required, type Rules } from '../../validation/validators';
import { sideLabels } from '../../shared/billingLabels';
import type { GuestBillSearch, GuestLineOfBusiness } from '../../contract/guestPay';
import { paymentsActions } from '../../payments/catalogue';
import { selectOutageFor, selectPayments, selectPaymentsField } from '../../payments/selectors';
import { ConfirmationStep, MethodStep, OutageNotice, VerificationStep, amountRule, toCents } from '../../payments/screens/PaymentSteps';
import { guestPayActions } from '../catalogue';
import { selectGuestPay, selectGuestPayField } from '../selectors';
import '../../billing/billing.scss';
import { guestRoutes } from '../../shared/routes';

type Step = 'find-bill' | 'mutual-amount' | 'life-amount' | 'payment-information' | 'make-payment' | 'confirmation';

const steps = ['Find your bill', 'Amount', 'Payment information', 'Review', 'Confirmation'] as const;
const stepNumber: Record<Step | 'start', number> = {
  start: 1,
  'find-bill': 1,
  'mutual-amount': 2,
  'life-amount': 2,
  'payment-information': 3,
  'make-payment': 4,
  confirmation: 5,
};

const lineOfBusinessForm = declareForm('guestPayLineOfBusiness', []);
const findBillForm = declareForm('guestPayFindBill', ['zip', 'dateOfBirth', 'lastName']);
const amountForm = declareForm('guestPayAmount', []);

const lineOfBusinessOptions = [
  { value: 'mutual', label: 'Auto, home or other property and casualty insurance' },
  { value: 'life', label: 'Life insurance' },
] as const;

function LineOfBusinessStep() {
  const dispatch = useDispatch();
  const lineOfBusiness = useSelector(selectGuestPayField('lineOfBusiness'));
  const log = useFormLog(lineOfBusinessForm);
  return (
    <Form<{ lineOfBusiness: GuestLineOfBusiness }>
      idPrefix="guest-lob"
      initialValues={lineOfBusiness ? { lineOfBusiness } : {}}
      rules={{ lineOfBusiness: required }}
      onSubmit={(v) => void dispatch(guestPayActions.lineOfBusinessChosen({ lineOfBusiness: v.lineOfBusiness }))}
      {...log}
    >
      <p>Pay your bill without logging in. You will need your bill or policy documents.</p>
      <RadioGroupField name="lineOfBusiness" label="What would you like to pay?" options={lineOfBusinessOptions} />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

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
                hint={expanded ? 'For example N4820015 or C4M7X2-1001' : 'On your bill, for example N4820015'}
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
                hint="For example L-204518736"
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
    void dispatch(paymentsActions.amountSubmitted({ accountNumber: bill.accountNumber, side: bill.side, amountCents: toCents(v.amount) }));
  return (
    <>
      <dl className="payment-summary">
        <div>
          <dt>Account</dt>
          <dd>
            {sideLabels[bill.side]} account {bill.accountNumber}
          </dd>
        </div>
        <div>
          <dt>Amount due</dt>
          <dd>{formatCents(bill.amountDueCents)}</dd>
        </div>
        {bill.dueDate && (
          <div>
            <dt>Due date</dt>
            <dd>{formatIsoDate(bill.dueDate)}</dd>
          </div>
        )}
      </dl>
      <Form<{ amount: string }>
        idPrefix="guest-amount"
        initialValues={{ amount: initialCents === null ? '' : (initialCents / 100).toFixed(2) }}
        rules={{ amount: compose(required, amountRule) }}
        onSubmit={submit}
        {...log}
      >
        <MaskedTextField
          name="amount"
          label="Payment amount"
          mask="currency"
          width="medium"
          hint={`Up to ${formatCents(billingConstants.maxPaymentCents)} online.`}
        />
        <Button type="submit">Continue</Button>
      </Form>
    </>
  );
}

const guestPayStart = guestRoutes.guestPay.to({});
const guestNext = [{ to: guestPayStart, label: 'Pay another bill' }];

/** Where a step without what it needs sends the guest (after a reload, or a typed address). */
function missingFor(step: Step | 'start', hasLineOfBusiness: boolean, payments: ReturnType<typeof selectPayments>): string | null {
  if (step === 'start') return null;
  if (step === 'find-bill') return hasLineOfBusiness ? null : guestPayStart;
  if (step === 'confirmation') return payments.receipt ? null : guestPayStart;
  if (payments.guestGrant === null) return guestPayStart;
  if (step === 'payment-information' || step === 'make-payment') {
    if (payments.amountCents === null) return guestRoutes.guestPay.to({ step: payments.side === 'life' ? 'life-amount' : 'mutual-amount' });
    if (step === 'make-payment' && !payments.method) return guestRoutes.guestPay.to({ step: 'payment-information' });
  }
  return null;
}

/** Pay as a guest: line of business, find the bill, amount, payment information, review, confirmation. */
export default function GuestPayPage() {
  const { step = 'start' } = useParams<{ step?: Step }>();
  const guest = useSelector(selectGuestPay);
  const payments = useSelector(selectPayments);
  const side = payments.side ?? guest.lineOfBusiness ?? 'mutual';
  const outage = useSelector(selectOutageFor(side));
  const back = missingFor(step, guest.lineOfBusiness !== null, payments);
  if (back) return <Redirect to={back} />;
  const blocked = outage && step !== 'confirmation' && step !== 'start' && step !== 'make-payment';
  return (
    <div className="make-payment guest-pay">
      <PageHeading key={step}>Pay as a guest</PageHeading>
      <StepIndicator steps={steps} current={stepNumber[step]} />
      {blocked ? (
        <OutageNotice />
      ) : (
        <>
          {step === 'start' && <LineOfBusinessStep />}
          {step === 'find-bill' && guest.lineOfBusiness && <FindBillStep lineOfBusiness={guest.lineOfBusiness} />}
          {(step === 'mutual-amount' || step === 'life-amount') && <AmountStep />}
          {step === 'payment-information' && <MethodStep />}
          {step === 'make-payment' && payments.accountNumber && payments.side && (
            <VerificationStep
              account={{ accountNumber: payments.accountNumber, side: payments.side, amountDueCents: guest.bill?.amountDueCents }}
            />
          )}
          {step === 'confirmation' && <ConfirmationStep next={guestNext} />}
        </>
      )}
    </div>
  );
}
