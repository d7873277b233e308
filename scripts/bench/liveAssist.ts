// Live assist's lag (issue 37), printed by `npm run bench -- live`: the time from a customer's action to the agent's
// view having it, for a 1,000-action visit, with the customer and the agent on two gateway instances of one database
// (the PostgreSQL server when DATABASE_URL is set, else the embedded one).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { visitSecretHeader } from '../../src/contract/sessions';
import type { LiveActions, LiveShare } from '../../src/contract/liveAssist';
import { bearer, gateway, mintToken, openTestDatabase } from '../../test/server/support/gateway';
import { signedInChatSocket, type TestSocket } from '../../test/server/support/chatSocket';

const visitActions = 1_000;
/** A customer dispatches an action every few milliseconds at most (typing, a step's events); this paces the visit. */
const dispatchEveryMs = 15;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function call<T>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers = {},
): Promise<T> {
  const answer = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}

/** A chat held by the agent on B, its customer on A, the share asked for and agreed to for a new visit. */
async function liveShare(a: FastifyInstance, b: FastifyInstance, customer: string, agent: string) {
  const customerSocket = await signedInChatSocket(a, customer);
  const agentSocket = await signedInChatSocket(b, agent);
  customerSocket.send({ type: 'send', text: 'I am stuck on the payment' });
  const started = await agentSocket.next((f) => f.type === 'conversation' && f.conversation.status === 'waiting');
  if (started.type !== 'conversation') throw new Error('no conversation');
  agentSocket.send({ type: 'take', conversationId: started.conversation.conversationId });
  await customerSocket.next((f) => f.type === 'conversation' && f.conversation.status === 'answered');
  const share = await call<LiveShare>(b, agent, 'POST', '/support/live-assist/shares', {
    conversationId: started.conversation.conversationId,
  });
  const visitId = randomUUID();
  const { writeSecret } = await call<{ writeSecret: string }>(a, customer, 'POST', `/sessions/${visitId}`, {
    app: 'portal',
    mobileApp: false,
    viewportWidth: 390,
  });
  await call(a, customer, 'POST', `/live-assist/shares/${share.shareId}/consent`, { visitId });
  return { share, visitId, writeSecret, customerSocket, agentSocket };
}

/**
 * The agent's view: at each notice of new actions, reads after the last one it has until caught up, noting when each
 * action arrived. Resolves once it has `count` actions.
 */
function agentView(b: FastifyInstance, agent: string, socket: TestSocket, shareId: string, count: number) {
  const arrived = new Map<number, number>();
  let last = 0;
  let reading = false;
  return new Promise<Map<number, number>>((resolve, reject) => {
    const catchUp = async () => {
      if (reading) return;
      reading = true;
      try {
        for (;;) {
          const read = await call<LiveActions>(b, agent, 'GET', `/support/live-assist/shares/${shareId}/actions/${last}`);
          const now = performance.now();
          for (const entry of read.entries) if (!arrived.has(entry.seq)) arrived.set(entry.seq, now);
          last = read.lastSeq;
          if (!read.more) break;
        }
      } finally {
        reading = false;
      }
      if (arrived.size >= count) resolve(arrived);
    };
    socket.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; event?: { type: string; lastSeq?: number } };
      if (frame.type === 'live' && frame.event?.type === 'actions' && (frame.event.lastSeq ?? 0) > last) catchUp().catch(reject);
    });
    // A notice that came while a read was under way is caught by a look now and then.
    const look = setInterval(() => catchUp().catch(reject), 500);
    void Promise.resolve().then(() => look.unref());
  });
}

export async function benchLiveAssist(): Promise<void> {
  const database = await openTestDatabase();
  const second = await database.openAnother();
  const [a, b] = await Promise.all([gateway(database.db, { notifications: database }), gateway(second.db, { notifications: second })]);
  try {
    const customer = await mintToken(database.db, { sub: 'mutual.customer' });
    const agent = await mintToken(database.db, { sub: 'support.agent', role: 'support' });
    const live = await liveShare(a, b, customer, agent);
    const view = agentView(b, agent, live.agentSocket, live.share.shareId, visitActions);

    // The customer's tab while shared: each action is sent at once, the next upload when the last one answered
    // (sagas/recording.ts); actions dispatched meanwhile go together.
    const dispatchedAt = new Map<number, number>();
    const pending: LogEntry[] = [];
    let uploading = Promise.resolve();
    const upload = async () => {
      while (pending.length > 0) {
        const entries = pending.splice(0);
        await call(a, customer, 'POST', `/sessions/${live.visitId}/actions`, { entries }, { [visitSecretHeader]: live.writeSecret });
      }
    };
    for (let seq = 1; seq <= visitActions; seq += 1) {
      dispatchedAt.set(seq, performance.now());
      pending.push({
        seq,
        at: Date.now(),
        type: 'forms/fieldCommitted',
        payload: { form: 'payment', field: 'amount', value: `${seq}` },
        v: CATALOGUE_VERSION,
      });
      uploading = uploading.then(upload);
      await new Promise((wait) => setTimeout(wait, dispatchEveryMs));
    }
    await uploading;
    const arrived = await view;
    const lags = [...dispatchedAt].map(([seq, at]) => arrived.get(seq)! - at).sort((x, y) => x - y);
    const kind = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded database';
    console.log(
      `live assist lag over ${visitActions} actions (customer on one instance, agent on another, ${kind}): ` +
        `p50 ${percentile(lags, 50).toFixed(0)} ms, p95 ${percentile(lags, 95).toFixed(0)} ms, max ${lags.at(-1)!.toFixed(0)} ms ` +
        `(goal: p95 under 1,000 ms; load ${loadavg()[0]!.toFixed(1)})`,
    );
    live.customerSocket.ws.terminate();
    live.agentSocket.ws.terminate();
  } finally {
    await a.close();
    await b.close();
    await second.close();
    await database.close();
  }
}
