import { policyStatusOn } from '../../server/policies/status';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { customerGateway } from './support/gateway';

// One rule for a policy's status by date: pending before its start date, active from it, expired from its end.

const start = addCalendarDays(businessToday(new Date()), 7);
// new.customer's auto policy starts next week (the seed places it so): a clock pinned on that day sees it in force.
const onStartDay = customerGateway(['new.customer'], { deps: { clock: { now: () => new Date(`${start}T15:00:00Z`) } } });
const today = customerGateway(['new.customer']);

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
