import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { product } from '../../config/product';
import type { LifeQuote } from '../../src/contract/lifeQuoting';
import type { CallWindow, Quote, QuoteType, ReferralRequest } from '../../src/contract/quoting';
import type { QuoteLead, QuoteLeadWithQuote } from '../../src/contract/support';
import { leadLineNames } from '../../src/shared/quoteSteps';
import { quotingMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import type { QuoteLeadsTable } from '../db/schema/quoting';
import { formatCents } from '../../src/shared/money';
import { toQuote } from './store';
import { lifeQuoteOf } from './life';

// Leads (issue 35, refer to an agent): a prospect asks to be called about a quote; agents (support role) see the lead
// with its quote in the console and mark it contacted or closed. One lead a quote: asking again updates it (a
// constraint decides between two requests at once), keeping its reference. A lead's quote is an online quote or a life
// quote (migration 1402).

/** The quote a lead is about: an online quote, or a life quote (which has no job number: its id stands for one). */
export type LeadQuote = { line: 'online'; quote: Quote } | { line: 'life'; quote: LifeQuote };

const quoteWords = (of: LeadQuote) =>
  of.line === 'life'
    ? `life quote for ${formatCents(of.quote.coverageAmountCents)} of coverage`
    : `${leadLineNames[of.quote.quoteType].toLowerCase()} quote ${of.quote.jobNumber}`;

type LeadRow = Selectable<QuoteLeadsTable>;

const newReference = () => `L${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Creates (or renews) the lead of a quote and writes its confirmation when an e-mail address was given. */
export async function referQuote(
  db: Kysely<Database>,
  of: LeadQuote,
  request: Omit<ReferralRequest, 'consent'> & { knockoutCode: string | null },
  ids: { newId(): string },
  now: Date,
): Promise<{ reference: string; timeWindow: CallWindow }> {
  const column = of.line === 'life' ? 'life_quote_id' : 'quote_id';
  const asked = {
    name: request.name,
    phone: request.phone,
    email: request.email ?? null,
    time_window: request.timeWindow,
    knockout_code: request.knockoutCode,
  };
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .insertInto('quote_leads')
      .values({ lead_id: ids.newId(), reference: newReference(), [column]: of.quote.quoteId, ...asked, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column(column).doUpdateSet({ ...asked, status: 'new', updated_at: now, updated_by: null }))
      .returningAll()
      .executeTakeFirstOrThrow();
    if (lead.email) {
      await trx
        .insertInto('outbox')
        .values({
          channel: 'email',
          recipient: lead.email,
          subject: `${product.name}: an agent will call you about your quote (reference ${lead.reference})`,
          body: [
            `Hello ${lead.name},`,
            '',
            `We received your request for a call about your ${quoteWords(of)}.`,
            `An agent will call you at the number you gave, in the ${quotingMessages.callWindows[lead.time_window as CallWindow].toLowerCase()} (Eastern time).`,
            `Your reference is ${lead.reference}.`,
          ].join('\n'),
        })
        .execute();
    }
    return { reference: lead.reference, timeWindow: lead.time_window as CallWindow };
  });
}

const leadColumns = [
  'quote_leads.lead_id',
  'quote_leads.reference',
  'quote_leads.name',
  'quote_leads.phone',
  'quote_leads.email',
  'quote_leads.time_window',
  'quote_leads.knockout_code',
  'quote_leads.status',
  'quote_leads.created_at',
  'quote_leads.updated_at',
  'quote_leads.quote_id',
  'quote_leads.life_quote_id',
  'quotes.quote_type',
  'quotes.job_number',
] as const;

type ListedRow = Pick<
  LeadRow,
  | 'lead_id'
  | 'reference'
  | 'name'
  | 'phone'
  | 'email'
  | 'time_window'
  | 'knockout_code'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'quote_id'
  | 'life_quote_id'
> & {
  quote_type: string | null;
  job_number: string | null;
};

const toLead = (row: ListedRow): QuoteLead => ({
  leadId: row.lead_id,
  reference: row.reference,
  name: row.name,
  phone: row.phone,
  email: row.email,
  timeWindow: row.time_window as CallWindow,
  knockoutCode: row.knockout_code,
  status: row.status,
  quoteType: row.life_quote_id ? 'life' : (row.quote_type as QuoteType),
  jobNumber: row.life_quote_id ?? row.job_number ?? '',
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const leadsWithQuotes = (db: Kysely<Database>) =>
  db.selectFrom('quote_leads').leftJoin('quotes', 'quotes.quote_id', 'quote_leads.quote_id').select(leadColumns);

/** Every lead: new first, then contacted, then closed; oldest first within each. */
export async function listLeads(db: Kysely<Database>): Promise<QuoteLead[]> {
  const rows = await leadsWithQuotes(db)
    .orderBy((eb) =>
      eb.case().when('quote_leads.status', '=', 'new').then(0).when('quote_leads.status', '=', 'contacted').then(1).else(2).end(),
    )
    .orderBy('quote_leads.created_at')
    .limit(500)
    .execute();
  return rows.map(toLead);
}

/** A lead with its quote (read-only), or undefined for an unknown id. */
export async function leadWithQuote(db: Kysely<Database>, leadId: string): Promise<QuoteLeadWithQuote | undefined> {
  const row = await leadsWithQuotes(db).where('quote_leads.lead_id', '=', leadId).executeTakeFirst();
  if (!row) return undefined;
  if (row.life_quote_id) {
    const life = await db
      .selectFrom('life_quotes')
      .select(['premiums', 'expires_on'])
      .where('quote_id', '=', row.life_quote_id)
      .executeTakeFirstOrThrow();
    return { lead: toLead(row), lifeQuote: lifeQuoteOf(life) };
  }
  const quote = await db.selectFrom('quotes').selectAll().where('quote_id', '=', row.quote_id!).executeTakeFirstOrThrow();
  return { lead: toLead(row), quote: toQuote(quote, false) };
}

/** Marks a lead contacted or closed (by the agent named); answers false for an unknown id. */
export async function markLead(
  db: Kysely<Database>,
  leadId: string,
  status: 'contacted' | 'closed',
  by: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('quote_leads')
    .set({ status, updated_at: now, updated_by: by })
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
