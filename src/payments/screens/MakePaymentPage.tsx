import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { Button, Form, GeneralApiError, RadioGroupField, StepIndicator, PageHeading, Loading } from '../../ui';
import { compose, required } from '../../validation/validators';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { selectBillingField } from '../../billing/selectors';
import type { BillingAccount } from '../../contract/billing';
import { selectSideTripReturn } from '../../onboarding/selectors';
import { onboardingMessages } from '../../validation/messages';
import { paymentsActions } from '../catalogue';
import { selectOutageFor, selectPayments, selectPaymentsField } from '../selectors';
import { latestPayOn, selectPaymentAccount } from '../paymentAccount';
import { businessToday } from '../../validation/dates';
import { ConfirmationStep, MethodStep, OutageNotice, VerificationStep, amountRule, useInstrumentDraft } from './PaymentSteps';
import { PolicyAmountStep, PolicyAmountsStep } from './PolicyAmountSteps';
import { PaymentAmountField, accountOptions } from './AmountParts';
import QuickPayDialog from './QuickPayDialog';
import { stepPath, type PaymentStep } from '../steps';
import '../../billing/billing.scss';
import { billingRoutes, paymentRoutes } from '../../shared/routes';
import { centsOfTyped, typedOfCents } from '../../shared/money';

const steps = ['Amount', 'Method', 'Verification', 'Confirmation'] as const;
const stepNumber = { amount: 1, method: 2, verification: 3, confirmation: 4 } as const;
type Step = keyof typeof stepNumber;
/** The amount step's own addresses: several policies, and one policy with its amount due filled in. */
type Address = Step | 'paypolicies' | 'singlepay' | 'paymentmodal';
const stepOf = (address: Address): PaymentStep =>
  address === 'paypolicies' || address === 'singlepay' || address === 'paymentmodal' ? 'amount' : address;

const amountForm = declareForm('paymentAmount', []);

interface AmountValues {
  accountNumber: string;
  amount: string;
}

function AmountStep({ accounts }: { accounts: readonly BillingAccount[] }) {
  const dispatch = useDispatch();
  const paymentsAccountNumber = useSelector(selectPaymentsField('accountNumber'));
  const amountCents = useSelector(selectPaymentsField('amountCents'));
  const log = useFormLog(amountForm);
  const chosen =
    accounts.find((a) => a.accountNumber === paymentsAccountNumber) ?? accounts.find((a) => a.amountDueCents > 0) ?? accounts[0];
  const initial: AmountValues = {
    accountNumber: chosen?.accountNumber ?? '',
    amount:
      amountCents !== null ? typedOfCents(amountCents) : chosen && chosen.amountDueCents > 0 ? typedOfCents(chosen.amountDueCents) : '',
  };
  const submit = (values: AmountValues) => {
    const account = accounts.find((a) => a.accountNumber === values.accountNumber);
    if (!account) return;
    dispatch(
      paymentsActions.amountSubmitted({
        accountNumber: account.accountNumber,
        side: account.side,
        amountCents: centsOfTyped(values.amount),
      }),
    );
  };
  return (
    <Form<AmountValues>
      onSubmit={submit}
      initialValues={initial}
      idPrefix="payment-amount"
      rules={{ accountNumber: required, amount: compose(required, amountRule) }}
      {...log}
    >
      <RadioGroupField name="accountNumber" label="Account to pay" options={accountOptions(accounts)} />
      <PaymentAmountField />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

const customerNext = [
  { to: billingRoutes.billingOverview.to({}), label: 'Back to billing' },
  { to: paymentRoutes.makeAPayment.to({}), label: 'Make another payment' },
];

/** Where a step without what it needs sends the customer (after a reload, or a typed address). */
function missingFor(step: Step, payments: ReturnType<typeof selectPayments>): Step | null {
  if (step === 'confirmation') return payments.receipt || payments.scheduled ? null : 'amount';
  if (step === 'method') return payments.amountCents === null ? 'amount' : null;
  if (step === 'verification') return payments.amountCents === null ? 'amount' : payments.method ? null : 'method';
  return null;
}

/** The amount step of the door the customer came by: the account, several policies, or one policy. */
function AmountOf({
  address,
  policyNumber,
  accounts,
}: {
  address: Address;
  policyNumber: string | undefined;
  accounts: readonly BillingAccount[];
}) {
  if (policyNumber !== undefined) return <PolicyAmountStep policyNumber={policyNumber} />;
  if (address === 'paypolicies') return <PolicyAmountsStep accounts={accounts} />;
  return <AmountStep accounts={accounts} />;
}

/**
 * Make a payment: amount, method, verification, confirmation; of the account (/billing/makeapayment), of
 * several policies (/paypolicies), of one policy (/{policyNumber}/{step}, /{policyNumber}/singlepay), or the
 * quick payment of the amount due, whose amount step is a dialog over the billing overview (/paymentmodal,
 * /quickpay/paymentmodal).
 */
export default function MakePaymentPage() {
  const { step: address = 'amount' } = useParams<{ step?: Address }>();
  return address === 'paymentmodal' ? <QuickPayDialog /> : <PaymentFlow />;
}

function PaymentFlow() {
  const { step: address = 'amount', policyNumber } = useParams<{ step?: Address; policyNumber?: string }>();
  const step = stepOf(address);
  const billingAccounts = useSelector(selectBillingField('accounts'));
  const status = useSelector(selectBillingField('status'));
  const payments = useSelector(selectPayments);
  const account = useSelector(selectPaymentAccount);
  const outage = useSelector(selectOutageFor(account?.side ?? 'mutual'));
  // A first payment begun from onboarding leads back to its step.
  const onboardingReturn = useSelector(selectSideTripReturn);
  const instrumentDraft = useInstrumentDraft();
  const back = missingFor(step, payments);
  if (back)
    return (
      <Redirect
        to={stepPath(
          { ...payments, door: policyNumber === undefined ? payments.door : 'policy', policyNumber: policyNumber ?? null },
          back,
        )}
      />
    );
  return (
    <div className="make-payment">
      <PageHeading key={address}>Make a payment</PageHeading>
      <StepIndicator steps={steps} current={stepNumber[step]} />
      {status === 'idle' && <Loading label="Loading your bills" />}
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' &&
        step === 'amount' &&
        (payments.outages.billing && payments.outages.lifeBilling ? (
          <OutageNotice />
        ) : (
          <AmountOf address={address} policyNumber={policyNumber} accounts={billingAccounts} />
        ))}
      {step === 'method' && (outage ? <OutageNotice /> : <MethodStep draft={instrumentDraft} />)}
      {step === 'verification' && account && (
        <VerificationStep account={account} latestPayOn={latestPayOn(account, payments.policies, businessToday(new Date()))} />
      )}
      {step === 'confirmation' && (
        <ConfirmationStep
          next={onboardingReturn ? [{ to: onboardingReturn, label: onboardingMessages.continueSettingUp }, ...customerNext] : customerNext}
        />
      )}
    </div>
  );
}
