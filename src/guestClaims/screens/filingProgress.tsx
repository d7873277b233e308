import { useSelector } from 'react-redux';
import { BusLink } from '../../shell/BusLink';
import { selectFlag } from '../../flags/selectors';
import { guestClaimRoutes } from '../../shared/routes';
import { guestFnolPath, type GuestFnolStep } from '../../shared/guestClaimFiling';
import { selectGuestClaimsField } from '../selectors';

/** Back: the step before this one on the path the answers so far lead through (the intro before the first question). */
export function BackLink({ step }: { step: GuestFnolStep }) {
  const answers = useSelector(selectGuestClaimsField('answers'));
  const glassQuestions = useSelector(selectFlag('AutoGlassVendorFNOL'));
  const path = guestFnolPath(answers, { glassQuestions });
  const previous = path[path.indexOf(step) - 1] ?? 'intro';
  return <BusLink to={guestClaimRoutes.guestFnolStep.to({ step: previous })}>Back</BusLink>;
}
