import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, latestOutboxMessage, pagePerTest, signIn, widths } from './support/portal';

afterAll(closeBrowser);

// The ways back in, walked by new.customer (no other journey signs in with it): a password reset through the
// emailed code, then a sign-in with the new password; and the login ID emailed to the account's address.
const email = 'kevin.park@example.com';
const codeIn = (body: string) => /code is (\d{6})/.exec(body)?.[1] ?? '';

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('the ways back in at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('resets a forgotten password with the emailed code and logs in with the new one', async () => {
    const password = `Recovered-${label}-2026`;
    await page.goto('/customers/account');
    await page.getByRole('link', { name: 'Create an account' }).waitFor();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/customers/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('Login ID or email').fill('new.customer');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByText('Check your email').waitFor();
    const message = await latestOutboxMessage(email);
    expect(message.subject).toContain('password reset code');
    await page.getByLabel('Code', { exact: true }).fill(codeIn(message.body));
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await page.getByText('Your password was changed').first().waitFor();
    // The session log is written to storage when the page is idle, not with each action.
    await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('recovery/newPasswordSubmitted'));
    const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
    expect(log).not.toContain(password);
    expect(log).not.toContain(codeIn(message.body));
    await signIn(page, 'new.customer', password);
  });

  it('emails the login ID to the address of the account, and says the same for any address', async () => {
    await page.goto('/customers/account');
    await page.getByRole('link', { name: 'Forgot your login ID?' }).click();
    await page.waitForURL('**/customers/forgot-login-id');
    await page.getByRole('heading', { level: 1, name: 'Find your login ID' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me my login ID' }).click();
    await page.getByText("If we find an account with that email address, we'll email its login ID.").waitFor();
    expect((await latestOutboxMessage(email)).body).toContain('new.customer');
    await expectAccessible(page);
  });
});
