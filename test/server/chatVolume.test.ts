import type { FastifyInstance } from 'fastify';
import { chat as chatConfig } from '../../config/product';
import { engagementMessages } from '../../src/validation/messages';
import { chatCloseCodes, type ChatServerFrame } from '../../src/contract/chat';
import { chatMessageLimitKey } from '../../server/chat/limits';
import { clearCount } from '../../server/db/rateLimits';
import { gateway, mintToken, openTestDatabase, type TestDatabase } from './support/gateway';
import { signedInChatSocket as signedIn, type TestSocket } from './support/chatSocket';

const isMessage = (text: string) => (frame: ChatServerFrame) => frame.type === 'message' && frame.message.text === text;

let database: TestDatabase;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await gateway(database.db);
  for (const loginId of ['mutual.customer', 'life.customer', 'both.customer'])
    tokens[loginId] = await mintToken(database.db, { sub: loginId });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const track = (socket: TestSocket) => {
  sockets.push(socket);
  return socket;
};

/** The party of a demo login (the message limit counts per customer). */
async function partyOf(loginId: string): Promise<string> {
  const row = await database.db.selectFrom('users').select('party_id').where('login_id', '=', loginId).executeTakeFirstOrThrow();
  return row.party_id!;
}

describe('chat under volume', () => {
  it('stores and echoes 300 messages from three customers in turn, each one answered, well past a statement’s first plans', async () => {
    const customers = ['mutual.customer', 'life.customer', 'both.customer'];
    const socketOf = new Map<string, TestSocket>();
    for (const loginId of customers) socketOf.set(loginId, track(await signedIn(app, tokens[loginId]!)));
    const parties = await Promise.all(customers.map(partyOf));
    for (let n = 0; n < 300; n += 1) {
      const loginId = customers[n % customers.length]!;
      // The limit is per customer and per window; this test is about the statements, so each window starts afresh.
      if (n % 30 === 0) for (const party of parties) await clearCount(database.db, chatMessageLimitKey(party));
      const socket = socketOf.get(loginId)!;
      const text = `Message ${n} from ${loginId}`;
      socket.ws.send(JSON.stringify({ type: 'send', text }));
      const echoed = await socket.next(isMessage(text));
      expect(echoed.type).toBe('message');
    }
    const stored = await database.db
      .selectFrom('chat_messages')
      .innerJoin('chat_conversations', 'chat_conversations.conversation_id', 'chat_messages.conversation_id')
      .select(({ fn }) => [fn.countAll<number>().as('messages'), fn.count<number>('chat_conversations.party_id').distinct().as('parties')])
      .where('chat_conversations.party_id', 'in', parties)
      .executeTakeFirstOrThrow();
    expect({ messages: Number(stored.messages), parties: Number(stored.parties) }).toEqual({ messages: 300, parties: 3 });
    const open = await database.db.selectFrom('chat_conversations').select('party_id').where('status', '<>', 'ended').execute();
    expect(open.filter((row) => parties.includes(row.party_id))).toHaveLength(3);
  });

  it('ends a conversation and starts a new one after many messages, still one open conversation a customer', async () => {
    const socket = track(await signedIn(app, tokens['mutual.customer']!));
    const party = await partyOf('mutual.customer');
    for (let round = 0; round < 8; round += 1) {
      await clearCount(database.db, chatMessageLimitKey(party));
      socket.ws.send(JSON.stringify({ type: 'send', text: `Round ${round}` }));
      await socket.next(isMessage(`Round ${round}`));
      socket.ws.send(JSON.stringify({ type: 'end' }));
      await socket.next((frame) => frame.type === 'conversation' && frame.conversation.status === 'ended');
    }
    const rows = await database.db.selectFrom('chat_conversations').select('status').where('party_id', '=', party).execute();
    expect(rows.filter((row) => row.status !== 'ended')).toHaveLength(0);
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses a customer sending faster than the limit with a reason the chat shows, and other customers go on', async () => {
    const party = await partyOf('life.customer');
    await clearCount(database.db, chatMessageLimitKey(party));
    const hasty = track(await signedIn(app, tokens['life.customer']!));
    const { hits } = chatConfig.messageLimit;
    for (let n = 0; n < hits + 5; n += 1) hasty.ws.send(JSON.stringify({ type: 'send', text: `Quick ${n}` }));
    expect(await hasty.closed).toEqual({ code: chatCloseCodes.tooManyMessages, reason: engagementMessages.chatTooManyMessages });
    const stored = await database.db
      .selectFrom('chat_messages')
      .innerJoin('chat_conversations', 'chat_conversations.conversation_id', 'chat_messages.conversation_id')
      .select('chat_messages.text')
      .where('chat_conversations.party_id', '=', party)
      .where('chat_messages.text', 'like', 'Quick %')
      .execute();
    expect(stored).toHaveLength(hits);

    // A new socket of the same customer within the window is refused at its first message too.
    const again = track(await signedIn(app, tokens['life.customer']!));
    again.ws.send(JSON.stringify({ type: 'send', text: 'Still there?' }));
    expect((await again.closed).code).toBe(chatCloseCodes.tooManyMessages);

    const other = track(await signedIn(app, tokens['both.customer']!));
    await clearCount(database.db, chatMessageLimitKey(await partyOf('both.customer')));
    other.ws.send(JSON.stringify({ type: 'send', text: 'Unaffected' }));
    await other.next(isMessage('Unaffected'));
  });
});
