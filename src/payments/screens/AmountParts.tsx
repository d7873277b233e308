import type { ReactNode } from 'react';
import { MaskedTextField } from '../../ui';
import { formatCents } from '../../shared/money';
import { billing as billingConstants } from '../../../config/product';
import { dueDateLabel, sideLabels } from '../../shared/billingLabels';
import type { BillingAccount } from '../../contract/billing';
import { AccountRow } from '../../billing/AccountRow';

// What every amount step shows (make a payment, quick pay, one policy, pay as a guest): the account being
// paid, what is due and by when, and the amount field.

/** The amount to pay: up to what is due on a policy, or up to what may be paid online. */
export function PaymentAmountField({
  name = 'amount',
  label = 'Payment amount',
  upToCents,
}: {
  name?: string;
  label?: string;
  upToCents?: number;
}) {
  const hint =
    upToCents === undefined ? `Up to ${formatCents(billingConstants.maxPaymentCents)} online.` : `Up to ${formatCents(upToCents)}.`;
  return <MaskedTextField name={name} label={label} mask="currency" width="medium" hint={hint} />;
}

/** The billing accounts to choose from, each with what is due and by when. */
export const accountOptions = (accounts: readonly BillingAccount[]) =>
  accounts.map((a) => ({
    value: a.accountNumber,
    label: `${sideLabels[a.side]} account ${a.accountNumber}: ${formatCents(a.amountDueCents)} due${a.dueDate ? ` ${dueDateLabel(a)}` : ''}`,
  }));

/** The one account being paid and what is due on it (`due`: the due date as the customer reads it); rows before it as children. */
export function AmountDueSummary({
  account,
  amountDueCents,
  due,
  children,
}: {
  account: { side: BillingAccount['side']; accountNumber: string };
  amountDueCents: number;
  due: string | null;
  children?: ReactNode;
}) {
  return (
    <dl className="payment-summary">
      {children}
      <AccountRow account={account} />
      <div>
        <dt>Amount due</dt>
        <dd>
          {formatCents(amountDueCents)}
          {due ? ` by ${due}` : ''}
        </dd>
      </div>
    </dl>
  );
}
