import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, Form, GeneralApiError, RadioGroupField, StepIndicator, PageHeading, Loading, PolicyNumber } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { billing as billingConstants } from '../../../config/product';
import { selectFlag } from '../../flags/selectors';
import { lineOfBusinessLabels } from '../../policies/lineOfBusiness';
import { paymentMessages } from '../../validation/messages';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { PaymentPlanCode, type PaymentPlanSchedule } from '../../contract/billing';
import { billingActions } from '../catalogue';
import { selectBilledPolicy, selectPlanChangeField, selectBillingField } from '../selectors';
import { planLabel } from '../../shared/billingLabels';
import { ChangeFailure } from '../ChangeFailure';
import '../billing.scss';
import { billingRoutes } from '../../shared/routes';

const steps = ['Select plan', 'Review', 'Confirmation'] as const;
const stepNumber = { 'select-payment-plan': 1, 'review-payment-plan': 2, 'confirmation-payment-plan': 3 } as const;
type Step = keyof typeof stepNumber;
const planCodes = Object.keys(PaymentPlanCode.keys) as PaymentPlanCode[];

const planForm = declareForm('changePaymentPlan', []);

/** 'Monthly: 12 installments a year, $5.00 fee each'; semi-annual names its discount when the flag is on. */
function planDescription(plan: PaymentPlanCode, discount: boolean): string {
  const { installmentsPerYear, feeCents } = billingConstants.plans[plan];
  const count = installmentsPerYear === 1 ? '1 payment a year' : `${installmentsPerYear} installments a year`;
  const fee = feeCents > 0 ? `, ${formatCents(feeCents)} fee each` : ', no fee';
  const saving = plan === 'semiannual' && discount ? `, save ${billingConstants.semiAnnualDiscountPercent}% of your premium` : '';
  return `${planLabel(plan)}: ${count}${fee}${saving}`;
}

function SelectStep({ policyNumber, current }: { policyNumber: string; current: PaymentPlanCode }) {
  const dispatch = useDispatch();
  const busy = useSelector(selectPlanChangeField('busy'));
  const choice = useSelector(selectPlanChangeField('choice'));
  const error = useSelector(selectPlanChangeField('error'));
  const discount = useSelector(selectFlag('TempEnableChangePaymentPlanWithSemiAnnualDiscount'));
  const log = useFormLog(planForm);
  const options = useMemo(
    () => planCodes.filter((p) => p !== current).map((p) => ({ value: p, label: planDescription(p, discount) })),
    [current, discount],
  );
  const chosen = choice?.policyNumber === policyNumber ? choice.plan : undefined;
  return (
    <>
      {error && !busy && <GeneralApiError />}
      <p>
        Your current payment plan is <strong>{planDescription(current, discount)}</strong>.
      </p>
      <Form<{ plan: PaymentPlanCode }>
        idPrefix="payment-plan"
        initialValues={chosen ? { plan: chosen } : {}}
        {...log}
        rules={{ plan: (value) => (value ? undefined : paymentMessages.choosePaymentPlan) }}
        onSubmit={(v) => void dispatch(billingActions.paymentPlanSelected({ policyNumber, plan: v.plan }))}
      >
        <RadioGroupField name="plan" label="New payment plan" options={options} />
        <div className="form-actions">
          <Button type="submit" processing={busy}>
            Review new plan
          </Button>
          <Link className="button button--secondary" to={billingRoutes.billingOverview.to({})}>
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}

function Schedule({ schedule }: { schedule: PaymentPlanSchedule }) {
  return (
    <>
      {schedule.discountCents > 0 && <p className="plan-discount">Your semi-annual discount: {formatCents(schedule.discountCents)}</p>}
      <table className="billing-table">
        <caption className="visually-hidden">Installments under the {planLabel(schedule.plan)} plan</caption>
        <thead>
          <tr>
            <th scope="col">Due date</th>
            <th scope="col">Premium after discount</th>
            <th scope="col">Fee</th>
            <th scope="col">Discount</th>
            <th scope="col" className="billing-table__amount">
              Installment
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.installments.map((i) => (
            <tr key={i.dueDate}>
              <th scope="row">{formatIsoDate(i.dueDate)}</th>
              <td data-label="Premium after discount">{formatCents(i.amountCents)}</td>
              <td data-label="Fee">{formatCents(i.feeCents)}</td>
              <td data-label="Discount">{formatCents(i.discountCents)}</td>
              <td data-label="Installment" className="billing-table__amount">
                {formatCents(i.amountCents + i.feeCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="payment-summary">
        <div>
          <dt>Current plan</dt>
          <dd>{planLabel(schedule.currentPlan)}</dd>
        </div>
        <div>
          <dt>New plan</dt>
          <dd>{planLabel(schedule.plan)}</dd>
        </div>
        <div className="payment-summary__total">
          <dt>Total still to pay this policy year</dt>
          <dd>{formatCents(schedule.totalCents)}</dd>
        </div>
      </dl>
    </>
  );
}

function ReviewStep({ schedule }: { schedule: PaymentPlanSchedule }) {
  const dispatch = useDispatch();
  const busy = useSelector(selectPlanChangeField('busy'));
  const error = useSelector(selectPlanChangeField('error'));
  const changeFailure = useSelector(selectPlanChangeField('failure'));
  return (
    <>
      {!busy && <ChangeFailure failure={changeFailure} message={error} />}
      <p>Please check your new plan. Nothing changes until you select Change payment plan. Installments already billed stay as they are.</p>
      <Schedule schedule={schedule} />
      <div className="form-actions">
        <Button processing={busy} onClick={() => dispatch(billingActions.paymentPlanChangeRequested())}>
          Change payment plan
        </Button>
        <Link
          className="button button--secondary"
          to={billingRoutes.changePaymentPlan.to({ policyNumber: schedule.policyNumber, step: 'select-payment-plan' })}
        >
          Back
        </Link>
      </div>
    </>
  );
}

function ConfirmationStep({ schedule }: { schedule: PaymentPlanSchedule }) {
  return (
    <>
      <AlertBanner
        type="success"
        heading="Your payment plan was changed."
        subtext={`Policy ${schedule.policyNumber} is now on the ${planLabel(schedule.plan)} plan.`}
      />
      <Schedule schedule={schedule} />
      <p className="billing-actions">
        <Link className="button button--primary" to={billingRoutes.billingOverview.to({})}>
          Back to billing
        </Link>
      </p>
    </>
  );
}

/** Change payment plan of a policy: select, review (the preview call), confirmation. */
export default function ChangePaymentPlanPage() {
  const { policyNumber, step = 'select-payment-plan' } = useParams<{ policyNumber: string; step?: Step }>();
  const status = useSelector(selectBillingField('status'));
  const billed = useSelector(useMemo(() => selectBilledPolicy(policyNumber), [policyNumber]));
  const choice = useSelector(selectPlanChangeField('choice'));
  const outcome = useSelector(selectPlanChangeField('outcome'));
  const preview = useSelector(selectPlanChangeField('preview'));
  const selectStep = billingRoutes.changePaymentPlan.to({ policyNumber, step: 'select-payment-plan' });
  const forThisPolicy = choice?.policyNumber === policyNumber;
  if (step === 'review-payment-plan' && !(forThisPolicy && preview)) return <Redirect to={selectStep} />;
  if (step === 'confirmation-payment-plan' && !(forThisPolicy && outcome)) return <Redirect to={selectStep} />;
  return (
    <div className="billing billing-flow">
      <PageHeading key={step}>Change payment plan</PageHeading>
      {billed && (
        <p className="billing-intro">
          {lineOfBusinessLabels[billed.policy.lineOfBusiness]} policy <PolicyNumber>{policyNumber}</PolicyNumber>
        </p>
      )}
      <StepIndicator steps={steps} current={stepNumber[step]} />
      {status === 'idle' && <Loading label="Loading your payment plan" />}
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' && !billed && <AlertBanner type="error" heading="We could not find that policy." />}
      {step === 'select-payment-plan' && billed && <SelectStep policyNumber={policyNumber} current={billed.policy.plan} />}
      {step === 'review-payment-plan' && preview && <ReviewStep schedule={preview} />}
      {step === 'confirmation-payment-plan' && outcome && <ConfirmationStep schedule={outcome} />}
    </div>
  );
}
