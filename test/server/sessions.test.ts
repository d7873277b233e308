import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { visitSecretHeader, type NewRecordedVisit, type SessionBatch } from '../../src/contract/sessions';
import { MASK } from '../../src/bus/redact';
import { funnelOf, journeyByKey, journeyReportOf, type FunnelQuery } from '../../src/shared/journeys';
import { funnelReport, journeyReport } from '../../server/sessions/reports';
import { sweepRecordings } from '../../server/sessions/store';
import { rollUpEndedVisits } from '../../server/sessions/rollups';
import { monthStart } from '../../server/sessions/partitions';
import { insertSyntheticSessions, syntheticSessions, type SyntheticSession } from '../../server/sessions/synthetic';
import { recording } from '../../config/product';
import { customerGateway } from './support/gateway';

const customers = customerGateway(['mutual.customer'], { support: ['support.agent'], setupTimeout: 30_000 });

const at0 = Date.UTC(2026, 10, 2, 14, 0, 0);
const entry = (seq: number, type: string, payload?: unknown): LogEntry => ({
  seq,
  at: at0 + seq * 1000,
  type,
  payload,
  v: CATALOGUE_VERSION,
});
const route = (seq: number, pathname: string) =>
  entry(seq, '@@router/LOCATION_CHANGE', { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false });
const batch = (entries: LogEntry[]): SessionBatch => ({ entries });

const newVisit = (over: Partial<NewRecordedVisit> = {}): NewRecordedVisit => ({
  app: 'portal',
  mobileApp: false,
  viewportWidth: 1280,
  ...over,
});
const start = (visitId: string, over: Partial<NewRecordedVisit> = {}, headers: Record<string, string> = {}) =>
  customers.app.inject({ method: 'POST', url: `/api/sessions/${visitId}`, payload: newVisit(over), headers });

/** The write secret of each visit started here: upload sends it unless told otherwise. */
const secrets = new Map<string, string>();
async function started(visitId: string, over: Partial<NewRecordedVisit> = {}, headers: Record<string, string> = {}): Promise<string> {
  const response = await start(visitId, over, headers);
  expect(response.statusCode).toBe(200);
  const { writeSecret } = response.json() as { writeSecret: string };
  secrets.set(visitId, writeSecret);
  return writeSecret;
}

const upload = (visitId: string, body: unknown, headers: Record<string, string> = {}, secret = secrets.get(visitId)) =>
  customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${visitId}/actions`,
    payload: body as object,
    headers: { ...(secret ? { [visitSecretHeader]: secret } : {}), ...headers },
  });

const actionsOf = (visitId: string) =>
  customers.database.db.selectFrom('recorded_actions').select(['seq', 'type']).where('visit_id', '=', visitId).orderBy('seq').execute();
const payloadsOf = async (visitId: string) =>
  (
    await customers.database.db
      .selectFrom('recorded_actions')
      .select(['seq', 'type', 'payload'])
      .where('visit_id', '=', visitId)
      .orderBy('seq')
      .execute()
  ).map((a) => ({ seq: a.seq, type: a.type, payload: (typeof a.payload === 'string' ? JSON.parse(a.payload) : a.payload) as unknown }));
const sessionRow = (visitId: string) =>
  customers.database.db.selectFrom('recorded_sessions').selectAll().where('visit_id', '=', visitId).executeTakeFirstOrThrow();

const refusedAsNotTheOwner = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ error: 'forbidden', message: expect.stringMatching(/^Only the browser tab that started this visit/) });
};

describe('recording batches', () => {
  it('stores a guest visit unlinked, and links a visit that carries a token to its party', async () => {
    await started('visit-guest-0001');
    expect((await upload('visit-guest-0001', batch([route(1, '/login')]))).json()).toEqual({ stored: 1, lastSeq: 1 });
    expect(await sessionRow('visit-guest-0001')).toMatchObject({ login_id: null, party_id: null, action_count: 1 });

    await started('visit-linked-0001', { mobileApp: true });
    const linked = await upload(
      'visit-linked-0001',
      batch([route(1, '/account'), entry(2, 'api/callFailed', { call: 'party', actionName: null, status: 503, error: 'x', message: 'y' })]),
      customers.as('mutual.customer'),
    );
    expect(linked.statusCode).toBe(200);
    expect(await sessionRow('visit-linked-0001')).toMatchObject({
      login_id: 'mutual.customer',
      party_id: expect.any(String),
      mobile_app: true,
      error_count: 1,
    });
  });

  it('keeps a visit unlinked rather than refusing it when the token is no good', async () => {
    await started('visit-badtoken-01');
    const response = await upload('visit-badtoken-01', batch([route(1, '/account')]), {
      authorization: `${customers.as('mutual.customer').authorization}x`,
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionRow('visit-badtoken-01')).toMatchObject({ login_id: null });
  });

  it('ignores repeated batches and overlaps: no duplicates, no gaps', async () => {
    const visit = 'visit-repeat-0001';
    await started(visit);
    const first = [route(1, '/login'), entry(2, 'auth/signInRequested'), route(3, '/account')];
    expect((await upload(visit, batch(first))).json()).toEqual({ stored: 3, lastSeq: 3 });
    expect((await upload(visit, batch(first))).json()).toEqual({ stored: 0, lastSeq: 3 });
    expect((await upload(visit, batch([...first.slice(1), entry(4, 'auth/signOutRequested')]))).json()).toEqual({ stored: 1, lastSeq: 4 });
    expect((await actionsOf(visit)).map((a) => a.seq)).toEqual([1, 2, 3, 4]);
    expect(await sessionRow(visit)).toMatchObject({ action_count: 4 });
  });

  it('answers 413 with a message for a batch beyond the size limit', async () => {
    await started('visit-toolarge-01');
    const big = batch([entry(1, 'forms/submitted', { form: 'x', values: { note: 'x'.repeat(recording.maxBatchBytes) } })]);
    const response = await upload('visit-toolarge-01', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('answers 413 once a visit has reached its action limit', async () => {
    const visit = 'visit-limit-00001';
    await started(visit, { viewportWidth: 375 });
    await customers.database.db
      .updateTable('recorded_sessions')
      .set({ action_count: recording.maxActionsPerVisit })
      .where('visit_id', '=', visit)
      .execute();
    const response = await upload(visit, batch([route(1, '/login')]));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/recording limit/);
  });

  it('answers 400 for a malformed batch or visit id, never 500', async () => {
    await started('visit-bad-000001');
    expect((await upload('visit-bad-000001', { entries: 'no' })).statusCode).toBe(400);
    expect((await upload('x', batch([route(1, '/login')]))).statusCode).toBe(400);
    expect((await start('x')).statusCode).toBe(400);
  });

  it('deletes sessions past the retention period, with their actions', async () => {
    const visit = 'visit-old-000001';
    await started(visit);
    await upload(visit, batch([route(1, '/login')]));
    const later = monthStart(new Date(), recording.retentionMonths + 1);
    const { visits } = await sweepRecordings(customers.database.db, later, recording.retentionMonths);
    expect(visits).toBeGreaterThan(0);
    expect(await actionsOf(visit)).toEqual([]);
    expect(
      await customers.database.db.selectFrom('recorded_sessions').selectAll().where('visit_id', '=', visit).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('a recorded visit belongs to whoever started it', () => {
  it("refuses a batch with no secret, another visit's secret or a made-up one (403), and stores nothing", async () => {
    await started('visit-owned-0001');
    const other = await started('visit-owned-0002');
    for (const secret of ['', other, 'A'.repeat(43)]) {
      refusedAsNotTheOwner(await upload('visit-owned-0001', batch([route(1, '/injected')]), {}, secret));
      refusedAsNotTheOwner(await upload('visit-owned-0001', batch([route(1, '/injected')]), customers.as('mutual.customer'), secret));
    }
    refusedAsNotTheOwner(await upload('visit-unknown-001', batch([route(1, '/injected')]), {}, other));
    expect(await actionsOf('visit-owned-0001')).toEqual([]);
  });

  it("refuses another customer's token, or none, on a customer's visit, even with its secret", async () => {
    await started('visit-customer-01', {}, customers.as('mutual.customer'));
    expect(await sessionRow('visit-customer-01')).toMatchObject({ login_id: 'mutual.customer' });
    refusedAsNotTheOwner(await upload('visit-customer-01', batch([route(1, '/injected')])));
    refusedAsNotTheOwner(await upload('visit-customer-01', batch([route(1, '/injected')]), customers.as('life.customer')));
    expect(await actionsOf('visit-customer-01')).toEqual([]);
    expect((await upload('visit-customer-01', batch([route(1, '/account')]), customers.as('mutual.customer'))).statusCode).toBe(200);

    // A guest visit becomes the customer's at its first signed-in batch; then it is theirs alone.
    await started('visit-guest-then-01');
    expect((await upload('visit-guest-then-01', batch([route(1, '/login')]))).statusCode).toBe(200);
    expect((await upload('visit-guest-then-01', batch([route(2, '/account')]), customers.as('mutual.customer'))).statusCode).toBe(200);
    refusedAsNotTheOwner(await upload('visit-guest-then-01', batch([route(3, '/injected')])));
    refusedAsNotTheOwner(await upload('visit-guest-then-01', batch([route(3, '/injected')]), customers.as('life.customer')));
    expect(await sessionRow('visit-guest-then-01')).toMatchObject({ login_id: 'mutual.customer', action_count: 2 });
  });

  it('hands out a visit id once (409), and keeps the details it started with whatever later batches say', async () => {
    await started('visit-details-01', { mobileApp: true, viewportWidth: 390, app: 'quoting' });
    const again = await start('visit-details-01', { viewportWidth: 9999 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', message: expect.any(String) });
    expect(JSON.stringify(again.json())).not.toContain(secrets.get('visit-details-01'));
    const sneaky = { app: 'portal', mobileApp: false, viewportWidth: 4000, entries: [route(1, '/quoting')] };
    expect((await upload('visit-details-01', sneaky)).statusCode).toBe(200);
    expect(await sessionRow('visit-details-01')).toMatchObject({ app: 'quoting', mobile_app: true, viewport_width: 390 });
  });
});

describe('recorded actions are checked against the catalogue and masked again', () => {
  it("masks a card number, a password and an SSN the browser sent unmasked, by the field's name and by value", async () => {
    await started('visit-masking-01');
    const response = await upload(
      'visit-masking-01',
      batch([
        entry(1, 'forms/fieldCommitted', { form: 'paymentMethod', field: 'cardNumber', value: '4111111111111111' }),
        entry(2, 'forms/fieldCommitted', { form: 'login', field: 'password', value: 'Portal-Demo-2026!' }),
        entry(3, 'forms/fieldCommitted', {
          form: 'claimNotes',
          field: 'description',
          value: 'my SSN is 123-45-6789, card 4111 1111 1111 1111',
        }),
        entry(4, 'forms/submitted', {
          form: 'addPaymentMethod',
          values: { kind: 'bank', bankAccountNumber: '000123456789', nickname: 'ok' },
        }),
        entry(5, 'auth/signInFailed', { stage: 'credentials', message: 'acct 987654321 and 4111111111111111' }),
        entry(6, 'forms/fieldCommitted', { form: 'quote-customer', field: 'firstName', value: 'Jordan' }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(await payloadsOf('visit-masking-01')).toEqual([
      { seq: 1, type: 'forms/fieldCommitted', payload: { form: 'paymentMethod', field: 'cardNumber', value: MASK } },
      { seq: 2, type: 'forms/fieldCommitted', payload: { form: 'login', field: 'password', value: MASK } },
      {
        seq: 3,
        type: 'forms/fieldCommitted',
        payload: { form: 'claimNotes', field: 'description', value: `my SSN is ${MASK}, card ${MASK}` },
      },
      {
        seq: 4,
        type: 'forms/submitted',
        payload: { form: 'addPaymentMethod', values: { kind: 'bank', bankAccountNumber: MASK, nickname: 'ok' } },
      },
      { seq: 5, type: 'auth/signInFailed', payload: { stage: 'credentials', message: `acct ${MASK} and ${MASK}` } },
      { seq: 6, type: 'forms/fieldCommitted', payload: { form: 'quote-customer', field: 'firstName', value: 'Jordan' } },
    ]);
    const support = await customers.app.inject({ url: '/api/support/sessions/visit-masking-01', headers: customers.as('support.agent') });
    for (const secret of ['4111', '123-45-6789', 'Portal-Demo-2026!', '000123456789', '987654321'])
      expect(support.body).not.toContain(secret);
  });

  it("masks a declared action's sensitive fields again, and keeps an unknown or malformed action as unrecognised, without its payload", async () => {
    await started('visit-catalogue-1');
    const response = await upload(
      'visit-catalogue-1',
      batch([
        entry(1, 'payments/methodSubmitted', {
          details: {
            kind: 'card',
            cardholderName: 'Jordan Lee',
            cardNumber: '4111111111111111',
            expiry: '12/30',
            securityCode: '737',
            zip: '43215',
          },
        }),
        entry(2, 'evil/injected', { html: '<img src=x onerror=alert(1)>' }),
        entry(3, 'api/callFailed', { call: 42 }),
        entry(4, '@@redux/INIT'),
        route(5, '/account'),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const stored = await payloadsOf('visit-catalogue-1');
    expect(JSON.stringify(stored[0]!.payload)).not.toMatch(/4111|737/);
    expect(stored.slice(1)).toEqual([
      { seq: 2, type: '@@recording/unrecognised', payload: null },
      { seq: 3, type: '@@recording/unrecognised', payload: null },
      { seq: 4, type: '@@recording/unrecognised', payload: null },
      {
        seq: 5,
        type: '@@router/LOCATION_CHANGE',
        payload: expect.objectContaining({ location: expect.objectContaining({ pathname: '/account' }) }),
      },
    ]);
  });

  it('refuses numbers the database cannot keep, and text with a NUL or a lone surrogate, with a 400 (the browser sends neither)', async () => {
    await started('visit-numbers-01');
    for (const bad of [{ seq: 1.5 }, { seq: 2147483648 }, { seq: 0 }, { at: 1e308 }, { at: 1.5 }, { at: -1 }, { v: 1e308 }]) {
      const response = await upload('visit-numbers-01', batch([{ ...route(1, '/account'), ...bad }]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    }
    for (const viewportWidth of [2147483648, 1e308, 1.5, -1])
      expect((await start('visit-numbers-02', { viewportWidth })).statusCode).toBe(400);
    const lone = await upload(
      'visit-numbers-01',
      batch([entry(1, 'auth/signInFailed', { stage: 'credentials', message: 'a\ud800b\u0000c' }), route(2, '/x\udfff')]),
    );
    expect(lone.statusCode).toBe(400);
    expect(await payloadsOf('visit-numbers-01')).toEqual([]);
  });
});

describe('support calls', () => {
  const search = (body: unknown, loginId?: string) =>
    customers.app.inject({
      method: 'POST',
      url: '/api/support/sessions/search',
      payload: body as object,
      headers: loginId ? customers.as(loginId) : {},
    });

  beforeAll(async () => {
    await started('visit-support-001', {}, customers.as('mutual.customer'));
    await started('visit-support-002', { app: 'quoting' });
    await upload(
      'visit-support-001',
      batch([
        route(1, '/account'),
        entry(2, 'policies/summaryLoaded', {
          policies: [
            {
              policyNumber: 'A1B2C3-1234',
              lineOfBusiness: 'auto',
              side: 'mutual',
              status: 'active',
              effectiveDate: '2026-01-01',
              expirationDate: '2027-01-01',
              premiumCents: 120000,
              accountNumber: 'N4820015',
              description: '2019 Honda Civic',
            },
          ],
        }),
      ]),
      customers.as('mutual.customer'),
    );
    await upload(
      'visit-support-002',
      batch([route(1, '/quoting'), entry(2, 'api/callFailed', { call: 'quote', actionName: null, status: 500, error: 'e', message: 'm' })]),
    );
  });

  it('refuses a signed-out caller (401) and a customer (403) on every support call', async () => {
    expect((await search({})).statusCode).toBe(401);
    const calls = [
      () => search({}, 'mutual.customer'),
      () => customers.app.inject({ url: '/api/support/sessions/visit-support-001', headers: customers.as('mutual.customer') }),
      () =>
        customers.app.inject({
          method: 'POST',
          url: '/api/support/reports/funnel',
          payload: { journey: 'quote', windowMinutes: 60, ordering: 'ordered' },
          headers: customers.as('mutual.customer'),
        }),
      () => customers.app.inject({ url: '/api/support/reports/journeys', headers: customers.as('mutual.customer') }),
      () => customers.app.inject({ url: '/api/support/agent', headers: customers.as('mutual.customer') }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('The support console is for support agents only.');
    }
  });

  it('confirms a support agent as the console opens (the console refuses anyone else before any search)', async () => {
    const response = await customers.app.inject({ url: '/api/support/agent', headers: customers.as('support.agent') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loginId: 'support.agent' });
    expect((await customers.app.inject({ url: '/api/support/agent' })).statusCode).toBe(401);
  });

  it('finds sessions by login ID, policy number, journey and error', async () => {
    const ids = async (body: unknown) =>
      ((await search(body, 'support.agent')).json().sessions as { visitId: string }[]).map((s) => s.visitId);
    expect(await ids({ loginId: 'mutual.customer' })).toContain('visit-support-001');
    expect(await ids({ policyNumber: 'a1b2c3-1234' })).toEqual(['visit-support-001']);
    expect(await ids({ journey: 'quote' })).toContain('visit-support-002');
    expect(await ids({ journey: 'quote' })).not.toContain('visit-support-001');
    expect(await ids({ errorsOnly: true, from: '2026-11-01', to: '2026-11-03' })).toContain('visit-support-002');
    expect(await ids({ from: '2030-01-01' })).toEqual([]);
    expect((await search({ journey: 'nope' }, 'support.agent')).statusCode).toBe(400);
    expect((await search({ from: 'yesterday' }, 'support.agent')).statusCode).toBe(400);
  });

  it('opens a session with its actions in order, and 404s an unknown one', async () => {
    const response = await customers.app.inject({ url: '/api/support/sessions/visit-support-001', headers: customers.as('support.agent') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.session).toMatchObject({ visitId: 'visit-support-001', loginId: 'mutual.customer', actionCount: 2 });
    expect(body.entries.map((e: LogEntry) => e.seq)).toEqual([1, 2]);
    expect(body.entries[0].at).toBe(at0 + 1000);
    expect(
      (await customers.app.inject({ url: '/api/support/sessions/visit-nothing-01', headers: customers.as('support.agent') })).statusCode,
    ).toBe(404);
    expect((await customers.app.inject({ url: '/api/support/sessions/%3Cx%3E', headers: customers.as('support.agent') })).statusCode).toBe(
      404,
    );
  });
});

/** A hand-made visit of the given actions, a minute apart (from 2 January 2025, midnight UTC, unless told). */
function visitOf(
  visitId: string,
  app: SyntheticSession['app'],
  actions: [type: string, payload: unknown][],
  at0 = Date.UTC(2025, 0, 2),
): SyntheticSession {
  return {
    visitId,
    app,
    loginId: null,
    entries: actions.map(([type, payload], i) => ({ seq: i + 1, at: at0 + i * 60_000, type, payload, v: CATALOGUE_VERSION })),
  };
}

/**
 * Claims filed (the dates of loss are business days, US Eastern: 1 January 2025 begins at 05:00 UTC):
 * - signed in, online: the loss on 1 January, filed on 2 January at 00:01 UTC (19.0 hours after the day of loss began);
 * - signed in, saved on the phone on 3 January at 12:02 UTC, the loss that day, and filed in a later visit at 14:00 UTC
 *   (118 minutes saved, 9 hours after the day of loss began);
 * - signed in, sent from the phone on 4 January at 10:00 UTC by a visit whose saving visit never reached the gateway
 *   (closed offline): when it was saved (08:00 UTC, 120 minutes) and its date of loss (3 January, 29 hours) from the
 *   saved claim's filing;
 * - as a guest, the same: saved on 5 January at 12:00 UTC, the loss that day, sent at 13:00 UTC (60 minutes, 8 hours);
 * - as a guest, saved on the phone on 2 January at 20:00 UTC and sent 5 minutes later in the same visit, the loss that
 *   day (15.1 hours);
 * - neither a filing call's success recorded without its key (an older recording) nor a saved claim cancelled counts.
 */
const claimFilingVisits = [
  visitOf('hand-fnol-online', 'portal', [
    ['claims/fnolIntentCreated', { key: 'fnol-1', filing: { lossDate: '2025-01-01', policyNumber: 'A100000001' } }],
    ['api/callSucceeded', { actionName: 'claimFiling', key: 'fnol-1' }],
    ['claims/claimFiled', { claim: { fileNumber: '20250102001', lossDate: '2025-01-01' } }],
  ]),
  visitOf(
    'hand-fnol-saved',
    'portal',
    [
      ['claims/fnolIntentCreated', { key: 'fnol-2', filing: { lossDate: '2025-01-03', policyNumber: 'A100000001' } }],
      ['api/callFailed', { call: 'claimFiling', actionName: 'claimFiling', status: null, error: 'network', message: 'offline' }],
      ['claims/fnolQueued', { key: 'fnol-2' }],
    ],
    Date.UTC(2025, 0, 3, 12, 0),
  ),
  visitOf(
    'hand-fnol-sent-later',
    'portal',
    [
      ['api/callSucceeded', { actionName: 'claimFiling', key: 'fnol-2' }],
      ['claims/claimFiled', { claim: { fileNumber: '20250103002', lossDate: '2025-01-03' } }],
      ['api/callSucceeded', { actionName: 'claimFiling' }],
    ],
    Date.UTC(2025, 0, 3, 14, 0),
  ),
  visitOf(
    'hand-fnol-save-unrecorded',
    'portal',
    [
      ['api/callSucceeded', { actionName: 'claimFiling', key: 'fnol-3' }],
      ['claims/fnolSavedClaimSent', { key: 'fnol-3', savedAt: '2025-01-04T08:00:00.000Z', lossDate: '2025-01-03' }],
      ['claims/claimFiled', { claim: { fileNumber: '20250104003', lossDate: '2025-01-03' } }],
    ],
    Date.UTC(2025, 0, 4, 10, 0),
  ),
  visitOf(
    'hand-guest-save-unrecorded',
    'portal',
    [
      ['api/callSucceeded', { actionName: 'guestClaimFiling', key: 'guest-3' }],
      ['guestClaims/guestSavedClaimSent', { key: 'guest-3', savedAt: '2025-01-05T12:00:00.000Z', lossDate: '2025-01-05' }],
    ],
    Date.UTC(2025, 0, 5, 13, 0),
  ),
  visitOf(
    'hand-guest-saved',
    'portal',
    [
      ['guestClaims/guestFnolIntentCreated', { key: 'guest-1', filing: { line: 'auto', incidentDate: '2025-01-02' } }],
      ['guestClaims/guestClaimQueued', { key: 'guest-1' }],
      ['guestClaims/guestFnolIntentCreated', { key: 'guest-2', filing: { line: 'home', incidentDate: '2025-01-02' } }],
      ['guestClaims/guestClaimQueued', { key: 'guest-2' }],
      ['guestClaims/guestQueuedClaimCancelled', { key: 'guest-2' }],
      ['app/connectionRestored', { message: 'Back online' }],
      ['api/callSucceeded', { actionName: 'guestClaimFiling', key: 'guest-1' }],
    ],
    Date.UTC(2025, 0, 2, 19, 59),
  ),
];

describe('journey analytics', () => {
  const lifeVisit = (visitId: string, outageActive: boolean) =>
    visitOf(visitId, 'quoting', [
      ['lifeQuoting/outageChecked', { active: outageActive, checkedAt: 1 }],
      ['lifeQuoting/knockedOut', { quoteId: 'LQ1', code: 'HW_01', reason: 'Height or weight out of range' }],
    ]);
  const sessions = [
    ...syntheticSessions(400, 11, Date.UTC(2025, 0, 1)),
    lifeVisit('hand-life-1', true),
    lifeVisit('hand-life-2', false),
    visitOf('hand-pay-1', 'portal', [
      ['payments/outageChecked', { billing: false, lifeBilling: true, checkedAt: 1 }],
      ['payments/paymentBlockedByOutage', { outage: 'lifeBilling' }],
    ]),
    visitOf('hand-pay-2', 'portal', [['payments/outageChecked', { billing: false, lifeBilling: false, checkedAt: 1 }]]),
    ...claimFilingVisits,
  ];
  beforeAll(async () => {
    await customers.database.db.deleteFrom('recorded_sessions').execute();
    await insertSyntheticSessions(customers.database.db, sessions);
  });

  it.each(['quote', 'payment', 'signIn'])(
    'the SQL funnel of %s equals the command-line funnel over the same logs, ordered and strict',
    async (key) => {
      for (const ordering of ['ordered', 'strict'] as const) {
        for (const windowMinutes of [5, 60 * 24]) {
          const query: FunnelQuery = { steps: journeyByKey(key)!.steps, windowMinutes, ordering };
          const expected = funnelOf(
            sessions.map((s) => s.entries),
            query,
          );
          expect(await funnelReport(customers.database.db, query)).toEqual(expected);
          expect(expected[0]!.sessions).toBeGreaterThan(0);
        }
      }
    },
  );

  it('the SQL journey report equals the command-line report over the same logs', async () => {
    const byKey = <T extends object>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const expected = journeyReportOf(sessions.map((s) => s.entries));
    const actual = await journeyReport(customers.database.db);
    expect(byKey(actual.knockouts)).toEqual(byKey(expected.knockouts));
    expect(byKey(actual.apiFailures)).toEqual(byKey(expected.apiFailures));
    expect(byKey(actual.outageHits)).toEqual(byKey(expected.outageHits));
    expect(actual.claimFilings).toEqual(expected.claimFilings);
    expect(expected.knockouts.length).toBeGreaterThan(1);
    expect(expected.knockouts).toContainEqual({ lineOfBusiness: 'life', reason: 'Height or weight out of range', sessions: 2 });
    expect(expected.knockouts.every((k) => k.lineOfBusiness !== 'unknown')).toBe(true);
  });

  it('answers the journey report from the rollup as from the log, however many visits are rolled up so far', async () => {
    const byKey = <T extends object>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const expected = journeyReportOf(sessions.map((s) => s.entries));
    const everyVisitEnded = new Date(Date.UTC(2026, 0, 1));
    for (const page of [37, 150, 1000]) {
      await rollUpEndedVisits(customers.database.db, everyVisitEnded, page);
      const actual = await journeyReport(customers.database.db);
      expect(byKey(actual.knockouts)).toEqual(byKey(expected.knockouts));
      expect(byKey(actual.apiFailures)).toEqual(byKey(expected.apiFailures));
      expect(byKey(actual.outageHits)).toEqual(byKey(expected.outageHits));
      expect(actual.claimFilings).toEqual(expected.claimFilings);
    }
    const rolledUp = await customers.database.db
      .selectFrom('recorded_sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .whereRef('rolled_up_actions', '=', 'action_count')
      .executeTakeFirstOrThrow();
    expect(Number(rolledUp.n)).toBe(sessions.length);
    const measured = await customers.database.db.selectFrom('visit_measures').select('measure').distinct().execute();
    expect(measured.map((m) => m.measure).sort()).toEqual(['apiFailure', 'knockout', 'outage']);
    expect(await customers.database.db.selectFrom('visit_claim_filings').select('key').execute()).not.toEqual([]);
  });

  it('measures claims filed per way, from the day of loss and from saved on the phone, across visits', async () => {
    const { claimFilings } = await journeyReport(customers.database.db);
    expect(claimFilings).toEqual([
      {
        way: 'signedIn',
        filed: 3,
        savedOnPhone: 2,
        lossToFiledHoursMedian: 19,
        lossToFiledHoursP90: 27,
        savedToFiledMinutesMedian: 119,
        savedToFiledMinutesP90: 119.8,
      },
      {
        way: 'guest',
        filed: 2,
        savedOnPhone: 2,
        lossToFiledHoursMedian: 11.5,
        lossToFiledHoursP90: 14.4,
        savedToFiledMinutesMedian: 32.5,
        savedToFiledMinutesP90: 54.5,
      },
    ]);
  });

  it('counts an outage only where the customer met an active window, not every check', async () => {
    const { outageHits } = await journeyReport(customers.database.db);
    const checked = sessions.filter((s) => s.entries.some((e) => e.type === 'payments/outageChecked')).length;
    const hits = Object.fromEntries(outageHits.map((h) => [h.outage, h.sessions]));
    expect(hits.lifeQuoting).toBe(1);
    expect(hits.lifeBilling).toBe(1);
    expect(hits.billing).toBeGreaterThan(0);
    expect(hits.billing).toBeLessThan(checked / 4);
  });

  it('strict ordering does not count a step reached after going back to an earlier one', async () => {
    const query: FunnelQuery = { steps: journeyByKey('payment')!.steps, windowMinutes: 600, ordering: 'strict' };
    const log = [
      route(1, '/billing/makeapayment'),
      route(2, '/billing/makeapayment/method'),
      route(3, '/billing/makeapayment'),
      route(4, '/billing/makeapayment/verification'),
    ];
    expect(funnelOf([log], query).map((r) => r.sessions)).toEqual([1, 1, 0, 0]);
    expect(funnelOf([log], { ...query, ordering: 'ordered' }).map((r) => r.sessions)).toEqual([1, 1, 1, 0]);
  });

  it('reports knockouts by line of business, API failures and outage hits; funnel and report calls answer the console', async () => {
    const report = await customers.app.inject({ url: '/api/support/reports/journeys', headers: customers.as('support.agent') });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.knockouts.length).toBeGreaterThan(0);
    expect(body.knockouts[0]).toEqual({ lineOfBusiness: expect.any(String), reason: expect.any(String), sessions: expect.any(Number) });
    expect(body.apiFailures[0]).toMatchObject({ call: 'policiesSummary' });
    expect(body.outageHits[0]).toMatchObject({ outage: 'billing' });
    expect(body.claimFilings.map((r: { way: string; filed: number }) => [r.way, r.filed])).toEqual([
      ['signedIn', 3],
      ['guest', 2],
    ]);
    const funnel = await customers.app.inject({
      method: 'POST',
      url: '/api/support/reports/funnel',
      payload: { journey: 'quote', windowMinutes: 60, ordering: 'ordered' },
      headers: customers.as('support.agent'),
    });
    expect(funnel.json().rows.map((r: { step: string }) => r.step)).toEqual(journeyByKey('quote')!.steps.map((s) => s.name));
    expect(funnel.json().rows[1].conversion).toBeGreaterThan(0);
    const bad = await customers.app.inject({
      method: 'POST',
      url: '/api/support/reports/funnel',
      payload: { journey: 'quote', windowMinutes: 0, ordering: 'ordered' },
      headers: customers.as('support.agent'),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("names the line of business of the quoting and life applications' own knockouts", async () => {
    await started('visit-knockout-01', { app: 'quoting' });
    await upload(
      'visit-knockout-01',
      batch([
        entry(1, 'quoting/quoteKnockedOut', {
          quoteId: 'q-1',
          quoteType: 'renters',
          stage: 'quote',
          code: 'UNITS',
          reason: 'More than 4 units',
        }),
        entry(2, 'lifeQuoting/knockedOut', { quoteId: 'l-1', code: 'HW_01', reason: 'Height or weight out of range' }),
      ]),
    );
    const { knockouts } = (
      await customers.app.inject({ url: '/api/support/reports/journeys', headers: customers.as('support.agent') })
    ).json() as { knockouts: { lineOfBusiness: string; reason: string }[] };
    expect(knockouts.map((k) => `${k.lineOfBusiness}: ${k.reason}`)).toEqual(
      expect.arrayContaining(['renters: More than 4 units', 'life: Height or weight out of range']),
    );
  });
});
