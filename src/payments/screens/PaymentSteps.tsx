import { useEffect, useRef, type MutableRefObject } from 'react';
import { FormSpy } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  CheckboxField,
  DateField,
  Form,
  GeneralApiError,
  PolicyNumber,
  RadioGroupField,
  TechnicalSubmissionError,
} from '../../ui';
import type { Validator } from '../../validation/validators';
import { formatIsoDate } from '../../shared/format';
import { billing as billingConstants } from '../../../config/product';
import { errorCatalogue, paymentMessages, scheduledPaymentMessages } from '../../validation/messages';
import { parseEntryDate } from '../../validation/dates';
import { required } from '../../validation/validators';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { balanceLabel, methodLabel } from '../../shared/billingLabels';
import { paymentsActions } from '../catalogue';
import {
  InstrumentFields,
  instrumentErrors,
  instrumentInitialValues,
  instrumentRules,
  instrumentSecretFields,
  toInstrumentDetails,
  type InstrumentValues,
} from '../../billing/InstrumentFields';
import { selectOutageFor, selectPaymentsField } from '../selectors';
import type { MethodSummary } from '../../contract/payments';
import '../../billing/billing.scss';
import { AccountRow } from '../../billing/AccountRow';
import { centsOfTyped, formatCents } from '../../shared/money';

// The steps after the amount, shared by Make a payment (signed in) and Pay as a guest.

const methodForm = declareForm('paymentMethod', instrumentSecretFields);

export const amountRule: Validator = (value) => {
  if (value === undefined || value === '') return undefined;
  const cents = centsOfTyped(value);
  if (!Number.isFinite(cents) || cents <= 0) return paymentMessages.amountPositive;
  return cents > billingConstants.maxPaymentCents
    ? paymentMessages.amountOverLimit(formatCents(billingConstants.maxPaymentCents))
    : undefined;
};

export function OutageNotice() {
  return <AlertBanner type="info" heading={paymentMessages.outageHeading} subtext={paymentMessages.outageBody()} />;
}

/** The chosen method's kind and holder name, shown again on Back when nothing typed is at hand. */
const keptInstrumentValues = (summary: MethodSummary): Partial<InstrumentValues> => ({
  ...instrumentInitialValues,
  kind: summary.kind,
  holderName: summary.holderName,
});

/** What the customer typed on the method step, held by the payment page while it is open (never in the store or the log). */
export type InstrumentDraft = MutableRefObject<Partial<InstrumentValues> | null>;
export const useInstrumentDraft = (): InstrumentDraft => useRef<Partial<InstrumentValues> | null>(null);

/** The method step; with a draft, going Back to it shows the numbers as they were typed. */
export function MethodStep({ draft }: { draft?: InstrumentDraft }) {
  const dispatch = useDispatch();
  const paymentsMethod = useSelector(selectPaymentsField('method'));
  const tokenizeError = useSelector(selectPaymentsField('tokenizeError'));
  const tokenizing = useSelector(selectPaymentsField('tokenizing'));
  const log = useFormLog(methodForm);
  return (
    <>
      {paymentsMethod && (
        <div className="payment-chosen-method">
          <p>You chose {methodLabel(paymentsMethod.summary)}.</p>
          <Button variant="secondary" onClick={() => dispatch(paymentsActions.stepRequested({ step: 'verification' }))}>
            Use this payment method
          </Button>
        </div>
      )}
      {tokenizeError && <AlertBanner type="error" heading={paymentMessages.methodNotAccepted} subtext={tokenizeError} />}
      <Form<InstrumentValues>
        onSubmit={(v) => void dispatch(paymentsActions.methodSubmitted({ details: toInstrumentDetails(v) }))}
        idPrefix="payment-method"
        initialValues={draft?.current ?? (paymentsMethod ? keptInstrumentValues(paymentsMethod.summary) : instrumentInitialValues)}
        rules={instrumentRules}
        validate={instrumentErrors}
        {...log}
      >
        {({ values }) => (
          <>
            {draft && (
              <FormSpy<InstrumentValues>
                subscription={{ values: true }}
                onChange={({ values: typed }) => {
                  draft.current = typed;
                }}
              />
            )}
            <InstrumentFields kind={values.kind} />
            <div className="form-actions">
              <Button type="submit" processing={tokenizing}>
                Continue
              </Button>
              <Button variant="secondary" type="button" onClick={() => dispatch(paymentsActions.stepRequested({ step: 'amount' }))}>
                Back
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  );
}

/**
 * Why the payment was not made, focused when it appears (the customer's focus was on Submit payment). A
 * declined method says one thing to do, use another payment method (never also "resubmit", which would
 * be declined again); a technical failure, whose outcome is unknown, invites a resubmit with the same key.
 */
export function PaymentFailureBanner() {
  const blockedBy = useSelector(selectPaymentsField('blockedBy'));
  const failure = useSelector(selectPaymentsField('failure'));
  const payOn = useSelector(selectPaymentsField('payOn'));
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) message.current?.focus();
  }, [failure]);
  if (blockedBy) return <OutageNotice />;
  if (!failure) return null;
  return (
    <div ref={message} tabIndex={-1} className="payment-failure">
      {failure.kind === 'rejected' &&
        (payOn !== null ? (
          <AlertBanner type="error" heading={scheduledPaymentMessages.payLater} subtext={failure.message} />
        ) : (
          <GeneralApiError />
        ))}
      {/* The outcome is unknown (network or server): resubmitting sends the same idempotency key. */}
      {failure.kind === 'technical' && <TechnicalSubmissionError />}
      {failure.kind === 'declined' && (
        <AlertBanner type="error" heading={errorCatalogue.billingPayment.heading} subtext={failure.message} />
      )}
    </div>
  );
}

/** Each policy's part of a payment made by policy (nothing for a payment of the whole account). */
function PolicyParts() {
  const policies = useSelector(selectPaymentsField('policies'));
  return (
    <>
      {policies?.map((p) => (
        <div key={p.policyNumber}>
          <dt>
            Policy <PolicyNumber>{p.policyNumber}</PolicyNumber>
          </dt>
          <dd>{formatCents(p.amountCents)}</dd>
        </div>
      ))}
    </>
  );
}

const overpaymentForm = declareForm('paymentOverpayment', []);
const confirmed: Validator = (value) => (value === true ? undefined : paymentMessages.overpaymentNotConfirmed);

/** When to pay: now, or on a later date (a signed-in customer's payment only). */
interface VerificationValues {
  acceptCredit?: boolean;
  when?: 'now' | 'later';
  payOn?: string;
}
const whenOptions = [
  { value: 'now', label: scheduledPaymentMessages.payNow },
  { value: 'later', label: scheduledPaymentMessages.payLater },
] as const;
const whenRule: Validator = (value) => (value === 'now' || value === 'later' ? undefined : scheduledPaymentMessages.chooseWhen);
const payOnRule: Validator = (value, values) => {
  if ((values as VerificationValues | undefined)?.when !== 'later') return undefined;
  const missing = required(value);
  if (missing) return missing;
  return parseEntryDate(String(value)) === undefined ? scheduledPaymentMessages.dateInvalid : undefined;
};

/**
 * Everything the payment will do, shown before money moves (WCAG 3.3.4): account, amount, method. An amount
 * above the account's amount due is taken only once the customer confirms that the extra becomes a credit. A
 * signed-in customer chooses to pay now or on a later date (up to the due date; the gateway has the last word).
 */
export function VerificationStep({
  account,
  latestPayOn = null,
}: {
  account: { accountNumber: string; side: 'mutual' | 'life'; amountDueCents?: number };
  /** A signed-in customer's last date to pay on, when a date after today exists (its due date); null offers no choice. */
  latestPayOn?: string | null;
}) {
  const schedulable = latestPayOn !== null;
  const dispatch = useDispatch();
  const amountCents = useSelector(selectPaymentsField('amountCents'));
  const blockedBy = useSelector(selectPaymentsField('blockedBy'));
  const paymentsMethod = useSelector(selectPaymentsField('method'));
  const submitting = useSelector(selectPaymentsField('submitting'));
  const outage = useSelector(selectOutageFor(account.side));
  const log = useFormLog(overpaymentForm);
  const policies = useSelector(selectPaymentsField('policies'));
  if (!paymentsMethod || amountCents === null) return null;
  // Paying by policy never goes above a policy's amount due; paying the account may.
  const extraCents = account.amountDueCents === undefined || policies !== null ? 0 : amountCents - account.amountDueCents;
  const submit = (values: VerificationValues) => {
    const payOn = schedulable && values.when === 'later' ? parseEntryDate(values.payOn ?? '') : undefined;
    dispatch(
      paymentsActions.paymentSubmitRequested({
        ...(extraCents > 0 && values.acceptCredit === true ? { creditAccepted: true } : {}),
        ...(payOn ? { payOn } : {}),
      }),
    );
  };
  const rules = {
    ...(extraCents > 0 ? { acceptCredit: confirmed } : {}),
    ...(schedulable ? { when: whenRule, payOn: payOnRule } : {}),
  };
  return (
    <>
      <PaymentFailureBanner />
      {outage && !blockedBy && <OutageNotice />}
      <p>Please check your payment. Your payment is not made until you select Submit payment.</p>
      <dl className="payment-summary">
        <AccountRow account={account} />
        <PolicyParts />
        <div>
          <dt>Payment amount</dt>
          <dd>{formatCents(amountCents)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{methodLabel(paymentsMethod.summary)}</dd>
        </div>
        <div>
          <dt>Name on account</dt>
          <dd>{paymentsMethod.summary.holderName}</dd>
        </div>
      </dl>
      <Form<VerificationValues>
        onSubmit={submit}
        idPrefix="payment-verification"
        rules={rules}
        initialValues={schedulable ? { when: 'now' } : {}}
        {...log}
      >
        {({ values }) => (
          <>
            {schedulable && (
              <>
                <RadioGroupField name="when" label={scheduledPaymentMessages.whenLabel} options={whenOptions} inline />
                {values.when === 'later' && (
                  <DateField
                    name="payOn"
                    label={scheduledPaymentMessages.dateLabel}
                    hint={scheduledPaymentMessages.dateHint(formatIsoDate(latestPayOn))}
                  />
                )}
              </>
            )}
            {extraCents > 0 && account.amountDueCents !== undefined && (
              <div className="payment-overpayment">
                <p>{paymentMessages.overpaymentNotice(formatCents(amountCents), formatCents(account.amountDueCents))}</p>
                <CheckboxField name="acceptCredit" label={paymentMessages.overpaymentConfirm(formatCents(extraCents))} />
              </div>
            )}
            <div className="form-actions">
              <Button type="submit" processing={submitting} disabled={outage}>
                Submit payment
              </Button>
              <Button variant="secondary" type="button" onClick={() => dispatch(paymentsActions.stepRequested({ step: 'amount' }))}>
                Change amount
              </Button>
              <Button variant="secondary" type="button" onClick={() => dispatch(paymentsActions.stepRequested({ step: 'method' }))}>
                Change payment method
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  );
}

/** The confirmation of a payment scheduled for a later date: what will be taken, from what, on which date. */
function ScheduledConfirmation({ next }: { next?: { to: string; label: string }[] }) {
  const scheduled = useSelector(selectPaymentsField('scheduled'));
  if (!scheduled) return null;
  return (
    <>
      <AlertBanner
        type="success"
        heading={scheduledPaymentMessages.confirmationHeading}
        subtext={scheduledPaymentMessages.scheduledOn(formatIsoDate(scheduled.payOn))}
      />
      <dl className="payment-summary">
        <div>
          <dt>Account</dt>
          <dd>{scheduled.accountNumber}</dd>
        </div>
        <PolicyParts />
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(scheduled.amountCents)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{methodLabel(scheduled.method)}</dd>
        </div>
        <div>
          <dt>Payment date</dt>
          <dd>{formatIsoDate(scheduled.payOn)}</dd>
        </div>
      </dl>
      <NextLinks next={next} />
    </>
  );
}

function NextLinks({ next }: { next?: { to: string; label: string }[] }) {
  if (!next) return null;
  return (
    <p className="billing-actions">
      {next.map((link, index) => (
        <Link key={link.to} className={index === 0 ? 'button button--primary' : 'site-link'} to={link.to}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}

export function ConfirmationStep({ next }: { next?: { to: string; label: string }[] }) {
  const receipt = useSelector(selectPaymentsField('receipt'));
  const scheduled = useSelector(selectPaymentsField('scheduled'));
  if (scheduled) return <ScheduledConfirmation next={next} />;
  if (!receipt) return null;
  return (
    <>
      <AlertBanner
        type="success"
        heading="Thank you. Your payment was received."
        subtext={`Confirmation number ${receipt.confirmationNumber}`}
      />
      <dl className="payment-summary">
        <div>
          <dt>Confirmation number</dt>
          <dd>{receipt.confirmationNumber}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{receipt.accountNumber}</dd>
        </div>
        <PolicyParts />
        <div>
          <dt>Amount paid</dt>
          <dd>{formatCents(receipt.amountCents)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{methodLabel(receipt.method)}</dd>
        </div>
        <div>
          <dt>Payment date</dt>
          <dd>{formatIsoDate(receipt.postedOn)}</dd>
        </div>
        <div>
          <dt>Remaining balance</dt>
          <dd>{balanceLabel(receipt.remainingBalanceCents)}</dd>
        </div>
      </dl>
      <NextLinks next={next} />
    </>
  );
}
