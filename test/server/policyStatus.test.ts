import { policyStatusOn } from '../../server/policies/status';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { customerGateway } from './support/gateway';

// One rule for a policy's status by date: pending before its start date, active from it, expired from its end.

// new.customer's auto policy starts next week (the seed places it so): a clock pinned on that day sees it in force.
// The start date is read from the seeded policy, whatever day the seed took for today.
let start = addCalendarDays(businessToday(new Date()), 7);
const onStartDay = customerGateway(['new.customer'], { deps: { clock: { now: () => new Date(`${start}T15:00:00Z`) } } });
const today = customerGateway(['new.customer']);
beforeAll(async () => {
  const policy = await today.database.db
    .selectFrom('policies')
    .select('effective_date')
    .where('policy_number', '=', 'P7D4W2-4001')
    .executeTakeFirstOrThrow();
  start = String(policy.effective_date).slice(0, 10);
});

jest.setTimeout(90_000);

it('is pending before the start date, active from it, expired from the end date; cancelled stays cancelled', () => {
  const policy = { effectiveDate: '2026-11-30', expirationDate: '2027-05-30' };
  expect(policyStatusOn({ ...policy, status: 'active' }, '2026-11-29')).toBe('pending');
  expect(policyStatusOn({ ...policy, status: 'pending' }, '2026-11-30')).toBe('active');
  expect(policyStatusOn({ ...policy, status: 'active' }, '2027-05-29')).toBe('active');
  expect(policyStatusOn({ ...policy, status: 'active' }, '2027-05-30')).toBe('expired');
  expect(policyStatusOn({ ...policy, status: 'cancelled' }, '2026-12-15')).toBe('cancelled');
});

it("new.customer's policy reads Pending before its start date and Active from it, on the list and on its page", async () => {
  for (const [gateway, status] of [
    [today, 'pending'],
    [onStartDay, 'active'],
  ] as const) {
    const list = await gateway.app.inject({ url: '/api/policies/summary', headers: gateway.as('new.customer') });
    expect(list.json().policies.map((p: { status: string }) => p.status)).toEqual([status]);
    const page = await gateway.app.inject({ url: '/api/policies/P7D4W2-4001/details', headers: gateway.as('new.customer') });
    expect(page.json().summary.status).toBe(status);
  }
});

// Seven months on, new.customer's six-month term has ended though its stored status still reads pending.
const afterEnd = customerGateway(['new.customer'], {
  deps: { clock: { now: () => new Date(`${addCalendarDays(start, 213)}T15:00:00Z`) } },
});

it("new.customer's ID card is listed, downloadable and in the documents while the policy is pending, and gone once it has expired by date", async () => {
  const cardsOf = async (gateway: typeof today) => {
    const listed = await gateway.app.inject({ url: '/api/id-cards', headers: gateway.as('new.customer') });
    const documents = await gateway.app.inject({ url: '/api/documents', headers: gateway.as('new.customer') });
    const links = await gateway.app.inject({
      method: 'POST',
      url: '/api/documents/links',
      headers: gateway.as('new.customer'),
      payload: { documentIds: ['idcard-V40001'] },
    });
    return {
      cards: listed.json().cards.map((c: { cardId: string }) => c.cardId),
      documents: documents
        .json()
        .documents.map((d: { documentId: string }) => d.documentId)
        .filter((id: string) => id.startsWith('idcard-')),
      links: links.statusCode,
    };
  };
  expect(await cardsOf(today)).toEqual({ cards: ['idcard-V40001'], documents: ['idcard-V40001'], links: 200 });
  const expired = await cardsOf(afterEnd);
  expect(expired.cards).toEqual([]);
  expect(expired.documents).toEqual([]);
  expect(expired.links).toBe(404);
  const policy = await afterEnd.app.inject({ url: '/api/policies/P7D4W2-4001/details', headers: afterEnd.as('new.customer') });
  expect(policy.json().summary.status).toBe('expired');
});
