import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningGateway } from '../../server/main';
import { ownGateway } from './support/ownGateway';
import { watchAccessibility } from './support/accessibility';
import { closeBrowser, connectBrowser, expectAccessible, signIn, snapshot, widths } from './support/portal';
import { latestHour, payByCard, typedSecrets } from './support/journeys';

afterAll(closeBrowser);

// Live assist across two gateway instances on one PostgreSQL server, as in production: the customer's browser talks
// to instance A, the agent's to instance B; the share, its notices and the pointer cross through the database. The
// agent asks from the chat desk, the customer agrees, the agent's view follows a card payment step by step (masked),
// points at the amount field, and the customer stops sharing; then asks again and the customer declines.

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const database = `e2e_live_${randomBytes(5).toString('hex')}`;
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function onServer(sql: string): Promise<boolean> {
  const client = new Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let instances: { a: RunningGateway; b: RunningGateway } | null = null;

beforeAll(async () => {
  // Without a PostgreSQL server (a developer's machine) the journey is skipped; CI always has one.
  if (!(await onServer(`create database ${database}`))) return;
  const options = { databaseUrl: withDatabase(postgresUrl, database), devOutbox: true, seededOn: process.env.E2E_SEEDED_ON };
  // One after the other: the first migrates and seeds the database, the second finds it ready.
  const a = await ownGateway(options);
  const b = await ownGateway(options);
  instances = { a, b };
}, 180_000);
afterAll(async () => {
  if (!instances) return;
  // Both close before the database goes, even if one fails (a connection left open would be ended by the drop).
  const closed = await Promise.allSettled([instances.a.close(), instances.b.close()]);
  await onServer(`drop database if exists ${database} with (force)`);
  for (const outcome of closed) if (outcome.status === 'rejected') throw outcome.reason;
}, 60_000);

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

async function contextAt(width: number, origin: string, storageState?: SignedIn): Promise<BrowserContext> {
  const context = await (await connectBrowser()).newContext({ viewport: { width, height: 900 }, baseURL: origin, storageState });
  watchAccessibility(context, width, origin);
  return context;
}

/** The customer's sign-in on A, made at the real time: a context pinned to an earlier hour then starts signed in. */
async function customerSignedIn(origin: string): Promise<SignedIn> {
  const context = await contextAt(widths.phone, origin);
  const page = await context.newPage();
  await signIn(page, 'mutual.customer');
  const state = await context.storageState();
  await context.close();
  return state;
}

const launcher = (page: Page) => page.getByRole('button', { name: /^Chat with us/ });
const chatPanel = (page: Page) => page.getByRole('region', { name: 'Chat with us' });
const liveFrame = (desk: Page) => desk.frameLocator('iframe[title="The customer’s screen, live"]');

/** The customer (phone width, on A, inside chat hours) writes in the chat; the agent (desktop, on B) takes it. */
async function chatting(a: RunningGateway, b: RunningGateway) {
  const customer = await contextAt(widths.phone, a.url, await customerSignedIn(a.url));
  await customer.clock.setFixedTime(latestHour(true));
  const page = await customer.newPage();
  await page.goto('/customers/account');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  await launcher(page).click();
  await chatPanel(page).getByLabel('Your message').fill('I cannot find where to pay my bill.');
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();
  await chatPanel(page).getByText('Waiting for an agent.').waitFor();

  const agent = await contextAt(widths.desktop, b.url);
  const desk = await agent.newPage();
  await signIn(desk, 'support.agent');
  await desk.goto('/customers/support/chat');
  await desk.getByRole('button', { name: 'mutual.customer (Waiting)' }).click();
  await desk.getByRole('button', { name: 'Take conversation' }).click();
  await desk.getByRole('button', { name: 'mutual.customer (Answered, support.agent)' }).waitFor();
  await chatPanel(page).getByText('An agent is with you.').waitFor();
  return { customer, page, agent, desk };
}

async function askToSee(desk: Page, page: Page) {
  await desk.getByRole('button', { name: 'Ask to see their screen' }).click();
  await desk.getByText('Waiting for mutual.customer to agree to share their screen.').waitFor();
  await page.getByRole('dialog', { name: 'Share your screen with support?' }).waitFor();
}

describe('live assist across two gateway instances on PostgreSQL', () => {
  it('the agent asks, the customer agrees, the view follows a payment (masked), the agent points, the customer stops', async () => {
    if (!instances) return;
    const { a, b } = instances;
    const { customer, page, agent, desk } = await chatting(a, b);
    await askToSee(desk, page);
    const dialog = page.getByRole('dialog', { name: 'Share your screen with support?' });
    await dialog.getByText('support.agent, a Cardinal Mutual support agent in your chat, asks to see your screen in this visit.').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'live-assist-consent-phone');
    await dialog.getByRole('button', { name: 'Share my screen' }).click();
    await page.getByText('You are sharing your screen with support.agent of Cardinal Mutual support.').waitFor();

    const view = desk.getByTestId('live-view');
    await view.getByTestId('live-view-window').getByText('375 × 900px').waitFor();
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();

    await payByCard(page, async (screen) => {
      if (screen === 'payment-amount') {
        // The agent's view reaches the payment's first step, and sees the field the customer is in.
        await view
          .getByTestId('live-view-page')
          .getByText(/\/billing\//)
          .waitFor();
        await liveFrame(desk).getByText('Step 1 of 4').waitFor();
        await page.getByLabel('Payment amount').focus();
        await view.getByTestId('live-view-field').filter({ hasNotText: 'None' }).waitFor();
        await desk.getByLabel('What the customer reads beside it').fill('Type the amount you want to pay here');
        await desk.getByRole('button', { name: 'Point at it' }).click();
        await desk.getByText('The customer sees your pointer.').waitFor();
        await page.getByTestId('live-highlight').getByText('Type the amount you want to pay here').waitFor();
        await page.getByTestId('live-highlight-outline').waitFor();
        await expectAccessible(page);
        await snapshot(page, 'live-assist-pointer-phone');
        await page.getByRole('button', { name: 'Close pointer' }).click();
      }
      if (screen === 'payment-verification') {
        await liveFrame(desk).getByText('Step 3 of 4').waitFor();
        await expectAccessible(desk, { exclude: ['iframe'] });
        await snapshot(desk, 'live-assist-desk-desktop');
      }
    });
    await liveFrame(desk).getByText('Step 4 of 4').waitFor();
    // What the agent's view was given is the masked recording: no typed secret reaches it.
    const shown = await liveFrame(desk).locator('body').innerText();
    for (const secret of Object.values(typedSecrets)) expect(shown).not.toContain(secret);

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByTestId('live-banner').waitFor({ state: 'detached' });
    await desk.getByText('The customer stopped sharing their screen.').waitFor();
    await expect(view.count()).resolves.toBe(0);
    // The chat ends, so the next journey starts a conversation of its own.
    await launcher(page).click();
    await chatPanel(page).getByRole('button', { name: 'End chat' }).click();
    await desk.getByText('No customer is waiting.').waitFor();
    await agent.close();
    await customer.close();
  }, 240_000);

  it('the agent asks, and the customer declines: nothing is shown, and the agent reads why', async () => {
    if (!instances) return;
    const { a, b } = instances;
    const { customer, page, agent, desk } = await chatting(a, b);
    await askToSee(desk, page);
    await page.getByRole('dialog', { name: 'Share your screen with support?' }).getByRole('button', { name: 'Don’t share' }).click();
    await desk.getByText('mutual.customer chose not to share their screen.').waitFor();
    await expect(desk.getByTestId('live-view').count()).resolves.toBe(0);
    await expect(page.getByTestId('live-banner').count()).resolves.toBe(0);
    await expectAccessible(desk);
    await agent.close();
    await customer.close();
  }, 180_000);
});
