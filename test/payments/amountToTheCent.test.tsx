// The amount a customer types is the amount the payment carries, to the cent: typed with or without thousands
// separators and a dollar sign, every amount up to the online limit reaches the payment as exactly its cents.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { demoBillingAccount } from '../support/demo';
import { renderPayment } from '../support/paymentScreen';
import { formatCents } from '../../src/shared/money';
import { billing as billingConstants } from '../../config/product';

// Everything the portal takes online: up to the online payment limit, on an account owing exactly that.
const dueCents = billingConstants.maxPaymentCents;
const account = demoBillingAccount(dueCents);

it('sends every typed amount to the cent', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: dueCents }), fc.boolean(), async (cents, displayed) => {
      const user = userEvent.setup({ delay: null });
      cleanup();
      const { store } = renderPayment(account, []);
      const amount = await screen.findByLabelText(/Payment amount/, {}, { timeout: 10_000 });
      const typed = displayed ? formatCents(cents) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(store.getState().payments.amountCents).toBe(cents));
    }),
    {
      numRuns: 6,
      examples: [
        [29, false],
        [1999, false],
        [115, true],
        [123457, true],
        [1_000_000, true],
      ],
    },
  );
}, 120_000);
