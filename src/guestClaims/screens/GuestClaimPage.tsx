import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, ContactHoursList, Loading, PageHeading, PhoneLink } from '../../ui';
import { phones } from '../../../config/product';
import { BusLink } from '../../shell/BusLink';
import { guestClaimRoutes, shellRoutes } from '../../shared/routes';
import { claimMessages } from '../../validation/messages';
import { guestFnolPath, type GuestFnolAnswers, type GuestFnolStep } from '../../shared/guestClaimFiling';
import { claimTypeLabel } from '../../claims/labels';
import { guestClaimsActions } from '../catalogue';
import { selectGuestClaimsField } from '../selectors';
import { AnswerReview, FlowProgress, SavedFiling } from '../../claims/questionReview';
import { FilingPhotoChooser, FilingPhotoList } from '../../claims/FilingPhotos';
import { guestAnswerLabels, guestClaimQuestions } from '../../validation/questions/guestClaimQuestions';
import { isQuestionStepOf, questionStepsOf } from '../../validation/questions/questionTable';
import { reviewRows } from '../../validation/questions/questionAnswers';
import { selectFlag } from '../../flags/selectors';
import { BackLink } from './filingProgress';

// The question steps' forms (input masks and all) load after the intro is drawn, or as soon as the claim is started.
const loadSteps = () => import(/* webpackChunkName: "guest-claim-steps" */ './GuestClaimSteps');
const AnswerStepForm = lazy(() => loadSteps().then((m) => ({ default: m.AnswerStepForm })));
import '../guestClaims.scss';

const stepLink = (step: GuestFnolStep) => guestClaimRoutes.guestFnolStep.to({ step });

function Intro() {
  const dispatch = useDispatch();
  return (
    <>
      <p>Report an auto, home, boat or life claim without logging in. It takes about 10 minutes.</p>
      <h2>What you will need</h2>
      <ul>
        <li>
          The policy number, and the policyholder&apos;s last name and ZIP code (or, for life insurance, the insured&apos;s date of birth)
        </li>
        <li>When and where it happened, and what happened</li>
        <li>A phone number and email where we can reach you</li>
      </ul>
      <p>
        If anyone is hurt, call 911 first. To report a claim by phone, call <PhoneLink phone={phones.claims} /> (claims, 24/7) or, for life
        claims, <PhoneLink phone={phones.lifeClaims} />.
      </p>
      <Button
        onPointerDown={() => void loadSteps()}
        onFocus={() => void loadSteps()}
        onClick={() => dispatch(guestClaimsActions.guestFnolStarted())}
      >
        Start your claim
      </Button>
    </>
  );
}

function Summary({ answers }: { answers: GuestFnolAnswers }) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectGuestClaimsField('submitting'));
  const error = useSelector(selectGuestClaimsField('error'));
  const queued = useSelector(selectGuestClaimsField('queued'));
  const photos = useSelector(selectGuestClaimsField('photos'));
  const glassQuestions = useSelector(selectFlag('AutoGlassVendorFNOL'));
  const steps = questionStepsOf(guestClaimQuestions, guestFnolPath(answers, { glassQuestions }));
  // Only what was answered: the details that find the policy are never shown back.
  const rows = reviewRows(guestClaimQuestions, steps, answers, guestAnswerLabels).filter((row): row is typeof row & { value: string } =>
    Boolean(row.value),
  );
  return (
    <>
      {error && <AlertBanner type="error" heading="Your claim was not submitted" subtext={error} />}
      {queued ? (
        <SavedFiling onCancel={() => dispatch(guestClaimsActions.guestQueuedClaimCancelRequested({}))}>
          <AnswerReview rows={rows} changeLink={() => null} changeWords={(label) => label.toLowerCase()} />
          <FilingPhotoList photos={photos} />
        </SavedFiling>
      ) : (
        <>
          <p>Please check your answers before you submit your claim.</p>
          <AnswerReview
            rows={rows}
            changeLink={(step, children) => <BusLink to={stepLink(step)}>{children}</BusLink>}
            changeWords={(label) => label.toLowerCase()}
          />
          <FilingPhotoChooser
            photos={photos}
            onChosen={(files) => dispatch(guestClaimsActions.guestClaimPhotosChosen({ files }))}
            onRemove={(fileRef) => dispatch(guestClaimsActions.guestClaimPhotoRemoveRequested({ fileRef }))}
          />
          <div className="form-actions">
            <Button processing={submitting} onClick={() => dispatch(guestClaimsActions.guestFnolSubmitRequested({}))}>
              Submit claim
            </Button>
            <BackLink step="summary" />
          </div>
        </>
      )}
    </>
  );
}

function Confirmation() {
  const filed = useSelector(selectGuestClaimsField('filed'));
  const photos = useSelector(selectGuestClaimsField('photos'));
  if (!filed) return <Redirect to={stepLink('intro')} />;
  const life = filed.line === 'life';
  return (
    <>
      <AlertBanner type="success" heading="We received your claim" subtext={`Your claim file number is ${filed.fileNumber}.`} />
      <p>
        {claimTypeLabel(filed.claimType)} claim <strong className="guest-claim__file-number">{filed.fileNumber}</strong>. Please keep this
        number: we have also sent it to your email.
      </p>
      <FilingPhotoList photos={photos} />
      <h2>What happens next</h2>
      <p>
        {life
          ? 'A life claims specialist will contact you within one business day to explain the next steps and the documents we need.'
          : 'A claim representative will contact you within one business day to review your claim and the next steps.'}{' '}
        You can <BusLink to={guestClaimRoutes.guestUpload.to({ step: 'claim-info' })}>send us photos and documents</BusLink> for this claim
        at any time.
      </p>
      <p>
        Questions? Call {life ? 'life claims' : 'claims'} at <PhoneLink phone={life ? phones.lifeClaims : phones.claims} />.
      </p>
      <ContactHoursList lines={life ? ['lifeClaims'] : ['claims']} />
      <p>
        {claimMessages.guestFiledPolicyCheck} Once it is there, the policyholder can follow it online:{' '}
        <BusLink to={shellRoutes.login.to({})}>log in</BusLink> and open Claims.
      </p>
    </>
  );
}

function SubmissionError() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectGuestClaimsField('submitting'));
  const error = useSelector(selectGuestClaimsField('error'));
  const answered = useSelector(selectGuestClaimsField('answered'));
  if (!answered.includes('summary')) return <Redirect to={stepLink('intro')} />;
  return (
    <>
      <AlertBanner type="error" heading="Your claim was not submitted" subtext={error ?? undefined} />
      <p>Everything you entered is kept. You can submit your claim again now.</p>
      <div className="guest-claim__actions">
        <Button processing={submitting} onClick={() => dispatch(guestClaimsActions.guestFnolSubmitRequested({}))}>
          Try again
        </Button>
        <BusLink to={stepLink('summary')}>Review your answers</BusLink>
      </div>
    </>
  );
}

const headings: Record<'intro' | 'summary' | 'confirmation' | 'submission-error', string> = {
  intro: 'Report a claim',
  summary: 'Review your claim',
  confirmation: 'Your claim is submitted',
  'submission-error': 'We could not submit your claim',
};

/** Reporting a claim without logging in: one address a step, the step's question as the heading. */
export default function GuestClaimPage() {
  const { step } = useParams<{ step: GuestFnolStep }>();
  const answers = useSelector(selectGuestClaimsField('answers'));
  const asks = isQuestionStepOf(guestClaimQuestions, step);
  const heading = asks ? guestClaimQuestions.steps[step].heading : headings[step];
  return (
    <div className="guest-claim">
      {(asks || step === 'summary') && <FlowProgress table={guestClaimQuestions} step={step} />}
      <PageHeading key={`heading-${step}`}>{heading}</PageHeading>
      {step === 'intro' && <Intro />}
      {asks && (
        <Suspense fallback={<Loading />}>
          <AnswerStepForm key={`form-${step}`} step={step} answers={answers} />
        </Suspense>
      )}
      {step === 'summary' && <Summary answers={answers} />}
      {step === 'confirmation' && <Confirmation />}
      {step === 'submission-error' && <SubmissionError />}
    </div>
  );
}
