import type { Insertable, Kysely } from 'kysely';
import { addMonths } from '../demoData';
import type { Database } from '../schema';
import type { PartyDocumentsTable } from '../schema/documents';
import { sendEnvelope, startOnboarding } from '../../esign/onboarding';

// The documents the insurer has filed for the demo customers: forms to fill in, documents waiting in an
// e-sign envelope, and the letters and estimates of claim files (mutual.customer's open auto claim and
// closed home claim, both.customer's closed renters claim). Idempotent: natural keys, "on conflict do nothing".

/** mutual.customer's open auto claim and closed home claim, both.customer's closed renters claim. */
export const demoClaimFiles = { openAuto: '31025061742', closedHome: '31024119035', closedRenters: '31025030417' } as const;

type Row = Insertable<PartyDocumentsTable>;
const daysBefore = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
const paragraphs = (...lines: string[]) => lines.join('\n\n');

const eftForm = (party: string, today: string): Row => ({
  document_id: `form-${party}-EFT`,
  party_id: party,
  category: 'forms',
  title: 'Authorization for automatic payments (EFT)',
  policy_number: null,
  claim_file_number: null,
  envelope_id: null,
  issued_on: addMonths(today, -6),
  body: paragraphs(
    'Use this form to have your premium withdrawn from a checking or savings account on its due date.',
    'Attach a voided check, sign the authorization, and mail it to the address on your bill, or set up automatic payments online under Billing.',
  ),
});

const beneficiaryForm = (party: string, policy: string, today: string): Row => ({
  document_id: `form-${party}-BENE`,
  party_id: party,
  category: 'forms',
  title: 'Change of beneficiary request',
  policy_number: policy,
  claim_file_number: null,
  envelope_id: null,
  issued_on: addMonths(today, -3),
  body: paragraphs(
    `Use this form to name or change the primary and contingent beneficiaries of life policy ${policy}.`,
    'Shares of each kind must add up to 100 percent. The policy owner signs; the change takes effect when we record it.',
  ),
});

const inventoryForm = (party: string, policy: string, today: string): Row => ({
  document_id: `form-${party}-INV`,
  party_id: party,
  category: 'forms',
  title: 'Personal property inventory',
  policy_number: policy,
  claim_file_number: null,
  envelope_id: null,
  issued_on: addMonths(today, -5),
  body: paragraphs(
    'List your belongings room by room with what you paid and when. Keep photos and receipts with this inventory.',
    'After a loss, this inventory speeds up your claim for personal property.',
  ),
});

function claimLetter(party: string, file: string, policy: string, suffix: string, title: string, issuedOn: string, ...body: string[]): Row {
  return {
    document_id: `claim-${file}-${suffix}`,
    party_id: party,
    category: 'claims',
    title,
    policy_number: policy,
    claim_file_number: file,
    envelope_id: null,
    issued_on: issuedOn,
    body: paragraphs(`Claim file number ${file}, policy ${policy}.`, ...body),
  };
}

function toSign(party: string, envelope: string, suffix: string, title: string, policy: string, issuedOn: string, ...body: string[]): Row {
  return {
    document_id: `esign-${envelope}-${suffix}`,
    party_id: party,
    category: 'esign',
    title,
    policy_number: policy,
    claim_file_number: null,
    envelope_id: envelope,
    issued_on: issuedOn,
    body: paragraphs(...body, 'Sign electronically in the portal, or print, sign and mail this page back.'),
  };
}

export function demoPartyDocuments(today: string): Row[] {
  const { openAuto, closedHome, closedRenters } = demoClaimFiles;
  return [
    // mutual.customer
    eftForm('P100001', today),
    inventoryForm('P100001', 'H8Q3R5-2002', today),
    claimLetter(
      'P100001',
      openAuto,
      'C4M7X2-1001',
      'ACK',
      'Claim acknowledgement letter',
      daysBefore(today, 12),
      'We received your report of a collision involving your 2019 Honda CR-V. Your claim representative will contact you within one business day.',
    ),
    claimLetter(
      'P100001',
      openAuto,
      'C4M7X2-1001',
      'EST',
      'Repair estimate, 2019 Honda CR-V',
      daysBefore(today, 6),
      'Estimate of repairs: rear bumper cover, liftgate and tail lamp assembly. Total estimate $3,482.17 less the $500.00 collision deductible.',
    ),
    claimLetter(
      'P100001',
      closedHome,
      'H8Q3R5-2002',
      'PAY',
      'Claim payment letter',
      addMonths(today, -3),
      'We issued payment of $6,215.40 for water damage to the kitchen and basement, less the $1,000.00 deductible.',
    ),
    claimLetter(
      'P100001',
      closedHome,
      'H8Q3R5-2002',
      'CLOSE',
      'Claim closing letter',
      addMonths(today, -2),
      'Your claim is closed. If you find more damage from the same loss, call us and we will reopen it.',
    ),
    toSign(
      'P100001',
      'ENV-4820015-UM',
      'UM',
      'Uninsured motorists coverage selection (Ohio)',
      'C4M7X2-1001',
      daysBefore(today, 3),
      'Ohio asks you to confirm in writing the uninsured/underinsured motorists limits you chose: $100,000 each person / $300,000 each accident.',
    ),
    // life.customer
    beneficiaryForm('P100002', 'L-204518736', today),
    toSign(
      'P100002',
      'ENV-7310042-BEN',
      'BEN',
      'Beneficiary designation confirmation',
      'L-204518736',
      daysBefore(today, 9),
      'Please confirm the beneficiaries on file: Michael Nguyen (primary, 100 percent); Emily Nguyen and Ryan Nguyen (contingent, 50 percent each).',
    ),
    // both.customer
    eftForm('P100003', today),
    inventoryForm('P100003', 'R2T9K4-3003', today),
    beneficiaryForm('P100003', 'L-318204957', today),
    claimLetter(
      'P100003',
      closedRenters,
      'R2T9K4-3003',
      'ACK',
      'Claim acknowledgement letter',
      addMonths(today, -4),
      'We received your report of a theft of a bicycle and a laptop from your apartment storage area.',
    ),
    claimLetter(
      'P100003',
      closedRenters,
      'R2T9K4-3003',
      'PAY',
      'Claim payment letter',
      addMonths(today, -3),
      'We issued payment of $1,640.00 for the stolen personal property, less the $500.00 deductible. Your claim is closed.',
    ),
    toSign(
      'P100003',
      'ENV-5093327-STK',
      'STK',
      'Rejection of stacked uninsured motorists limits (Pennsylvania)',
      'M5V8N1-3004',
      daysBefore(today, 5),
      'Pennsylvania law requires your signature to reject stacked limits of uninsured motorists coverage on your motorcycle policy.',
    ),
    // new.customer: the onboarding envelope of a just-bound policy.
    toSign(
      'P100004',
      'ENV-6158804-APP',
      'APP',
      'Auto insurance application',
      'P7D4W2-4001',
      today,
      'Please review and sign the application for auto policy P7D4W2-4001 as you gave it to us online.',
    ),
    toSign(
      'P100004',
      'ENV-6158804-APP',
      'UM',
      'Uninsured motorists coverage selection (Indiana)',
      'P7D4W2-4001',
      today,
      'Indiana asks you to confirm in writing the uninsured/underinsured motorists limits you chose.',
    ),
    // mfa.customer
    eftForm('P100005', today),
  ];
}

/** The demo documents, their envelopes (sent the day the documents were issued), and new.customer's onboarding. */
export async function seedPartyDocuments(db: Kysely<Database>, today: string): Promise<void> {
  const documents = demoPartyDocuments(today);
  await db
    .insertInto('party_documents')
    .values(documents)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const envelopes = new Map(documents.flatMap((d) => (d.envelope_id ? [[d.envelope_id, d] as const] : [])));
  for (const [envelopeId, d] of envelopes)
    await sendEnvelope(db, {
      envelopeId,
      partyId: d.party_id,
      policyNumber: d.policy_number ?? null,
      subject: `Documents to sign, policy ${d.policy_number ?? ''}`.trim(),
      at: new Date(`${String(d.issued_on)}T13:00:00Z`),
    });
  await startOnboarding(db, 'P100004', 'P7D4W2-4001', new Date(`${today}T13:00:00Z`));
}
