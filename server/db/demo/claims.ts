import type { Insertable, Kysely } from 'kysely';
import { addMonths } from '../demoData';
import type { Database } from '../schema';
import type { ClaimCoveragesTable, ClaimMessagesTable, ClaimPaymentsTable, ClaimsTable } from '../schema/claims';
import { demoClaimFiles } from './documents';
import { centsOfDollars } from '../../../src/shared/money';

// The demo customers' claim files: mutual.customer's open auto claim (a rear-end collision, repairs under way,
// a conversation with the adjuster with one answer unread) and closed home claim (water damage, paid); both.customer's
// closed renters claim (a theft) and open boat claim. Their letters are in demo/documents.ts, by the same file numbers.
// Idempotent like the rest of the seed: natural keys, "on conflict do nothing".

/** both.customer's boat claim: marine exists on claims only (the boat policy is written by a partner carrier). */
export const demoMarineClaim = '31025072093';

const daysBefore = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
const at = (date: string, time: string) => `${date}T${time}Z`;

type Claim = Insertable<ClaimsTable>;
const adjuster = (name: string, phone: string, email: string) => ({ adjuster_name: name, adjuster_phone: phone, adjuster_email: email });

function claims(today: string): Claim[] {
  const { openAuto, closedHome, closedRenters } = demoClaimFiles;
  return [
    {
      file_number: openAuto,
      party_id: 'P100001',
      policy_number: 'C4M7X2-1001',
      line_of_business: 'auto',
      claim_type: 'collision',
      loss_date: daysBefore(today, 13),
      status: 'open',
      summary: 'Rear-end collision at a stop light; 2019 Honda CR-V damaged at the rear',
      loss_location: 'W Broad St and N Hague Ave, Columbus, OH',
      next_steps:
        'Your repair shop has the approved estimate. We pay the shop directly once repairs are done; a rental car is covered for up to 30 days.',
      channel: 'phone',
      reporter_name: 'Daniel Whitaker',
      reporter_phone: '614-555-0142',
      reporter_email: 'daniel.whitaker@example.com',
      ...adjuster('Maria Alvarez', '614-555-0190', 'maria.alvarez@cardinalmutual.example'),
      email_notifications: true,
      reported_at: at(daysBefore(today, 13), '15:42:00'),
      closed_on: null,
    },
    {
      file_number: closedHome,
      party_id: 'P100001',
      policy_number: 'H8Q3R5-2002',
      line_of_business: 'home',
      claim_type: 'water',
      loss_date: addMonths(today, -4),
      status: 'closed',
      summary: 'Water damage to the kitchen and basement from a burst supply line',
      loss_location: '1427 Maple Ridge Dr, Columbus, OH 43221',
      next_steps: null,
      channel: 'phone',
      reporter_name: 'Daniel Whitaker',
      reporter_phone: '614-555-0142',
      reporter_email: 'daniel.whitaker@example.com',
      ...adjuster('Kevin Osei', '614-555-0177', 'kevin.osei@cardinalmutual.example'),
      email_notifications: false,
      reported_at: at(addMonths(today, -4), '13:05:00'),
      closed_on: addMonths(today, -2),
    },
    {
      file_number: closedRenters,
      party_id: 'P100003',
      policy_number: 'R2T9K4-3003',
      line_of_business: 'renters',
      claim_type: 'theft',
      loss_date: daysBefore(addMonths(today, -4), 2),
      status: 'closed',
      summary: 'Theft of a bicycle and a laptop from the apartment storage area',
      loss_location: '2210 Penn Ave, Apt 4B, Pittsburgh, PA 15222',
      next_steps: null,
      channel: 'phone',
      reporter_name: "James O'Connor",
      reporter_phone: '412-555-0119',
      reporter_email: 'jim.oconnor@example.com',
      ...adjuster('Sandra Kim', '412-555-0160', 'sandra.kim@cardinalmutual.example'),
      email_notifications: true,
      reported_at: at(daysBefore(addMonths(today, -4), 1), '16:20:00'),
      closed_on: addMonths(today, -3),
    },
    {
      file_number: demoMarineClaim,
      party_id: 'P100003',
      policy_number: 'B6W3N7-3006',
      line_of_business: 'marine',
      claim_type: 'hull',
      loss_date: daysBefore(today, 20),
      status: 'open',
      summary: 'Hull damaged striking a submerged log on the Allegheny River; 2017 Bayliner VR5 hauled out',
      loss_location: 'Allegheny River near the 16th Street Bridge, Pittsburgh, PA',
      next_steps: 'A marine surveyor inspects the boat at the marina this week; we send you the survey report when it is in.',
      channel: 'phone',
      reporter_name: "James O'Connor",
      reporter_phone: '412-555-0119',
      reporter_email: 'jim.oconnor@example.com',
      ...adjuster('Thomas Reyes', '412-555-0148', 'thomas.reyes@cardinalmutual.example'),
      email_notifications: true,
      reported_at: at(daysBefore(today, 19), '12:10:00'),
      closed_on: null,
    },
  ];
}

function coverages(): Insertable<ClaimCoveragesTable>[] {
  const { openAuto, closedHome, closedRenters } = demoClaimFiles;
  const cov = (file_number: string, code: string, name: string, limits: string | null, deductible: number | null) => ({
    file_number,
    code,
    name,
    limits,
    deductible_cents: deductible === null ? null : centsOfDollars(deductible),
  });
  return [
    cov(openAuto, 'COLL', 'Collision', 'Actual cash value', 500),
    cov(openAuto, 'RENT', 'Rental reimbursement', '$40 a day, 30 days', null),
    cov(closedHome, 'A', 'Dwelling', '$385,000', 1000),
    cov(closedHome, 'C', 'Personal property', '$192,500', 1000),
    cov(closedRenters, 'C', 'Personal property', '$30,000', 500),
    cov(demoMarineClaim, 'HULL', 'Hull', '$24,000 agreed value', 500),
  ];
}

function payments(today: string): Insertable<ClaimPaymentsTable>[] {
  const { openAuto, closedHome, closedRenters } = demoClaimFiles;
  const pay = (payment_id: string, file_number: string, coverage_code: string, paid_on: string, payee: string, cents: number) => ({
    payment_id,
    file_number,
    coverage_code,
    paid_on,
    payee,
    amount_cents: cents,
  });
  return [
    pay(`${openAuto}-P1`, openAuto, 'RENT', daysBefore(today, 5), 'Enterprise Rent-A-Car', 28000),
    pay(`${closedHome}-P1`, closedHome, 'A', addMonths(today, -3), 'Daniel Whitaker and Buckeye Federal Savings', 521540),
    pay(`${closedHome}-P2`, closedHome, 'C', addMonths(today, -3), 'Daniel Whitaker', 100000),
    pay(`${closedRenters}-P1`, closedRenters, 'C', addMonths(today, -3), "James O'Connor", 164000),
  ];
}

function messages(today: string): Insertable<ClaimMessagesTable>[] {
  const { openAuto, closedHome } = demoClaimFiles;
  const msg = (
    message_id: string,
    file_number: string,
    author: 'customer' | 'adjuster',
    author_name: string,
    body: string,
    sent_at: string,
    read_at: string | null,
  ) => ({ message_id, file_number, author, author_name, body, sent_at, read_at });
  const d12 = daysBefore(today, 12);
  const d6 = daysBefore(today, 6);
  const d1 = daysBefore(today, 1);
  return [
    msg(
      `${openAuto}-M1`,
      openAuto,
      'adjuster',
      'Maria Alvarez',
      'Hello Daniel, I am handling your claim. Please send photos of the damage and the name of your repair shop.',
      at(d12, '14:02:00'),
      at(d12, '18:30:00'),
    ),
    msg(
      `${openAuto}-M2`,
      openAuto,
      'customer',
      'Daniel Whitaker',
      'Photos are uploaded. The car is at Sawmill Collision Center on Sawmill Rd.',
      at(d12, '18:41:00'),
      at(daysBefore(today, 11), '13:00:00'),
    ),
    msg(
      `${openAuto}-M3`,
      openAuto,
      'adjuster',
      'Maria Alvarez',
      'Thank you. The estimate is approved and in your documents. Your rental is covered for up to 30 days.',
      at(d6, '15:15:00'),
      at(d6, '20:00:00'),
    ),
    msg(
      `${openAuto}-M4`,
      openAuto,
      'adjuster',
      'Maria Alvarez',
      'The shop tells me the parts arrive this week. I will let you know when repairs are done.',
      at(d1, '16:45:00'),
      null,
    ),
    msg(
      `${closedHome}-M1`,
      closedHome,
      'adjuster',
      'Kevin Osei',
      'Your payment was issued today. Your claim is now closed.',
      at(addMonths(today, -3), '15:00:00'),
      at(addMonths(today, -3), '19:00:00'),
    ),
  ];
}

export async function seedClaims(db: Kysely<Database>, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('claims')
      .values(claims(today))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('claim_coverages')
      .values(coverages())
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('claim_payments')
      .values(payments(today))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('claim_messages')
      .values(messages(today))
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
