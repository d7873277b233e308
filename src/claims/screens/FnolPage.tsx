import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { phones } from '../../../config/product';
import { Button, ContactHoursList, Facts, PageHeading, PhoneLink, PolicyNumber } from '../../ui';
import NotFoundPage from '../../shell/NotFoundPage';
import { lineOfBusinessLabels } from '../../policies/lineOfBusiness';
import { isFnolStep } from '../../shared/claimFiling';
import { fnolQuestions } from '../../validation/questions/fnolQuestions';
import { isQuestionStepOf } from '../../validation/questions/questionTable';
import { formatIsoDate } from '../../shared/format';
import { claimRoutes } from '../../shared/routes';
import { claimMessages } from '../../validation/messages';
import { claimsActions } from '../catalogue';
import { FnolQuestionStep } from '../FnolQuestionStep';
import { FnolReview } from '../FnolReview';
import { FilingPhotoList } from '../FilingPhotos';
import { claimTypeLabel } from '../labels';
import { selectFnolField } from '../selectors';
import '../../policies/policies.scss';
import '../claims.scss';

function ClaimsLine() {
  return (
    <>
      <p>
        Prefer to talk to us? Call our claims line at <PhoneLink phone={phones.claims} />.
      </p>
      <ContactHoursList lines={['claims']} />
    </>
  );
}

/** /claims/fnol/intro: what filing asks, and the start (or the way back into a filing left half done in this tab). */
function Intro() {
  const dispatch = useDispatch();
  const answered = useSelector(selectFnolField('answered'));
  return (
    <>
      <PageHeading>Report a claim</PageHeading>
      <p>Tell us about your loss in a few short steps. If anyone is hurt, call 911 first.</p>
      <p>We will ask when and where it happened, which policy it is on, what happened, and how to reach you.</p>
      <div className="form-actions">
        <Button onClick={() => dispatch(claimsActions.fnolStepAnswered({ step: 'intro', answers: {} }))}>
          {answered.length > 1 ? 'Continue your claim' : 'Start your claim'}
        </Button>
        <Link to={claimRoutes.claims.to({})}>Back to your claims</Link>
      </div>
      <section className="detail-section" aria-labelledby="fnol-claims-line">
        <h2 id="fnol-claims-line">Claims line</h2>
        <ClaimsLine />
      </section>
    </>
  );
}

/** /claims/fnol/confirm: the new claim file number, what happens next, the claims line, and the way to the claim. */
function Confirmation() {
  const filed = useSelector(selectFnolField('filed'));
  const photos = useSelector(selectFnolField('photos'));
  return (
    <>
      <PageHeading>We received your claim</PageHeading>
      {filed ? (
        <div className="detail-section">
          <p className="fnol-confirmation__number">
            Your claim file number is <strong>{filed.fileNumber}</strong>.
          </p>
          <Facts
            facts={[
              [
                'Policy',
                <>
                  {lineOfBusinessLabels[filed.lineOfBusiness]} policy{' '}
                  {filed.policyNumber && <PolicyNumber>{filed.policyNumber}</PolicyNumber>}
                </>,
              ],
              ['Loss date', formatIsoDate(filed.lossDate)],
              ['Kind of loss', claimTypeLabel(filed.claimType)],
            ]}
          />
          <FilingPhotoList photos={photos} />
        </div>
      ) : (
        <p>Your claim is in your list of claims.</p>
      )}
      <section className="detail-section" aria-labelledby="fnol-next">
        <h2 id="fnol-next">What happens next</h2>
        <p>{claimMessages.filedNextSteps} We have emailed you an acknowledgement of your claim.</p>
        <ClaimsLine />
      </section>
      <div className="form-actions">
        {filed && <Link to={claimRoutes.claim.to({ fileNumber: filed.fileNumber })}>View your claim {filed.fileNumber}</Link>}
        <Link to={claimRoutes.claims.to({})}>All your claims</Link>
      </div>
    </>
  );
}

/** /claims/fnol/{step}: filing a claim after sign-in, one step at a time. */
export default function FnolPage() {
  const { step } = useParams<{ step: string }>();
  if (!isFnolStep(step)) return <NotFoundPage />;
  return (
    // A new step is a new screen: its heading takes focus.
    <div className="fnol" key={step}>
      {step === 'intro' && <Intro />}
      {isQuestionStepOf(fnolQuestions, step) && <FnolQuestionStep step={step} />}
      {step === 'review' && <FnolReview />}
      {step === 'confirm' && <Confirmation />}
    </div>
  );
}
