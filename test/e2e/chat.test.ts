import type { BrowserContext, Page } from 'playwright-core';
import { chat, storageKeys } from '../../config/product';
import { formatContactHours } from '../../src/validation/contactHours';
import { latestHour } from './support/journeys';
import { baseUrl, closeBrowser, connectBrowser, expectAccessible, newContext, signIn, snapshot, widths } from './support/portal';

afterAll(closeBrowser);

// The customer signs in once; every step opens its own context with that session (and the agent signs in once, too).
let customer: Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A context signed in as mutual.customer, its clock pinned inside (or outside) claims chat hours. The clock only goes
 * back from the sign-in's real time, so the session stays valid.
 */
async function customerAt(
  width: number,
  chatOpen: boolean,
  storedButtonFlag = false,
  clock: 'fixed' | 'flowing' = 'fixed',
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await connectBrowser();
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl(), storageState: customer });
  // A flowing clock runs on from that hour, and a test may move it forward past a pause.
  if (clock === 'fixed') await context.clock.setFixedTime(latestHour(chatOpen));
  else await context.clock.install({ time: latestHour(chatOpen) });
  if (storedButtonFlag) await context.addInitScript((key) => localStorage.setItem(key, 'true'), chat.buttonFlagKey);
  const page = await context.newPage();
  await page.goto('/customers/account');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  return { context, page };
}

/** The open claim of mutual.customer (server/db/demoData.ts). */
const openClaim = '31025061742';

/** The action types of this tab's log, each with the page it came on ('type@path'). */
const loggedTypes = (page: Page) =>
  page.evaluate((key) => {
    let path = '';
    return (JSON.parse(sessionStorage.getItem(key) ?? '[]') as { type: string; payload?: { path?: string } }[]).map((e) => {
      if (e.type === 'app/pageViewed') path = `/customers${e.payload?.path ?? ''}`;
      return `${e.type}@${path}`;
    });
  }, storageKeys.actionLog);

/** The page's text and controls whose box meets the widget's (at the current scroll). */
const coveredBy = (page: Page, widget: string) =>
  page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('main *, footer *'))
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
  }, widget);

const launcher = (page: Page) => page.getByRole('button', { name: /^Chat with us/ });
const chatPanel = (page: Page) => page.getByRole('region', { name: 'Chat with us' });
const offer = (page: Page) => page.getByRole('region', { name: 'Chat offer' });

/** Waits for an action in this tab's action log (the log the recorder uploads; it is written just after each action). */
const recorded = (page: Page, type: string) =>
  page.waitForFunction(
    ([key, wanted]) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as { type: string }[]).some((e) => e.type === wanted),
    [storageKeys.actionLog, type] as const,
  );

/**
 * Tabs from the top of the page until focus reaches the widget (the launcher or the offer, after the page): the
 * focused elements whose box met the widget's on the way.
 */
async function tabToWidget(page: Page, widget: string): Promise<string[]> {
  const obscured: string[] = [];
  for (let steps = 0; steps < 150; steps++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate((selector) => {
      const focused = document.activeElement;
      const box = document.querySelector(selector);
      if (!focused || focused === document.body || !box || box.contains(focused)) return { done: true, hit: null };
      const a = focused.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      const meets = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      return { done: false, hit: meets ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null };
    }, widget);
    if (state.hit) obscured.push(state.hit);
    if (state.done) break;
  }
  return obscured;
}

beforeAll(async () => {
  const context = await newContext(widths.desktop);
  const page = await context.newPage();
  await signIn(page, 'mutual.customer');
  customer = await context.storageState();
  await context.close();
});

describe('chat between a customer and the agent', () => {
  it('the customer writes from the launcher, the agent answers from the Chat desk, and an answer to a closed chat shows the unread dot', async () => {
    const { context, page } = await customerAt(widths.desktop, true);
    // By keyboard: focus goes into the chat as it opens, and back to the launcher as it closes.
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const panel = chatPanel(page);
    await expect(panel.getByRole('heading', { name: 'Chat with us' }).evaluate((h) => h === document.activeElement)).resolves.toBe(true);
    await panel.getByText('Send a message and an agent will answer.').waitFor();
    await expect(launcher(page).count()).resolves.toBe(0);
    await panel.getByLabel('Your message').fill('Hello, is my rental covered while the car is at the shop?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByRole('listitem').filter({ hasText: 'is my rental covered' }).waitFor();
    await panel.getByText('Waiting for an agent.').waitFor();
    await expectAccessible(page);

    const agent = await newContext(widths.desktop);
    const desk = await agent.newPage();
    await signIn(desk, 'support.agent');
    await desk.goto('/customers/support/chat');
    await desk.getByRole('heading', { level: 1, name: 'Chat desk' }).waitFor();
    await desk.getByRole('button', { name: 'mutual.customer (Waiting)' }).click();
    await desk.getByRole('heading', { level: 2, name: 'Chat with mutual.customer' }).waitFor();
    await desk.getByText('Hello, is my rental covered while the car is at the shop?').waitFor();
    await desk.getByRole('button', { name: 'Take conversation' }).click();
    await desk.getByRole('button', { name: 'mutual.customer (Answered, support.agent)' }).waitFor();
    await desk.getByLabel('Your message').fill('Yes, up to 30 days at $40 a day.');
    await desk.getByRole('button', { name: 'Send' }).click();
    await expectAccessible(desk);
    await snapshot(desk, 'chat-desk-desktop');

    await panel.getByText('Yes, up to 30 days at $40 a day.').waitFor();
    await panel.getByText('An agent is with you.').waitFor();
    await expectAccessible(page);

    // Closed, the chat still hears the agent: the launcher counts the answer (and shows its dot) until it is opened.
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher(page).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await desk.getByLabel('Your message').fill('Anything else I can help with?');
    await desk.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('button', { name: 'Chat with us (1 unread message)' }).waitFor();
    await page.locator('.chat-launcher__dot').waitFor();
    await launcher(page).click();
    await panel.getByText('Anything else I can help with?').waitFor();
    await panel.getByRole('button', { name: 'End chat' }).click();
    await desk.getByText('No customer is waiting.').waitFor();

    // Message texts are masked in the action log like every sensitive value.
    await recorded(page, 'chat/endRequested');
    const log = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', storageKeys.actionLog);
    expect(log).toContain('chat/messageReceived');
    expect(log).not.toContain('rental covered');
    expect(log).not.toContain('30 days');
    await agent.close();
    await context.close();
  });
});

describe('the proactive offer', () => {
  const claimOverview = `/customers/claims/${openClaim}/overview`;

  it('shows on a claim page (never on one without a claim), anchored at the bottom at 375 px, and after No thanks stays away for the visit', async () => {
    // The stored button flag loads the chat on every page (the customer chatted before).
    const { context, page } = await customerAt(widths.phone, true, true, 'flowing');
    // The account page has no claim: the chat loads there, and its offer waits for a claim page.
    await recorded(page, 'chat/scriptLoaded');
    await page.goto(claimOverview);
    const shown = offer(page);
    await shown.getByText('Questions about your claim? An agent can chat with you now.').waitFor({ timeout: 15_000 });
    await expect(launcher(page).count()).resolves.toBe(0);
    // The log reaches the tab's storage a moment after the action (it is written in batches): wait for it.
    await page.waitForFunction((key) => (sessionStorage.getItem(key) ?? '').includes('chat/proactiveOfferShown'), storageKeys.actionLog);
    await expect(loggedTypes(page)).resolves.toContain(`chat/proactiveOfferShown@${claimOverview}`);
    expect((await loggedTypes(page)).filter((t) => t.startsWith('chat/proactiveOfferShown'))).toHaveLength(1);
    // A sheet on the bottom edge, across the width, covering nothing at the end of the page.
    const box = (await shown.boundingBox())!;
    expect({ left: box.x, right: box.x + box.width, bottom: Math.round(box.y + box.height) }).toEqual({
      left: 0,
      right: widths.phone,
      bottom: 900,
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(coveredBy(page, '.chat-offer')).resolves.toEqual([]);
    await snapshot(page, 'chat-offer-375');
    await expectAccessible(page);
    // The offer, like the launcher, never covers the element that has focus.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(tabToWidget(page, '.chat-offer')).resolves.toEqual([]);
    const uploaded = page.waitForRequest(
      (r) => r.url().includes('/actions') && (r.postData() ?? '').includes('chat/proactiveOfferRejected'),
    );
    await shown.getByRole('button', { name: 'No thanks' }).click();
    await shown.waitFor({ state: 'detached' });
    await expect(launcher(page).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await recorded(page, 'chat/proactiveOfferRejected');
    // ... and reaches the gateway's recording of the visit.
    await uploaded;

    // Another claim page, loaded anew: the chat loads again, and past the offer's pause no offer comes.
    await page.goto(`/customers/claims/${openClaim}/documents`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(
      ([key, path]) => {
        let on = '';
        return (JSON.parse(sessionStorage.getItem(key) ?? '[]') as { type: string; payload?: { path?: string } }[]).some((e) => {
          if (e.type === 'app/pageViewed') on = e.payload?.path ?? '';
          return e.type === 'chat/scriptLoaded' && on === path;
        });
      },
      [storageKeys.actionLog, `/claims/${openClaim}/documents`] as const,
    );
    await page.clock.fastForward(chat.proactiveOfferAfterMs + 1000);
    await launcher(page).waitFor();
    expect((await loggedTypes(page)).filter((t) => t.startsWith('chat/proactiveOfferShown'))).toHaveLength(1);
    await expect(offer(page).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the launcher at 375 px', () => {
  it('never hides the element that has focus (WCAG 2.4.11)', async () => {
    const { context, page } = await customerAt(widths.phone, true);
    await launcher(page).waitFor();
    // Tab through the whole page to the launcher: no focused element's box may meet the launcher's.
    const obscured = await tabToWidget(page, '.chat-launcher');
    expect(obscured).toEqual([]);
    await expect(launcher(page).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});

describe('outside claims chat hours', () => {
  it('says when chat opens (the browser clock pinned outside the hours)', async () => {
    const { context, page } = await customerAt(widths.phone, false);
    await launcher(page).click();
    await chatPanel(page)
      .getByText(`Claims chat is closed now. Chat is open ${formatContactHours('claimsChat')}.`)
      .waitFor();
    await expect(chatPanel(page).getByLabel('Your message').count()).resolves.toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
