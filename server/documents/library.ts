import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { policyDetails } from '../policies/details';
import { declarationsPdf, idCardPdf, type IdCardContent } from './pdf';
import { walletPass, type WalletCertificates } from './wallet';

// The documents of a party: generated on request (declarations pages, ID cards) or uploaded by the customer.

const idCardLines = ['auto', 'motorcycle'] as const;
const vehicleLine = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;

/** The ID cards of a party's in-force (or about to be) auto and motorcycle policies, one per vehicle. */
export async function idCardsOf(db: Kysely<Database>, partyId: string, policyNumber?: string) {
  let query = db.selectFrom('vehicles as v').innerJoin('policies as p', 'p.policy_number', 'v.policy_number')
    .select(['v.vehicle_id', 'v.year', 'v.make', 'v.model', 'v.vin', 'p.policy_number', 'p.line_of_business', 'p.effective_date', 'p.expiration_date'])
    .where('p.party_id', '=', partyId)
    .where('p.line_of_business', 'in', [...idCardLines])
    .where('p.status', 'in', ['active', 'pending']);
  if (policyNumber !== undefined) query = query.where('p.policy_number', '=', policyNumber);
  const rows = await query.orderBy('p.policy_number').orderBy('v.sequence').execute();
  return rows.map((r) => ({
    cardId: `idcard-${r.vehicle_id}`,
    policyNumber: r.policy_number,
    lineOfBusiness: r.line_of_business as (typeof idCardLines)[number],
    vehicle: vehicleLine(r),
    vin: r.vin,
    effectiveDate: r.effective_date,
    expirationDate: r.expiration_date,
  }));
}

export type IdCardRecord = Awaited<ReturnType<typeof idCardsOf>>[number];

const dateOnly = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export interface UploadedRow {
  document_id: string; category: 'policies' | 'claims'; policy_number: string | null; claim_file_number: string | null;
  file_name: string; content_type: string; uploaded_at: Date | string;
}

/** A customer's upload as the documents centre lists it. */
export function uploadedDocument(u: UploadedRow) {
  return {
    documentId: u.document_id, category: u.category, title: u.file_name, policyNumber: u.policy_number, claimFileNumber: u.claim_file_number,
    issuedOn: dateOnly(u.uploaded_at), source: 'uploaded' as const, contentType: u.content_type,
  };
}

/** Every document of a party for the documents centre, newest first within each category. */
export async function documentsOf(db: Kysely<Database>, partyId: string) {
  const [policies, cards, uploads] = await Promise.all([
    db.selectFrom('policies').select(['policy_number', 'line_of_business', 'effective_date']).where('party_id', '=', partyId).orderBy('policy_number').execute(),
    idCardsOf(db, partyId),
    db.selectFrom('uploaded_documents').select(['document_id', 'category', 'policy_number', 'claim_file_number', 'file_name', 'content_type', 'uploaded_at'])
      .where('party_id', '=', partyId).orderBy('uploaded_at', 'desc').execute(),
  ]);
  return [
    ...uploads.map(uploadedDocument),
    ...policies.map((p) => ({
      documentId: `dec-${p.policy_number}`, category: 'policies' as const, title: `Declarations page`, policyNumber: p.policy_number,
      claimFileNumber: null, issuedOn: p.effective_date, source: 'generated' as const, contentType: 'application/pdf',
    })),
    ...cards.map((c) => ({
      documentId: c.cardId, category: 'policies' as const, title: `ID card, ${c.vehicle}`, policyNumber: c.policyNumber,
      claimFileNumber: null, issuedOn: c.effectiveDate, source: 'generated' as const, contentType: 'application/pdf',
    })),
  ];
}

export interface DocumentFile { fileName: string; contentType: string; bytes: Uint8Array }

/**
 * The content of one document of a party; undefined when it does not exist or is not theirs. Wallet passes
 * exist only when `wallet` gives the certificates (the AppleWallet flag is on).
 */
export async function documentFile(db: Kysely<Database>, partyId: string, documentId: string, wallet: WalletCertificates | null = null): Promise<DocumentFile | undefined> {
  const [kind, ...rest] = documentId.split('-');
  const key = rest.join('-');
  if (kind === 'dec') {
    const details = await policyDetails(db, { partyId }, key);
    return details && { fileName: `declarations-${key}.pdf`, contentType: 'application/pdf', bytes: await declarationsPdf(details) };
  }
  if (kind === 'idcard' || (kind === 'wallet' && wallet)) {
    const card = await idCardContent(db, partyId, key);
    if (!card) return undefined;
    const name = `id-card-${card.policyNumber}-${key}`;
    return wallet && kind === 'wallet'
      ? { fileName: `${name}.pkpass`, contentType: 'application/vnd.apple.pkpass', bytes: walletPass({ ...card, vehicleId: key }, wallet) }
      : { fileName: `${name}.pdf`, contentType: 'application/pdf', bytes: await idCardPdf(card) };
  }
  if (kind === 'upload') {
    const row = await db.selectFrom('uploaded_documents').select(['file_name', 'content_type', 'content'])
      .where('party_id', '=', partyId).where('document_id', '=', documentId).executeTakeFirst();
    return row && { fileName: row.file_name, contentType: row.content_type, bytes: new Uint8Array(row.content) };
  }
  return undefined;
}

/** What the card of one of the party's in-force vehicles says. */
async function idCardContent(db: Kysely<Database>, partyId: string, vehicleId: string): Promise<IdCardContent | undefined> {
  const vehicle = await db.selectFrom('vehicles as v').innerJoin('policies as p', 'p.policy_number', 'v.policy_number')
    .select(['v.year', 'v.make', 'v.model', 'v.vin', 'p.policy_number'])
    .where('v.vehicle_id', '=', vehicleId).where('p.party_id', '=', partyId)
    .where('p.line_of_business', 'in', [...idCardLines]).where('p.status', 'in', ['active', 'pending'])
    .executeTakeFirst();
  if (!vehicle) return undefined;
  const details = await policyDetails(db, { partyId }, vehicle.policy_number);
  if (!details) return undefined;
  const s = details.summary;
  return {
    policyNumber: s.policyNumber, lineOfBusiness: s.lineOfBusiness === 'motorcycle' ? 'motorcycle' : 'auto',
    effectiveDate: s.effectiveDate, expirationDate: s.expirationDate, state: await policyState(db, s.policyNumber),
    vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, vin: vehicle.vin }, namedInsureds: details.namedInsureds,
  };
}

async function policyState(db: Kysely<Database>, policyNumber: string): Promise<string> {
  const row = await db.selectFrom('policies').select(sql<string>`trim(state)`.as('state')).where('policy_number', '=', policyNumber).executeTakeFirstOrThrow();
  return row.state;
}
