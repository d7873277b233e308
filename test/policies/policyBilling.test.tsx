import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { PolicyBilling } from '../../src/policies/PolicyBilling';
import { policiesActions } from '../../src/policies/catalogue';
import { initialPoliciesState, policiesReducer } from '../../src/policies/slice';
import type { PolicySummary } from '../../src/contract/policies';

const renters = {
  policyNumber: 'R2T9K4-3003',
  lineOfBusiness: 'renters',
  side: 'mutual',
  status: 'active',
  effectiveDate: '2026-06-01',
  expirationDate: '2027-06-01',
  premiumCents: 16800,
  accountNumber: 'N5093327',
  description: '2210 Penn Ave Apt 4B',
} as PolicySummary;

function renderWith(summary: PolicySummary, ...actions: Parameters<typeof policiesReducer>[1][]) {
  const store = configureStore({
    reducer: combineReducers({ policies: policiesReducer }),
    preloadedState: { policies: initialPoliciesState },
  });
  actions.forEach((a) => store.dispatch(a));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <PolicyBilling summary={summary} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the billing of a policy on its overview', () => {
  it('shows the payment plan, the next installment, the plan choices and the renters balance with a way to pay it', () => {
    renderWith(
      renters,
      policiesActions.paymentPlansLoaded({
        paymentPlans: {
          policyNumber: renters.policyNumber,
          currentPlan: 'quarterly',
          upcoming: [{ dueDate: '2026-12-01', amountCents: 4200, feeCents: 300, discountCents: 0 }],
          options: [
            { plan: 'annual', installmentCount: 1, firstInstallmentCents: 12600, feeCents: 0, discountCents: 0, totalCents: 12600 },
          ],
        } as never,
      }),
      policiesActions.rentersBalanceLoaded({
        balance: {
          policyNumber: renters.policyNumber,
          accountNumber: 'N5093327',
          balanceCents: 4500,
          amountDueCents: 4500,
          dueDate: '2026-11-01',
          nextInstallment: null,
        } as never,
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Payment plan' })).toBeInTheDocument();
    expect(screen.getByText('$45.00 due 12/01/2026')).toBeInTheDocument();
    expect(screen.getByText('Quarterly')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Annual' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the payment plan of policy R2T9K4-3003' })).toHaveAttribute(
      'href',
      '/billing/change-payment-plan/R2T9K4-3003/select-payment-plan',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Renters balance' })).toBeInTheDocument();
    expect(screen.getByText('$45.00 by 11/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the renters balance' })).toHaveAttribute(
      'href',
      '/billing/makeapayment/R2T9K4-3003/amount',
    );
  });

  it('says a policy no longer billed is not billed, and shows no renters balance for another line', () => {
    const expired = { ...renters, policyNumber: 'C4M7X2-1001', lineOfBusiness: 'auto', status: 'expired' } as PolicySummary;
    renderWith(
      expired,
      policiesActions.paymentPlansLoaded({
        paymentPlans: { policyNumber: expired.policyNumber, currentPlan: null, upcoming: [], options: [] } as never,
      }),
    );
    expect(screen.getByText('This policy is no longer billed.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Renters balance' })).toBeNull();
  });
});
