// The account landing shows what is due on each billing account, overdue once its due date has passed, and
// a Make a payment link that opens the payment of that account (its amount due filled in), not another one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingAccount } from '../../src/contract/billing';
import { demoBillingAccount } from '../support/demo';
import { renderPayment } from '../support/paymentScreen';
import { policiesActions } from '../../src/policies/catalogue';
import type { PolicySummary } from '../../src/contract/policies';

const overdueAuto = { ...demoBillingAccount(26145), dueDate: '2026-10-01', overdue: true } as BillingAccount;
const life = {
  ...demoBillingAccount(4050),
  accountNumber: 'N7310042',
  side: 'life',
  policies: [{ ...demoBillingAccount(4050).policies[0]!, policyNumber: 'L-204518736', lineOfBusiness: 'life' }],
} as BillingAccount;

describe('the account landing', () => {
  jest.setTimeout(30_000);

  it('shows each account’s amount due and due date, overdue when it has passed', async () => {
    renderPayment([overdueAuto, life], [], '/account');
    const bills = await screen.findByRole('region', { name: 'Bills and payments' }, { timeout: 10_000 });
    const auto = within(bills).getByRole('heading', { name: 'Property and casualty account N4820015' }).closest('li')!;
    expect(within(auto as HTMLElement).getByText('$261.45')).toBeInTheDocument();
    expect(within(auto as HTMLElement).getByText('10/01/2026 (Overdue)')).toBeInTheDocument();
    const lifeCard = within(bills).getByRole('heading', { name: 'Life account N7310042' }).closest('li')!;
    expect(within(lifeCard as HTMLElement).getByText('$40.50')).toBeInTheDocument();
    expect(within(lifeCard as HTMLElement).getByText('12/01/2026')).toBeInTheDocument();
  });

  it('opens the payment of the account whose Make a payment was chosen', async () => {
    const user = userEvent.setup();
    const { history } = renderPayment([overdueAuto, life], [], '/account');
    await user.click(await screen.findByRole('link', { name: 'Make a payment on account N7310042' }, { timeout: 10_000 }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing/makeapayment'));
    expect(await screen.findByRole('radio', { name: /^Life account N7310042/ }, { timeout: 10_000 })).toBeChecked();
    expect((screen.getByLabelText(/Payment amount/) as HTMLInputElement).value).toMatch(/^40\.50?$/);
  });

  it('offers no payment where nothing is due', async () => {
    renderPayment([{ ...demoBillingAccount(0), dueDate: null } as BillingAccount], [], '/account');
    await screen.findByRole('region', { name: 'Bills and payments' }, { timeout: 10_000 });
    expect(screen.getByText('Nothing due')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Make a payment/ })).not.toBeInTheDocument();
  });

  it('lists only current policies, and sends expired ones to Archived policies', async () => {
    const { store } = renderPayment([overdueAuto], [], '/account');
    const policy = (policyNumber: string, status: PolicySummary['status'], description: string) =>
      ({
        policyNumber,
        lineOfBusiness: 'renters',
        side: 'mutual',
        status,
        effectiveDate: '2026-01-01',
        expirationDate: '2027-01-01',
        premiumCents: 18_000,
        accountNumber: 'N4820015',
        description,
      }) as PolicySummary;
    store.dispatch(
      policiesActions.summaryLoaded({
        policies: [policy('R5T8W1-3003', 'active', '12 Elm Street, Apt 4'), policy('R2D4F6-3999', 'expired', '88 Old Road, Apt 1')],
      }),
    );
    await screen.findByText('12 Elm Street, Apt 4', {}, { timeout: 10_000 });
    expect(screen.queryByText('88 Old Road, Apt 1')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archived policies' })).toHaveAttribute('href', '/policies/archived');
  });
});
