import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, demoPassword, newContext, pagePerTest, widths } from './support/portal';

// The first visit: sign-in wherever a development portal was opened, and the login form after one page load.
afterAll(closeBrowser);

const loginForm = (page: Page) => page.getByRole('heading', { level: 1, name: 'Log in to your account' });

describe.each([
  ['127.0.0.1', () => baseUrl().replace('//localhost:', '//127.0.0.1:')],
  ['localhost', () => baseUrl()],
])('a customer who opened the portal at %s', (_name, address) => {
  const browser = pagePerTest(widths.phone);

  it('signs in and reaches the account', async () => {
    const { page } = browser;
    await page.goto(`${address()}/customers/account`);
    await loginForm(page).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    await page.getByLabel('Login ID').fill('mutual.customer');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/customers/account');
    await page.getByRole('heading', { level: 1, name: /Welcome|Your account/ }).waitFor();
  });
});

describe('the login page opened directly', () => {
  it('shows its form after one document load of its script, then signs in to where the customer was going', async () => {
    const context = await newContext(widths.desktop);
    try {
      const page = await context.newPage();
      const documents: string[] = [];
      const scripts: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) documents.push(frame.url());
      });
      page.on('request', (request) => {
        if (/\/signin\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
      });
      await page.goto('/customers/login?returnTo=%2Fbilling');
      await loginForm(page).waitFor();
      await page.getByLabel('Login ID').waitFor();
      expect(documents).toHaveLength(1);
      expect(new URL(documents[0]!).pathname).toBe('/customers/login');
      expect(new URL(documents[0]!).searchParams.get('uid')).toBeTruthy();
      expect(scripts).toHaveLength(1);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

      await page.getByLabel('Login ID').fill('mutual.customer');
      await page.getByLabel('Password', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/customers/billing');
      await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
