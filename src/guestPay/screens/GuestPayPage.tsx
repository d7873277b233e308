import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { Button, Form, Loading, RadioGroupField, StepIndicator, PageHeading } from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { required } from '../../validation/validators';
import type { GuestLineOfBusiness } from '../../contract/guestPay';
import { selectOutageFor, selectPayments } from '../../payments/selectors';
import { guestPayActions } from '../catalogue';
import { selectGuestPay, selectGuestPayField } from '../selectors';
import '../../billing/billing.scss';
import { guestRoutes } from '../../shared/routes';
import type { Step } from './GuestPaySteps';

const loadSteps = () => import(/* webpackChunkName: "guest-pay-steps" */ './GuestPaySteps');
const GuestPaySteps = lazy(loadSteps);

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

const guestPayStart = guestRoutes.guestPay.to({});

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
  return (
    <div className="make-payment guest-pay">
      <PageHeading key={step}>Pay as a guest</PageHeading>
      <StepIndicator steps={steps} current={stepNumber[step]} />
      {step === 'start' ? (
        // Once the guest starts on the form, the next steps' chunk is fetched, ready for Continue.
        <div onFocusCapture={() => void loadSteps()} onPointerDownCapture={() => void loadSteps()}>
          <LineOfBusinessStep />
        </div>
      ) : (
        // The later steps (their masked fields and the payment steps) load after the first one is drawn.
        <Suspense fallback={<Loading />}>
          <GuestPaySteps step={step} blocked={Boolean(outage) && step !== 'confirmation' && step !== 'make-payment'} />
        </Suspense>
      )}
    </div>
  );
}
