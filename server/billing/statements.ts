import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { sql, type Kysely } from 'kysely';
import { contactPhone, product } from '../../config/product';
import { formatCents } from '../../src/shared/money';
import { formatIsoDate } from '../../src/shared/format';
import { transactionKindLabels } from '../../src/shared/billingLabels';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** When an account began: the effective date of its first policy (undefined while it has none). */
export async function accountStart(db: Db, accountNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('policies')
    .select(sql<string | null>`min(effective_date)::text`.as('began'))
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row?.began ?? undefined;
}

/** The statements of a party's accounts, newest first; never one of a period that ended before the account began. */
export async function statementsOfParty(db: Db, partyId: string) {
  const began = sql<string>`(select min(p.effective_date) from policies p where p.account_number = s.account_number)`;
  const rows = await db
    .selectFrom('billing_statements as s')
    .innerJoin('billing_accounts as a', 'a.account_number', 's.account_number')
    .where('s.period_end', '>', began)
    .select([
      's.statement_id',
      's.account_number',
      sql<string>`s.period_start::text`.as('period_start'),
      sql<string>`s.period_end::text`.as('period_end'),
      sql<string>`s.due_date::text`.as('due_date'),
    ])
    .where('a.party_id', '=', partyId)
    .orderBy('s.period_start', 'desc')
    .orderBy('s.account_number')
    .execute();
  return rows.map((r) => ({
    statementId: r.statement_id,
    accountNumber: r.account_number,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    dueDate: r.due_date,
  }));
}

export type StatementRow = Awaited<ReturnType<typeof statementsOfParty>>[number];

/** What a statement says: the balance carried in, every transaction of the period, the balance at its end. */
export async function statementContent(db: Db, statement: StatementRow) {
  const before = await db
    .selectFrom('billing_transactions')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::integer`.as('total'))
    .where('account_number', '=', statement.accountNumber)
    .where('posted_on', '<', statement.periodStart)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('billing_transactions')
    .select(['posted_on', 'kind', 'description', 'policy_number', 'amount_cents'])
    .where('account_number', '=', statement.accountNumber)
    .where('posted_on', '>=', statement.periodStart)
    .where('posted_on', '<', statement.periodEnd)
    .orderBy('posted_on')
    .orderBy('id')
    .execute();
  const party = await db
    .selectFrom('billing_accounts as a')
    .innerJoin('parties as p', 'p.party_id', 'a.party_id')
    .select(['p.first_name', 'p.last_name'])
    .where('a.account_number', '=', statement.accountNumber)
    .executeTakeFirstOrThrow();
  const opening = Number(before.total);
  const closing = lines.reduce((sum, l) => sum + l.amount_cents, opening);
  return {
    ...statement,
    customer: `${party.first_name} ${party.last_name}`,
    openingCents: opening,
    closingCents: closing,
    lines: lines.map((l) => ({
      postedOn: String(l.posted_on),
      kind: l.kind,
      description: l.description,
      policyNumber: l.policy_number,
      amountCents: l.amount_cents,
    })),
  };
}

export type StatementContent = Awaited<ReturnType<typeof statementContent>>;

const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);
const cardinal = rgb(0.65, 0.11, 0.19);
/** Standard fonts encode WinAnsi only. */
const printable = (value: string) => value.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}
function write(
  pen: Pen,
  value: string,
  x: number,
  y: number,
  options: { bold?: boolean; size?: number; color?: typeof ink; right?: boolean } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 10;
  const text = printable(value);
  const left = options.right ? x - font.widthOfTextAtSize(text, size) : x;
  pen.page.drawText(text, { x: left, y, size, font, color: options.color ?? ink });
}

/** A billing statement as a real PDF: header, summary, and the period's transactions (continued on more pages when long). */
export async function statementPdf(content: StatementContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const period = `${formatIsoDate(content.periodStart)} to ${formatIsoDate(content.periodEnd)}`;
  doc.setTitle(`Billing statement, account ${content.accountNumber}, ${period}`);
  doc.setAuthor(product.name);
  doc.setSubject(`${product.name} billing statement`);
  doc.setCreationDate(new Date());
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let pen: Pen = { page: doc.addPage([612, 792]), regular, bold };
  pen.page.drawRectangle({ x: 0, y: 742, width: 612, height: 50, color: cardinal });
  write(pen, product.name, 54, 760, { bold: true, size: 18, color: rgb(1, 1, 1) });
  write(pen, 'Billing statement', 558, 760, { size: 12, color: rgb(1, 1, 1), right: true });
  const facts: [string, string][] = [
    ['Account holder', content.customer],
    ['Account number', content.accountNumber],
    ['Statement period', period],
    ['Balance carried forward', formatCents(content.openingCents)],
    ['Balance at period end', formatCents(content.closingCents)],
    ['Amount due', formatCents(Math.max(0, content.closingCents))],
    ['Due date', formatIsoDate(content.dueDate)],
  ];
  facts.forEach(([label, value], i) => {
    write(pen, label, 54, 706 - i * 18, { color: muted });
    write(pen, value, 220, 706 - i * 18, { bold: true });
  });
  let y = 560;
  const heading = () => {
    for (const [label, x, right] of [
      ['Date', 54, false],
      ['Type', 126, false],
      ['Description', 206, false],
      ['Policy', 392, false],
      ['Amount', 558, true],
    ] as const) {
      write(pen, label, x, y, { bold: true, right });
    }
    pen.page.drawLine({ start: { x: 54, y: y - 6 }, end: { x: 558, y: y - 6 }, thickness: 1, color: muted });
    y -= 22;
  };
  write(pen, 'Transactions this period', 54, y + 24, { bold: true, size: 12 });
  heading();
  if (content.lines.length === 0) write(pen, 'No transactions in this period.', 54, y);
  for (const line of content.lines) {
    if (y < 72) {
      pen = { page: doc.addPage([612, 792]), regular, bold };
      y = 740;
      heading();
    }
    write(pen, formatIsoDate(line.postedOn), 54, y);
    write(pen, transactionKindLabels[line.kind], 126, y);
    write(pen, line.description.slice(0, 34), 206, y);
    write(pen, line.policyNumber ?? 'Account', 392, y);
    write(pen, formatCents(line.amountCents), 558, y, { right: true });
    y -= 18;
  }
  write(pen, `Questions about your bill? Call ${product.name} at ${contactPhone}.`, 54, 40, { size: 9, color: muted });
  return doc.save();
}
