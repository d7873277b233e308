import { sql, type Kysely } from 'kysely';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { entryPath, isErrorEntry, offerKinds } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { ensureActionPartitions } from './partitions';
import { paymentRoutes, quotingRoutes, shellRoutes } from '../../src/shared/routes';

// Synthetic recorded sessions for measurement (funnels over 100,000 sessions, the journeys command).
// Deterministic: the same seed gives the same sessions.

export interface SyntheticSession {
  visitId: string;
  app: 'portal' | 'quoting';
  loginId: string | null;
  entries: LogEntry[];
}

/** A small seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lines = ['auto', 'home', 'renters', 'condo', 'motorcycle'];
const knockoutReasons = [
  ['SR22', 'SR22 filing required'],
  ['FOREIGN_LICENSE', 'Foreign license'],
  ['TRAMPOLINE', 'Trampoline on premises'],
  ['ANIMALS', 'Animals'],
  ['WILDFIRE', 'Wildfire risk'],
] as const;

function sessionOf(index: number, random: () => number, startAt: number, fieldsPerPage: number): SyntheticSession {
  const entries: LogEntry[] = [];
  let at = startAt;
  const push = (type: string, payload?: unknown) => {
    at += Math.floor(5_000 + random() * 60_000);
    entries.push({ seq: entries.length + 1, at, type, payload, v: CATALOGUE_VERSION });
  };
  // A page as a visit really has it: shown, then fields answered a few seconds apart (their values masked, as kept).
  const fill = (pathname: string) => {
    entries.push({
      seq: entries.length + 1,
      at,
      type: 'app/pageViewed',
      payload: { route: 'synthetic', page: pathname, category: 'synthetic', path: pathname, hasHash: false },
      v: CATALOGUE_VERSION,
    });
    const fields = Math.round(fieldsPerPage * (0.5 + random()));
    for (let i = 0; i < fields; i += 1) {
      at += Math.floor(1_000 + random() * 8_000);
      entries.push({
        seq: entries.length + 1,
        at,
        type: 'forms/fieldCommitted',
        payload: { form: pathname, field: `field${i}`, value: '[masked]' },
        v: CATALOGUE_VERSION,
      });
    }
  };
  const visit = (pathname: string) => {
    push('@@router/LOCATION_CHANGE', { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false });
    if (fieldsPerPage > 0) fill(pathname);
  };
  const visitId = `synthetic-${String(index).padStart(8, '0')}`;
  const quoting = random() < 0.5;
  if (quoting) {
    const line = lines[Math.floor(random() * lines.length)]!;
    visit(quotingRoutes.quoteStart.to({}));
    if (random() < 0.8) {
      visit(quotingRoutes.quoteSection.to({ quoteTypePrefix: line, section: 'customer' }));
      if (random() < 0.15) {
        const [code, reason] = knockoutReasons[Math.floor(random() * knockoutReasons.length)]!;
        push('quoting/quoteKnockedOut', { quoteId: `Q${index}`, quoteType: line, stage: random() < 0.5 ? 'quote' : 'bind', code, reason });
      } else if (random() < 0.6) {
        visit(quotingRoutes.quoteSummary.to({ quoteTypePrefix: line }));
        if (random() < 0.4) visit(quotingRoutes.bindConfirmation.to({ quoteTypePrefix: line }));
      }
    }
    return { visitId, app: 'quoting', loginId: null, entries };
  }
  const loginId = `customer${index % 5000}`;
  visit(shellRoutes.login.to({}));
  if (random() < 0.85) {
    push('auth/signedIn', { loginId, expiresAt: at + 3_600_000, via: 'oidc' });
    visit(shellRoutes.account.to({}));
    // Real-size visits meet the account page's offers too: shown, now and then clicked or dismissed.
    if (fieldsPerPage > 0 && random() < 0.4) {
      const offer = { kind: offerKinds[Math.floor(random() * offerKinds.length)], experienceGroup: random() < 0.5 ? 'A' : 'B' };
      push('offers/offerViewed', offer);
      if (random() < 0.1) push('offers/offerClicked', offer);
      else if (random() < 0.2) push('offers/dismissRequested', offer);
    }
    if (random() < 0.1)
      push('api/callFailed', {
        call: 'policiesSummary',
        actionName: null,
        status: random() < 0.5 ? 503 : null,
        error: 'network',
        message: 'The gateway could not be reached.',
      });
    if (random() < 0.5) {
      visit(paymentRoutes.makeAPayment.to({}));
      // Every payment screen checks the outage windows; only an active one blocks the payment.
      const outage = random() < 0.05;
      push('payments/outageChecked', { billing: outage, lifeBilling: false, checkedAt: at });
      if (outage) push('payments/paymentBlockedByOutage', { outage: 'billing' });
      else if (random() < 0.7) {
        visit(paymentRoutes.makeAPayment.to({ step: 'method' }));
        if (random() < 0.8) {
          visit(paymentRoutes.makeAPayment.to({ step: 'verification' }));
          if (random() < 0.9) visit(paymentRoutes.makeAPayment.to({ step: 'confirmation' }));
        }
      }
    }
  }
  return { visitId, app: 'portal', loginId: random() < 0.85 ? loginId : null, entries };
}

/** One synthetic session starts this long after the one before. */
export const syntheticSpacingMs = 20_000;

/**
 * `count` sessions from `startAt`, one every syntheticSpacingMs; `fieldsPerPage` (on average) fields answered on each page
 * make them the size of real visits (about 35 gives a hundred actions), none the bare journeys.
 */
export function* syntheticSessions(
  count: number,
  seed = 7,
  startAt = Date.UTC(2026, 9, 1),
  fieldsPerPage = 0,
  firstIndex = 0,
): Generator<SyntheticSession> {
  const random = seededRandom(seed);
  for (let i = firstIndex; i < firstIndex + count; i += 1) yield sessionOf(i, random, startAt + i * syntheticSpacingMs, fieldsPerPage);
}

/** Inserts synthetic sessions in large statements (far faster than one batch call per visit). */
export async function insertSyntheticSessions(db: Kysely<Database>, sessions: Iterable<SyntheticSession>, chunk = 500): Promise<number> {
  let buffer: SyntheticSession[] = [];
  let total = 0;
  const flush = async () => {
    if (buffer.length === 0) return;
    await ensureActionPartitions(db, new Date(buffer[0]!.entries[0]!.at), new Date(buffer[buffer.length - 1]!.entries[0]!.at));
    await db
      .insertInto('recorded_sessions')
      .values(
        buffer.map((s) => ({
          visit_id: s.visitId,
          app: s.app,
          login_id: s.loginId,
          party_id: null,
          mobile_app: false,
          viewport_width: 1280,
          started_at: new Date(s.entries[0]!.at),
          opened_at: new Date(s.entries[0]!.at),
          last_at: new Date(s.entries[s.entries.length - 1]!.at),
          action_count: s.entries.length,
          error_count: s.entries.filter((e) => isErrorEntry(e.type)).length,
        })),
      )
      .onConflict((oc) => oc.column('visit_id').doNothing())
      .execute();
    // The actions as one array a column, unnested by the server: one statement of eight parameters, however many rows.
    const entries = buffer.flatMap((s) => s.entries.map((e) => [s, e] as const));
    const column = <T>(of: (s: SyntheticSession, e: LogEntry) => T) => entries.map(([s, e]) => of(s, e));
    await sql`
      insert into recorded_actions (visit_id, seq, opened_at, at, type, path, payload, v)
      select * from unnest(
        ${column((s) => s.visitId)}::text[], ${column((_, e) => e.seq)}::int[],
        ${column((s) => new Date(s.entries[0]!.at).toISOString())}::timestamptz[], ${column((_, e) => new Date(e.at).toISOString())}::timestamptz[],
        ${column((_, e) => e.type)}::text[], ${column((_, e) => entryPath(e))}::text[],
        ${column((_, e) => (e.payload === undefined ? null : JSON.stringify(e.payload)))}::jsonb[], ${column((_, e) => e.v)}::int[])
      on conflict (visit_id, seq, opened_at) do nothing`.execute(db);
    total += buffer.length;
    buffer = [];
  };
  for (const session of sessions) {
    buffer.push(session);
    if (buffer.length >= chunk) await flush();
  }
  await flush();
  await sql`analyze recorded_actions`.execute(db);
  return total;
}
