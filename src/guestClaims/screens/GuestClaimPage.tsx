import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, ContactHoursList, Loading, PageHeading, PhoneLink } from '../../ui';
import { phones } from '../../../config/product';
import { BusLink } from '../../shell/BusLink';
import { formatIsoDate } from '../../shared/format';
import { guestClaimRoutes, shellRoutes } from '../../shared/routes';
import { claimMessages } from '../../validation/messages';
import { filesForSelf, type GuestFnolAnswers, type GuestFnolStep } from '../../shared/guestClaimFiling';
import { claimTypeLabel } from '../../claims/labels';
import { guestClaimsActions } from '../catalogue';
import { selectGuestClaimsField } from '../selectors';
import {
  causeLabels,
  deathCauseLabels,
  filerLabels,
  glassIncidentLabels,
  glassLocationLabels,
  lineLabels,
  relationshipLabels,
} from '../labels';
import { isAnswerStep, stepHeadings } from './stepHeadings';
import { BackLink, GuestFilingProgress } from './filingProgress';

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

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'Yes' : 'No');

/** The summary's rows: each answer in the customer's words, with the step that changes it. */
function rowsOf(a: GuestFnolAnswers): [label: string, value: string, step: GuestFnolStep][] {
  const rows: [string, string | undefined, GuestFnolStep][] = [
    ['Policy type', a.line && lineLabels[a.line], 'select-policy'],
    ['Who is filing', a.filer && filerLabels[a.filer], 'who-is-filing'],
    [
      'Glass damage only',
      a.line === 'auto' || a.line === 'marine' ? yesNo(a.glassOnly) : undefined,
      a.line === 'marine' ? 'marine-glass-damage' : 'auto-glass-damage',
    ],
    ['Policy number', a.policyNumber, 'policy-details'],
    [
      'What happened',
      a.description,
      a.line === 'home' ? 'home-incident-details' : a.line === 'marine' ? 'marine-incident-details' : 'auto-incident-details',
    ],
    ['Damaged glass', a.glassOnly ? a.glassLocations?.map((g) => glassLocationLabels[g]).join(', ') : undefined, 'auto-incident-details'],
    [
      'Cause of the glass damage',
      a.glassOnly && a.glassIncidentType ? glassIncidentLabels[a.glassIncidentType] : undefined,
      'auto-incident-details',
    ],
    ['Another vehicle involved', a.line === 'auto' && !a.glassOnly ? yesNo(a.otherVehicleInvolved) : undefined, 'auto-incident-details'],
    [
      'Anyone injured',
      a.line === 'auto' || a.line === 'marine' ? yesNo(a.anyoneInjured) : undefined,
      a.line === 'marine' ? 'marine-incident-details' : 'auto-incident-details',
    ],
    ['Caused by weather', a.weatherRelated === undefined ? undefined : yesNo(a.weatherRelated), 'was-weather-related'],
    ['Type of damage', a.cause && causeLabels[a.cause], 'type-of-damage'],
    ['Vehicle', a.line === 'auto' ? [a.vehicleYear, a.vehicleMake, a.vehicleModel].join(' ') : undefined, 'auto-vehicle-info'],
    ['Boat', a.line === 'marine' ? [a.vesselYear, a.vesselMake, a.vesselKind].join(' ') : undefined, 'marine-vessel-info'],
    ['Cause of death', a.deathCause && deathCauseLabels[a.deathCause], 'additional-details-death'],
    ['Illness or injury', a.condition, 'additional-details-disability'],
    ['Stopped working', a.stoppedWorking === undefined ? undefined : yesNo(a.stoppedWorking), 'additional-details-disability'],
    [
      a.line === 'life' ? (a.filer === 'insured' ? 'Disability began' : 'Date of death') : 'Date',
      a.incidentDate && formatIsoDate(a.incidentDate),
      a.line === 'life' ? (a.filer === 'insured' ? 'additional-details-disability' : 'additional-details-death') : 'incident-date-time',
    ],
    ['Time', a.incidentTime || undefined, 'incident-date-time'],
    ['Where', a.incidentLocation, 'incident-location'],
    ['Additional details', a.additionalDetails || undefined, a.line === 'life' ? 'additional-details-death' : 'additional-details'],
    ['Reported by', a.reporterFirstName && `${a.reporterFirstName} ${a.reporterLastName ?? ''}`, 'who-is-reporting'],
    ['Relationship', !filesForSelf(a.filer) && a.relationship ? relationshipLabels[a.relationship] : undefined, 'who-is-reporting'],
    ['Phone', a.phone, 'contact-info'],
    ['Email', a.email, 'contact-info'],
  ];
  return rows.filter((r): r is [string, string, GuestFnolStep] => Boolean(r[1]));
}

function Summary({ answers }: { answers: GuestFnolAnswers }) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectGuestClaimsField('submitting'));
  const error = useSelector(selectGuestClaimsField('error'));
  return (
    <>
      {error && <AlertBanner type="error" heading="Your claim was not submitted" subtext={error} />}
      <p>Please check your answers before you submit your claim.</p>
      <dl className="guest-claim__summary">
        {rowsOf(answers).map(([label, value, step]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="guest-claim__answer">{value}</span>
              <BusLink to={stepLink(step)}>
                Change<span className="visually-hidden"> {label.toLowerCase()}</span>
              </BusLink>
            </dd>
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <Button processing={submitting} onClick={() => dispatch(guestClaimsActions.guestFnolSubmitRequested({}))}>
          Submit claim
        </Button>
        <BackLink step="summary" />
      </div>
    </>
  );
}

function Confirmation() {
  const filed = useSelector(selectGuestClaimsField('filed'));
  if (!filed) return <Redirect to={stepLink('intro')} />;
  const life = filed.line === 'life';
  return (
    <>
      <AlertBanner type="success" heading="We received your claim" subtext={`Your claim file number is ${filed.fileNumber}.`} />
      <p>
        {claimTypeLabel(filed.claimType)} claim <strong className="guest-claim__file-number">{filed.fileNumber}</strong>. Please keep this
        number: we have also sent it to your email.
      </p>
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
  const heading = isAnswerStep(step) ? stepHeadings[step] : headings[step];
  return (
    <div className="guest-claim">
      {(isAnswerStep(step) || step === 'summary') && <GuestFilingProgress step={step} />}
      <PageHeading key={`heading-${step}`}>{heading}</PageHeading>
      {step === 'intro' && <Intro />}
      {isAnswerStep(step) && (
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
