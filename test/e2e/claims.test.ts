import type { Page } from 'playwright-core';
import { chooseFromHeader, closeBrowser, expectAccessible, newContext, pagePerTest, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';

afterAll(closeBrowser);

const openAuto = '31025061742';
const closedHome = '31024119035';

// First in the file: mutual.customer's auto claim has one message from the adjuster nobody has read yet.
describe('the claims messenger', () => {
  const browser = pagePerTest(widths.desktop);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('shows the new-message count, clears it on reading, and sends a message to the adjuster', async () => {
    await signIn(page, 'mutual.customer');
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Claims 1 new message' }).waitFor();
    await chooseFromHeader(page, 'Claims 1 new message');
    await page.getByRole('heading', { level: 1, name: 'Your claims' }).waitFor();
    await page.getByRole('link', { name: `Auto claim ${openAuto}` }).click();
    await page.waitForURL(`**/claims/${openAuto}/overview`);
    const sections = page.getByRole('navigation', { name: 'Claim sections' });
    await sections.getByRole('link', { name: 'Messages (1 new)' }).click();
    await page.getByRole('heading', { level: 2, name: 'Conversation with Maria Alvarez' }).waitFor();
    await page.getByText('The shop tells me the parts arrive this week.').waitFor();
    await expectTitle(page, 'Claim messages | Cardinal Mutual');
    // Read: the count leaves the navigation and the tab.
    await nav.getByRole('link', { name: 'Claims', exact: true }).waitFor();
    await sections.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // A probable card number is flagged before anything is sent.
    const message = page.getByLabel('Message to Maria Alvarez');
    await message.fill('My card is 4111111111111111');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByRole('link', { name: /account or card number/ })
      .first()
      .waitFor();
    await expectAccessible(page);

    await message.fill('Thank you. Can I pick the car up on Saturday?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Thank you. Can I pick the car up on Saturday?' }).waitFor();
    await expect(message.inputValue()).resolves.toBe('');
    await expectAccessible(page);
    await snapshot(page, 'claim-messenger-desktop');

    // The message is the gateway's: it is there after a reload.
    await page.reload();
    await page.getByText('Thank you. Can I pick the car up on Saturday?').waitFor();

    // support.agent answers from the console as the adjuster; the customer has one new message again.
    const agent = await newContext(widths.desktop);
    const console = await agent.newPage();
    await signIn(console, 'support.agent');
    await console.goto('/customers/support');
    await console.getByRole('navigation', { name: 'Support console' }).getByRole('link', { name: 'Claim messages' }).click();
    const waiting = console.getByRole('row').filter({ hasText: openAuto });
    await waiting.getByText('Awaiting an answer').waitFor();
    await expectAccessible(console);
    await waiting.getByRole('link', { name: openAuto }).click();
    await console.getByText('Thank you. Can I pick the car up on Saturday?').waitFor();
    await console.getByLabel('Answer as Maria Alvarez').fill('Yes, the shop is open from 9 a.m. on Saturday.');
    await console.getByRole('button', { name: 'Send answer' }).click();
    await console.getByRole('heading', { name: 'Answer sent' }).waitFor();
    await expectAccessible(console);
    await snapshot(console, 'support-claim-conversation-desktop');
    await agent.close();

    // The customer comes back later: the account's navigation counts the answer.
    await page.goto('/customers/account');
    await chooseFromHeader(page, 'Claims 1 new message');
    await page.getByRole('link', { name: `Auto claim ${openAuto}` }).click();
    await sections.getByRole('link', { name: 'Messages (1 new)' }).click();
    await page.getByText('Yes, the shop is open from 9 a.m. on Saturday.').waitFor();
  });
});

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('the claims centre at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('mutual.customer lists open and closed claims and opens each tab of a claim', async () => {
    await signIn(page, 'mutual.customer');
    await page.getByRole('heading', { level: 2, name: 'Recent claims' }).waitFor();
    await page.getByRole('link', { name: `Auto claim ${openAuto}` }).waitFor();
    await page.goto('/customers/claims');
    await page.getByRole('heading', { level: 1, name: 'Your claims' }).waitFor();
    await expectTitle(page, 'Claims | Cardinal Mutual');
    const open = page.getByRole('region', { name: 'Open claims' });
    const closed = page.getByRole('region', { name: 'Closed claims' });
    await open.getByRole('link', { name: `Auto claim ${openAuto}` }).waitFor();
    await closed.getByRole('link', { name: `Home claim ${closedHome}` }).waitFor();
    await expectAccessible(page);
    await snapshot(page, `claims-${label}`);

    await page.goto(`/customers/claims/${openAuto}`);
    await page.waitForURL(`**/claims/${openAuto}/overview`);
    await page.getByRole('heading', { level: 2, name: 'Your claim representative' }).waitFor();
    await page.getByRole('link', { name: '614-555-0190' }).waitFor();
    await page.getByText(/Your repair shop has the approved estimate/).waitFor();
    await expectAccessible(page);
    await snapshot(page, `claim-overview-${label}`);

    const sections = page.getByRole('navigation', { name: 'Claim sections' });
    await sections.getByRole('link', { name: 'Coverages and payments' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payments made' }).waitFor();
    await page.getByText('Enterprise Rent-A-Car').first().waitFor();
    await expectTitle(page, 'Claim coverages and payments | Cardinal Mutual');
    await expectAccessible(page);
    await snapshot(page, `claim-coverages-${label}`);

    await sections.getByRole('link', { name: 'Documents' }).click();
    await page.getByText('Repair estimate, 2019 Honda CR-V').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Upload documents to this claim' }).click();
    await page.waitForURL('**/documents/upload/2');
    await page.getByText(`For claim ${openAuto}.`).waitFor();

    await page.goto(`/customers/claims/${closedHome}/settings`);
    await page.getByRole('heading', { level: 2, name: 'Email notifications' }).waitFor();
    const email = page.getByLabel(/Email me when there is news on this claim/);
    await email.waitFor();
    const wasOn = await email.isChecked();
    await email.setChecked(!wasOn);
    await page.getByRole('button', { name: 'Save preference' }).click();
    await page.getByRole('heading', { name: 'Preference saved' }).waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByLabel(/Email me when there is news on this claim/).waitFor();
    await expect(page.getByLabel(/Email me when there is news on this claim/).isChecked()).resolves.toBe(!wasOn);
  });

  it("shows the not-found page for another party's claim and a malformed file number", async () => {
    await signIn(page, 'mutual.customer');
    for (const address of ['/customers/claims/31025072093/overview', '/customers/claims/12345/overview']) {
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: "We can't find that page" }).waitFor();
    }
    await expectAccessible(page);
  });

  it('both.customer sees a boat claim', async () => {
    await signIn(page, 'both.customer');
    await page.goto('/customers/claims');
    await page.getByRole('link', { name: 'Boat claim 31025072093' }).click();
    await page.getByText(/marine surveyor/).waitFor();
    await page.getByRole('link', { name: 'Thomas Reyes' }).or(page.getByText('Thomas Reyes')).first().waitFor();
    await expectAccessible(page);
  });
});
