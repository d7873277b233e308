import type { Kysely } from 'kysely';
import type { Envelope, EnvelopeSummary } from '../../src/contract/esign';
import { formatIsoDate } from '../../src/shared/format';
import { businessToday } from '../../src/validation/dates';
import { onboardingMessages } from '../../src/validation/messages';
import { isSignersName } from '../../src/validation/signatures';
import type { Database } from '../db/schema';
import type { EnvelopeEvent } from '../db/schema/esign';
import { renderFiledDocument } from '../documents/library';
import { HttpError, notFound } from '../http/errors';
import { stampSignature } from './stamp';

// E-sign envelopes: the listing, the opening (delivered), signing and declining, each event written to the audit
// trail with its time and address. Another party's envelope is one that does not exist.

export const envelopeNotFound = () => notFound('We could not find that envelope.');

const iso = (value: Date | string) => new Date(value).toISOString();

async function documentsIn(db: Kysely<Database>, envelopeId: string) {
  return db
    .selectFrom('party_documents as d')
    .leftJoin('esign_signed_documents as s', 's.document_id', 'd.document_id')
    .select(['d.document_id', 'd.title', 'd.issued_on', 's.signed_at'])
    .where('d.envelope_id', '=', envelopeId)
    .orderBy('d.document_id')
    .execute();
}

const envelopeColumns = ['envelope_id', 'subject', 'status', 'sent_at', 'status_at', 'policy_number', 'decline_reason'] as const;

/** The party's envelopes, newest first. */
export async function envelopesOf(db: Kysely<Database>, partyId: string): Promise<EnvelopeSummary[]> {
  const rows = await db
    .selectFrom('esign_envelopes as e')
    .select(envelopeColumns.map((c) => `e.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('party_documents as d')
        .whereRef('d.envelope_id', '=', 'e.envelope_id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('documents'),
    )
    .where('e.party_id', '=', partyId)
    .orderBy('e.sent_at', 'desc')
    .orderBy('e.envelope_id')
    .execute();
  return rows.map((r) => ({ ...summaryOf(r), documentCount: Number(r.documents ?? 0) }));
}

function summaryOf(r: {
  envelope_id: string;
  subject: string;
  status: Envelope['status'];
  sent_at: Date;
  status_at: Date;
  policy_number: string | null;
}) {
  return {
    envelopeId: r.envelope_id,
    subject: r.subject,
    status: r.status,
    sentAt: iso(r.sent_at),
    statusAt: iso(r.status_at),
    policyNumber: r.policy_number as EnvelopeSummary['policyNumber'],
  };
}

/** One envelope of the party with its recipients, documents and audit trail; undefined when it is not theirs. */
export async function envelopeOf(db: Kysely<Database>, partyId: string, envelopeId: string): Promise<Envelope | undefined> {
  const row = await db
    .selectFrom('esign_envelopes')
    .select([...envelopeColumns])
    .where('party_id', '=', partyId)
    .where('envelope_id', '=', envelopeId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [recipients, documents, events] = await Promise.all([
    db
      .selectFrom('esign_recipients')
      .select(['name', 'email', 'role', 'signed_at'])
      .where('envelope_id', '=', envelopeId)
      .orderBy('name')
      .execute(),
    documentsIn(db, envelopeId),
    db
      .selectFrom('esign_events')
      .select(['event', 'occurred_at', 'address', 'detail'])
      .where('envelope_id', '=', envelopeId)
      .orderBy('event_id')
      .execute(),
  ]);
  return {
    ...summaryOf(row),
    documentCount: documents.length,
    declineReason: row.decline_reason,
    recipients: recipients.map((r) => ({ name: r.name, email: r.email, role: r.role, signedAt: r.signed_at ? iso(r.signed_at) : null })),
    documents: documents.map((d) => ({
      documentId: d.document_id as Envelope['documents'][number]['documentId'],
      title: d.title,
      issuedOn: d.issued_on,
      signed: d.signed_at !== null,
    })),
    events: events.map((e) => ({ event: e.event, at: iso(e.occurred_at), address: e.address, detail: e.detail })),
  };
}

/** Where and when something happened to an envelope: the caller's address and the gateway's clock. */
export interface EventOrigin {
  at: Date;
  address: string;
}

async function recordEvent(db: Kysely<Database>, envelopeId: string, event: EnvelopeEvent, origin: EventOrigin, detail: string) {
  await db
    .insertInto('esign_events')
    .values({ envelope_id: envelopeId, event, occurred_at: origin.at, address: origin.address, detail })
    .execute();
}

async function moveTo(db: Kysely<Database>, envelopeId: string, status: Envelope['status'], at: Date, declineReason: string | null = null) {
  await db
    .updateTable('esign_envelopes')
    .set({ status, status_at: at, decline_reason: declineReason })
    .where('envelope_id', '=', envelopeId)
    .execute();
}

/** The signer opened the envelope: the first opening moves it from sent to delivered. */
export async function markDelivered(db: Kysely<Database>, partyId: string, envelopeId: string, origin: EventOrigin): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('esign_envelopes')
      .set({ status: 'delivered', status_at: origin.at })
      .where('envelope_id', '=', envelopeId)
      .where('party_id', '=', partyId)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) await recordEvent(trx, envelopeId, 'delivered', origin, 'The signer opened the envelope.');
  });
}

/**
 * Holds the envelope's row until the transaction ends: a signing and a declining (or two signings) of one envelope
 * run one after the other, and the second decides on what the first left. Call inside the command's transaction.
 */
async function lockEnvelope(trx: Kysely<Database>, partyId: string, envelopeId: string): Promise<void> {
  await trx
    .selectFrom('esign_envelopes')
    .select('envelope_id')
    .where('envelope_id', '=', envelopeId)
    .where('party_id', '=', partyId)
    .forUpdate()
    .execute();
}

const alreadyDeclined = () =>
  new HttpError(409, 'envelope_declined', 'You declined to sign this envelope electronically; we are mailing its documents to you.');
const alreadySigned = () => new HttpError(409, 'envelope_completed', 'You already signed this envelope.');

export interface Signing extends EventOrigin {
  partyId: string;
  envelopeId: string;
  signature: string;
  documentIds: readonly string[];
}

/**
 * Signs every place of an envelope: the documents named must be exactly the envelope's. Each document's signed copy
 * is stamped and stored, each signature an audit event, then the envelope completes. A completed envelope is
 * answered as it stands (signing twice changes nothing); a declined one is refused.
 */
export async function signEnvelope(db: Kysely<Database>, signing: Signing): Promise<Envelope> {
  const { partyId, envelopeId } = signing;
  await lockEnvelope(db, partyId, envelopeId);
  const envelope = await envelopeOf(db, partyId, envelopeId);
  if (!envelope) throw envelopeNotFound();
  if (envelope.status === 'completed') return envelope;
  if (envelope.status === 'declined') throw alreadyDeclined();
  const named = new Set(signing.documentIds);
  if (named.size !== envelope.documents.length || !envelope.documents.every((d) => named.has(d.documentId)))
    throw new HttpError(400, 'bad_request', 'Sign every document of the envelope, and only those.');
  const recipient = await db
    .selectFrom('esign_recipients')
    .select(['name', 'email'])
    .where('envelope_id', '=', envelopeId)
    .where('party_id', '=', partyId)
    .where('role', '=', 'signer')
    .executeTakeFirst();
  if (!recipient) throw envelopeNotFound();
  // A signature is the signer's: the name adopted is theirs (case, accents and middle initials aside).
  if (!isSignersName(signing.signature, recipient.name))
    throw new HttpError(422, 'signature_not_signer', onboardingMessages.signatureNotSigner(recipient.name));
  const signedOn = formatIsoDate(businessToday(signing.at));
  for (const document of envelope.documents) {
    // The copy signed is rendered for its signer (an application then says who signed it and when).
    const unsigned = await renderFiledDocument(db, partyId, document.documentId, { name: recipient.name, signedOn });
    if (!unsigned) throw envelopeNotFound();
    const auditLine =
      `Signed electronically by ${recipient.name}${recipient.email ? ` <${recipient.email}>` : ''} as "${signing.signature}" ` +
      `on ${signing.at.toISOString()} from ${signing.address}; envelope ${envelopeId}, document ${document.documentId}.`;
    const content = await stampSignature(unsigned.bytes, { signature: signing.signature, signedOn, auditLine });
    await db
      .insertInto('esign_signed_documents')
      .values({ document_id: document.documentId, envelope_id: envelopeId, content: Buffer.from(content), signed_at: signing.at })
      .execute();
    await recordEvent(db, envelopeId, 'signed', signing, `${recipient.name} signed "${document.title}" as "${signing.signature}".`);
  }
  await db
    .updateTable('esign_recipients')
    .set({ signature: signing.signature, signed_at: signing.at })
    .where('envelope_id', '=', envelopeId)
    .where('party_id', '=', partyId)
    .execute();
  await moveTo(db, envelopeId, 'completed', signing.at);
  await recordEvent(db, envelopeId, 'completed', signing, 'Every document was signed; the envelope is complete.');
  return (await envelopeOf(db, partyId, envelopeId))!;
}

export interface Declining extends EventOrigin {
  partyId: string;
  envelopeId: string;
  reason: string;
}

/** Declines an envelope: its documents go by mail instead. Declining again answers it as it stands; a signed one is refused. */
export async function declineEnvelope(db: Kysely<Database>, declining: Declining): Promise<Envelope> {
  const { partyId, envelopeId } = declining;
  await lockEnvelope(db, partyId, envelopeId);
  const envelope = await envelopeOf(db, partyId, envelopeId);
  if (!envelope) throw envelopeNotFound();
  if (envelope.status === 'declined') return envelope;
  if (envelope.status === 'completed') throw alreadySigned();
  const reason = declining.reason.trim() || 'No reason given.';
  await moveTo(db, envelopeId, 'declined', declining.at, reason);
  await recordEvent(db, envelopeId, 'declined', declining, `The signer declined to sign electronically: ${reason}`);
  return (await envelopeOf(db, partyId, envelopeId))!;
}
