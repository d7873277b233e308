import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { onboardingMessages } from '../validation/messages';
import { selectOnboardingProgress, selectStepsLeft } from './selectors';
import { resumeAddress, stepLabels } from './steps';

/**
 * The account landing's reminder of an unfinished onboarding: what is left, and the way back in where it stopped.
 * Nothing once every step is finished.
 */
export function FinishSettingUp() {
  const progress = useSelector(selectOnboardingProgress);
  const left = useSelector(selectStepsLeft);
  if (!progress || left.length === 0) return null;
  return (
    <section className="policy-group onboarding-card" aria-labelledby="account-finish-setting-up">
      <h2 id="account-finish-setting-up" className="policy-group__heading">
        {onboardingMessages.finishSettingUp}
      </h2>
      <p>{onboardingMessages.stepsLeft(left.length)}</p>
      <ul>
        {left.map((step) => (
          <li key={step}>{stepLabels[step]}</li>
        ))}
      </ul>
      <p>
        <Link className="button button--primary" to={resumeAddress(progress)}>
          {onboardingMessages.finishSettingUp}
        </Link>
      </p>
    </section>
  );
}
