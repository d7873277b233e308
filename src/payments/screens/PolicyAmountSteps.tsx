import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { ValidationErrors } from 'final-form';
import { AlertBanner, Button, CheckboxField, Form, PolicyNumber, RadioGroupField } from '../../ui';
import { billing as billingConstants } from '../../../config/product';
import { paymentMessages } from '../../validation/messages';
import { compose, required, type Validator } from '../../validation/validators';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { lineOfBusinessLabels } from '../../policies/lineOfBusiness';
import { selectBilledPolicy } from '../../billing/selectors';
import { dueDateLabel, sideLabels } from '../../shared/billingLabels';
import type { BillingAccount, BillingPolicy } from '../../contract/billing';
import type { PolicyPayment } from '../../contract/payments';
import { paymentsActions } from '../catalogue';
import { selectPaymentsField } from '../selectors';
import { amountRule } from './PaymentSteps';
import { AmountDueSummary, PaymentAmountField } from './AmountParts';
import { billingRoutes } from '../../shared/routes';
import { centsOfTyped, formatCents, typedOfCents } from '../../shared/money';

// The amount steps of paying by policy: several policies of an account (/paypolicies) or one policy
// (/{policyNumber}/amount and /singlepay). The steps after them are the shared ones of PaymentSteps.

const withinDue =
  (dueCents: number): Validator =>
  (value) =>
    value === undefined || value === '' || centsOfTyped(value) <= dueCents
      ? undefined
      : paymentMessages.amountOverPolicyDue(formatCents(dueCents));
const policyAmountRule = (dueCents: number) => compose(required, amountRule, withinDue(dueCents));
const policyName = (p: BillingPolicy) => `${lineOfBusinessLabels[p.lineOfBusiness]} policy ${p.policyNumber}`;
const owing = (account: BillingAccount) => account.policies.filter((p) => p.amountDueCents > 0);

const policiesForm = declareForm('paymentPolicies', []);

type PoliciesValues = Record<string, string | boolean | undefined> & { accountNumber?: string };
const payField = (policyNumber: string) => `pay_${policyNumber}`;
const amountField = (policyNumber: string) => `amount_${policyNumber}`;

function chosenParts(account: BillingAccount, values: PoliciesValues): PolicyPayment[] {
  return owing(account)
    .filter((p) => values[payField(p.policyNumber)] === true)
    .map((p) => ({ policyNumber: p.policyNumber, amountCents: centsOfTyped(values[amountField(p.policyNumber)]) }));
}

/** Per policy: chosen or not, an amount within its amount due; at least one; the total within the online limit. */
function policiesErrors(accounts: readonly BillingAccount[], values: PoliciesValues): ValidationErrors {
  const account = accounts.find((a) => a.accountNumber === values.accountNumber);
  if (!account) return { accountNumber: paymentMessages.choosePolicies };
  const policies = owing(account);
  const chosen = policies.filter((p) => values[payField(p.policyNumber)] === true);
  const [first] = policies;
  if (chosen.length === 0) return first ? { [payField(first.policyNumber)]: paymentMessages.choosePolicies } : {};
  const errors: Record<string, string> = {};
  for (const p of chosen) {
    const message = policyAmountRule(p.amountDueCents)(values[amountField(p.policyNumber)]);
    if (message) errors[amountField(p.policyNumber)] = message;
  }
  const total = chosenParts(account, values).reduce((sum, part) => sum + part.amountCents, 0);
  const last = chosen[chosen.length - 1];
  if (Object.keys(errors).length === 0 && last && total > billingConstants.maxPaymentCents) {
    errors[amountField(last.policyNumber)] = paymentMessages.payableTotalOverLimit(formatCents(billingConstants.maxPaymentCents));
  }
  return errors;
}

function initialPolicyValues(
  accounts: readonly BillingAccount[],
  chosen: readonly PolicyPayment[] | null,
  accountNumber: string | null,
): PoliciesValues {
  const account = accounts.find((a) => a.accountNumber === accountNumber) ?? accounts[0];
  const values: PoliciesValues = { accountNumber: account?.accountNumber };
  for (const a of accounts) {
    for (const p of owing(a)) {
      const part = chosen?.find((c) => c.policyNumber === p.policyNumber);
      values[payField(p.policyNumber)] = chosen === null ? a === account : part !== undefined;
      values[amountField(p.policyNumber)] = typedOfCents(part?.amountCents ?? p.amountDueCents);
    }
  }
  return values;
}

/** /paypolicies: the policies of one account to pay, each with its own amount, in one payment. */
export function PolicyAmountsStep({ accounts }: { accounts: readonly BillingAccount[] }) {
  const dispatch = useDispatch();
  const paymentsAccountNumber = useSelector(selectPaymentsField('accountNumber'));
  const paymentsPolicies = useSelector(selectPaymentsField('policies'));
  const log = useFormLog(policiesForm);
  const payable = accounts.filter((a) => owing(a).length > 0);
  if (payable.length === 0) return <AlertBanner type="info" heading={paymentMessages.nothingDueOnPolicies} />;
  const submit = (values: PoliciesValues) => {
    const account = payable.find((a) => a.accountNumber === values.accountNumber);
    if (!account) return;
    const policies = chosenParts(account, values);
    const amountCents = policies.reduce((sum, part) => sum + part.amountCents, 0);
    dispatch(paymentsActions.amountSubmitted({ accountNumber: account.accountNumber, side: account.side, amountCents, policies }));
  };
  const accountOptions = payable.map((a) => ({ value: a.accountNumber, label: `${sideLabels[a.side]} account ${a.accountNumber}` }));
  return (
    <Form<PoliciesValues>
      onSubmit={submit}
      idPrefix="payment-policies"
      validate={(v) => policiesErrors(payable, v)}
      initialValues={initialPolicyValues(payable, paymentsPolicies, paymentsAccountNumber)}
      {...log}
    >
      {({ values }) => {
        const account = payable.find((a) => a.accountNumber === values.accountNumber);
        const total = account
          ? chosenParts(account, values).reduce((sum, part) => sum + (Number.isFinite(part.amountCents) ? part.amountCents : 0), 0)
          : 0;
        return (
          <>
            {payable.length > 1 && <RadioGroupField name="accountNumber" label="Account to pay" options={accountOptions} />}
            <fieldset className="payment-policies">
              <legend className="field__label">Policies to pay{account ? ` on account ${account.accountNumber}` : ''}</legend>
              {account &&
                owing(account).map((p) => (
                  <div key={p.policyNumber} className="payment-policies__policy">
                    <CheckboxField name={payField(p.policyNumber)} label={`${policyName(p)}, ${formatCents(p.amountDueCents)} due`} />
                    {values[payField(p.policyNumber)] === true && (
                      <PaymentAmountField
                        name={amountField(p.policyNumber)}
                        label={`Amount for policy ${p.policyNumber}`}
                        upToCents={p.amountDueCents}
                      />
                    )}
                  </div>
                ))}
            </fieldset>
            <p className="payment-policies__total" aria-live="polite">
              Total payment: <strong>{formatCents(total)}</strong>
            </p>
            <Button type="submit">Continue</Button>
          </>
        );
      }}
    </Form>
  );
}

const policyForm = declareForm('paymentPolicyAmount', []);

/** /{policyNumber}/amount and /singlepay: one policy's payment, its amount due filled in. */
export function PolicyAmountStep({ policyNumber }: { policyNumber: string }) {
  const dispatch = useDispatch();
  const policies = useSelector(selectPaymentsField('policies'));
  const paymentsPolicyNumber = useSelector(selectPaymentsField('policyNumber'));
  const billed = useSelector(useMemo(() => selectBilledPolicy(policyNumber), [policyNumber]));
  const log = useFormLog(policyForm);
  const back = (
    <p className="billing-actions">
      <Link className="site-link" to={billingRoutes.billingOverview.to({})}>
        Back to billing
      </Link>
    </p>
  );
  if (!billed)
    return (
      <>
        <AlertBanner type="error" heading={paymentMessages.policyNotFound} />
        {back}
      </>
    );
  const { account, policy } = billed;
  if (policy.amountDueCents <= 0)
    return (
      <>
        <AlertBanner type="info" heading={paymentMessages.nothingDueOnPolicy} />
        {back}
      </>
    );
  const earlier = paymentsPolicyNumber === policyNumber ? policies?.[0]?.amountCents : undefined;
  const submit = ({ amount }: { amount: string }) => {
    const amountCents = centsOfTyped(amount);
    dispatch(
      paymentsActions.amountSubmitted({
        accountNumber: account.accountNumber,
        side: account.side,
        amountCents,
        policies: [{ policyNumber: policy.policyNumber, amountCents }],
      }),
    );
  };
  return (
    <>
      <AmountDueSummary account={account} amountDueCents={policy.amountDueCents} due={policy.dueDate ? dueDateLabel(policy) : null}>
        <div>
          <dt>Policy</dt>
          <dd>
            {lineOfBusinessLabels[policy.lineOfBusiness]} policy <PolicyNumber>{policy.policyNumber}</PolicyNumber>
          </dd>
        </div>
      </AmountDueSummary>
      <Form<{ amount: string }>
        onSubmit={submit}
        idPrefix="payment-policy"
        initialValues={{ amount: typedOfCents(earlier ?? policy.amountDueCents) }}
        rules={{ amount: policyAmountRule(policy.amountDueCents) }}
        {...log}
      >
        <PaymentAmountField upToCents={policy.amountDueCents} />
        <Button type="submit">Continue</Button>
      </Form>
    </>
  );
}
