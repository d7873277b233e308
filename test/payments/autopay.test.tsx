// Automatic payments offer "Turn off" only for an account whose automatic payments are on.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingActions } from '../../src/billing/catalogue';
import { demoBillingAccount } from '../support/demo';
import { renderPayment, visa } from '../support/paymentScreen';

const saved = { methodId: 'm-1', ...visa };
const off = demoBillingAccount();
const on = { ...demoBillingAccount(), accountNumber: 'N4820016', autopay: saved } as unknown as typeof off;

describe('automatic payments', () => {
  jest.setTimeout(30_000);

  it('offers Turn off for the account that pays automatically, and not for the one that does not', async () => {
    const user = userEvent.setup();
    const { store } = renderPayment(off, [], '/billing/autopay');
    act(() => {
      store.dispatch(billingActions.accountsLoaded({ accounts: [off, on] }));
      store.dispatch(billingActions.methodsLoaded({ methods: [saved as never] }));
    });
    await screen.findByRole('radio', { name: /Visa/ }, { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: /N4820015/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Turn off automatic payments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /N4820016/ }));
    expect(await screen.findByRole('radio', { name: 'Turn off automatic payments' })).toBeInTheDocument();
  });
});
