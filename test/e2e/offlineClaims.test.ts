import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, closeBrowser, latestOutboxMessage, newContext, signIn, snapshot, widths } from './support/portal';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { attachPhoto, boatReportToSummary } from './support/journeys';
import { claimMessages } from '../../src/validation/messages';
import { until } from '../support/until';

afterAll(closeBrowser);

/** The portal visited once online: its service worker installed, holding what filing a claim needs, and in charge of the page. */
async function visitedOnline(page: Page, path: string) {
  await page.goto(path);
  // Installing keeps every file of claim filing first: on a busy machine that takes a while (the test's own timeout bounds it).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page whose document was made while the worker activated is not claimed by it; the next load of the page is.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/**
 * The claims the gateway filed: the idempotency keys of its 2xx answers (a resend with the same key files no other).
 * Keys, not the answers' file numbers: an answer's body is gone once its page has moved on (or closed).
 */
function claimsFiled(context: BrowserContext, path: string): Set<string> {
  const keys = new Set<string>();
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname !== path || !response.ok()) return;
    // A filing sent without a key counts as a claim of its own: two of them are two claims, as the gateway sees them.
    keys.add(request.headers()[idempotencyHeader] ?? `sent without a key #${keys.size + 1}`);
  });
  return keys;
}

/** The policy system cancels a policy, or puts it back in force (the e2e gateway's development call, from this machine). */
async function policyStatus(policyNumber: string, status: 'active' | 'cancelled') {
  const answer = await fetch(`${baseUrl()}/api/development/policies/${policyNumber}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(answer.status).toBe(200);
}

async function offline(context: BrowserContext) {
  await context.setOffline(true);
}

/** The posts to an address the gateway took (a 2xx answer), whatever the page saw of the answer. */
function postsAnswered(context: BrowserContext, path: string | RegExp): { count: number } {
  const seen = { count: 0 };
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const posted = response.request().method() === 'POST' && (typeof path === 'string' ? pathname === path : path.test(pathname));
    if (posted && response.ok()) seen.count += 1;
  });
  return seen;
}

/** On the confirmation: the photo added offline was sent to the claim. */
const photoSent = (page: Page, name: string) => page.locator('.upload-file', { hasText: name }).getByText('Sent to your claim').waitFor();

async function claimNumberShown(page: Page): Promise<string> {
  await page.waitForURL('**/claims/fnol/prelogin/confirmation');
  const banner = await page.getByText(/Your claim file number is \d{11}\./).textContent();
  return /(\d{11})/.exec(banner ?? '')![1]!;
}

/**
 * A life customer's disability claim answered to the review, every step on this phone (online or not), on the policy
 * the account showed online.
 */
async function lifeClaimToReview(scene: Page) {
  await scene.goto('/customers/claims/fnol/intro');
  await scene.getByRole('heading', { name: 'Report a claim' }).waitFor();
  await scene.getByRole('button', { name: 'Start your claim' }).click();
  await scene.getByRole('heading', { name: 'When did it happen?' }).waitFor();
  await scene.getByLabel('Date of loss').fill('11/20/2026');
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'Which policy is this claim on?' }).waitFor();
  // The policies the account showed online are kept on this device: the customer chooses one as ever.
  await scene.getByRole('radio', { name: /^Life policy L-204518736/ }).check();
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'What happened?' }).waitFor();
  await scene.getByRole('group', { name: 'What are you reporting?' }).getByLabel('A disability of the insured').check();
  await scene.getByLabel('Tell us what happened').fill('A fall at work; the doctor signed me off for six months.');
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'Where it happened' }).waitFor();
  await scene.getByLabel('Where did it happen?').fill('58 Linden St, Harrisburg');
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'Anything else' }).waitFor();
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'How we reach you' }).waitFor();
  await scene.getByLabel('Phone number').fill('7175550199');
  await scene.getByLabel('Email').fill('life.customer@example.com');
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'Text updates' }).waitFor();
  await scene.getByRole('group', { name: 'Would you like text message updates on this claim?' }).getByLabel('No').check();
  await scene.getByRole('button', { name: 'Continue' }).click();
  await scene.getByRole('heading', { name: 'Check your claim' }).waitFor();
  await scene.locator('.answer-list').getByText('Life policy L-204518736').waitFor();
}

/** Signed in as the life customer, the account shown online (so what filing needs of the policies stays on this phone). */
async function lifeCustomerVisited(context: BrowserContext) {
  const page = await context.newPage();
  await signIn(page, 'life.customer');
  await visitedOnline(page, '/customers/account');
  await page.getByText('L-204518736').first().waitFor();
  await page.close();
}

/** The life customer's claim filed with no signal: saved on this phone. */
async function lifeClaimSavedOffline(context: BrowserContext) {
  await lifeCustomerVisited(context);
  await offline(context);
  const scene = await context.newPage();
  await lifeClaimToReview(scene);
  await scene.getByRole('button', { name: 'Submit claim' }).click();
  await scene.getByRole('heading', { name: 'Your claim is saved on this phone' }).waitFor();
  await scene.close();
  await context.setOffline(false);
}

describe('reporting a claim with no signal', () => {
  it('a guest opens claim filing with the network off and answers every step to the summary, at phone width', async () => {
    const context = await newContext(widths.phone, baseUrl(), 'allow');
    const page = await context.newPage();
    await visitedOnline(page, '/customers/claims/fnol/prelogin/intro');
    // The portal can be installed on the phone's home screen: the browser finds nothing missing.
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser's context is a private one, where no site can be installed; that is the only objection allowed.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await page.close();

    await offline(context);
    const scene = await context.newPage();
    await boatReportToSummary(scene);
    await attachPhoto(scene, 'hull.jpg');
    await snapshot(scene, 'offline-guest-claim-summary-phone');

    // Submitted with no signal: saved on this phone, in words, with a way to cancel; nothing reached the gateway.
    const answered = postsAnswered(context, '/api/guest-claims');
    const photosAnswered = postsAnswered(context, '/api/guest-claims/uploads');
    await scene.getByRole('button', { name: 'Submit claim' }).click();
    await scene.getByRole('heading', { name: 'Your claim is saved on this phone' }).waitFor();
    await scene.getByRole('button', { name: 'Cancel this claim' }).waitFor();
    await scene.locator('.upload-file', { hasText: 'hull.jpg' }).getByText('Kept on this phone').waitFor();
    await snapshot(scene, 'offline-guest-claim-saved-phone');
    await scene.close();

    // Back online, the filing opened again: the claim is sent once and its number shown, then its photo, once.
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/customers/claims/fnol/prelogin/intro');
    expect(await claimNumberShown(later)).toMatch(/^\d{11}$/);
    await photoSent(later, 'hull.jpg');
    expect(answered.count).toBe(1);
    expect(photosAnswered.count).toBe(1);
    await snapshot(later, 'offline-guest-claim-sent-phone');
    await context.close();
  });

  it('a guest whose submission reached the gateway but whose answer was lost gets the one claim it filed', async () => {
    const context = await newContext(widths.phone, baseUrl(), 'allow');
    const page = await context.newPage();
    let filedFirst = '';
    await page.route('**/api/guest-claims', async (route) => {
      if (filedFirst) return route.continue();
      const response = await route.fetch();
      filedFirst = ((await response.json()) as { claim: { fileNumber: string } }).claim.fileNumber;
      await route.abort('internetdisconnected');
    });
    await boatReportToSummary(page);
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await page.getByRole('heading', { name: 'Your claim is saved on this phone' }).waitFor();
    expect(filedFirst).toMatch(/^\d{11}$/);
    await page.close();

    const later = await context.newPage();
    await later.goto('/customers/claims/fnol/prelogin/intro');
    // The resend carried the first one's key: the gateway gave back the claim it had filed, and filed no other.
    expect(await claimNumberShown(later)).toBe(filedFirst);
    await context.close();
  });

  it('a signed-in customer files a claim with the network off, and it is sent once back online, at phone width', async () => {
    const context = await newContext(widths.phone, baseUrl(), 'allow');
    // The account shows the customer's policies (and so keeps what filing needs of them on this device).
    await lifeCustomerVisited(context);
    await offline(context);
    const scene = await context.newPage();
    await lifeClaimToReview(scene);
    await attachPhoto(scene, 'doctors-note.jpg');
    await snapshot(scene, 'offline-fnol-review-phone');

    // Submitted with no signal: saved on this phone under the customer's sign-in; sent once filing opens online.
    await scene.getByRole('button', { name: 'Submit claim' }).click();
    await scene.getByRole('heading', { name: 'Your claim is saved on this phone' }).waitFor();
    await scene.close();
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/customers/claims/fnol/intro');
    await later.getByRole('heading', { name: 'We received your claim' }).waitFor();
    const fileNumber = (await later.locator('.fnol-confirmation__number strong').textContent())!;
    expect(fileNumber).toMatch(/^\d{11}$/);
    await photoSent(later, 'doctors-note.jpg');
    await snapshot(later, 'offline-fnol-confirmation-phone');
    // The photo is the claim's: among its documents.
    await later.goto(`/customers/claims/${fileNumber}/documents`);
    await later.getByText('doctors-note.jpg').first().waitFor();
    await later.goto('/customers/claims');
    await later.getByText(fileNumber).first().waitFor();
    await context.close();
  });
  // Three sign-ins on two devices and the filing reopened: longer than a usual journey on a busy machine.
  it('a signed-in customer whose sign-in ended while the claim waited signs in again, and it is sent then, once', async () => {
    const context = await newContext(widths.phone, baseUrl(), 'allow');
    const filed = claimsFiled(context, '/api/claims');
    await lifeClaimSavedOffline(context);

    // Meanwhile the customer signed out everywhere from another device: this phone's sign-in is no longer good.
    const elsewhere = await newContext(widths.desktop);
    const other = await elsewhere.newPage();
    await signIn(other, 'life.customer');
    await other.goto('/customers/profile/security');
    await other.getByRole('button', { name: 'Sign out everywhere' }).click();
    await other.waitForURL(/\/customers\/(forced-logout|login)/);
    await elsewhere.close();

    // Filing opened online: the gateway refuses the ended sign-in; the customer is asked to sign in, the claim kept.
    const later = await context.newPage();
    await later.goto('/customers/claims/fnol/intro');
    await later.waitForURL(/\/customers\/(forced-logout|login)/);
    expect(filed.size).toBe(0);
    // Signed in again (and back on filing, if the sign-in did not return there): the claim is sent, one claim.
    await signIn(later, 'life.customer');
    await later.goto('/customers/claims/fnol/intro');
    await until(() => filed.size === 1, 'the claim filed', 30_000);
    // Its file number from the acknowledgement (written with the claim), wherever the customer was when it was sent.
    const acknowledged = await latestOutboxMessage('life.customer@example.com');
    const [, fileNumber] = /We received your claim (\d{11})/.exec(acknowledged.subject ?? '') ?? [];
    if (!fileNumber) throw new Error(`no acknowledgement of the claim: ${acknowledged.subject}`);
    await later.goto('/customers/claims');
    await later.getByText(fileNumber).first().waitFor();
    expect(filed.size).toBe(1);
    await context.close();
  }, 180_000);

  it('a claim saved on the phone whose policy was cancelled meanwhile opens at the policy, with the reason, every answer kept', async () => {
    const context = await newContext(widths.phone, baseUrl(), 'allow');
    await lifeClaimSavedOffline(context);
    await policyStatus('L-204518736', 'cancelled');
    try {
      const later = await context.newPage();
      await later.goto('/customers/claims/fnol/intro');
      await later.getByRole('heading', { name: 'Which policy is this claim on?' }).waitFor();
      await later.getByText(claimMessages.policyNotInForce).first().waitFor();
      // The customer's only policy: nothing else to choose, and the claims line to call.
      await later.getByText(claimMessages.noPolicyToFile, { exact: false }).waitFor();
      await snapshot(later, 'offline-fnol-policy-cancelled-phone');
      // Nothing typed is lost: the review still holds every answer, and the claim is no longer saved for sending.
      await later.goto('/customers/claims/fnol/review');
      await later.getByText('A fall at work; the doctor signed me off for six months.').waitFor();
      await later.getByRole('button', { name: 'Submit claim' }).waitFor();
      expect(await later.getByRole('heading', { name: 'Your claim is saved on this phone' }).count()).toBe(0);
    } finally {
      await policyStatus('L-204518736', 'active');
    }
    await context.close();
  });
});
