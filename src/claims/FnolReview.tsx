import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import { phones } from '../../config/product';
import { AlertBanner, Button, PageHeading, TechnicalSubmissionError } from '../ui';
import { lineOfBusinessLabels } from '../policies/lineOfBusiness';
import { selectPolicyDetails } from '../policies/selectors';
import { fnolPath } from '../shared/claimFiling';
import { fnolQuestions } from '../validation/questions/fnolQuestions';
import { questionStepsOf } from '../validation/questions/questionTable';
import { reviewRows } from '../validation/questions/questionAnswers';
import { fnolRoutes } from '../shared/routes';
import { claimMessages, errorCatalogue } from '../validation/messages';
import { claimsActions } from './catalogue';
import { vehicleName } from './labels';
import { AnswerReview, FlowProgress, SavedFiling } from './questionReview';
import { FilingPhotoChooser, FilingPhotoList } from './FilingPhotos';
import { selectFilingPolicies, selectFnolField, selectFnolFlags } from './selectors';

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
  const queued = useSelector(selectFnolField('queued'));
  const photos = useSelector(selectFnolField('photos'));
  const flags = useSelector(selectFnolFlags);
  const policies = useSelector(selectFilingPolicies);
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
  const steps = questionStepsOf(fnolQuestions, fnolPath(answers, flags));
  // A step not answered yet says so, whatever answers of another branch hold.
  const rows = reviewRows(fnolQuestions, steps, answers, labels).map((row) => ({
    ...row,
    value: !answered.includes(row.step) || row.value === undefined ? 'Not answered' : row.value || 'None',
  }));
  const unanswered = steps.find((step) => !answered.includes(step));
  // The claim just filed (the browser went back to its review) is confirmed again, never filed twice; with nothing
  // to review the filing starts again.
  if (filed) return <Redirect to={fnolRoutes.fnolStep.to({ step: 'confirm' })} />;
  if (answered.length === 0) return <Redirect to={fnolRoutes.fnolStep.to({ step: 'intro' })} />;
  return (
    <>
      <FlowProgress table={fnolQuestions} step="review" />
      <PageHeading>Check your claim</PageHeading>
      {error && <SubmitError error={error} />}
      {queued ? (
        <SavedFiling onCancel={() => dispatch(claimsActions.fnolQueuedCancelRequested({}))}>
          <AnswerReview rows={rows} changeLink={() => null} changeWords={(label) => `the answer to: ${label}`} />
          <FilingPhotoList photos={photos} />
        </SavedFiling>
      ) : (
        <>
          <p>Check your answers before you submit your claim. You can change any of them.</p>
          <AnswerReview
            rows={rows}
            changeLink={(step, children) => <Link to={fnolRoutes.fnolStep.to({ step })}>{children}</Link>}
            changeWords={(label) => `the answer to: ${label}`}
          />
          <FilingPhotoChooser
            photos={photos}
            onChosen={(files) => dispatch(claimsActions.fnolPhotosChosen({ files }))}
            onRemove={(fileRef) => dispatch(claimsActions.fnolPhotoRemoveRequested({ fileRef }))}
          />
          {unanswered && (
            <p>
              {claimMessages.filingIncomplete}{' '}
              <Link to={fnolRoutes.fnolStep.to({ step: unanswered })}>Answer: {fnolQuestions.steps[unanswered].heading}</Link>
            </p>
          )}
          <div className="form-actions">
            <Button processing={submitting} onClick={() => dispatch(claimsActions.fnolSubmitRequested({}))}>
              Submit claim
            </Button>
            <Link to={fnolRoutes.fnolStep.to({ step: steps.at(-1) ?? 'intro' })}>Back</Link>
          </div>
        </>
      )}
    </>
  );
}
