import type { Party } from '../../src/contract/party';
import type { BillingAccount } from '../../src/contract/billing';
import type { PolicySummary } from '../../src/contract/policies';

export const demoParty: Party = {
  partyId: 'P-1001',
  loginId: 'mutual.customer',
  firstName: 'Maria',
  lastName: 'Lopez',
  emails: [{ address: 'maria.lopez@example.com', primary: true }],
  phones: [{ number: '614-555-0142', kind: 'mobile', extension: null, primary: true }],
  addresses: [{ kind: 'mailing', line1: '120 Maple Ave', line2: null, city: 'Columbus', state: 'OH', zip: '43215' }],
  age: 44,
  sides: ['mutual'],
};

export const demoPolicies = [
  {
    policyNumber: 'A1B2C3-1234',
    lineOfBusiness: 'auto',
    side: 'mutual',
    status: 'active',
    effectiveDate: '2026-03-01',
    expirationDate: '2026-09-01',
    premiumCents: 68450,
    accountNumber: 'N1000001',
    description: '2021 Toyota Camry, 2019 Honda CR-V',
  },
  {
    policyNumber: 'H7K2M9-5521',
    lineOfBusiness: 'home',
    side: 'mutual',
    status: 'active',
    effectiveDate: '2026-01-15',
    expirationDate: '2027-01-15',
    premiumCents: 142000,
    accountNumber: 'N1000001',
    description: '120 Maple Ave, Columbus, OH 43215',
  },
] as unknown as PolicySummary[];

/** mutual.customer's billing account owing `dueCents` on its one auto policy, as the gateway answers it. */
export const demoBillingAccount = (dueCents = 26145) =>
  ({
    accountNumber: 'N4820015',
    side: 'mutual',
    balanceCents: dueCents,
    amountDueCents: dueCents,
    creditCents: 0,
    dueDate: '2026-12-01',
    overdue: false,
    autopay: null,
    policies: [
      {
        policyNumber: 'C4M7X2-1001',
        lineOfBusiness: 'auto',
        plan: 'monthly',
        amountDueCents: dueCents,
        dueDate: '2026-12-01',
        overdue: false,
        nextInstallment: null,
        amountDueLines: [],
        escrowMortgagee: null,
      },
    ],
  }) as unknown as BillingAccount;
