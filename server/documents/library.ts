import { sql, type Kysely } from 'kysely';
import type { Database, PolicyStatus } from '../db/schema';
import { statementContent, statementPdf, statementsOfParty } from '../billing/statements';
import { policyDetails } from '../policies/details';
import { policyStatusOn } from '../policies/status';
import { declarationsPdf, filedDocumentPdf, idCardPdf, type IdCardContent } from './pdf';
import { applicationBody, applicationDetails, isApplication, type ApplicationSigner } from '../esign/application';
import { walletPass, type WalletCertificates } from './wallet';
import { endorsementOfParty, endorsementsOfParty } from '../selfService/endorsements';
import { businessToday } from '../../src/validation/dates';

// The documents of a party: generated on request (declarations pages, ID cards) or uploaded by the customer.

const idCardLines = ['auto', 'motorcycle'] as const;
const vehicleLine = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;

const dateOnly = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** Whether a policy has ID cards on a business date: in force, or about to be, by the one status rule. */
const carriesCards = (p: { status: PolicyStatus; effective_date: string; expiration_date: string }, today: string) =>
  ['active', 'pending'].includes(
    policyStatusOn({ status: p.status, effectiveDate: dateOnly(p.effective_date), expirationDate: dateOnly(p.expiration_date) }, today),
  );

/** The ID cards of a party's in-force (or about to be) auto and motorcycle policies on `today`, one per vehicle. */
export async function idCardsOf(db: Kysely<Database>, partyId: string, today: string, policyNumber?: string) {
  let query = db
    .selectFrom('vehicles as v')
    .innerJoin('policies as p', 'p.policy_number', 'v.policy_number')
    .select([
      'v.vehicle_id',
      'v.year',
      'v.make',
      'v.model',
      'v.vin',
      'v.effective_from',
      'p.policy_number',
      'p.line_of_business',
      'p.effective_date',
      'p.expiration_date',
      'p.status',
    ])
    .where('p.party_id', '=', partyId)
    .where('p.line_of_business', 'in', [...idCardLines]);
  if (policyNumber !== undefined) query = query.where('p.policy_number', '=', policyNumber);
  const rows = await query.orderBy('p.policy_number').orderBy('v.sequence').execute();
  return rows
    .filter((r) => carriesCards(r, today))
    .map((r) => ({
      cardId: `idcard-${r.vehicle_id}`,
      policyNumber: r.policy_number,
      lineOfBusiness: r.line_of_business as (typeof idCardLines)[number],
      vehicle: vehicleLine(r),
      vin: r.vin,
      // A vehicle added by a change is insured from the change's date, not from the start of the term.
      effectiveDate:
        r.effective_from && dateOnly(r.effective_from) > dateOnly(r.effective_date) ? dateOnly(r.effective_from) : r.effective_date,
      expirationDate: r.expiration_date,
    }));
}

export type IdCardRecord = Awaited<ReturnType<typeof idCardsOf>>[number];

export interface UploadedRow {
  document_id: string;
  category: 'policies' | 'claims';
  policy_number: string | null;
  claim_file_number: string | null;
  file_name: string;
  content_type: string;
  uploaded_at: Date | string;
}

/** What a listed document refers to beyond its category; everything not given is null. */
interface References {
  policyNumber?: string | null;
  claimFileNumber?: string | null;
  billType?: 'mutual' | 'life' | null;
  envelopeId?: string | null;
}

/** A PDF the gateway makes on request, as the documents centre lists it. */
function generated(
  documentId: string,
  category: 'policies' | 'billing' | 'claims' | 'forms' | 'esign',
  title: string,
  issuedOn: string,
  refs: References,
  dated: 'issued' | 'effective' = 'issued',
) {
  return {
    documentId,
    category,
    title,
    policyNumber: refs.policyNumber ?? null,
    claimFileNumber: refs.claimFileNumber ?? null,
    billType: refs.billType ?? null,
    envelopeId: refs.envelopeId ?? null,
    issuedOn,
    dated,
    source: 'generated' as const,
    contentType: 'application/pdf',
  };
}

/** A customer's upload as the documents centre lists it. */
export function uploadedDocument(u: UploadedRow) {
  return {
    documentId: u.document_id,
    category: u.category,
    title: u.file_name,
    policyNumber: u.policy_number,
    claimFileNumber: u.claim_file_number,
    billType: null,
    envelopeId: null,
    issuedOn: dateOnly(u.uploaded_at),
    dated: 'uploaded' as const,
    source: 'uploaded' as const,
    contentType: u.content_type,
  };
}

const statementPrefix = 'statement-';
const monthOf = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The billing statements of a party (the billing domain's own), as documents of the billing category. */
async function statementDocuments(db: Kysely<Database>, partyId: string) {
  const [statements, accounts] = await Promise.all([
    statementsOfParty(db, partyId),
    db.selectFrom('billing_accounts').select(['account_number', 'side']).where('party_id', '=', partyId).execute(),
  ]);
  const sides = new Map(accounts.map((a) => [a.account_number, a.side]));
  return statements.map((s) =>
    generated(
      `${statementPrefix}${s.statementId}`,
      'billing',
      `${monthOf(s.periodStart)} billing statement, account ${s.accountNumber}`,
      s.periodEnd,
      { billType: sides.get(s.accountNumber) ?? 'mutual' },
    ),
  );
}

const partyDocumentColumns = [
  'document_id',
  'category',
  'title',
  'policy_number',
  'claim_file_number',
  'envelope_id',
  'issued_on',
  'body',
] as const;

/** Forms, documents to sign and claim letters the insurer filed for a party. */
function filedDocuments(db: Kysely<Database>, partyId: string) {
  return db
    .selectFrom('party_documents as d')
    .leftJoin('esign_signed_documents as s', 's.document_id', 'd.document_id')
    .select(partyDocumentColumns.map((c) => `d.${c}` as const))
    .select(sql<boolean>`s.document_id is not null`.as('signed'))
    .where('d.party_id', '=', partyId)
    .orderBy('d.issued_on', 'desc')
    .orderBy('d.document_id')
    .execute();
}

/** Whether a claim file is the party's (a claim reported but not yet matched to a party is no one's here). */
export async function ownsClaimFile(db: Kysely<Database>, partyId: string, claimFileNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('claims')
    .select('file_number')
    .where('party_id', '=', partyId)
    .where('file_number', '=', claimFileNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every document of a party for the documents centre, newest first within each category. */
export async function documentsOf(db: Kysely<Database>, partyId: string, today: string) {
  const [policies, cards, uploads, statements, filed, changes] = await Promise.all([
    db
      .selectFrom('policies')
      .select(['policy_number', 'line_of_business', 'effective_date'])
      .where('party_id', '=', partyId)
      .orderBy('policy_number')
      .execute(),
    idCardsOf(db, partyId, today),
    db
      .selectFrom('uploaded_documents')
      .select(['document_id', 'category', 'policy_number', 'claim_file_number', 'file_name', 'content_type', 'uploaded_at'])
      .where('party_id', '=', partyId)
      .orderBy('uploaded_at', 'desc')
      .execute(),
    statementDocuments(db, partyId),
    filedDocuments(db, partyId),
    endorsementsOfParty(db, partyId),
  ]);
  return [
    ...uploads.map(uploadedDocument),
    ...policies.map((p) =>
      generated(
        `dec-${p.policy_number}`,
        'policies',
        'Declarations page',
        p.effective_date,
        { policyNumber: p.policy_number },
        'effective',
      ),
    ),
    ...changes.map((e) =>
      generated(e.documentId, 'policies', `Amended declarations: ${e.description}`, businessToday(new Date(e.requestedAt)), {
        policyNumber: e.policyNumber,
      }),
    ),
    ...cards.map((c) =>
      generated(c.cardId, 'policies', `ID card, ${c.vehicle}`, c.effectiveDate, { policyNumber: c.policyNumber }, 'effective'),
    ),
    ...statements,
    ...filed.map((f) =>
      generated(f.document_id, f.category, f.signed ? `${f.title} (signed)` : f.title, f.issued_on, {
        policyNumber: f.policy_number,
        claimFileNumber: f.claim_file_number,
        envelopeId: f.envelope_id,
      }),
    ),
  ];
}

export interface DocumentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The content of one document of a party; undefined when it does not exist or is not theirs. Wallet passes
 * exist only when `wallet` gives the certificates (the AppleWallet flag is on).
 */
export async function documentFile(
  db: Kysely<Database>,
  partyId: string,
  documentId: string,
  today: string,
  wallet: WalletCertificates | null = null,
): Promise<DocumentFile | undefined> {
  const [kind, ...rest] = documentId.split('-');
  const key = rest.join('-');
  if (kind === 'dec') {
    const details = await policyDetails(db, { partyId }, key);
    return details && { fileName: `declarations-${key}.pdf`, contentType: 'application/pdf', bytes: await declarationsPdf(details) };
  }
  if (kind === 'amended') {
    const change = await endorsementOfParty(db, partyId, key);
    const details = change && (await policyDetails(db, { partyId }, change.policyNumber));
    return (
      details && {
        fileName: `declarations-${change.policyNumber}-amended-${change.effectiveDate}.pdf`,
        contentType: 'application/pdf',
        bytes: await declarationsPdf(details, change),
      }
    );
  }
  if (kind === 'idcard' || (kind === 'wallet' && wallet)) {
    const card = await idCardContent(db, partyId, key, today);
    if (!card) return undefined;
    const name = `id-card-${card.policyNumber}-${key}`;
    return wallet && kind === 'wallet'
      ? { fileName: `${name}.pkpass`, contentType: 'application/vnd.apple.pkpass', bytes: walletPass({ ...card, vehicleId: key }, wallet) }
      : { fileName: `${name}.pdf`, contentType: 'application/pdf', bytes: await idCardPdf(card) };
  }
  if (kind === 'statement') {
    const statement = (await statementsOfParty(db, partyId)).find((st) => st.statementId === key);
    return (
      statement && {
        fileName: `statement-${statement.accountNumber}-${statement.periodStart.slice(0, 7)}.pdf`,
        contentType: 'application/pdf',
        bytes: await statementPdf(await statementContent(db, statement)),
      }
    );
  }
  if (kind === 'esign') return (await signedCopyOf(db, partyId, documentId)) ?? renderFiledDocument(db, partyId, documentId);
  if (kind === 'form' || kind === 'claim') return renderFiledDocument(db, partyId, documentId);
  if (kind === 'upload') {
    const row = await db
      .selectFrom('uploaded_documents')
      .select(['file_name', 'content_type', 'content'])
      .where('party_id', '=', partyId)
      .where('document_id', '=', documentId)
      .executeTakeFirst();
    return row && { fileName: row.file_name, contentType: row.content_type, bytes: new Uint8Array(row.content) };
  }
  return undefined;
}

/** The signed copy of a document to sign of the party, once they signed it. */
async function signedCopyOf(db: Kysely<Database>, partyId: string, documentId: string): Promise<DocumentFile | undefined> {
  const row = await db
    .selectFrom('esign_signed_documents as s')
    .innerJoin('esign_envelopes as e', 'e.envelope_id', 's.envelope_id')
    .select('s.content')
    .where('e.party_id', '=', partyId)
    .where('s.document_id', '=', documentId)
    .executeTakeFirst();
  return row && { fileName: `${documentId}-signed.pdf`, contentType: 'application/pdf', bytes: new Uint8Array(row.content) };
}

/**
 * A form, a document to sign or a claim letter of the party, rendered as a PDF. A document to sign is as sent, or
 * with its signer when rendered for its signed copy; an application carries the details of its policy.
 */
export async function renderFiledDocument(
  db: Kysely<Database>,
  partyId: string,
  documentId: string,
  signer: ApplicationSigner | null = null,
): Promise<DocumentFile | undefined> {
  const row = await db
    .selectFrom('party_documents as d')
    .innerJoin('parties as p', 'p.party_id', 'd.party_id')
    .select(partyDocumentColumns.map((c) => `d.${c}` as const))
    .select(['p.first_name', 'p.last_name'])
    .where('d.party_id', '=', partyId)
    .where('d.document_id', '=', documentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const references: [string, string][] = [
    ...(row.policy_number ? [['Policy number', row.policy_number] as [string, string]] : []),
    ...(row.claim_file_number ? [['Claim file number', row.claim_file_number] as [string, string]] : []),
    ...(row.envelope_id ? [['Envelope', row.envelope_id] as [string, string]] : []),
  ];
  const application = row.category === 'esign' && row.policy_number !== null && isApplication(documentId);
  const bytes = await filedDocumentPdf({
    title: row.title,
    issuedOn: row.issued_on,
    addressee: `${row.first_name} ${row.last_name}`,
    references: application ? [...references, ...(await applicationDetails(db, partyId, row.policy_number!))] : references,
    body: application ? applicationBody(row.body, signer) : row.body,
  });
  return { fileName: `${documentId}.pdf`, contentType: 'application/pdf', bytes };
}

/** What the card of one of the party's in-force vehicles says. */
async function idCardContent(db: Kysely<Database>, partyId: string, vehicleId: string, today: string): Promise<IdCardContent | undefined> {
  const vehicle = await db
    .selectFrom('vehicles as v')
    .innerJoin('policies as p', 'p.policy_number', 'v.policy_number')
    .select(['v.year', 'v.make', 'v.model', 'v.vin', 'p.policy_number', 'p.status', 'p.effective_date', 'p.expiration_date'])
    .where('v.vehicle_id', '=', vehicleId)
    .where('p.party_id', '=', partyId)
    .where('p.line_of_business', 'in', [...idCardLines])
    .executeTakeFirst();
  if (!vehicle || !carriesCards(vehicle, today)) return undefined;
  const details = await policyDetails(db, { partyId }, vehicle.policy_number);
  if (!details) return undefined;
  const s = details.summary;
  return {
    policyNumber: s.policyNumber,
    lineOfBusiness: s.lineOfBusiness === 'motorcycle' ? 'motorcycle' : 'auto',
    effectiveDate: s.effectiveDate,
    expirationDate: s.expirationDate,
    state: await policyState(db, s.policyNumber),
    vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, vin: vehicle.vin },
    namedInsureds: details.namedInsureds,
  };
}

async function policyState(db: Kysely<Database>, policyNumber: string): Promise<string> {
  const row = await db
    .selectFrom('policies')
    .select(sql<string>`trim(state)`.as('state'))
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
  return row.state;
}
