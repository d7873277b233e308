import type { Insertable } from 'kysely';
import { addCalendarDays } from '../../src/validation/dates';
import { addCalendarMonths } from '../../src/validation/businessMonths';
import { centsOfDollars as usd } from '../../src/shared/money';
import type {
  BillingAccountsTable,
  CoveragesTable,
  DiscountsTable,
  DriversTable,
  InsuredPropertiesTable,
  LifeBeneficiariesTable,
  LifeDetailsTable,
  MortgageesTable,
  PartiesTable,
  PartyAddressesTable,
  PartyEmailsTable,
  PartyPhonesTable,
  PoliciesTable,
  Role,
  VehiclesTable,
  WatercraftTable,
} from './schema';

// The demo book of business seeded on first start (DESIGN.md "Demo data").

export const demoPassword = 'Portal-Demo-2026!';
/** The authenticator-app secret of mfa.customer (base32). */
export const demoTotpSecret = 'CARDINALMFADEMOTOTPSECRETKEY2345';

export interface DemoUser {
  loginId: string;
  role: Role;
  partyId: string | null;
  totpSecret: string | null;
  /** A mobile phone on file enrolled for text-message codes. */
  textMessagePhone?: string;
  who: string;
}

export interface DemoBook {
  users: DemoUser[];
  parties: Insertable<PartiesTable>[];
  emails: Insertable<PartyEmailsTable>[];
  phones: Insertable<PartyPhonesTable>[];
  addresses: Insertable<PartyAddressesTable>[];
  accounts: Insertable<BillingAccountsTable>[];
  policies: Insertable<PoliciesTable>[];
  properties: Insertable<InsuredPropertiesTable>[];
  vehicles: Insertable<VehiclesTable>[];
  watercraft: Insertable<WatercraftTable>[];
  drivers: Insertable<DriversTable>[];
  coverages: Insertable<CoveragesTable>[];
  discounts: Insertable<DiscountsTable>[];
  mortgagees: Insertable<MortgageesTable>[];
  lifeDetails: Insertable<LifeDetailsTable>[];
  beneficiaries: Insertable<LifeBeneficiariesTable>[];
}

export const demoUsers: DemoUser[] = [
  { loginId: 'mutual.customer', role: 'customer', partyId: 'P100001', totpSecret: null, who: 'auto and home policies, one account' },
  { loginId: 'life.customer', role: 'customer', partyId: 'P100002', totpSecret: null, who: 'one term life policy' },
  {
    loginId: 'both.customer',
    role: 'customer',
    partyId: 'P100003',
    totpSecret: null,
    who: 'renters, motorcycle, umbrella and life policies',
  },
  { loginId: 'new.customer', role: 'customer', partyId: 'P100004', totpSecret: null, who: 'a just-bound auto policy' },
  {
    loginId: 'mfa.customer',
    role: 'customer',
    partyId: 'P100005',
    totpSecret: demoTotpSecret,
    textMessagePhone: '859-555-0134',
    who: 'auto, home, condo and boat policies; authenticator app (default) and text messages',
  },
  // Support agents always give a second factor at sign-in: the demo agent's codes are texted (read them in the outbox).
  {
    loginId: 'support.agent',
    role: 'support',
    partyId: null,
    totpSecret: null,
    textMessagePhone: '859-555-0199',
    who: 'a support agent; security codes by text message',
  },
];

/** Calendar arithmetic on 'yyyy-mm-dd' business dates (end-of-month clamping: 01/31 + 1 month is 02/28). */
export const addMonths = addCalendarMonths;
const addDays = addCalendarDays;
function firstOfMonth(date: string, monthsBack: number): string {
  return addMonths(`${date.slice(0, 7)}-01`, -monthsBack);
}

interface Term {
  effective_date: string;
  expiration_date: string;
}
function term(today: string, monthsBack: number, months: number): Term {
  const effective = firstOfMonth(today, monthsBack);
  return { effective_date: effective, expiration_date: addMonths(effective, months) };
}

/** What a vehicle policy covers: liability for the policy, physical damage per vehicle (cars add rental reimbursement). */
function autoCoverages(policy: string, vehicleIds: string[], line: 'auto' | 'motorcycle'): Insertable<CoveragesTable>[] {
  const perPolicy: Insertable<CoveragesTable>[] = [
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'BI',
      name: 'Bodily injury liability',
      limits: '$100,000 each person / $300,000 each accident',
      deductible_cents: null,
      premium_cents: usd(312),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'PD',
      name: 'Property damage liability',
      limits: '$100,000 each accident',
      deductible_cents: null,
      premium_cents: usd(188),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'UM',
      name: 'Uninsured/underinsured motorists',
      limits: '$100,000 each person / $300,000 each accident',
      deductible_cents: null,
      premium_cents: usd(64),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'MED',
      name: 'Medical payments',
      limits: '$5,000 each person',
      deductible_cents: null,
      premium_cents: usd(22),
    },
  ];
  const perVehicle = vehicleIds.flatMap((vehicle): Insertable<CoveragesTable>[] => [
    {
      policy_number: policy,
      vehicle_id: vehicle,
      code: 'COMP',
      name: 'Comprehensive',
      limits: 'Actual cash value',
      deductible_cents: usd(500),
      premium_cents: usd(96),
    },
    {
      policy_number: policy,
      vehicle_id: vehicle,
      code: 'COLL',
      name: 'Collision',
      limits: 'Actual cash value',
      deductible_cents: usd(500),
      premium_cents: usd(214),
    },
    ...(line === 'auto'
      ? [
          {
            policy_number: policy,
            vehicle_id: vehicle,
            code: 'RENT',
            name: 'Rental reimbursement',
            limits: '$30 per day / $900 maximum',
            deductible_cents: null,
            premium_cents: usd(18),
          },
        ]
      : [
          // Motorcycles carry a line of their own: accessories and custom parts.
          {
            policy_number: policy,
            vehicle_id: vehicle,
            code: 'ACC',
            name: 'Custom parts and equipment',
            limits: '$3,000',
            deductible_cents: usd(250),
            premium_cents: usd(36),
          },
        ]),
    {
      policy_number: policy,
      vehicle_id: vehicle,
      code: 'TOW',
      name: 'Roadside assistance',
      limits: '$100 per disablement',
      deductible_cents: null,
      premium_cents: usd(8),
    },
  ]);
  return [...perPolicy, ...perVehicle];
}

function dwellingCoverages(policy: string, dwelling: number, deductible: number): Insertable<CoveragesTable>[] {
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  return [
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'A',
      name: 'Dwelling',
      limits: money(dwelling),
      deductible_cents: usd(deductible),
      premium_cents: usd(980),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'B',
      name: 'Other structures',
      limits: money(dwelling * 0.1),
      deductible_cents: usd(deductible),
      premium_cents: usd(74),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'C',
      name: 'Personal property',
      limits: money(dwelling * 0.7),
      deductible_cents: usd(deductible),
      premium_cents: usd(236),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'D',
      name: 'Loss of use',
      limits: money(dwelling * 0.2),
      deductible_cents: null,
      premium_cents: usd(41),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'E',
      name: 'Personal liability',
      limits: '$300,000 each occurrence',
      deductible_cents: null,
      premium_cents: usd(28),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'F',
      name: 'Medical payments to others',
      limits: '$5,000 each person',
      deductible_cents: null,
      premium_cents: usd(12),
    },
  ];
}

function discount(policy: string, code: string, name: string, dollars: number): Insertable<DiscountsTable> {
  return { policy_number: policy, code, name, amount_cents: usd(dollars) };
}

/** Builds the demo book; policy terms are placed around `today` ('yyyy-mm-dd'). */
export function demoBook(today: string): DemoBook {
  const boundAt = `${today}T12:00:00Z`;
  const book: DemoBook = {
    users: demoUsers,
    parties: [
      {
        party_id: 'P100001',
        salutation: 'Mr.',
        first_name: 'Daniel',
        middle_initial: 'R',
        last_name: 'Whitaker',
        suffix: null,
        date_of_birth: '1978-04-12',
      },
      {
        party_id: 'P100002',
        salutation: 'Ms.',
        first_name: 'Patricia',
        middle_initial: 'A',
        last_name: 'Nguyen',
        suffix: null,
        date_of_birth: '1985-09-30',
      },
      {
        party_id: 'P100003',
        salutation: 'Mr.',
        first_name: 'James',
        middle_initial: 'T',
        last_name: "O'Connor",
        suffix: 'Jr.',
        date_of_birth: '1990-02-17',
      },
      {
        party_id: 'P100004',
        salutation: null,
        first_name: 'Kevin',
        middle_initial: null,
        last_name: 'Park',
        suffix: null,
        date_of_birth: '1998-06-22',
      },
      {
        party_id: 'P100005',
        salutation: 'Mrs.',
        first_name: 'Angela',
        middle_initial: 'M',
        last_name: 'Brooks',
        suffix: null,
        date_of_birth: '1975-11-05',
      },
    ],
    emails: [
      { party_id: 'P100001', address: 'daniel.whitaker@example.com', is_primary: true },
      { party_id: 'P100001', address: 'dwhitaker.work@example.net', is_primary: false },
      { party_id: 'P100002', address: 'patricia.nguyen@example.com', is_primary: true },
      { party_id: 'P100003', address: 'jim.oconnor@example.com', is_primary: true },
      { party_id: 'P100004', address: 'kevin.park@example.com', is_primary: true },
      { party_id: 'P100005', address: 'angela.brooks@example.com', is_primary: true },
    ],
    phones: [
      { party_id: 'P100001', number: '614-555-0142', kind: 'mobile', is_primary: true },
      { party_id: 'P100001', number: '614-555-0187', kind: 'home', is_primary: false },
      { party_id: 'P100002', number: '717-555-0163', kind: 'mobile', is_primary: true },
      { party_id: 'P100003', number: '412-555-0119', kind: 'mobile', is_primary: true },
      { party_id: 'P100003', number: '412-555-0175', kind: 'work', is_primary: false },
      { party_id: 'P100004', number: '317-555-0128', kind: 'mobile', is_primary: true },
      { party_id: 'P100005', number: '859-555-0134', kind: 'mobile', is_primary: true },
    ],
    addresses: [
      { party_id: 'P100001', kind: 'mailing', line1: '1427 Maple Ridge Dr', line2: null, city: 'Columbus', state: 'OH', zip: '43221' },
      { party_id: 'P100002', kind: 'mailing', line1: '58 Linden St', line2: null, city: 'Harrisburg', state: 'PA', zip: '17102' },
      { party_id: 'P100002', kind: 'life', line1: '58 Linden St', line2: null, city: 'Harrisburg', state: 'PA', zip: '17102' },
      { party_id: 'P100003', kind: 'mailing', line1: '2210 Penn Ave', line2: 'Apt 4B', city: 'Pittsburgh', state: 'PA', zip: '15222' },
      { party_id: 'P100003', kind: 'life', line1: '2210 Penn Ave', line2: 'Apt 4B', city: 'Pittsburgh', state: 'PA', zip: '15222' },
      {
        party_id: 'P100004',
        kind: 'mailing',
        line1: '915 N Delaware St',
        line2: 'Unit 310',
        city: 'Indianapolis',
        state: 'IN',
        zip: '46204',
      },
      { party_id: 'P100005', kind: 'mailing', line1: '3306 Tates Creek Rd', line2: null, city: 'Lexington', state: 'KY', zip: '40502' },
    ],
    accounts: [
      { account_number: 'N4820015', party_id: 'P100001', side: 'mutual', paperless_billing: false, paperless_policy: false },
      { account_number: 'N7310042', party_id: 'P100002', side: 'life', paperless_billing: true, paperless_policy: true },
      { account_number: 'N5093327', party_id: 'P100003', side: 'mutual', paperless_billing: true, paperless_policy: false },
      { account_number: 'N7310088', party_id: 'P100003', side: 'life', paperless_billing: true, paperless_policy: true },
      { account_number: 'N6158804', party_id: 'P100004', side: 'mutual', paperless_billing: false, paperless_policy: false },
      { account_number: 'N4820093', party_id: 'P100005', side: 'mutual', paperless_billing: false, paperless_policy: false },
    ],
    policies: [],
    properties: [],
    vehicles: [],
    watercraft: [],
    drivers: [],
    coverages: [],
    discounts: [],
    mortgagees: [],
    lifeDetails: [],
    beneficiaries: [],
  };

  const mutual = (p: Omit<Insertable<PoliciesTable>, 'side' | 'bound_at'> & Term) =>
    book.policies.push({ ...p, side: 'mutual', bound_at: boundAt });

  // mutual.customer: auto (two vehicles, two drivers) and home with a mortgagee.
  mutual({
    policy_number: 'C4M7X2-1001',
    party_id: 'P100001',
    line_of_business: 'auto',
    status: 'active',
    ...term(today, 2, 6),
    premium_cents: usd(1184.6),
    account_number: 'N4820015',
    state: 'OH',
  });
  mutual({
    policy_number: 'H8Q3R5-2002',
    party_id: 'P100001',
    line_of_business: 'home',
    status: 'active',
    ...term(today, 4, 12),
    premium_cents: usd(1371.0),
    account_number: 'N4820015',
    state: 'OH',
  });
  addAuto(
    book,
    'C4M7X2-1001',
    'V10001',
    [
      { year: 2021, make: 'Toyota', model: 'Camry', vin: '4T1G11AK5MU512348', garaging_zip: '43221' },
      { year: 2019, make: 'Honda', model: 'CR-V', vin: '2HKRW2H85KH603917', garaging_zip: '43221' },
    ],
    [
      {
        first_name: 'Daniel',
        last_name: 'Whitaker',
        date_of_birth: '1978-04-12',
        license_state: 'OH',
        license_number: 'RW482913',
        relationship: 'named insured',
      },
      {
        first_name: 'Susan',
        last_name: 'Whitaker',
        date_of_birth: '1980-07-03',
        license_state: 'OH',
        license_number: 'SP730482',
        relationship: 'spouse',
      },
    ],
  );
  book.discounts.push(
    discount('C4M7X2-1001', 'MULTI', 'Multi-policy', 142),
    discount('C4M7X2-1001', 'SAFE', 'Safe driver', 96),
    discount('C4M7X2-1001', 'ANTITHEFT', 'Anti-theft device', 18),
  );
  book.properties.push({
    policy_number: 'H8Q3R5-2002',
    line1: '1427 Maple Ridge Dr',
    line2: null,
    city: 'Columbus',
    state: 'OH',
    zip: '43221',
    year_built: 1996,
    dwelling_type: 'Single-family home',
  });
  book.coverages.push(...dwellingCoverages('H8Q3R5-2002', 385000, 1000));
  book.discounts.push(
    discount('H8Q3R5-2002', 'MULTI', 'Multi-policy', 164),
    discount('H8Q3R5-2002', 'PROTECT', 'Protective devices', 41),
    discount('H8Q3R5-2002', 'CLAIMFREE', 'Claims-free', 69),
  );
  book.mortgagees.push({
    policy_number: 'H8Q3R5-2002',
    position: 1,
    name: 'Huntington National Bank ISAOA/ATIMA',
    loan_number: '0045821937',
    line1: 'PO Box 7044',
    line2: null,
    city: 'Troy',
    state: 'MI',
    zip: '48007',
  });

  // life.customer: a 20-year term policy.
  addLife(book, {
    policy_number: 'L-204518736',
    party_id: 'P100002',
    account: 'N7310042',
    state: 'PA',
    today,
    monthsBack: 30,
    premiumDollars: 486.0,
    product: 'Term 20',
    face: 500000,
    termYears: 20,
    insured: ['Patricia', 'Nguyen', '1985-09-30'],
    beneficiaries: [
      ['primary', 'Michael Nguyen', 'spouse', 100],
      ['contingent', 'Emily Nguyen', 'daughter', 50],
      ['contingent', 'Ryan Nguyen', 'son', 50],
    ],
  });

  // both.customer: renters, motorcycle, umbrella, and a life policy.
  mutual({
    policy_number: 'R2T9K4-3003',
    party_id: 'P100003',
    line_of_business: 'renters',
    status: 'active',
    ...term(today, 5, 12),
    premium_cents: usd(168.0),
    account_number: 'N5093327',
    state: 'PA',
  });
  book.properties.push({
    policy_number: 'R2T9K4-3003',
    line1: '2210 Penn Ave',
    line2: 'Apt 4B',
    city: 'Pittsburgh',
    state: 'PA',
    zip: '15222',
    year_built: 1924,
    dwelling_type: 'Apartment',
  });
  book.coverages.push(
    {
      policy_number: 'R2T9K4-3003',
      vehicle_id: null,
      code: 'C',
      name: 'Personal property',
      limits: '$30,000',
      deductible_cents: usd(500),
      premium_cents: usd(121),
    },
    {
      policy_number: 'R2T9K4-3003',
      vehicle_id: null,
      code: 'D',
      name: 'Loss of use',
      limits: '$9,000',
      deductible_cents: null,
      premium_cents: usd(15),
    },
    {
      policy_number: 'R2T9K4-3003',
      vehicle_id: null,
      code: 'E',
      name: 'Personal liability',
      limits: '$300,000 each occurrence',
      deductible_cents: null,
      premium_cents: usd(24),
    },
    {
      policy_number: 'R2T9K4-3003',
      vehicle_id: null,
      code: 'F',
      name: 'Medical payments to others',
      limits: '$1,000 each person',
      deductible_cents: null,
      premium_cents: usd(8),
    },
  );
  book.discounts.push(discount('R2T9K4-3003', 'MULTI', 'Multi-policy', 19), discount('R2T9K4-3003', 'PAPERLESS', 'Paperless billing', 6));
  mutual({
    policy_number: 'M5V8N1-3004',
    party_id: 'P100003',
    line_of_business: 'motorcycle',
    status: 'active',
    ...term(today, 1, 12),
    premium_cents: usd(642.0),
    account_number: 'N5093327',
    state: 'PA',
  });
  addAuto(
    book,
    'M5V8N1-3004',
    'V30001',
    [{ year: 2020, make: 'Harley-Davidson', model: 'Street Glide', vin: '1HD1KBC19LB614027', garaging_zip: '15222' }],
    [
      {
        first_name: 'James',
        last_name: "O'Connor",
        date_of_birth: '1990-02-17',
        license_state: 'PA',
        license_number: '28471936',
        relationship: 'named insured',
      },
    ],
    'motorcycle',
  );
  book.discounts.push(
    discount('M5V8N1-3004', 'SAFETYCOURSE', 'Motorcycle safety course', 48),
    discount('M5V8N1-3004', 'MULTI', 'Multi-policy', 32),
  );
  mutual({
    policy_number: 'U3J6P8-3005',
    party_id: 'P100003',
    line_of_business: 'umbrella',
    status: 'active',
    ...term(today, 5, 12),
    premium_cents: usd(215.0),
    account_number: 'N5093327',
    state: 'PA',
  });
  book.coverages.push(
    {
      policy_number: 'U3J6P8-3005',
      vehicle_id: null,
      code: 'UMB',
      name: 'Personal umbrella liability',
      limits: '$1,000,000 each occurrence',
      deductible_cents: null,
      premium_cents: usd(215),
    },
    {
      policy_number: 'U3J6P8-3005',
      vehicle_id: null,
      code: 'UMUIM',
      name: 'Excess uninsured/underinsured motorists',
      limits: '$1,000,000 each accident',
      deductible_cents: null,
      premium_cents: usd(48),
    },
  );
  book.discounts.push(discount('U3J6P8-3005', 'MULTI', 'Multi-policy', 26));
  addLife(book, {
    policy_number: 'L-318204957',
    party_id: 'P100003',
    account: 'N7310088',
    state: 'PA',
    today,
    monthsBack: 14,
    premiumDollars: 392.4,
    product: 'Term 30',
    face: 750000,
    termYears: 30,
    insured: ['James', "O'Connor", '1990-02-17'],
    beneficiaries: [['primary', "Megan O'Connor", 'spouse', 100]],
  });

  // new.customer: an auto policy bound today, in force next week.
  const nextWeek = addDays(today, 7);
  mutual({
    policy_number: 'P7D4W2-4001',
    party_id: 'P100004',
    line_of_business: 'auto',
    status: 'pending',
    effective_date: nextWeek,
    expiration_date: addMonths(nextWeek, 6),
    premium_cents: usd(894.3),
    account_number: 'N6158804',
    state: 'IN',
  });
  addAuto(
    book,
    'P7D4W2-4001',
    'V40001',
    [{ year: 2023, make: 'Subaru', model: 'Outback', vin: '4S4BTAFC3P3175204', garaging_zip: '46204' }],
    [
      {
        first_name: 'Kevin',
        last_name: 'Park',
        date_of_birth: '1998-06-22',
        license_state: 'IN',
        license_number: '7302-58-4419',
        relationship: 'named insured',
      },
    ],
  );
  book.discounts.push(discount('P7D4W2-4001', 'NEWCUST', 'Advance quote', 38));

  // mfa.customer: like mutual.customer, plus a vacation condo and a boat, so every line exists.
  mutual({
    policy_number: 'K9B2F6-5001',
    party_id: 'P100005',
    line_of_business: 'auto',
    status: 'active',
    ...term(today, 3, 6),
    premium_cents: usd(1036.2),
    account_number: 'N4820093',
    state: 'KY',
  });
  addAuto(
    book,
    'K9B2F6-5001',
    'V50001',
    [
      { year: 2022, make: 'Ford', model: 'Explorer', vin: '1FMSK8DH4NGA30715', garaging_zip: '40502' },
      { year: 2018, make: 'Subaru', model: 'Forester', vin: 'JF2SJAEC6JH529864', garaging_zip: '40502' },
    ],
    [
      {
        first_name: 'Angela',
        last_name: 'Brooks',
        date_of_birth: '1975-11-05',
        license_state: 'KY',
        license_number: 'B51847203',
        relationship: 'named insured',
      },
      {
        first_name: 'Marcus',
        last_name: 'Brooks',
        date_of_birth: '1973-03-19',
        license_state: 'KY',
        license_number: 'B51902668',
        relationship: 'spouse',
      },
    ],
  );
  book.discounts.push(discount('K9B2F6-5001', 'MULTI', 'Multi-policy', 128), discount('K9B2F6-5001', 'SAFE', 'Safe driver', 87));
  mutual({
    policy_number: 'K9B2F6-5002',
    party_id: 'P100005',
    line_of_business: 'home',
    status: 'active',
    ...term(today, 7, 12),
    premium_cents: usd(1512.0),
    account_number: 'N4820093',
    state: 'KY',
  });
  book.properties.push({
    policy_number: 'K9B2F6-5002',
    line1: '3306 Tates Creek Rd',
    line2: null,
    city: 'Lexington',
    state: 'KY',
    zip: '40502',
    year_built: 2004,
    dwelling_type: 'Single-family home',
  });
  book.coverages.push(...dwellingCoverages('K9B2F6-5002', 420000, 1000));
  book.discounts.push(discount('K9B2F6-5002', 'MULTI', 'Multi-policy', 181));
  book.mortgagees.push({
    policy_number: 'K9B2F6-5002',
    position: 1,
    name: 'Fifth Third Bank ISAOA/ATIMA',
    loan_number: '7730219548',
    line1: 'PO Box 961250',
    line2: null,
    city: 'Fort Worth',
    state: 'TX',
    zip: '76161',
  });
  mutual({
    policy_number: 'K9B2F6-5003',
    party_id: 'P100005',
    line_of_business: 'condo',
    status: 'active',
    ...term(today, 9, 12),
    premium_cents: usd(598.0),
    account_number: 'N4820093',
    state: 'SC',
  });
  book.properties.push({
    policy_number: 'K9B2F6-5003',
    line1: '7200 N Ocean Blvd',
    line2: 'Unit 1207',
    city: 'Myrtle Beach',
    state: 'SC',
    zip: '29572',
    year_built: 2008,
    dwelling_type: 'Condominium unit',
  });
  book.coverages.push(
    {
      policy_number: 'K9B2F6-5003',
      vehicle_id: null,
      code: 'A',
      name: 'Building property (walls-in)',
      limits: '$60,000',
      deductible_cents: usd(1000),
      premium_cents: usd(212),
    },
    {
      policy_number: 'K9B2F6-5003',
      vehicle_id: null,
      code: 'C',
      name: 'Personal property',
      limits: '$40,000',
      deductible_cents: usd(1000),
      premium_cents: usd(188),
    },
    {
      policy_number: 'K9B2F6-5003',
      vehicle_id: null,
      code: 'LA',
      name: 'Loss assessment',
      limits: '$10,000',
      deductible_cents: null,
      premium_cents: usd(26),
    },
    {
      policy_number: 'K9B2F6-5003',
      vehicle_id: null,
      code: 'E',
      name: 'Personal liability',
      limits: '$300,000 each occurrence',
      deductible_cents: null,
      premium_cents: usd(30),
    },
  );
  book.discounts.push(discount('K9B2F6-5003', 'MULTI', 'Multi-policy', 54), discount('K9B2F6-5003', 'SECURE', 'Secured building', 21));
  mutual({
    policy_number: 'K9B2F6-5004',
    party_id: 'P100005',
    line_of_business: 'marine',
    status: 'active',
    ...term(today, 2, 12),
    premium_cents: usd(455.0),
    account_number: 'N4820093',
    state: 'KY',
  });
  book.watercraft.push({
    watercraft_id: 'W50001',
    policy_number: 'K9B2F6-5004',
    year: 2019,
    make: 'Boston Whaler',
    model: '170 Montauk',
    hull_id: 'BWCE4417J819',
    length_feet: 17,
  });
  book.coverages.push(
    {
      policy_number: 'K9B2F6-5004',
      vehicle_id: null,
      code: 'HULL',
      name: 'Hull and machinery (agreed value)',
      limits: '$32,000',
      deductible_cents: usd(640),
      premium_cents: usd(318),
    },
    {
      policy_number: 'K9B2F6-5004',
      vehicle_id: null,
      code: 'PI',
      name: 'Watercraft liability',
      limits: '$300,000 each occurrence',
      deductible_cents: null,
      premium_cents: usd(112),
    },
    {
      policy_number: 'K9B2F6-5004',
      vehicle_id: null,
      code: 'TOWING',
      name: 'On-water towing',
      limits: '$1,000',
      deductible_cents: null,
      premium_cents: usd(25),
    },
  );
  book.discounts.push(
    discount('K9B2F6-5004', 'BOATCOURSE', 'Boating safety course', 23),
    discount('K9B2F6-5004', 'MULTI', 'Multi-policy', 31),
  );
  priceCoverages(book);
  return book;
}

/**
 * Prices each policy's coverages so that they reconcile with the premium on the page: the coverage
 * premiums less the discounts are the policy premium, to the cent. The premiums written above are each
 * coverage's share of the policy's rate; the gross premium (premium plus discounts) is split in whole
 * dollars by those shares (largest remainder first), the odd cents on the largest coverage.
 */
function priceCoverages(book: DemoBook): void {
  for (const policy of book.policies) {
    const coverages = book.coverages.filter((c) => c.policy_number === policy.policy_number);
    if (coverages.length === 0) continue;
    const discountCents = book.discounts
      .filter((d) => d.policy_number === policy.policy_number)
      .reduce((sum, d) => sum + d.amount_cents, 0);
    const gross = policy.premium_cents + discountCents;
    const shares = coverages.map((c) => c.premium_cents);
    const whole = shares.reduce((a, b) => a + b, 0);
    const dollars = Math.floor(gross / 100);
    const exact = shares.map((share) => (dollars * share) / whole);
    const given = exact.map(Math.floor);
    const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (const { i } of order.slice(0, dollars - given.reduce((a, b) => a + b, 0))) given[i] = (given[i] ?? 0) + 1;
    const largest = shares.indexOf(Math.max(...shares));
    coverages.forEach((c, i) => {
      c.premium_cents = (given[i] ?? 0) * 100 + (i === largest ? gross % 100 : 0);
    });
  }
}

type VehicleInput = Pick<Insertable<VehiclesTable>, 'year' | 'make' | 'model' | 'vin' | 'garaging_zip'>;
type DriverInput = Omit<Insertable<DriversTable>, 'driver_id' | 'policy_number' | 'sequence'>;

function addAuto(
  book: DemoBook,
  policy: string,
  firstVehicleId: string,
  vehicles: VehicleInput[],
  drivers: DriverInput[],
  line: 'auto' | 'motorcycle' = 'auto',
): void {
  const base = Number(firstVehicleId.slice(1));
  const vehicleIds = vehicles.map((_, i) => `V${base + i}`);
  vehicles.forEach((v, i) => book.vehicles.push({ ...v, vehicle_id: vehicleIds[i] ?? '', policy_number: policy, sequence: i + 1 }));
  drivers.forEach((d, i) => book.drivers.push({ ...d, driver_id: `D${base + i}`, policy_number: policy, sequence: i + 1 }));
  book.coverages.push(...autoCoverages(policy, vehicleIds, line));
}

interface LifeInput {
  policy_number: string;
  party_id: string;
  account: string;
  state: string;
  today: string;
  monthsBack: number;
  premiumDollars: number;
  product: string;
  face: number;
  termYears: number;
  insured: [string, string, string];
  beneficiaries: ['primary' | 'contingent', string, string, number][];
}

function addLife(book: DemoBook, p: LifeInput): void {
  const effective = firstOfMonth(p.today, p.monthsBack);
  book.policies.push({
    policy_number: p.policy_number,
    party_id: p.party_id,
    line_of_business: 'life',
    side: 'life',
    status: 'active',
    effective_date: effective,
    expiration_date: addMonths(effective, 12 * p.termYears),
    premium_cents: usd(p.premiumDollars),
    account_number: p.account,
    state: p.state,
    bound_at: `${effective}T12:00:00Z`,
  });
  const [first, last, dob] = p.insured;
  book.lifeDetails.push({
    policy_number: p.policy_number,
    product: p.product,
    face_amount_cents: usd(p.face),
    term_years: p.termYears,
    insured_first_name: first,
    insured_last_name: last,
    insured_date_of_birth: dob,
  });
  for (const [kind, name, relationship, share] of p.beneficiaries) {
    book.beneficiaries.push({ policy_number: p.policy_number, kind, name, relationship, share_percent: share });
  }
}
