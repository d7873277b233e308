import { isRight } from 'fp-ts/lib/Either';
import { ClaimConversationThread, getClaimConversations } from '../../src/contract/support';
import { customerGateway } from './support/gateway';

const gateway = customerGateway(['mutual.customer', 'both.customer'], { support: ['support.agent'] });

const openAuto = '31025061742';
const marine = '31025072093';

const call = (method: 'GET' | 'POST', url: string, loginId: string, payload?: unknown, key?: string) =>
  gateway.app.inject({
    method,
    url,
    headers: { ...gateway.as(loginId), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function thread(value: unknown): ClaimConversationThread {
  const result = ClaimConversationThread.decode(value);
  if (!isRight(result)) throw new Error('the answer does not match its contract');
  return result.right;
}

const conversations = async () => {
  const response = await call('GET', '/api/support/claim-messages', 'support.agent');
  expect(response.statusCode).toBe(200);
  const decoded = getClaimConversations.response.decode(response.json());
  if (!isRight(decoded)) throw new Error('the list does not match its contract');
  return decoded.right.conversations;
};
const newCount = async (loginId: string) => (await call('GET', '/api/claims/messages/new-count', loginId)).json<{ count: number }>().count;

describe('claim messages answered from the support console', () => {
  it('refuses every call to a customer', async () => {
    expect((await call('GET', '/api/support/claim-messages', 'mutual.customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/support/claim-messages/${openAuto}`, 'mutual.customer')).statusCode).toBe(403);
    const answer = await call('POST', `/api/support/claim-messages/${openAuto}`, 'mutual.customer', { body: 'Hello' }, 'key-customer-0001');
    expect(answer.statusCode).toBe(403);
  });

  it('lists a customer who wrote last as awaiting an answer, first', async () => {
    const sent = await call(
      'POST',
      `/api/claims/${marine}/messages`,
      'both.customer',
      { body: 'Is the surveyor coming Friday?' },
      'key-marine-0001',
    );
    expect(sent.statusCode).toBe(200);
    const list = await conversations();
    expect(list[0]).toMatchObject({ fileNumber: marine, awaitingAnswer: true });
    expect(list.find((c) => c.fileNumber === openAuto)).toMatchObject({ customerName: expect.any(String), answeredAs: 'Maria Alvarez' });
    const opened = thread((await call('GET', `/api/support/claim-messages/${marine}`, 'support.agent')).json());
    expect(opened.messages.at(-1)).toMatchObject({ author: 'customer', body: 'Is the surveyor coming Friday?' });
  });

  it("answers as the claim's adjuster: the customer has one new message, even when the answer is sent twice", async () => {
    const before = await newCount('both.customer');
    const answer = () =>
      call('POST', `/api/support/claim-messages/${marine}`, 'support.agent', { body: '  Yes, at 10 a.m.  ' }, 'key-answer-0001');
    const first = await answer();
    expect(first.statusCode).toBe(200);
    const answered = thread(first.json());
    expect(answered.conversation.awaitingAnswer).toBe(false);
    expect(answered.messages.at(-1)).toMatchObject({ author: 'adjuster', body: 'Yes, at 10 a.m.', read: false });
    const again = await answer();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await newCount('both.customer')).toBe(before + 1);
    const seen = (await call('GET', `/api/claims/${marine}/messages`, 'both.customer')).json<{ messages: { body: string }[] }>();
    expect(seen.messages.filter((m) => m.body === 'Yes, at 10 a.m.')).toHaveLength(1);
    expect((await conversations()).find((c) => c.fileNumber === marine)).toMatchObject({ awaitingAnswer: false });
  });

  it('answers unknown and malformed files with 404, and bad answers with 400 and the rule', async () => {
    expect((await call('GET', '/api/support/claim-messages/99999999999', 'support.agent')).statusCode).toBe(404);
    expect((await call('GET', '/api/support/claim-messages/..%2f%00', 'support.agent')).statusCode).toBe(404);
    const post = (payload: unknown, key?: string) => call('POST', `/api/support/claim-messages/${openAuto}`, 'support.agent', payload, key);
    expect((await post({ body: 'Hello' })).statusCode).toBe(400);
    const empty = await post({ body: '   ' }, 'key-empty-0001');
    expect(empty.statusCode).toBe(400);
    const card = await post({ body: 'Pay with 4111111111111111' }, 'key-card-0001');
    expect(card.statusCode).toBe(400);
    expect(card.json<{ message: string }>().message).toMatch(/account or card number/i);
    expect((await post({ body: 7 }, 'key-type-0001')).statusCode).toBe(400);
    expect((await post({ body: 'x'.repeat(2001) }, 'key-long-0001')).statusCode).toBe(400);
    const unknown = await call('POST', '/api/support/claim-messages/99999999999', 'support.agent', { body: 'Hi' }, 'key-unknown-0001');
    expect(unknown.statusCode).toBe(404);
  });
});
