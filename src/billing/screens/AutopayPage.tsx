import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, Form, GeneralApiError, RadioGroupField, StepIndicator, PageHeading, Loading } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { required } from '../../validation/validators';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import type { BillingAccount } from '../../contract/billing';
import type { SavedMethod } from '../../contract/payments';
import { billingActions } from '../catalogue';
import { selectSavedMethods, selectAutopayChangeField, selectBillingField } from '../selectors';
import { methodLabel, sideLabels } from '../../shared/billingLabels';
import { BillingNav } from '../BillingNav';
import { ChangeFailure } from '../ChangeFailure';
import { billingRoutes } from '../../shared/routes';
import { selectSideTripReturn } from '../../onboarding/selectors';
import { onboardingMessages } from '../../validation/messages';
import { AccountRow } from '../AccountRow';

const steps = ['Choose', 'Review', 'Confirmation'] as const;
const stepNumber = { choose: 1, review: 2, confirmation: 3 } as const;
type Step = keyof typeof stepNumber;
const turnOff = 'off';

const autopayForm = declareForm('autopay', []);

interface AutopayValues {
  accountNumber: string;
  methodId: string;
}

function ChooseStep({ accounts, methods }: { accounts: readonly BillingAccount[]; methods: readonly SavedMethod[] }) {
  const dispatch = useDispatch();
  const choice = useSelector(selectAutopayChangeField('choice'));
  const log = useFormLog(autopayForm);
  const first = accounts.find((a) => a.accountNumber === choice?.accountNumber) ?? accounts[0];
  const initial: AutopayValues = {
    accountNumber: first?.accountNumber ?? '',
    methodId: choice ? (choice.methodId ?? turnOff) : (first?.autopay?.methodId ?? ''),
  };
  return (
    <>
      <ul className="billing-list" aria-label="Automatic payments by account">
        {accounts.map((a) => (
          <li key={a.accountNumber}>
            <span>
              <strong>
                {sideLabels[a.side]} account {a.accountNumber}
              </strong>
              <span className="billing-list__meta">{a.autopay ? `On, from ${methodLabel(a.autopay)}` : 'Off'}</span>
            </span>
          </li>
        ))}
      </ul>
      {methods.length === 0 ? (
        <AlertBanner
          type="info"
          heading="Save a payment method first."
          subtext="Automatic payments take each bill from a saved bank account or card."
        />
      ) : (
        <Form<AutopayValues>
          idPrefix="autopay"
          initialValues={initial}
          rules={{ accountNumber: required, methodId: required }}
          {...log}
          onSubmit={(v) =>
            void dispatch(
              billingActions.autopayReviewed({ accountNumber: v.accountNumber, methodId: v.methodId === turnOff ? null : v.methodId }),
            )
          }
        >
          {({ values }) => (
            <>
              <RadioGroupField
                name="accountNumber"
                label="Account"
                options={accounts.map((a) => ({ value: a.accountNumber, label: `${sideLabels[a.side]} account ${a.accountNumber}` }))}
              />
              <RadioGroupField
                name="methodId"
                label="Pay each bill automatically from"
                options={[
                  ...methods.map((m) => ({ value: m.methodId, label: methodLabel(m) })),
                  // Turning off is offered only for an account whose automatic payments are on.
                  ...(accounts.find((a) => a.accountNumber === values.accountNumber)?.autopay
                    ? [{ value: turnOff, label: 'Turn off automatic payments' }]
                    : []),
                ]}
              />
              <div className="form-actions">
                <Button type="submit">Continue</Button>
              </div>
            </>
          )}
        </Form>
      )}
      <p className="billing-actions">
        <Link className="site-link" to={billingRoutes.billingPaymentMethods.to({})}>
          Add or remove payment methods
        </Link>
      </p>
    </>
  );
}

/** Everything the change will do, shown before it is made. */
function ReviewStep({ account, methods }: { account: BillingAccount; methods: readonly SavedMethod[] }) {
  const dispatch = useDispatch();
  const choice = useSelector(selectAutopayChangeField('choice'));
  const busy = useSelector(selectAutopayChangeField('busy'));
  const failure = useSelector(selectAutopayChangeField('failure'));
  const error = useSelector(selectAutopayChangeField('error'));
  const method = methods.find((m) => m.methodId === choice?.methodId) ?? null;
  return (
    <>
      {!busy && <ChangeFailure failure={failure} message={error} />}
      <p>
        Please check this change. Nothing changes until you select {method ? 'Confirm automatic payments' : 'Turn off automatic payments'}.
      </p>
      <dl className="payment-summary">
        <AccountRow account={account} />
        <div>
          <dt>Automatic payments now</dt>
          <dd>{account.autopay ? `On, from ${methodLabel(account.autopay)}` : 'Off'}</dd>
        </div>
        <div>
          <dt>Automatic payments after this change</dt>
          <dd>{method ? `On, from ${methodLabel(method)}` : 'Off'}</dd>
        </div>
        {method && (
          <div>
            <dt>Next bill taken</dt>
            <dd>
              {account.dueDate
                ? `${formatCents(account.amountDueCents)} on ${formatIsoDate(account.dueDate)}`
                : 'Your next bill, on its due date'}
            </dd>
          </div>
        )}
      </dl>
      <div className="form-actions">
        <Button processing={busy} onClick={() => dispatch(billingActions.autopaySubmitRequested())}>
          {method ? 'Confirm automatic payments' : 'Turn off automatic payments'}
        </Button>
        <Link className="button button--secondary" to={billingRoutes.billingAutopay.to({})}>
          Back
        </Link>
      </div>
    </>
  );
}

function ConfirmationStep() {
  const outcome = useSelector(selectAutopayChangeField('outcome'));
  // Automatic payments set up from onboarding lead back to its step.
  const onboardingReturn = useSelector(selectSideTripReturn);
  if (!outcome) return null;
  return (
    <>
      <AlertBanner
        type="success"
        heading={outcome.method ? 'Automatic payments are on.' : 'Automatic payments are off.'}
        subtext={
          outcome.method
            ? `Each bill of account ${outcome.accountNumber} will be paid from ${methodLabel(outcome.method)} on its due date.`
            : `Please pay the bills of account ${outcome.accountNumber} by their due dates.`
        }
      />
      <p className="billing-actions">
        {onboardingReturn && (
          <Link className="button button--primary" to={onboardingReturn}>
            {onboardingMessages.continueSettingUp}
          </Link>
        )}
        <Link className={`button button--${onboardingReturn ? 'secondary' : 'primary'}`} to={billingRoutes.billingOverview.to({})}>
          Back to billing
        </Link>
      </p>
    </>
  );
}

/** Automatic payments: choose an account and a saved method (or turn off), review, confirmation. */
export default function AutopayPage() {
  const { step = 'choose' } = useParams<{ step?: Step }>();
  const billingAccounts = useSelector(selectBillingField('accounts'));
  const status = useSelector(selectBillingField('status'));
  const methods = useSelector(selectSavedMethods);
  const choice = useSelector(selectAutopayChangeField('choice'));
  const outcome = useSelector(selectAutopayChangeField('outcome'));
  const account = billingAccounts.find((a) => a.accountNumber === choice?.accountNumber);
  if (step === 'review' && !choice) return <Redirect to={billingRoutes.billingAutopay.to({})} />;
  if (step === 'confirmation' && !outcome) return <Redirect to={billingRoutes.billingAutopay.to({})} />;
  return (
    <div className="billing billing-flow">
      <PageHeading key={step}>Automatic payments</PageHeading>
      <BillingNav />
      <StepIndicator steps={steps} current={stepNumber[step]} />
      {(status === 'idle' || methods.status === 'idle') && step !== 'confirmation' && <Loading label="Loading your accounts" />}
      {(status === 'failed' || methods.status === 'failed') && <GeneralApiError />}
      {step === 'choose' && status === 'loaded' && methods.status === 'loaded' && (
        <ChooseStep accounts={billingAccounts} methods={methods.items} />
      )}
      {step === 'review' && account && methods.status === 'loaded' && <ReviewStep account={account} methods={methods.items} />}
      {step === 'confirmation' && <ConfirmationStep />}
    </div>
  );
}
