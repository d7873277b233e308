// Removing a payment method asks first; a save or a removal is confirmed from the store's record of it, and focus goes there.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingActions } from '../../src/billing/catalogue';
import { profileMessages } from '../../src/validation/messages';
import { demoBillingAccount } from '../support/demo';
import { renderPayment, visa } from '../support/paymentScreen';

const saved = { methodId: 'm-1', ...visa };

describe('payment methods', () => {
  jest.setTimeout(30_000);

  it('asks before removing, keeps the card on Keep it, and confirms the removal the store records', async () => {
    const user = userEvent.setup();
    const { store } = renderPayment(demoBillingAccount(), [], '/billing/payment-methods');
    act(() => void store.dispatch(billingActions.methodsLoaded({ methods: [saved as never] })));
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 1111' }, { timeout: 10_000 }));
    const question = screen.getByText('Remove the card ending 1111?');
    expect(question).toHaveFocus();
    expect(store.getState().billing.methods.removing).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText('Remove the card ending 1111?')).not.toBeInTheDocument();
    expect(store.getState().billing.methods.removing).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 1111' }));
    const asking = screen.getByRole('group', { name: 'Remove the card ending 1111?' });
    // The removal needs the step-up proof: without the current password nothing is asked of the gateway.
    await user.click(within(asking).getByRole('button', { name: 'Remove' }));
    expect((await within(asking).findAllByText(profileMessages.stepUp.missing)).length).toBeGreaterThan(0);
    expect(store.getState().billing.methods.removing).toEqual([]);
    await user.type(within(asking).getByLabelText(/^Current password/), 'Portal-Demo-2026!');
    await user.click(within(asking).getByRole('button', { name: 'Remove' }));
    expect(store.getState().billing.methods.removing).toEqual(['m-1']);
    expect(JSON.stringify(store.getState())).not.toContain('Portal-Demo-2026!');
    act(() => void store.dispatch(billingActions.methodRemoved({ methodId: 'm-1' })));
    const confirmation = await screen.findByText('Your card ending 1111 is removed.');
    await waitFor(() => expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Saved payment methods' })).not.toBeInTheDocument();
  });

  it('confirms a saved method and moves focus to the confirmation', async () => {
    const { store } = renderPayment(demoBillingAccount(), [], '/billing/payment-methods');
    act(() => void store.dispatch(billingActions.methodsLoaded({ methods: [] })));
    await screen.findByText('You have no saved payment methods.', undefined, { timeout: 10_000 });
    expect(screen.queryByText(/is saved\./)).not.toBeInTheDocument();
    act(() => void store.dispatch(billingActions.methodSaved({ method: saved as never })));
    const confirmation = await screen.findByText('Your card ending 1111 is saved.');
    await waitFor(() => expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('list', { name: 'Saved payment methods' })).toHaveTextContent('Visa ending in 1111');
  });
});
