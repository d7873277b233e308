import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useLocation, useParams } from 'react-router-dom';
import { phones } from '../../../config/product';
import type { OnboardingStep } from '../../contract/esign';
import type { UploadStep } from '../../documents/catalogue';
import { selectUpload } from '../../documents/selectors';
import { missingFor, UploadSteps } from '../../documents/UploadSteps';
import { ChangeNotice } from '../../profile/changes';
import { selectProfileField } from '../../profile/selectors';
import { TextingPreferences } from '../../profile/TextingPreferences';
import { billingRoutes, paymentRoutes } from '../../shared/routes';
import { withReturnAddress } from '../../shared/returnPath';
import { onboardingRoutes, type OnboardingPageStep } from '../../shared/routes/onboarding';
import { onboardingMessages } from '../../validation/messages';
import { AlertBanner, Button, CheckboxField, Form, Loading, PageHeading, PhoneLink } from '../../ui';
import { onboardingActions } from '../catalogue';
import { OnboardingStepIndicator } from '../OnboardingStepIndicator';
import { selectOnboardingField, selectOnboardingProgress, selectStepFinished } from '../selectors';
import { resumeAddress } from '../steps';
import '../onboarding.scss';
import { EnvelopeList } from './EnvelopeList';

type Page = OnboardingPageStep | 'welcome' | 'paperless' | 'upload';

/** The onboarding step each page belongs to (the step indicator's place). */
const stepOfPage: Partial<Record<Page, OnboardingStep>> = {
  welcome: 'welcome',
  paperless: 'paperless',
  upload: 'uploadDocuments',
  esign: 'esign',
  payment: 'payment',
  notifications: 'notifications',
  autoPay: 'autoPay',
  'upload-documents': 'uploadDocuments',
};

/**
 * Continue (the step done) and Skip for now, the ways on from a step the customer may leave for later. The payment and
 * automatic payments steps are done by the payment or enrollment itself (made in billing), so they offer only a skip.
 */
function StepActions({
  step,
  doneLabel = 'Continue',
  skippable = true,
}: {
  step: OnboardingStep;
  doneLabel?: string | null;
  skippable?: boolean;
}) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectOnboardingField('submitting'));
  const finished = useSelector(selectStepFinished(step));
  const progress = useSelector(selectOnboardingProgress);
  // Back from a side trip that finished the step (a payment, automatic payments): only the way on is left.
  if (finished && progress)
    return (
      <p className="onboarding__actions">
        <Link className="button button--primary" to={resumeAddress(progress)}>
          Continue
        </Link>
      </p>
    );
  return (
    <p className="onboarding__actions">
      {doneLabel && (
        <Button processing={submitting} onClick={() => dispatch(onboardingActions.stepFinishRequested({ step, outcome: 'done' }))}>
          {doneLabel}
        </Button>
      )}
      {skippable && (
        <Button
          variant="secondary"
          disabled={submitting}
          onClick={() => dispatch(onboardingActions.stepFinishRequested({ step, outcome: 'skipped' }))}
        >
          Skip for now
        </Button>
      )}
    </p>
  );
}

/** A side trip out of onboarding (billing's payment or automatic payments) that leads back to the step it left. */
const sideTrip = (address: string, step: 'payment' | 'autoPay') => withReturnAddress(address, onboardingRoutes.onboardingStep.to({ step }));

function PaperlessStep({ quadrantName, accountNumber }: { quadrantName: 'mutual' | 'life'; accountNumber: string }) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectOnboardingField('submitting'));
  return (
    <>
      <p>{onboardingMessages.paperlessIntro}</p>
      <Form<{ ePolicy?: boolean; eBill?: boolean }>
        initialValues={{ ePolicy: true, eBill: true }}
        onSubmit={(values) =>
          dispatch(
            onboardingActions.paperlessRequested({
              quadrantName,
              accountNumber,
              ePolicy: values.ePolicy === true,
              eBill: values.eBill === true,
            }),
          )
        }
      >
        <CheckboxField name="ePolicy" label={`E-policy: policy documents by email (account ${accountNumber})`} />
        <CheckboxField name="eBill" label={`E-bill: bills by email (account ${accountNumber})`} />
        <p className="onboarding__actions">
          <Button type="submit" processing={submitting}>
            Save and continue
          </Button>
        </p>
      </Form>
    </>
  );
}

/** Onboarding's own upload steps 1-3: the documents centre's uploader, then on to the next step once sent. */
function OnboardingUpload() {
  const { step = '1' } = useParams<{ step?: UploadStep }>();
  const upload = useSelector(selectUpload);
  const back = missingFor(step, upload);
  if (back) return <Redirect to={onboardingRoutes.onboardingUpload.to({ step: back })} />;
  return (
    <>
      <UploadSteps step={step} sent={<StepActions step="uploadDocuments" skippable={false} />} />
      {/* Later steps have the uploader's own Back. */}
      {step === '1' && (
        <p className="upload-back">
          <Link to={onboardingRoutes.onboardingStep.to({ step: 'upload-documents' })}>Back</Link>
        </p>
      )}
    </>
  );
}

function StepBody({ page, paperless }: { page: Page; paperless: { quadrantName: 'mutual' | 'life'; accountNumber: string } | null }) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectOnboardingField('submitting'));
  const texting = useSelector(selectProfileField('texting'));
  switch (page) {
    case 'welcome':
      return (
        <>
          <p>{onboardingMessages.welcome}</p>
          <p>{onboardingMessages.resumeNote}</p>
          <StepActions step="welcome" doneLabel="Get started" skippable={false} />
        </>
      );
    case 'esign':
      return (
        <>
          <p>{onboardingMessages.esignIntro}</p>
          <EnvelopeList />
        </>
      );
    case 'payment':
      return (
        <>
          <p>{onboardingMessages.paymentIntro}</p>
          <p>
            <Link className="button button--primary" to={sideTrip(paymentRoutes.makeAPayment.to({}), 'payment')}>
              Make your first payment
            </Link>
          </p>
          <StepActions step="payment" doneLabel={null} />
        </>
      );
    case 'paperless':
      return paperless && <PaperlessStep {...paperless} />;
    case 'notifications':
      return (
        <>
          <p>{onboardingMessages.notificationsIntro}</p>
          <ChangeNotice />
          <TextingPreferences enrolling={false} enrollTo={null} returnTo={onboardingRoutes.onboardingStep.to({ step: 'notifications' })} />
          {/* Enrolled, the step is done (Continue); not yet, it can wait (Skip for now). */}
          {texting && (
            <StepActions step="notifications" doneLabel={texting.phone === null ? null : 'Continue'} skippable={texting.phone === null} />
          )}
        </>
      );
    case 'autoPay':
      return (
        <>
          <p>{onboardingMessages.autoPayIntro}</p>
          <p>
            <Link className="button button--primary" to={sideTrip(billingRoutes.billingAutopay.to({}), 'autoPay')}>
              Set up automatic payments
            </Link>
          </p>
          <StepActions step="autoPay" doneLabel={null} />
        </>
      );
    case 'upload-documents':
      return (
        <>
          <p>{onboardingMessages.uploadIntro}</p>
          <p>
            <Link className="button button--primary" to={onboardingRoutes.onboardingUpload.to({})}>
              Upload documents
            </Link>
          </p>
          <StepActions step="uploadDocuments" doneLabel={null} />
        </>
      );
    case 'upload':
      return <OnboardingUpload />;
    case 'knockout':
      return (
        <>
          <AlertBanner type="info" heading={onboardingMessages.knockoutBannerHeading}>
            <p>{onboardingMessages.knockout}</p>
            <p>
              {onboardingMessages.knockoutCall} <PhoneLink phone={phones.general} />.
            </p>
          </AlertBanner>
          <p>{onboardingMessages.knockoutContinue}</p>
          <p>
            <Link className="button button--primary" to={onboardingRoutes.onboardingStep.to({ step: 'payment' })}>
              Continue setting up
            </Link>
          </p>
        </>
      );
    case 'complete':
      return (
        <>
          <p>{onboardingMessages.complete}</p>
          <Button processing={submitting} onClick={() => dispatch(onboardingActions.completeRequested())}>
            Go to my account
          </Button>
        </>
      );
    default:
      return (
        <p>
          Something went wrong. <Link to={onboardingRoutes.onboarding.to({})}>Start again</Link>
        </p>
      );
  }
}

const headings: Record<string, string> = {
  welcome: 'Welcome to your new policy',
  esign: 'Sign your policy documents',
  payment: 'Make your first payment',
  paperless: 'Go paperless',
  notifications: 'Notifications',
  autoPay: 'Automatic payments',
  'upload-documents': 'Upload documents',
  upload: 'Upload documents',
  complete: onboardingMessages.completeHeading,
  knockout: onboardingMessages.knockoutHeading,
  error: 'Something went wrong',
};

/** Onboarding: the welcome, each step and the end, one page each (`/onboarding/...`). */
export default function OnboardingPage() {
  const params = useParams<{ step?: string; quadrantName?: 'mutual' | 'life'; accountNumber?: string }>();
  const { pathname } = useLocation();
  const status = useSelector(selectOnboardingField('status'));
  const error = useSelector(selectOnboardingField('error'));
  const paperless =
    params.quadrantName && params.accountNumber ? { quadrantName: params.quadrantName, accountNumber: params.accountNumber } : null;
  const uploading = onboardingRoutes.onboardingUpload.match(pathname) !== null;
  const page: Page = paperless ? 'paperless' : uploading ? 'upload' : ((params.step as OnboardingPageStep | undefined) ?? 'welcome');
  const step = stepOfPage[page];
  return (
    <div className="onboarding">
      {step && <OnboardingStepIndicator step={step} />}
      <PageHeading key={pathname}>{headings[page] ?? 'Onboarding'}</PageHeading>
      {error && <AlertBanner type="error" heading={error} />}
      {status === 'idle' ? <Loading label="Loading your onboarding" /> : <StepBody page={page} paperless={paperless} />}
    </div>
  );
}
