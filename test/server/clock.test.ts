import { idempotencyHeader } from '../../src/contract/endpoint';
import { customerGateway } from './support/gateway';

// The gateway judges business dates and outage windows at its injected clock's time, not the machine's.

const pinned = new Date('2031-03-15T18:30:00Z');
const customers = customerGateway(['mutual.customer'], {
  deps: {
    clock: { now: () => pinned },
    env: { OUTAGE_billing: '2031-03-15T18:00:00Z/2031-03-15T19:00:00Z' },
  },
});

const card = { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' };

async function accountNumber(): Promise<string> {
  const response = await customers.app.inject({ url: '/api/billing/accounts', headers: customers.as('mutual.customer') });
  expect(response.statusCode).toBe(200);
  return response.json().accounts[0].accountNumber;
}

it('refuses a payment inside an outage window that is open at the pinned time (and closed on the machine clock)', async () => {
  const token = await customers.app.inject({
    method: 'POST',
    url: '/api/payments/tokens',
    payload: card,
    headers: customers.as('mutual.customer'),
  });
  expect(token.statusCode).toBe(200);
  const answer = await customers.app.inject({
    method: 'POST',
    url: '/api/billing/payments',
    payload: { accountNumber: await accountNumber(), amountCents: 1000, token: token.json().token },
    headers: { ...customers.as('mutual.customer'), [idempotencyHeader]: 'clock-test-outage-0001' },
  });
  expect(answer.statusCode).toBe(409);
  expect(answer.json().error).toBe('billing_outage');
});
