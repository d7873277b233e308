import type { Kysely } from 'kysely';
import { formatCents } from '../../src/shared/money';
import { formatIsoDate } from '../../src/shared/format';
import type { Database } from '../db/schema';
import { policyDetails } from '../policies/details';

// The application a newly bound customer signs: what they gave us online, read from the policy as bound (named
// insured, mailing address, the policy, its coverages and premium), so the signed copy is the application itself.

/** The application of an onboarding envelope (`esign-{envelopeId}-APP`), beside the state forms in it. */
export const isApplication = (documentId: string): boolean => documentId.endsWith('-APP');

/** The paper way to sign, said on the copy sent; a copy signed electronically no longer asks for it. */
export const mailBackLine = 'Sign electronically in the portal, or print, sign and mail this page back.';

/** Who signed the application, and on which day (MM/DD/YYYY, as the customer reads it). */
export interface ApplicationSigner {
  name: string;
  signedOn: string;
}

/** The application's details as label and value lines; empty when the policy is not the party's. */
export async function applicationDetails(db: Kysely<Database>, partyId: string, policyNumber: string): Promise<[string, string][]> {
  const [policy, mailing] = await Promise.all([
    policyDetails(db, { partyId }, policyNumber),
    db
      .selectFrom('party_addresses')
      .select(['line1', 'line2', 'city', 'state', 'zip'])
      .where('party_id', '=', partyId)
      .where('kind', '=', 'mailing')
      .executeTakeFirst(),
  ]);
  if (!policy) return [];
  const s = policy.summary;
  return [
    ['Named insured', policy.namedInsureds.join(', ')],
    ...(mailing
      ? [
          [
            'Mailing address',
            [mailing.line1, mailing.line2, `${mailing.city}, ${mailing.state} ${mailing.zip}`].filter(Boolean).join(', '),
          ] as [string, string],
        ]
      : []),
    ['Policy', s.description],
    ['Policy period', `${formatIsoDate(s.effectiveDate)} to ${formatIsoDate(s.expirationDate)}`],
    ...policy.vehicles.map((v): [string, string] => [`Vehicle ${v.vehicleId}`, `${v.year} ${v.make} ${v.model}, VIN ${v.vin}`]),
    ...policy.drivers.map((d): [string, string] => ['Driver', `${d.name} (${d.relationship}), licensed in ${d.licenseState}`]),
    ...policy.coverages.map((c): [string, string] => [
      c.vehicleId ? `${c.name} (${c.vehicleId})` : c.name,
      `${c.limits ?? 'Included'}${c.deductibleCents === null ? '' : `, deductible ${formatCents(c.deductibleCents)}`}; premium ${formatCents(c.premiumCents)}`,
    ]),
    ['Premium for the term', formatCents(s.premiumCents)],
  ];
}

/** The application's text: as sent it offers the paper way; signed, it says who signed it and when instead. */
export function applicationBody(body: string, signer: ApplicationSigner | null): string {
  if (signer === null) return body;
  const paragraphs = body.split(/\n{2,}/).filter((p) => p.trim() !== mailBackLine);
  return [...paragraphs, `Signed electronically by ${signer.name} on ${signer.signedOn}.`].join('\n\n');
}
