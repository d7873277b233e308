import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import { phones } from '../../config/product';
import { AlertBanner, Button, PageHeading, StepIndicator, TechnicalSubmissionError } from '../ui';
import { lineOfBusinessLabels } from '../policies/lineOfBusiness';
import { selectPolicyDetails, selectPolicySummaries } from '../policies/selectors';
import { fnolPath } from '../shared/claimFiling';
import { fnolRoutes } from '../shared/routes';
import { claimMessages, errorCatalogue } from '../validation/messages';
import { claimsActions } from './catalogue';
import { filingParts, isQuestionStep, questionsOf, shownAnswer, vehicleName } from './fnolQuestions';
import { selectFnolField, selectFnolFlags } from './selectors';

/** A failed submission: the error catalogue's technical-submission message, or the question still to answer. */
function SubmitError({ error }: { error: string }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.focus(), [error]);
  return (
    <div ref={banner} tabIndex={-1} className="form-server-error">
      {error === errorCatalogue.fixSomething ? (
        <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={claimMessages.filingIncomplete} />
      ) : (
        <TechnicalSubmissionError contactPhone={phones.claims} />
      )}
    </div>
  );
}

/** The review: every answer of the filing's path with a link to change it, and Submit (one claim however often it is pressed). */
export function FnolReview() {
  const dispatch = useDispatch();
  const answers = useSelector(selectFnolField('answers'));
  const answered = useSelector(selectFnolField('answered'));
  const submitting = useSelector(selectFnolField('submitting'));
  const error = useSelector(selectFnolField('error'));
  const filed = useSelector(selectFnolField('filed'));
  const flags = useSelector(selectFnolFlags);
  const policies = useSelector(selectPolicySummaries);
  const policyLabel = useCallback(
    (policyNumber: string) => {
      const policy = policies.find((p) => p.policyNumber === policyNumber);
      return policy ? `${lineOfBusinessLabels[policy.lineOfBusiness]} policy ${policyNumber}` : policyNumber;
    },
    [policies],
  );
  const vehicles = useSelector(selectPolicyDetails(answers.policyNumber ?? ''))?.vehicles;
  const labels = useMemo(
    () => ({
      policy: policyLabel,
      vehicle: (vehicleId: string) => {
        const vehicle = vehicles?.find((v) => v.vehicleId === vehicleId);
        return vehicle ? vehicleName(vehicle) : vehicleId;
      },
    }),
    [policyLabel, vehicles],
  );
  const steps = fnolPath(answers, flags).filter(isQuestionStep);
  const unanswered = steps.find((step) => !answered.includes(step));
  // The claim just filed (the browser went back to its review) is confirmed again, never filed twice; with nothing
  // to review the filing starts again.
  if (filed) return <Redirect to={fnolRoutes.fnolStep.to({ step: 'confirm' })} />;
  if (answered.length === 0) return <Redirect to={fnolRoutes.fnolStep.to({ step: 'intro' })} />;
  return (
    <>
      <StepIndicator steps={filingParts} current={filingParts.length} />
      <PageHeading>Check your claim</PageHeading>
      {error && <SubmitError error={error} />}
      <p>Check your answers before you submit your claim. You can change any of them.</p>
      <dl className="answer-list">
        {steps.flatMap((step) =>
          questionsOf(step, answers).questions.map((q) => (
            <div className="answer-list__row" key={`${step}-${q.answer}`}>
              <dt className="answer-list__question">{q.label}</dt>
              <dd className="answer-list__answer">{answered.includes(step) ? shownAnswer(q, answers, labels) : 'Not answered'}</dd>
              <dd className="answer-list__change">
                <Link to={fnolRoutes.fnolStep.to({ step })}>
                  Change<span className="visually-hidden"> the answer to: {q.label}</span>
                </Link>
              </dd>
            </div>
          )),
        )}
      </dl>
      {unanswered && (
        <p>
          {claimMessages.filingIncomplete}{' '}
          <Link to={fnolRoutes.fnolStep.to({ step: unanswered })}>Answer: {questionsOf(unanswered, answers).heading}</Link>
        </p>
      )}
      <div className="form-actions">
        <Button processing={submitting} onClick={() => dispatch(claimsActions.fnolSubmitRequested({}))}>
          Submit claim
        </Button>
        <Link to={fnolRoutes.fnolStep.to({ step: steps.at(-1) ?? 'intro' })}>Back</Link>
      </div>
    </>
  );
}
