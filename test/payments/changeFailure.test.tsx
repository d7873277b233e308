// Why an automatic payments or payment plan change was not made, as the review steps show it.
import { render, screen } from '@testing-library/react';
import { ChangeFailure } from '../../src/billing/ChangeFailure';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { errorCatalogue } from '../../src/validation/messages';

const refusal = 'That is already the payment plan of this policy. Please choose another plan.';

it('an unknown outcome shows the technical-submission message (a resubmit sends the same key)', () => {
  render(<ChangeFailure failure="technical" message="The gateway could not be reached." />);
  expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue.technicalSubmission());
  expect(screen.getByRole('alert')).not.toHaveTextContent('The gateway could not be reached.');
});

it("a refusal says why, in the gateway's words, and does not invite a resubmit", () => {
  render(<ChangeFailure failure="rejected" message={refusal} />);
  expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue.fixSomething);
  expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  expect(screen.getByRole('alert')).not.toHaveTextContent(errorCatalogue.technicalSubmission());
});

it('the state keeps the kind of failure until the next attempt', () => {
  const chosen = billingReducer(
    initialBillingState,
    billingActions.paymentPlanSelected({ policyNumber: 'C4M7X2-1001', plan: 'semiannual' }),
  );
  const failed = billingReducer(
    chosen,
    billingActions.paymentPlanChangeFailed({ key: 'k-1', failure: 'rejected', status: 400, message: refusal }),
  );
  expect(failed.planChange).toMatchObject({ failure: 'rejected', error: refusal, intent: null });
  const again = billingReducer(failed, billingActions.paymentPlanChangeRequested());
  expect(again.planChange).toMatchObject({ failure: null, error: null, busy: true });
  const { container } = render(<ChangeFailure failure={again.planChange.failure} message={again.planChange.error} />);
  expect(container).toBeEmptyDOMElement();
});
