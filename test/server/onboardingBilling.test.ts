import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { onboardingMessages } from '../../src/validation/messages';
import { customerGateway } from './support/gateway';

// The onboarding steps that stand for money are done only when the account really has it.
const customers = customerGateway(['new.customer']);

const post = (url: string, payload: unknown) =>
  customers.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...customers.as('new.customer'), [idempotencyHeader]: randomUUID() },
  });
const step = (name: string, outcome: 'done' | 'skipped' = 'done') => post(`/api/onboarding/steps/${name}`, { outcome });
const outcomeOf = async (name: string) => {
  const response = await customers.app.inject({ url: '/api/onboarding', headers: customers.as('new.customer') });
  return (response.json().onboarding.steps as { step: string; outcome: string | null }[]).find((s) => s.step === name)?.outcome;
};

describe('the payment and automatic-payments steps of onboarding', () => {
  it('refuses "done" before a payment or automatic payments exist on the account, and leaves the step open', async () => {
    const payment = await step('payment');
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toEqual({ error: 'step_not_taken', message: onboardingMessages.paymentNotTaken });
    const autoPay = await step('autoPay');
    expect(autoPay.statusCode).toBe(409);
    expect(autoPay.json()).toEqual({ error: 'step_not_taken', message: onboardingMessages.autoPayNotTaken });
    expect(await outcomeOf('payment')).toBeNull();
    expect(await outcomeOf('autoPay')).toBeNull();
  });

  it('marks the payment step done once a payment was taken on the onboarding account', async () => {
    const { accountNumber } = (await customers.app.inject({ url: '/api/onboarding', headers: customers.as('new.customer') })).json()
      .onboarding as { accountNumber: string };
    const tokenized = await post('/api/payments/tokens', {
      kind: 'bank',
      routingNumber: '021000021',
      accountNumber: '987654321012',
      accountType: 'checking',
      holderName: 'Kevin Park',
    });
    expect(tokenized.statusCode).toBe(200);
    const paid = await post('/api/billing/payments', { accountNumber, amountCents: 1000, token: tokenized.json().token });
    expect(paid.statusCode).toBe(200);
    expect((await step('payment')).statusCode).toBe(200);
    expect(await outcomeOf('payment')).toBe('done');
    // Automatic payments are still not set up.
    expect((await step('autoPay')).statusCode).toBe(409);
  });

  it('still lets a customer skip either step for now', async () => {
    expect((await step('autoPay', 'skipped')).statusCode).toBe(200);
    expect(await outcomeOf('autoPay')).toBe('skipped');
  });
});
