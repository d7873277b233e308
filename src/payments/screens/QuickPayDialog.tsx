import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { FormApi } from 'final-form';
import { AlertBanner, Button, Form, GeneralApiError, RadioGroupField, Loading, useInertOutside, wrapFocus } from '../../ui';
import { paymentMessages } from '../../validation/messages';
import { compose, required } from '../../validation/validators';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { selectBillingField } from '../../billing/selectors';
import { dueDateLabel } from '../../shared/billingLabels';
import type { BillingAccount } from '../../contract/billing';
import BillingOverviewPage from '../../billing/screens/BillingOverviewPage';
import { paymentsActions } from '../catalogue';
import { selectPaymentsField } from '../selectors';
import { OutageNotice, amountRule } from './PaymentSteps';
import { AmountDueSummary, PaymentAmountField, accountOptions } from './AmountParts';
import './quickPay.scss';
import { billingRoutes } from '../../shared/routes';
import { centsOfTyped, typedOfCents } from '../../shared/money';
import { useGoTo } from '../../shell/BusLink';

// The quick payment of an account's amount due (/paymentmodal, and /quickpay/paymentmodal from a quick-pay link):
// a dialog over the billing overview with the amount due filled in. Continue starts the quick payment and the
// steps after it (method, verification, confirmation) are Make a payment's own.

const overviewPath = billingRoutes.billingOverview.to({});
const quickPayForm = declareForm('paymentQuickPay', []);
const headingId = 'quick-pay-heading';

interface QuickPayValues {
  accountNumber: string;
  amount: string;
}

const owing = (accounts: readonly BillingAccount[]) => accounts.filter((a) => a.amountDueCents > 0);

/** Choosing another account fills in that account's amount due (only on a change: a returning customer's amount stays). */
function AmountFollowsAccount({
  form,
  accounts,
  accountNumber,
}: {
  form: FormApi<QuickPayValues>;
  accounts: readonly BillingAccount[];
  accountNumber: string;
}) {
  const shown = useRef(accountNumber);
  useEffect(() => {
    if (shown.current === accountNumber) return;
    shown.current = accountNumber;
    const account = accounts.find((a) => a.accountNumber === accountNumber);
    if (account) form.change('amount', typedOfCents(account.amountDueCents));
  }, [form, accounts, accountNumber]);
  return null;
}

function QuickAmountStep({ accounts }: { accounts: readonly BillingAccount[] }) {
  const dispatch = useDispatch();
  const paymentsAccountNumber = useSelector(selectPaymentsField('accountNumber'));
  const amountCents = useSelector(selectPaymentsField('amountCents'));
  const door = useSelector(selectPaymentsField('door'));
  const receipt = useSelector(selectPaymentsField('receipt'));
  const log = useFormLog(quickPayForm);
  const payable = owing(accounts);
  if (payable.length === 0) return <AlertBanner type="info" heading={paymentMessages.nothingDueOnPolicies} />;
  // Back from a later step (Change amount) the quick payment in progress keeps its account and amount.
  const returning = door === 'quick' && amountCents !== null && receipt === null;
  const chosen = (returning ? payable.find((a) => a.accountNumber === paymentsAccountNumber) : undefined) ?? payable[0]!;
  const initial: QuickPayValues = {
    accountNumber: chosen.accountNumber,
    amount: typedOfCents(returning && amountCents !== null ? amountCents : chosen.amountDueCents),
  };
  const submit = (values: QuickPayValues) => {
    const account = payable.find((a) => a.accountNumber === values.accountNumber);
    if (!account) return;
    if (!returning || paymentsAccountNumber !== account.accountNumber) {
      dispatch(paymentsActions.paymentStarted({ accountNumber: account.accountNumber, door: 'quick' }));
    }
    dispatch(
      paymentsActions.amountSubmitted({
        accountNumber: account.accountNumber,
        side: account.side,
        amountCents: centsOfTyped(values.amount),
      }),
    );
  };
  return (
    <Form<QuickPayValues>
      onSubmit={submit}
      initialValues={initial}
      idPrefix="quick-pay"
      rules={{ accountNumber: required, amount: compose(required, amountRule) }}
      {...log}
    >
      {({ form, values }) => (
        <>
          <AmountFollowsAccount form={form} accounts={payable} accountNumber={values.accountNumber} />
          {payable.length > 1 ? (
            <RadioGroupField name="accountNumber" label="Account to pay" options={accountOptions(payable)} />
          ) : (
            <AmountDueSummary account={chosen} amountDueCents={chosen.amountDueCents} due={chosen.dueDate ? dueDateLabel(chosen) : null} />
          )}
          <PaymentAmountField />
          <p className="quick-pay__next">Next you choose how to pay, then check your payment before it is made.</p>
          <Button type="submit">Continue</Button>
        </>
      )}
    </Form>
  );
}

/** The quick payment dialog, over the billing overview. Escape or Close goes back to the overview. */
export default function QuickPayDialog() {
  const goTo = useGoTo();
  const billingAccounts = useSelector(selectBillingField('accounts'));
  const status = useSelector(selectBillingField('status'));
  const outages = useSelector(selectPaymentsField('outages'));
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useInertOutside(dialog);
  // After the overview's own heading took focus (its effect runs first), focus moves into the dialog.
  useEffect(() => heading.current?.focus(), []);
  const close = () => goTo(overviewPath);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && dialog.current) wrapFocus(event, dialog.current);
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <div className="quick-pay">
      <div className="quick-pay__overview">
        <BillingOverviewPage />
      </div>
      <div className="quick-pay__backdrop">
        {/* A modal dialog keeps focus inside and closes on Escape (the WAI-ARIA dialog pattern): its own keys. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div ref={dialog} className="quick-pay__dialog" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
          <div className="quick-pay__header">
            <h1 id={headingId} ref={heading} tabIndex={-1} className="quick-pay__heading">
              Pay amount due
            </h1>
            <button type="button" className="quick-pay__close" onClick={close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {status === 'idle' && <Loading label="Loading your bills" />}
          {status === 'failed' && <GeneralApiError />}
          {status === 'loaded' &&
            (outages.billing && outages.lifeBilling ? <OutageNotice /> : <QuickAmountStep accounts={billingAccounts} />)}
        </div>
      </div>
    </div>
  );
}
