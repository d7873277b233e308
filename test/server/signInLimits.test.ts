import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../server/db/connect';
import { currentCount } from '../../server/db/rateLimits';
import { demoPassword } from '../../server/db/demoData';
import { gateway, openTestDatabase, resetVolatileState, startSignIn, type TestDatabase } from './support/gateway';

// Sign-in limits under concurrency: every attempt is counted before its password is looked at, so exactly the
// limit (5 per login ID, 20 per address in 15 minutes) is ever evaluated, however many arrive at once, on two
// gateway instances sharing one database.

let database: TestDatabase;
let second: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  second = await database.openAnother();
  [instanceA, instanceB] = [await gateway(database.db), await gateway(second.db)];
}, 60_000);
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await second?.close();
  await database?.close();
});
beforeEach(() => resetVolatileState(database.db));

/** `count` login attempts at once, alternating between the two instances, on one interaction (its cookie). */
async function concurrentAttempts(
  count: number,
  attempt: (i: number) => { loginId: string; password: string; address: string },
): Promise<LightMyRequestResponse[]> {
  const { browser, uid } = await startSignIn(instanceA);
  const cookie = browser.jar.headerFor(`/oidc/interaction/${uid}/login`) ?? '';
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const { loginId, password, address } = attempt(i);
      return (i % 2 === 0 ? instanceA : instanceB).inject({
        method: 'POST',
        url: `/oidc/interaction/${uid}/login`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ loginId, password }),
        remoteAddress: address,
      });
    }),
  );
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

describe('sign-in limits under concurrent attempts', () => {
  it('evaluates exactly 5 of 100 concurrent wrong passwords for one login ID from 100 addresses; the rest are 429', async () => {
    const responses = await concurrentAttempts(100, (i) => ({
      loginId: 'life.customer',
      password: `wrong-${i}`,
      address: `10.1.0.${i + 1}`,
    }));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 95 });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(800);
  }, 60_000);

  it('evaluates exactly 20 of 60 concurrent attempts from one address, across login IDs', async () => {
    const responses = await concurrentAttempts(60, (i) => ({ loginId: `guess.${i}`, password: 'x', address: '10.2.0.1' }));
    expect(statuses(responses)).toEqual({ 401: 20, 429: 40 });
  }, 60_000);

  it('keeps the answers enumeration-safe: an unknown login ID is counted and answered like a known one', async () => {
    const responses = await concurrentAttempts(12, (i) => ({ loginId: 'nobody.here', password: 'x', address: `10.3.0.${i + 1}` }));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 7 });
    expect(responses.find((r) => r.statusCode === 401)?.json()).toEqual({
      error: 'invalid_credentials',
      message: 'The login ID or password you entered is incorrect.',
    });
  }, 60_000);

  it('lets a right password among 30 concurrent wrong ones free no attempt of the others, and refuses it after the limit', async () => {
    const responses = await concurrentAttempts(31, (i) => ({
      loginId: 'both.customer',
      password: i === 15 ? demoPassword : 'wrong-password',
      address: `10.4.0.${i + 1}`,
    }));
    const counts = statuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(6);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[200] ?? 0)).toBe(31);
    expect((await currentCount(database.db, 'sign-in:login:both.customer'))?.hits).toBeGreaterThanOrEqual(5);

    const [after] = await concurrentAttempts(1, () => ({ loginId: 'both.customer', password: demoPassword, address: '10.4.1.1' }));
    expect(after?.statusCode).toBe(429);
  }, 60_000);
});
