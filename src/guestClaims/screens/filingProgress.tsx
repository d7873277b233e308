import { useSelector } from 'react-redux';
import { StepIndicator } from '../../ui';
import { BusLink } from '../../shell/BusLink';
import { selectFlag } from '../../flags/selectors';
import { guestClaimRoutes } from '../../shared/routes';
import { guestFnolPath, type GuestFnolStep } from '../../shared/guestClaimFiling';
import { selectGuestClaimsField } from '../selectors';

// Where a guest is in the report: the step indicator of the signed-in filing over the parts of a guest report,
// and Back to the step before on the path the answers lead.

/** The parts of a guest report in order; the line's own questions (policy details among them) are the second part. */
const parts = [
  { name: 'The claim', steps: ['select-policy', 'who-is-filing'] },
  { name: 'Policy and what happened', steps: [] },
  { name: 'Who is reporting', steps: ['who-is-reporting', 'contact-info'] },
  { name: 'Review', steps: ['summary'] },
] as const;
const partNames: readonly string[] = parts.map((p) => p.name);

const partOf = (step: GuestFnolStep): number => {
  const at = parts.findIndex((p) => (p.steps as readonly string[]).includes(step));
  return at < 0 ? 2 : at + 1;
};

/** The step indicator of a question step or the summary. */
export function GuestFilingProgress({ step }: { step: GuestFnolStep }) {
  return <StepIndicator steps={partNames} current={partOf(step)} />;
}

/** Back: the step before this one on the path the answers so far lead through (the intro before the first question). */
export function BackLink({ step }: { step: GuestFnolStep }) {
  const answers = useSelector(selectGuestClaimsField('answers'));
  const glassQuestions = useSelector(selectFlag('AutoGlassVendorFNOL'));
  const path = guestFnolPath(answers, { glassQuestions });
  const previous = path[path.indexOf(step) - 1] ?? 'intro';
  return <BusLink to={guestClaimRoutes.guestFnolStep.to({ step: previous })}>Back</BusLink>;
}
