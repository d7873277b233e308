import path from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { startGateway, type RunningGateway } from '../../server/main';
import { MASK } from '../../src/bus/redact';
import { closeBrowser, connectBrowser, demoPassword } from './support/portal';
import { payByCard, rentersQuote, typeSsn, typedSecrets } from './support/journeys';

// Its own gateway and database: every stored session row can be read with SQL, and its log is captured.

afterAll(closeBrowser);

const secrets: Record<string, readonly string[]> = {
  cardNumber: [typedSecrets.cardNumber],
  bankAccountNumber: [typedSecrets.bankAccountNumber],
  routingNumber: [typedSecrets.routingNumber],
  dateOfBirth: [typedSecrets.dateOfBirth, '1980-03-14', '03141980'],
  password: [demoPassword],
  securityCode: [typedSecrets.securityCode],
  ssn: [typedSecrets.ssn, typedSecrets.ssn.replace(/-/g, '')],
};

// Short values collide with ids and times: they count as found only as a number of their own in text that is
// not part of an instant nor of an identifier (a hex digit either side would make them part of a UUID or a hash).
const shortValue = (value: string) => new RegExp(`(?<![0-9a-f])${value}(?![0-9a-f])`, 'i');
/** Instants anywhere in a text (a row as JSON holds its times: '...T11:46:52.737+00:00' is no security code). */
const instants = /\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?)?/g;
/** Fastify's request ids count up (req-1, req-2 ...), one of them could be a short secret. */
const countingKeys = new Set(['reqId']);

/** Every string value inside a JSON value (strings holding JSON are opened too). */
function stringsIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    if (countingKeys.has(key)) return [];
    try {
      const inner: unknown = JSON.parse(value);
      if (inner !== null && typeof inner === 'object') return [value, ...stringsIn(inner)];
    } catch {
      /* plain text */
    }
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap((v) => stringsIn(v));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsIn(v, k));
  return [];
}

/** The names of the secrets that appear in any string value. */
function secretsIn(value: unknown): string[] {
  const strings = stringsIn(value);
  return Object.entries(secrets)
    .filter(([, forms]) =>
      strings.some((text) =>
        forms.some((form) => {
          if (form.length >= 6) return text.includes(form) || text.replace(/[\s-]/g, '').includes(form);
          return shortValue(form).test(text.replace(instants, ''));
        }),
      ),
    )
    .map(([name]) => name);
}

let gateway: RunningGateway;
let context: BrowserContext;
const logLines: string[] = [];

beforeAll(async () => {
  const staticDir = path.resolve(__dirname, '../..', process.env.E2E_DIST ?? 'dist/e2e');
  gateway = await startGateway({ port: 0, host: '127.0.0.1', dataDir: 'memory', staticDir, logLevel: 'info' });
  // Everything the gateway logs from here on (request loggers are children: they write to the same stream).
  (gateway.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => void logLines.push(line) };
  context = await (await connectBrowser()).newContext({ viewport: { width: 1280, height: 900 }, baseURL: gateway.url });
}, 60000);

afterAll(async () => {
  await context?.close();
  await gateway?.close();
});

const storageOf = (page: Page) => page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
const visitOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('portalVisitId'));
const lastSeqOf = (page: Page) =>
  page.evaluate(() => {
    const { entries } = JSON.parse(window.portalActionLog!.exportJson()) as { entries: { seq: number }[] };
    return entries[entries.length - 1]!.seq;
  });

async function storedUpTo(visitId: string, seq: number): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { count } = await gateway.db
      .selectFrom('recorded_actions')
      .where('visit_id', '=', visitId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= seq) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`visit ${visitId} was not stored up to action ${seq}`);
}

describe('sensitive values typed in journeys', () => {
  it('the scanner finds each value where it does appear', () => {
    expect(secretsIn({ payload: JSON.stringify({ values: { cardNumber: '4111 1111 1111 1111', securityCode: '737' } }) })).toEqual([
      'cardNumber',
      'securityCode',
    ]);
    expect(secretsIn(['born 1980-03-14', 'acct 987654321012', 'Portal-Demo-2026!', 'aba 021000021'])).toEqual([
      'bankAccountNumber',
      'routingNumber',
      'dateOfBirth',
      'password',
    ]);
    expect(secretsIn(['ssn 287-65-4321'])).toEqual(['ssn']);
    expect(secretsIn({ value: '287654321' })).toEqual(['ssn']);
    expect(secretsIn({ visitId: '5e737a10-0000', at: '2026-11-22T10:37:37.737Z', reqId: 'req-737', n: 737 })).toEqual([]);
    expect(secretsIn(['{"seq":3,"at":"2026-11-23T11:46:52.737+00:00"}', 'code 737 at 2026-11-23 11:46:52.1+00'])).toEqual(['securityCode']);
  });

  it('appear in no stored session row, no line of the gateway log, and no storage of the customer page', async () => {
    const quoting = await context.newPage();
    await rentersQuote(quoting);
    const portal = await context.newPage();
    await typeSsn(portal);
    await portal.goto('/customers/account');
    await portal.getByLabel('Login ID').fill('mutual.customer');
    await portal.getByLabel('Password', { exact: true }).fill(demoPassword);
    await portal.getByRole('button', { name: 'Log in' }).click();
    await portal.waitForURL('**/customers/account');
    await payByCard(portal);

    const visits: [string, number][] = [];
    const storage: unknown[] = [];
    for (const page of [quoting, portal]) {
      visits.push([(await visitOf(page))!, await lastSeqOf(page)]);
      storage.push(await storageOf(page));
      await page.goto('about:blank');
    }
    for (const [visitId, seq] of visits) await storedUpTo(visitId, seq);

    const sessions = await gateway.db.selectFrom('recorded_sessions').selectAll().execute();
    const actions = await gateway.db.selectFrom('recorded_actions').selectAll().execute();
    // The journeys were recorded (with the forms' committed values, masked): the scan has something to look at.
    expect(sessions.map((s) => s.visit_id)).toEqual(expect.arrayContaining(visits.map(([v]) => v)));
    expect(actions.map((a) => a.path)).toEqual(expect.arrayContaining(['/quoting/renters/summary', '/billing/makeapayment/confirmation']));
    // The SSN went the whole way: committed on the form, logged, uploaded and stored, masked.
    const ssnCommits = actions.filter((a) => a.type === 'forms/fieldCommitted' && JSON.stringify(a.payload).includes('"field":"ssn"'));
    expect(ssnCommits.map((a) => (typeof a.payload === 'string' ? JSON.parse(a.payload) : a.payload) as unknown)).toEqual([
      { form: 'designSystemMasks', field: 'ssn', value: MASK },
    ]);
    // Every action the journeys logged is one the gateway recognises from the catalogue (nothing dropped as unrecognised).
    expect(actions.filter((a) => a.type === '@@recording/unrecognised').map((a) => a.seq)).toEqual([]);
    const { rows: raw } = await sql<{ row: string }>`select row_to_json(a)::text as row from recorded_actions a`.execute(gateway.db);
    expect(raw.length).toBe(actions.length);

    expect({ sessions: secretsIn(sessions), actions: secretsIn(actions), rawRows: secretsIn(raw.map((r) => r.row)) }).toEqual({
      sessions: [],
      actions: [],
      rawRows: [],
    });
    expect(logLines.length).toBeGreaterThan(10);
    expect(secretsIn(logLines)).toEqual([]);
    expect(secretsIn(storage)).toEqual([]);
  }, 240000);
});
