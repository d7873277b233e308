import { sideLabels } from '../shared/billingLabels';
import type { BillingAccount } from '../contract/billing';

/** The billing account a summary is about (a row of a `payment-summary` list): its side and number. */
export function AccountRow({ account }: { account: { side: BillingAccount['side']; accountNumber: string } }) {
  return (
    <div>
      <dt>Account</dt>
      <dd>
        {sideLabels[account.side]} account {account.accountNumber}
      </dd>
    </div>
  );
}
