import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import type { LiveActions, LiveAuditRecord, LiveShare, VisitViewerRecord } from '../../src/contract/liveAssist';
import { visitSecretHeader } from '../../src/contract/sessions';
import type { DatabaseHandle } from '../../server/db/connect';
import { endEverySession } from '../../server/auth/sessions';
import { bearer, gateway, mintToken, openTestDatabase, type TestDatabase } from './support/gateway';
import { signedInChatSocket as openSocket, type TestSocket } from './support/chatSocket';

// Live assist across two gateway instances on one database (the customer on A, the agent on B): consent first, the
// refusals of every call made by the wrong person or at the wrong time, the visit's masked actions reaching the agent
// without gaps or duplicates, the highlight reaching the customer, and the audit.
jest.setTimeout(120_000);

let database: TestDatabase;
let second: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
const tokens: Record<string, string> = {};
const sockets: TestSocket[] = [];
const as = (loginId: string) => bearer(tokens[loginId]!);

beforeAll(async () => {
  database = await openTestDatabase();
  second = await database.openAnother();
  [instanceA, instanceB] = await Promise.all([
    gateway(database.db, { notifications: database }),
    gateway(second.db, { notifications: second }),
  ]);
  // A second support agent, to be refused another's share.
  const agent = await database.db.selectFrom('users').selectAll().where('login_id', '=', 'support.agent').executeTakeFirstOrThrow();
  await database.db
    .insertInto('users')
    .values({
      login_id: 'second.agent',
      password_hash: agent.password_hash,
      party_id: null,
      role: 'support',
      sessions_ended_at: null,
      sessions_ended_reason: null,
    })
    .onConflict((oc) => oc.column('login_id').doNothing())
    .execute();
  for (const loginId of ['mutual.customer', 'life.customer']) tokens[loginId] = await mintToken(database.db, { sub: loginId });
  for (const loginId of ['support.agent', 'second.agent'])
    tokens[loginId] = await mintToken(database.db, { sub: loginId, role: 'support' });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
  // Each test starts with no open chat.
  await database.db.updateTable('chat_conversations').set({ status: 'ended' }).where('status', '<>', 'ended').execute();
});
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await second?.close();
  await database?.close();
});

const track = (socket: TestSocket) => {
  sockets.push(socket);
  return socket;
};

const call = (app: FastifyInstance, loginId: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(loginId ? as(loginId) : {}), 'user-agent': `test browser of ${loginId ?? 'nobody'}` },
    remoteAddress: loginId === 'support.agent' ? '10.1.0.7' : '203.0.113.9',
    ...(payload ? { payload } : {}),
  });

/** A conversation of the customer, taken by the agent (the chat's own frames, through the sockets). */
async function heldChat(
  customer = 'mutual.customer',
  agent = 'support.agent',
): Promise<{ conversationId: string; customerSocket: TestSocket; agentSocket: TestSocket }> {
  const customerSocket = track(await openSocket(instanceA, tokens[customer]!));
  const agentSocket = track(await openSocket(instanceB, tokens[agent]!));
  customerSocket.ws.send(JSON.stringify({ type: 'send', text: 'I am stuck on the payment' }));
  const started = await agentSocket.next((f) => f.type === 'conversation' && f.conversation.customer === customer);
  if (started.type !== 'conversation') throw new Error('no conversation');
  const { conversationId } = started.conversation;
  agentSocket.ws.send(JSON.stringify({ type: 'take', conversationId }));
  await customerSocket.next((f) => f.type === 'conversation' && f.conversation.status === 'answered');
  return { conversationId, customerSocket, agentSocket };
}

const entry = (seq: number, type: string, payload?: unknown): LogEntry => ({
  seq,
  at: Date.now() - 60_000 + seq,
  type,
  payload,
  v: CATALOGUE_VERSION,
});
const route = (seq: number, pathname: string) =>
  entry(seq, '@@router/LOCATION_CHANGE', { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false });

/** A visit recorded by the customer's tab (started signed in): its id and a way to add batches. */
async function customersVisit(customer = 'mutual.customer') {
  const visitId = randomUUID();
  const started = await instanceA.inject({
    method: 'POST',
    url: `/api/sessions/${visitId}`,
    headers: as(customer),
    payload: { app: 'portal', mobileApp: false, viewportWidth: 390 },
  });
  expect(started.statusCode).toBe(200);
  const { writeSecret } = started.json<{ writeSecret: string }>();
  const upload = async (entries: LogEntry[]) => {
    const response = await instanceA.inject({
      method: 'POST',
      url: `/api/sessions/${visitId}/actions`,
      headers: { ...as(customer), [visitSecretHeader]: writeSecret },
      payload: { entries },
    });
    expect(response.statusCode).toBe(200);
  };
  return { visitId, upload };
}

async function asked(conversationId: string, agent = 'support.agent'): Promise<LiveShare> {
  const response = await call(instanceB, agent, 'POST', '/support/live-assist/shares', { conversationId });
  expect(response.statusCode).toBe(200);
  return response.json<LiveShare>();
}

async function consented(share: LiveShare, visitId: string, customer = 'mutual.customer'): Promise<LiveShare> {
  const response = await call(instanceA, customer, 'POST', `/live-assist/shares/${share.shareId}/consent`, { visitId });
  expect(response.statusCode).toBe(200);
  return response.json<LiveShare>();
}

const watch = (share: LiveShare, after: number, agent = 'support.agent') =>
  call(instanceB, agent, 'GET', `/support/live-assist/shares/${share.shareId}/actions/${after}`);

const refusal = (response: { statusCode: number; json: <T>() => T }) => ({
  status: response.statusCode,
  message: response.json<{ message: string }>().message,
});

describe('who may ask, answer and watch', () => {
  it('refuses a customer every agent call: asking, watching, highlighting, the audit (403 with a message)', async () => {
    const { conversationId } = await heldChat();
    const share = await asked(conversationId);
    for (const [method, url, payload] of [
      ['POST', '/support/live-assist/shares', { conversationId }],
      ['GET', `/support/live-assist/shares/${share.shareId}`],
      ['GET', `/support/live-assist/shares/${share.shareId}/actions/0`],
      ['POST', `/support/live-assist/shares/${share.shareId}/highlight`, { target: 'amount', text: 'Type the amount here' }],
      ['GET', '/support/live-assist/audit'],
    ] as const) {
      const response = await call(instanceA, 'mutual.customer', method, url, payload);
      expect(refusal(response)).toEqual({ status: 403, message: expect.stringMatching(/support agents/) });
    }
    expect((await call(instanceA, null, 'POST', '/support/live-assist/shares', { conversationId })).statusCode).toBe(401);
  });

  it('lets an agent ask only from a chat they hold', async () => {
    const customerSocket = track(await openSocket(instanceA, tokens['mutual.customer']!));
    const agentSocket = track(await openSocket(instanceB, tokens['support.agent']!));
    customerSocket.ws.send(JSON.stringify({ type: 'send', text: 'Hello?' }));
    const started = await agentSocket.next((f) => f.type === 'conversation');
    if (started.type !== 'conversation') throw new Error('no conversation');
    const waiting = await call(instanceB, 'support.agent', 'POST', '/support/live-assist/shares', {
      conversationId: started.conversation.conversationId,
    });
    expect(refusal(waiting)).toEqual({ status: 409, message: expect.stringMatching(/take the conversation first/) });
    agentSocket.ws.send(JSON.stringify({ type: 'take', conversationId: started.conversation.conversationId }));
    await customerSocket.next((f) => f.type === 'conversation' && f.conversation.status === 'answered');
    const another = await call(instanceB, 'second.agent', 'POST', '/support/live-assist/shares', {
      conversationId: started.conversation.conversationId,
    });
    expect(refusal(another)).toEqual({ status: 409, message: expect.stringMatching(/take the conversation first/) });
    const unknown = await call(instanceB, 'support.agent', 'POST', '/support/live-assist/shares', { conversationId: 'no-such-chat' });
    expect(unknown.statusCode).toBe(404);
    const ok = await asked(started.conversation.conversationId);
    expect(ok).toMatchObject({ status: 'requested', customer: 'mutual.customer', agent: 'support.agent', visitId: null });
    // Asking again gives the same request back.
    expect((await asked(started.conversation.conversationId)).shareId).toBe(ok.shareId);
  });

  it('tells the customer who asks (on another instance), and no one else; another customer can neither see, answer nor stop it', async () => {
    const { conversationId, customerSocket } = await heldChat();
    const lifeSocket = track(await openSocket(instanceA, tokens['life.customer']!));
    const share = await asked(conversationId);
    const told = await customerSocket.next((f) => f.type === 'live');
    expect(told).toEqual({ type: 'live', event: { type: 'share', share } });
    const mine = await call(instanceA, 'mutual.customer', 'GET', '/live-assist/share');
    expect(mine.json()).toEqual({ share });
    expect((await call(instanceA, 'life.customer', 'GET', '/live-assist/share')).json()).toEqual({ share: null });
    const { visitId } = await customersVisit('life.customer');
    for (const [url, payload] of [
      [`/live-assist/shares/${share.shareId}/consent`, { visitId }],
      [`/live-assist/shares/${share.shareId}/decline`],
      [`/live-assist/shares/${share.shareId}/stop`],
    ] as const) {
      const response = await call(instanceA, 'life.customer', 'POST', url, payload);
      expect(refusal(response)).toEqual({ status: 404, message: 'We could not find that request to share a screen.' });
    }
    // A support agent is not a customer: the customer's calls refuse them.
    expect((await call(instanceB, 'support.agent', 'POST', `/live-assist/shares/${share.shareId}/consent`, { visitId })).statusCode).toBe(
      403,
    );
    expect(lifeSocket.frames.filter((f) => f.type === 'live')).toEqual([]);
    expect((await call(instanceA, 'mutual.customer', 'GET', `/live-assist/share`)).json<{ share: LiveShare }>().share.status).toBe(
      'requested',
    );
  });

  it('refuses a customer consenting with a visit that is not theirs', async () => {
    const { conversationId } = await heldChat();
    const share = await asked(conversationId);
    const { visitId } = await customersVisit('life.customer');
    const response = await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/consent`, { visitId });
    expect(refusal(response)).toEqual({ status: 409, message: expect.stringMatching(/could not find this visit of yours/) });
    expect(
      (await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/consent`, { visitId: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('watching', () => {
  it('refuses watching and highlighting before the customer agrees, and to another agent after', async () => {
    const { conversationId } = await heldChat();
    const share = await asked(conversationId);
    expect(refusal(await watch(share, 0))).toEqual({ status: 409, message: 'The customer has not agreed to share their screen.' });
    const highlight = await call(instanceB, 'support.agent', 'POST', `/support/live-assist/shares/${share.shareId}/highlight`, {
      target: 'amount',
      text: 'Here',
    });
    expect(highlight.statusCode).toBe(409);
    const { visitId } = await customersVisit();
    await consented(share, visitId);
    expect(refusal(await watch(share, 0, 'second.agent'))).toEqual({
      status: 403,
      message: 'This screen is shared with another agent, not with you.',
    });
    expect((await call(instanceB, 'second.agent', 'GET', `/support/live-assist/shares/${share.shareId}`)).statusCode).toBe(403);
    expect((await watch({ ...share, shareId: 'no-such-share' }, 0)).statusCode).toBe(404);
    expect((await watch(share, -1)).statusCode).toBe(400);
  });

  it("streams the visit's masked actions to the agent on the other instance, in order, without gaps or duplicates after a drop", async () => {
    const { conversationId, agentSocket, customerSocket } = await heldChat();
    const share = await asked(conversationId);
    const { visitId, upload } = await customersVisit();
    await upload([route(1, '/customers/billing'), route(2, '/customers/billing/makeapayment/amount')]);
    const live = await consented(share, visitId);
    expect(live).toMatchObject({ status: 'live', visitId });
    expect(await agentSocket.next((f) => f.type === 'live' && f.event.type === 'share' && f.event.share.status === 'live')).toEqual({
      type: 'live',
      event: { type: 'share', share: live },
    });

    const first = (await watch(share, 0)).json<LiveActions>();
    expect(first.visit).toEqual({ visitId, viewportWidth: 390, mobileApp: false });
    expect(first.entries.map((e) => e.seq)).toEqual([1, 2]);
    expect(first).toMatchObject({ lastSeq: 2, more: false });

    await upload([
      entry(3, 'payments/methodSubmitted', {
        details: {
          kind: 'card',
          cardholderName: 'Jordan Lee',
          cardNumber: '4111111111111111',
          expiry: '12/30',
          securityCode: '737',
          zip: '43215',
        },
      }),
      route(4, '/customers/billing/makeapayment/verification'),
    ]);
    // The agent hears there is more (on instance B, stored on A), and reads it after what it has.
    expect(await agentSocket.next((f) => f.type === 'live' && f.event.type === 'actions')).toEqual({
      type: 'live',
      event: { type: 'actions', shareId: share.shareId, agent: 'support.agent', lastSeq: 4 },
    });
    const next = (await watch(share, first.lastSeq)).json<LiveActions>();
    expect(next.entries.map((e) => e.seq)).toEqual([3, 4]);
    expect(JSON.stringify(next.entries)).not.toMatch(/4111|737|Jordan/);
    // The customer never hears of the actions.
    expect(customerSocket.frames.filter((f) => f.type === 'live' && f.event.type === 'actions')).toEqual([]);

    // The agent's connection dropped after seq 4: a batch sent twice meanwhile, and a long one, read in pages.
    const many = Array.from({ length: 620 }, (_, i) => route(5 + i, i % 2 ? '/customers/billing' : '/customers/policies'));
    await upload(many.slice(0, 300));
    await upload(many.slice(0, 300));
    await upload(many.slice(300));
    const seen: number[] = [...first.entries, ...next.entries].map((e) => e.seq);
    let after = next.lastSeq;
    for (;;) {
      const page = (await watch(share, after)).json<LiveActions>();
      seen.push(...page.entries.map((e) => e.seq));
      after = page.lastSeq;
      if (!page.more) break;
    }
    expect(seen).toEqual(Array.from({ length: 624 }, (_, i) => i + 1));
  });

  it('delivers a highlight to the customer only, and refuses one that names no field or says too much', async () => {
    const { conversationId, agentSocket, customerSocket } = await heldChat();
    const share = await asked(conversationId);
    const { visitId } = await customersVisit();
    await consented(share, visitId);
    const highlight = { target: 'amount', text: 'Type the amount you want to pay here' };
    const response = await call(instanceB, 'support.agent', 'POST', `/support/live-assist/shares/${share.shareId}/highlight`, highlight);
    expect(response.json()).toEqual({ delivered: true });
    expect(await customerSocket.next((f) => f.type === 'live' && f.event.type === 'highlight')).toEqual({
      type: 'live',
      event: { type: 'highlight', shareId: share.shareId, highlight, at: expect.any(String) },
    });
    for (const bad of [
      { target: '<script>', text: 'x' },
      { target: 'amount', text: 'x'.repeat(141) },
      { target: 'amount', text: ' ' },
      { text: 'Here' },
    ]) {
      const refused = await call(instanceB, 'support.agent', 'POST', `/support/live-assist/shares/${share.shareId}/highlight`, bad);
      expect(refused.statusCode).toBe(400);
    }
    expect(agentSocket.frames.filter((f) => f.type === 'live' && f.event.type === 'highlight')).toEqual([]);
  });
});

describe('how sharing ends', () => {
  async function liveShare() {
    const chat = await heldChat();
    const share = await asked(chat.conversationId);
    const { visitId, upload } = await customersVisit();
    await upload([route(1, '/customers/billing')]);
    await consented(share, visitId);
    expect((await watch(share, 0)).statusCode).toBe(200);
    return { ...chat, share, upload };
  }
  const ended = { status: 409, message: 'Screen sharing has ended: ask the customer again from the chat.' };

  it("ends at the customer's Stop sharing: the agent is told and every further live call refused", async () => {
    const { share, agentSocket } = await liveShare();
    const stopped = await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/stop`);
    expect(stopped.json()).toMatchObject({ status: 'ended', endedReason: 'stoppedByCustomer' });
    expect(await agentSocket.next((f) => f.type === 'live' && f.event.type === 'share' && f.event.share.status === 'ended')).toBeTruthy();
    expect(refusal(await watch(share, 0))).toEqual(ended);
    const highlight = await call(instanceB, 'support.agent', 'POST', `/support/live-assist/shares/${share.shareId}/highlight`, {
      target: 'amount',
      text: 'Here',
    });
    expect(refusal(highlight)).toEqual(ended);
    // Stopping again changes nothing.
    expect((await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/stop`)).json()).toMatchObject({
      status: 'ended',
    });
    expect(
      (
        await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/consent`, {
          visitId: share.visitId ?? 'none-given',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('ends when the agent stops', async () => {
    const { share, customerSocket } = await liveShare();
    const stopped = await call(instanceB, 'support.agent', 'POST', `/support/live-assist/shares/${share.shareId}/stop`);
    expect(stopped.json()).toMatchObject({ status: 'ended', endedReason: 'stoppedByAgent' });
    expect(
      await customerSocket.next((f) => f.type === 'live' && f.event.type === 'share' && f.event.share.status === 'ended'),
    ).toBeTruthy();
    expect(refusal(await watch(share, 0))).toEqual(ended);
  });

  it('refuses watching after the customer declines, and a second answer', async () => {
    const { conversationId, agentSocket } = await heldChat();
    const share = await asked(conversationId);
    const declined = await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/decline`);
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(
      await agentSocket.next((f) => f.type === 'live' && f.event.type === 'share' && f.event.share.status === 'declined'),
    ).toBeTruthy();
    expect(refusal(await watch(share, 0))).toEqual({ status: 409, message: 'The customer declined to share their screen.' });
    const { visitId } = await customersVisit();
    expect((await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/consent`, { visitId })).statusCode).toBe(
      409,
    );
    expect((await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/decline`)).statusCode).toBe(409);
    // The agent may ask again.
    expect((await asked(conversationId)).shareId).not.toBe(share.shareId);
  });

  it('ends when the chat ends', async () => {
    const { share, customerSocket, conversationId } = await liveShare();
    customerSocket.ws.send(JSON.stringify({ type: 'end', conversationId }));
    expect(await customerSocket.next((f) => f.type === 'live' && f.event.type === 'share' && f.event.share.status === 'ended')).toEqual({
      type: 'live',
      event: { type: 'share', share: expect.objectContaining({ endedReason: 'chatEnded' }) },
    });
    expect(refusal(await watch(share, 0))).toEqual(ended);
  });

  it("ends when the customer's sign-in ends, on any instance", async () => {
    const { share } = await liveShare();
    await endEverySession(database.db, { loginId: 'mutual.customer' }, 'signedOutEverywhere');
    try {
      expect(refusal(await watch(share, 0))).toEqual(ended);
      const row = await database.db
        .selectFrom('live_assist_shares')
        .selectAll()
        .where('share_id', '=', share.shareId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'ended', ended_reason: 'signInEnded' });
    } finally {
      tokens['mutual.customer'] = await mintToken(database.db, { sub: 'mutual.customer' });
    }
  });
});

describe('the audit', () => {
  it('records each step with who, whom, when and from where; the customer reads who viewed their visits', async () => {
    const before = new Date().toISOString();
    const chat = await heldChat();
    const share = await asked(chat.conversationId);
    const { visitId } = await customersVisit();
    await consented(share, visitId);
    await watch(share, 0);
    await watch(share, 0);
    await call(instanceA, 'mutual.customer', 'POST', `/live-assist/shares/${share.shareId}/stop`);
    const { records } = (await call(instanceB, 'support.agent', 'GET', '/support/live-assist/audit')).json<{
      records: LiveAuditRecord[];
    }>();
    const ofShare = records.filter((r) => r.shareId === share.shareId).reverse();
    expect(ofShare.map((r) => [r.kind, r.by])).toEqual([
      ['requested', 'support'],
      ['consented', 'customer'],
      ['started', 'support'],
      ['stopped', 'customer'],
    ]);
    expect(ofShare[0]).toMatchObject({
      customer: 'mutual.customer',
      agent: 'support.agent',
      ip: '10.1.0.7',
      userAgent: 'test browser of support.agent',
    });
    expect(ofShare[1]).toMatchObject({ visitId, ip: '203.0.113.9', userAgent: 'test browser of mutual.customer' });
    for (const r of ofShare) expect(r.at >= before).toBe(true);

    const viewers = (await call(instanceA, 'mutual.customer', 'GET', '/live-assist/viewers')).json<{ records: VisitViewerRecord[] }>();
    expect(viewers.records.filter((r) => r.shareId === share.shareId).map((r) => [r.kind, r.agent])).toEqual([
      ['stopped', 'support.agent'],
      ['started', 'support.agent'],
      ['consented', 'support.agent'],
      ['requested', 'support.agent'],
    ]);
    expect(JSON.stringify(viewers)).not.toMatch(/10\.1\.0\.7|test browser/);
    const others = (await call(instanceA, 'life.customer', 'GET', '/live-assist/viewers')).json<{ records: VisitViewerRecord[] }>();
    expect(others.records.filter((r) => r.shareId === share.shareId)).toEqual([]);
    expect((await call(instanceB, 'support.agent', 'GET', '/live-assist/viewers')).statusCode).toBe(403);
  });
});
