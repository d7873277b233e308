import type { FastifyInstance } from 'fastify';
import { chatCloseCodes, type ChatServerFrame } from '../../src/contract/chat';
import type { DatabaseHandle } from '../../server/db/connect';
import { gateway, mintToken, openTestDatabase, type TestDatabase } from './support/gateway';
import { openChatSocket as open, signedInChatSocket as signedIn, type TestSocket } from './support/chatSocket';

const isMessage = (text: string) => (frame: ChatServerFrame) => frame.type === 'message' && frame.message.text === text;

let database: TestDatabase;
let second: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
const tokens: Record<string, string> = {};
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  second = await database.openAnother();
  // Two instances, each with its own pool and its own LISTEN connection (one PGlite in process without DATABASE_URL).
  [instanceA, instanceB] = await Promise.all([
    gateway(database.db, { notifications: database }),
    gateway(second.db, { notifications: second }),
  ]);
  for (const loginId of ['mutual.customer', 'life.customer']) tokens[loginId] = await mintToken(database.db, { sub: loginId });
  tokens['support.agent'] = await mintToken(database.db, { sub: 'support.agent', role: 'support' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
});
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await second?.close();
  await database?.close();
});

const track = <S extends TestSocket>(socket: S) => {
  sockets.push(socket);
  return socket;
};

describe('the chat socket', () => {
  it('answers a plain HTTP request 426 with a message', async () => {
    const response = await instanceA.inject({ url: '/api/chat/socket' });
    expect(response.statusCode).toBe(426);
    expect(response.json().message).toBe('The chat answers WebSocket connections only.');
  });

  it('closes with a reason on a frame before the sign-in, a rejected token, or a malformed frame', async () => {
    const early = track(await open(instanceA));
    early.send({ type: 'send', text: 'hello?' });
    expect(await early.closed).toEqual({ code: chatCloseCodes.unauthorized, reason: expect.stringContaining('Sign in first') });

    const forged = track(await open(instanceA));
    forged.send({ type: 'hello', token: 'a.b.c' });
    expect(await forged.closed).toEqual({
      code: chatCloseCodes.unauthorized,
      reason: 'The access token is not valid. Please sign in again.',
    });

    for (const bad of ['not json', { type: 'send', text: '' }, { type: 'send', text: 'x'.repeat(1001) }, { type: 'shout' }, [1, 2]]) {
      const socket = track(await signedIn(instanceA, tokens['mutual.customer']!));
      socket.send(bad);
      expect(await socket.closed).toEqual({ code: chatCloseCodes.malformed, reason: expect.stringContaining('not a chat frame') });
    }
  });

  it('carries a conversation between a customer and an agent on two instances, stored for whoever connects later', async () => {
    const agent = track(await signedIn(instanceB, tokens['support.agent']!));
    expect(agent.ready).toMatchObject({ type: 'ready', role: 'support' });
    const customer = track(await signedIn(instanceA, tokens['mutual.customer']!));
    expect(customer.ready).toEqual({ type: 'ready', role: 'customer', conversations: [], messages: [] });

    customer.send({ type: 'send', text: 'Is my glass claim covered?' });
    const waiting = await agent.next((f) => f.type === 'conversation');
    if (waiting.type !== 'conversation') throw new Error('expected a conversation');
    expect(waiting.conversation).toMatchObject({ customer: 'mutual.customer', status: 'waiting', agent: null });
    const { conversationId } = waiting.conversation;
    await agent.next(isMessage('Is my glass claim covered?'));

    agent.send({ type: 'send', conversationId, text: 'Yes, glass is covered with no deductible.' });
    expect(await customer.next((f) => f.type === 'conversation' && f.conversation.status === 'answered')).toMatchObject({
      conversation: { conversationId, agent: 'support.agent' },
    });
    const answer = await customer.next(isMessage('Yes, glass is covered with no deductible.'));
    expect(answer).toMatchObject({ message: { conversationId, author: 'agent' } });

    // Reconnecting (on the other instance) reads the whole conversation from the database.
    const again = track(await signedIn(instanceB, tokens['mutual.customer']!));
    if (again.ready.type !== 'ready') throw new Error('expected ready');
    expect(again.ready.conversations).toEqual([expect.objectContaining({ conversationId, status: 'answered' })]);
    expect(again.ready.messages.map((m) => [m.author, m.text])).toEqual([
      ['customer', 'Is my glass claim covered?'],
      ['agent', 'Yes, glass is covered with no deductible.'],
    ]);

    customer.send({ type: 'end' });
    expect(await agent.next((f) => f.type === 'conversation' && f.conversation.status === 'ended')).toMatchObject({
      conversation: { conversationId },
    });
  });

  it("never shows a customer another's conversation, nor lets one be named or taken", async () => {
    const mutual = track(await signedIn(instanceA, tokens['mutual.customer']!));
    const life = track(await signedIn(instanceA, tokens['life.customer']!));
    mutual.send({ type: 'send', text: 'Private question' });
    const started = await mutual.next((f) => f.type === 'conversation');
    if (started.type !== 'conversation') throw new Error('expected a conversation');
    await mutual.next(isMessage('Private question'));

    // The life customer hears nothing of it, and a fresh connection reads nothing of it.
    life.send({ type: 'send', text: 'My own question' });
    await life.next(isMessage('My own question'));
    const lifeAgain = track(await signedIn(instanceB, tokens['life.customer']!));
    if (lifeAgain.ready.type !== 'ready') throw new Error('expected ready');
    expect(lifeAgain.ready.messages.map((m) => m.text)).toEqual(['My own question']);

    life.send({ type: 'send', conversationId: started.conversation.conversationId, text: 'Let me in' });
    expect(await life.closed).toEqual({ code: chatCloseCodes.forbidden, reason: 'That conversation is not yours.' });
    lifeAgain.send({ type: 'take', conversationId: started.conversation.conversationId });
    expect(await lifeAgain.closed).toMatchObject({ code: chatCloseCodes.forbidden });

    const agent = track(await signedIn(instanceA, tokens['support.agent']!));
    agent.send({ type: 'send', conversationId: 'no-such-conversation', text: 'Hello' });
    expect(await agent.closed).toEqual({ code: chatCloseCodes.notFound, reason: 'There is no such open conversation.' });
  });
});
