import { isRight } from 'fp-ts/lib/Either';
import { Offers, type Offer } from '../../src/contract/offers';
import { customerGateway, mintToken } from './support/gateway';

const customers = customerGateway(['mutual.customer', 'new.customer', 'life.customer']);

const post = (url: string, loginId: string, payload: unknown, key?: string) =>
  customers.app.inject({
    method: 'POST',
    url,
    headers: { ...customers.as(loginId), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });

async function offersOf(loginId: string, slots: string[]): Promise<Offer[]> {
  const response = await post('/api/offers/prefetch', loginId, { slots });
  expect(response.statusCode).toBe(200);
  const decoded = Offers.decode(response.json());
  if (!isRight(decoded)) throw new Error('the answer does not match its contract');
  return decoded.right.offers;
}

const allSlots = ['accountBanner', 'accountModal', 'billingBanner', 'policiesBanner'];

describe('the targeting service', () => {
  it("offers each slot the first promotion the party's records make it eligible for", async () => {
    const mutual = await offersOf('mutual.customer', allSlots);
    // Auto and home with us, paperless off: the paperless A/B test, no cross sell; a home and auto coverage review.
    expect(mutual.map((o) => [o.slot, o.kind])).toEqual(
      expect.arrayContaining([
        ['accountBanner', 'accountPaperless'],
        ['policiesBanner', 'homeAutoPolicyInForceCall'],
      ]),
    );
    expect(mutual.find((o) => o.kind === 'crossSell')).toBeUndefined();
    const paperless = mutual.find((o) => o.kind === 'accountPaperless')!;
    expect(paperless).toMatchObject({ offerType: 'abtest', action: { type: 'setJson' } });
    expect(paperless.eventToken).toMatch(/^[a-f0-9]{32}$/);
    // A just-bound auto policy and no home: the cross-sell modal.
    const fresh = await offersOf('new.customer', ['accountModal']);
    expect(fresh).toEqual([expect.objectContaining({ slot: 'accountModal', kind: 'crossSell', offerType: 'modal' })]);
    // A life customer: no mutual offers.
    const life = await offersOf('life.customer', allSlots);
    expect(life.some((o) => ['crossSell', 'eProxyPromo', 'termLife'].includes(o.kind))).toBe(false);
  });

  it('keeps each party in one A/B group, call after call', async () => {
    const first = await offersOf('mutual.customer', ['accountBanner']);
    const second = await offersOf('mutual.customer', ['accountBanner']);
    expect(second[0]!.experienceGroup).toBe(first[0]!.experienceGroup);
    expect(second[0]!.eventToken).toBe(first[0]!.eventToken);
  });

  it('answers the global slot with its parameters, leaving out an offer for the page asking', async () => {
    const response = await post('/api/offers/global', 'new.customer', { parameters: { page: 'documents' } });
    expect(response.statusCode).toBe(200);
    const [offer] = (response.json() as { offers: Offer[] }).offers;
    expect(offer).toMatchObject({ slot: 'global' });
    expect(offer!.action.content.actionRoute).not.toBe('documents');
  });

  it('takes a display notification once per slot per session, and once per sign-in whatever session it names', async () => {
    const [banner] = await offersOf('mutual.customer', ['accountBanner']);
    const payload = (sessionId: string) => ({ eventToken: banner!.eventToken, slot: 'accountBanner', sessionId });
    const display = (sessionId: string) => post('/api/offers/displays', 'mutual.customer', payload(sessionId));
    expect((await display('session-one-0001')).json()).toEqual({ recorded: true });
    expect((await display('session-one-0001')).json()).toEqual({ recorded: false });
    expect((await display('session-two-0002')).json()).toEqual({ recorded: false });
    const anotherSignIn = { authorization: `Bearer ${await mintToken(customers.database.db, { sub: 'mutual.customer' })}` };
    const again = await customers.app.inject({
      method: 'POST',
      url: '/api/offers/displays',
      headers: anotherSignIn,
      payload: payload('session-two-0002'),
    });
    expect(again.json()).toEqual({ recorded: true });
  });

  it("answers another party's event token with 404, and malformed input with 400", async () => {
    const [banner] = await offersOf('mutual.customer', ['accountBanner']);
    const other = await post('/api/offers/displays', 'new.customer', {
      eventToken: banner!.eventToken,
      slot: 'accountBanner',
      sessionId: 'session-new-0001',
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await post('/api/offers/dismissals', 'new.customer', { eventToken: banner!.eventToken }, 'dismiss-other-0001')).statusCode,
    ).toBe(404);
    for (const [url, body] of [
      ['/api/offers/prefetch', { slots: ['nowhere'] }],
      ['/api/offers/prefetch', { slots: [] }],
      ['/api/offers/global', { parameters: { page: 'x'.repeat(500) } }],
      ['/api/offers/displays', { eventToken: 'not-a-token', slot: 'accountBanner', sessionId: 'session-one-0001' }],
    ] as const) {
      const response = await post(url, 'mutual.customer', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    expect((await post('/api/offers/dismissals', 'mutual.customer', { eventToken: banner!.eventToken })).statusCode).toBe(400);
  });

  it('keeps a dismissed offer dismissed, and a retried dismissal runs once', async () => {
    const [banner] = await offersOf('mutual.customer', ['accountBanner']);
    const dismiss = () => post('/api/offers/dismissals', 'mutual.customer', { eventToken: banner!.eventToken }, 'dismiss-paperless-0001');
    const first = await dismiss();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ kind: 'accountPaperless' });
    const retry = await dismiss();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const after = await offersOf('mutual.customer', ['accountBanner']);
    expect(after.find((o) => o.kind === 'accountPaperless')).toBeUndefined();
  });
});
