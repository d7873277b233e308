import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  baseUrl,
  closeBrowser,
  expectAccessible,
  latestOutboxMessage,
  newContext,
  openOutageWindow,
  pageNamed,
  pagePerTest,
  signIn,
  snapshot,
  widths,
} from './support/portal';
import { businessEntryDate, expectTitle } from './support/journeys';
import { mailTo } from './support/smtpSink';
import { quoteCallToContinueTemplate } from '../../src/validation/messages';
import { quotingMessages } from '../../src/validation/messages';
import { phones } from '../../config/product';
import { formatCents } from '../../src/shared/money';

afterAll(closeBrowser);

const callToContinue = quoteCallToContinueTemplate.split('{phoneLink}')[0]!.trim();

const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const answer = (page: Page, question: string | RegExp, choice: string) => group(page, question).getByLabel(choice, { exact: true }).check();
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

const codeIn = (body: string) => /verification code is (\d{6})/.exec(body)?.[1] ?? '';
const linkIn = (body: string) => /https?:\/\/\S+\/customers\/create-account\/authorization\/[\w-]+/.exec(body)?.[0] ?? '';

/** Create account's login ID step, then its password step (same address), filled in (terms agreed) for a new customer: their login ID. */
async function chooseSignIn(page: Page, family: string, suffix: string): Promise<string> {
  const loginId = `${family.toLowerCase()}.${suffix}`;
  await pageNamed(page, 'Create account: Login ID');
  await page.getByLabel(/^Login ID/).fill(loginId);
  // Every applicant of these journeys gave jordan@example.com, which another new customer may already use.
  await page.getByLabel('Email').fill(`${family.toLowerCase()}.${suffix}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Confirm password/).waitFor();
  await pageNamed(page, 'Create account: Password');
  await expectTitle(page, /^Create account: Password \|/);
  await page.getByLabel(/^Password/).fill('New-Policy-2026!');
  await page.getByLabel(/^Confirm password/).fill('New-Policy-2026!');
  await page.getByLabel('I agree to the Terms & Conditions').check();
  return loginId;
}

let applicant = 0;
/** A new applicant each time: a bound quote makes its applicant a customer. */
const lastName = () => `Prospect${'abcdefghijklmnopqrstuvwxyz'[applicant++ % 26]}${'abcdefghij'[Math.floor(Date.now() / 1000) % 10]}`;

async function start(page: Page, line: string) {
  await page.goto('/customers/quoting');
  await heading(page, 'Get a quote');
  await page.getByLabel(line, { exact: true }).check();
  await page.getByRole('button', { name: 'Start my quote' }).click();
}

async function customerStep(page: Page, family = lastName()) {
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill(family);
  await page.getByLabel('Date of birth').fill('03/14/1980');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Phone number').fill('6145550199');
  await next(page);
}

async function addressStep(page: Page, zip = '43215', state = 'OH') {
  await page.getByLabel('Street address').fill('100 Main St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption(state);
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByLabel('When should your policy start?').fill(businessEntryDate(7));
  await next(page);
}

async function autoUpToPrior(page: Page, label?: string) {
  await start(page, 'Auto');
  await heading(page, 'Auto quote: Customer');
  await customerStep(page);
  await heading(page, 'Auto quote: Address');
  await addressStep(page);
  await heading(page, 'Auto quote: Driver');
  const first = group(page, 'Driver 1');
  await first.getByLabel('License state').selectOption('OH');
  await first.getByLabel('Years licensed').fill('20');
  await page.getByRole('button', { name: 'Add another driver' }).click();
  const second = group(page, 'Driver 2');
  await second.getByLabel('First name').fill('Casey');
  await second.getByLabel('Last name').fill('Prospect');
  await second.getByLabel('Date of birth').fill('07/01/1982');
  await second.getByLabel('License state').selectOption('OH');
  await second.getByLabel('Years licensed').fill('15');
  if (label) {
    await snapshot(page, `quote-auto-driver-${label}`);
    await expectAccessible(page);
  }
  await next(page);
  await heading(page, 'Auto quote: Vehicle');
  const vehicle1 = group(page, 'Vehicle 1');
  await vehicle1.getByLabel(/VIN/).fill('1HGCV1F34MA000001');
  await page.getByRole('button', { name: 'Look up VIN for vehicle 1' }).click();
  await page.getByText('Found: 2021 Honda Accord').waitFor();
  await answer(page, /Vehicle 1/, 'Commuting');
  await page.getByRole('button', { name: 'Add another vehicle' }).click();
  const vehicle2 = group(page, 'Vehicle 2');
  await vehicle2.getByLabel(/VIN/).fill('2T1BURHE5JC000002');
  await vehicle2.getByLabel('Year').fill('2018');
  await vehicle2.getByLabel('Make').fill('Toyota');
  await vehicle2.getByLabel('Model').fill('Corolla');
  await vehicle2.getByLabel('Pleasure').check();
  if (label) {
    await snapshot(page, `quote-auto-vehicle-${label}`);
    await expectAccessible(page);
  }
  await next(page);
  await heading(page, 'Auto quote: Driving history');
  for (const driver of await page.getByRole('group', { name: /last 5 years/ }).all()) {
    await driver
      .getByRole('group', { name: /major violation/ })
      .getByLabel('No', { exact: true })
      .check();
  }
  await next(page);
  await heading(page, 'Auto quote: Prior insurance');
}

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('online quote and bind at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('prices a clean auto quote with 2 drivers and 2 vehicles, moves the price with a coverage, binds it into a policy', async () => {
    await autoUpToPrior(page, label);
    await answer(page, 'Do you have auto insurance now?', 'Yes');
    await page.getByLabel('Your current bodily injury limits').selectOption('100/300');
    await next(page);
    await heading(page, 'Auto quote: Discounts');
    await answer(page, /paperless/, 'Yes');
    await answer(page, /whole term/, 'No');
    await expectAccessible(page);
    await next(page);

    await heading(page, 'Your auto quote');
    await expectTitle(page, 'Auto quote: Summary | Cardinal Mutual');
    const total = page.locator('.quote-summary__amount').first();
    const before = await total.textContent();
    expect(before).toMatch(/^\$[\d,]+\.\d\d$/);
    await expect(page.locator('caption').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Auto: 2021 Honda Accord', 'Auto: 2018 Toyota Corolla']),
    );
    await page.getByText(quotingCrossSell).waitFor();
    await snapshot(page, `quote-auto-summary-${label}`);
    await expectAccessible(page);

    await page.getByLabel('Auto: Bodily injury liability').selectOption('250/500');
    await page.getByRole('button', { name: 'Update price' }).click();
    await page.waitForFunction((old) => document.querySelector('.quote-summary__amount')?.textContent !== old, before);
    const after = await total.textContent();
    expect(Number(after!.replace(/[$,]/g, ''))).toBeGreaterThan(Number(before!.replace(/[$,]/g, '')));

    await page.getByRole('button', { name: 'Buy this policy online' }).click();
    await heading(page, 'Auto bind: Additional information');
    await answer(page, /cancelled a policy/, 'No');
    await answer(page, /declined to renew/, 'No');
    await answer(page, /not told us about/, 'No');
    await answer(page, /credit-based insurance score/, 'Yes');
    await expectAccessible(page);
    await next(page);
    await heading(page, 'Auto bind: Finalize policy owners');
    await answer(page, /registered to you/, 'Yes');
    await next(page);
    await heading(page, 'Auto bind: Drivers');
    // A reload keeps the prospect on the bind step: the quote kept in the session comes back first.
    await page.reload();
    await heading(page, 'Auto bind: Drivers');
    await answer(page, /SR-22/, 'No');
    await answer(page, /outside the United States/, 'No');
    await next(page);
    await heading(page, 'Auto bind: Vehicles');
    await answer(page, /for pay/, 'No');
    await answer(page, /kept overnight/, 'No');
    await page.getByRole('button', { name: 'Buy my policy' }).click();

    await heading(page, "You're covered");
    const policyHeading = await page.getByRole('heading', { name: /^Policy number / }).textContent();
    const policyNumber = /Policy number ([A-Z0-9]{6}-\d{4})/.exec(policyHeading ?? '')?.[1];
    expect(policyNumber).toBeDefined();
    await page.getByRole('link', { name: 'Create your account' }).waitFor();
    await snapshot(page, `quote-auto-bound-${label}`);
    await expectAccessible(page);

    // The gateway reads the bound policy back from the policies table.
    const { quoteId, accessToken } = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('portalQuoting') ?? '{}') as { quoteId: string; accessToken: string },
    );
    const bindUrl = `${baseUrl()}/quoting-api/quotes/${quoteId}/bind`;
    expect((await fetch(bindUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"answers":{}}' })).status).toBe(
      404,
    );
    const bound = await fetch(bindUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-quote-token': accessToken },
      body: '{"answers":{}}',
    });
    const body = (await bound.json()) as { policies: { policyNumber: string; lineOfBusiness: string }[] };
    expect(body.policies).toEqual([expect.objectContaining({ policyNumber, lineOfBusiness: 'auto' })]);
  });

  it('knocks an auto quote with no prior insurance out to the call-to-continue message, and Back keeps the entries', async () => {
    await autoUpToPrior(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Auto quote: Driving history');
    await expect(
      page
        .getByRole('group', { name: /last 5 years/ })
        .first()
        .getByRole('group', { name: /major violation/ })
        .getByLabel('No', { exact: true })
        .isChecked(),
    ).resolves.toBe(true);
    await next(page);
    await answer(page, 'Do you have auto insurance now?', 'No');
    await next(page);
    await heading(page, "Let's finish your quote together");
    await page.getByText(callToContinue).waitFor();
    await page.getByRole('link', { name: '1-800-555-0106' }).waitFor();
    const layer = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portalDataLayer') ?? '{}').quote.errorCodes as string);
    expect(layer).toContain('NO_PRIOR_INSURANCE');
    await snapshot(page, `quote-knockout-${label}`);
    await expectAccessible(page);
  });
});

const quotingCrossSell = 'Save more with a bundle';

describe('dwellings, bundles and life', () => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await newContext(widths.phone);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  async function dwelling(line: 'Home' | 'Renters', zip: string, state: string, units: string, family = lastName()) {
    await start(page, line);
    await customerStep(page, family);
    await addressStep(page, zip, state);
    await heading(page, `${line} quote: Property`);
    await page.getByLabel(/How many units/).fill(units);
    await page.getByLabel('Year built').fill('1998');
    await page.getByLabel('Construction').selectOption('frame');
    await page.getByLabel(/coverage amount/).fill(line === 'Home' ? '300000' : '30000');
    if (line === 'Home') {
      await answer(page, /rented to others/, 'No');
      await answer(page, /retrofit/, 'No');
    }
    await next(page);
  }

  it('knocks out a home quote with 5 units', async () => {
    await dwelling('Home', '43215', 'OH', '5');
    await heading(page, "Let's finish your quote together");
    await page.getByText(callToContinue).waitFor();
    await expectAccessible(page);
  });

  /** A clean dwelling quote up to its summary: no claims, no paperless, monthly. */
  async function dwellingSummary(line: 'Home' | 'Renters', zip: string, state: string, family = lastName()) {
    await dwelling(line, zip, state, line === 'Home' ? '1' : '12', family);
    await heading(page, `${line} quote: Home history`);
    await page.getByLabel(/claims in the last 5 years/).selectOption('0');
    await next(page);
    await answer(page, /paperless/, 'No');
    await answer(page, /whole term/, 'No');
    await next(page);
    await heading(page, `Your ${line.toLowerCase()} quote`);
  }
  const rentersSummary = (zip: string, state: string, family = lastName()) => dwellingSummary('Renters', zip, state, family);

  /** Binds renters online in Ohio for a new applicant (checking each step with axe when auditing): the new policy number. */
  async function bindRenters(family: string, audit = false): Promise<string> {
    await rentersSummary('43215', 'OH', family);
    return buyRentersFromSummary(page, audit);
  }

  /** From a renters quote's summary, through the bind steps to the bought policy: its number. */
  async function buyRentersFromSummary(page: Page, audit = false): Promise<string> {
    await page.getByRole('button', { name: 'Buy this policy online' }).click();
    await heading(page, 'Renters bind: Additional information');
    for (const q of [/cancelled a policy/, /declined to renew/, /not told us about/]) await answer(page, q, 'No');
    await answer(page, /credit-based insurance score/, 'Yes');
    if (audit) await expectAccessible(page);
    await next(page);
    await heading(page, 'Renters bind: Finalize policy owners');
    await answer(page, /own the home/, 'No');
    if (audit) await expectAccessible(page);
    await next(page);
    await heading(page, 'Renters bind: Tenants');
    for (const q of [/roommates/, /business/, /animal/, /trampoline/, /flood insurance/, /foreclosure/, /unoccupied/])
      await answer(page, q, 'No');
    await answer(page, /fire walls/, 'Yes');
    if (audit) await expectAccessible(page);
    if (audit) await snapshot(page, 'quote-renters-tenants-phone');
    await page.getByRole('button', { name: 'Buy my policy' }).click();
    await heading(page, "You're covered");
    if (audit) await expectAccessible(page);
    const policyNumber = (
      (await page
        .getByText(/^Policy number /)
        .first()
        .textContent()) ?? ''
    )
      .replace('Policy number ', '')
      .trim();
    expect(policyNumber).toMatch(/^[A-Z0-9]{6}-\d{4}$/);
    return policyNumber;
  }

  /** From the bind confirmation's link, Create account's information step filled in for the applicant. */
  async function informationStep(policyNumber: string, family: string) {
    await page.getByRole('link', { name: 'Create your account' }).click();
    await heading(page, 'Create your account');
    await page.getByLabel(/Policy number/).fill(policyNumber);
    await page.getByLabel(/Last name/).fill(family);
    await page.getByLabel(/Date of birth/).fill('03/14/1980');
    await page.getByLabel(/ZIP code/).fill('43215');
  }

  it("creates the account from the emailed verification link in another tab, which replaces the first tab's grant", async () => {
    const family = lastName();
    await informationStep(await bindRenters(family), family);
    await next(page);
    await page.waitForURL('**/customers/create-account/accountVerification');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to j*****@example.com', { exact: false }).waitFor();
    const message = await latestOutboxMessage('jordan@example.com');
    const token = /authorization\/([\w-]+)/.exec(linkIn(message.body))?.[1] ?? '';
    expect(token).toHaveLength(43);
    // The customer opens the link from their email: a new tab, straight to the login ID step, the token out of its address and log.
    const mail = await context.newPage();
    await mail.goto(linkIn(message.body));
    await mail.waitForURL('**/customers/create-account/loginID');
    await mail.getByText('Welcome, Jordan.', { exact: false }).waitFor();
    await expectTitle(mail, /^Create account: Login ID \|/);
    await mail.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('accountCreation/policyholderVerified'));
    const log = await mail.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    expect(log).toContain('createAccountAuthorization');
    expect(log).not.toContain(token);
    const loginId = await chooseSignIn(mail, family, 'linked');
    await expectAccessible(mail);
    await mail.getByRole('button', { name: 'Create my account' }).click();
    await mail.getByText('Your account is ready').waitFor();
    // The first tab's grant was given up for the link's: its code now leads to the expired step.
    await page.getByLabel(/^Verification code/).fill(codeIn(message.body));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/customers/create-account/expired');
    await signIn(mail, loginId, 'New-Policy-2026!');
  });

  /**
   * E-mails the quote on the page to `to` from `emailing` (the summary's e-mail form); the mail (its subject matching
   * `subject`, its text `says`) carries the quote as one PDF named `pdf` and a link. Opened in a fresh browser, the link
   * shows the quote's summary headed `summary`, its token out of the address, where `there` goes on with it; the same
   * link again is refused as used.
   */
  async function emailedQuoteOpensOnce({
    to,
    emailing,
    subject,
    pdf,
    says,
    summary,
    there,
  }: {
    to: string;
    emailing: Page | Locator;
    subject: RegExp;
    pdf: string | RegExp;
    says?: RegExp;
    summary: string;
    there: (elsewhere: Page) => Promise<void>;
  }) {
    await emailing.getByLabel('Email', { exact: true }).fill(to);
    await emailing.getByRole('button', { name: 'E-mail my quote' }).click();
    await page.getByText(`We sent your quote to ${to}.`).waitFor();
    await expectAccessible(page);
    const mail = await mailTo(to, (m) => subject.test(m.subject));
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', fileName: typeof pdf === 'string' ? pdf : expect.stringMatching(pdf) }),
    ]);
    expect(Buffer.from(mail.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    if (says) expect(mail.text).toMatch(says);
    const link = /https?:\/\/\S+\/customers\/quoting\/return\?token=\S+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');

    const fresh = await newContext(widths.desktop);
    try {
      const elsewhere = await fresh.newPage();
      await elsewhere.goto(link);
      await heading(elsewhere, summary);
      // The link's token left the address.
      expect(elsewhere.url()).not.toContain('token=');
      await there(elsewhere);
      // The same link again: used, said in words, with a way to start again.
      await elsewhere.goto(link);
      await elsewhere.getByText(quotingMessages.linkUsedHeading).waitFor();
      await elsewhere.getByRole('link', { name: 'Start a new quote' }).waitFor();
      await expectAccessible(elsewhere);
    } finally {
      await fresh.close();
    }
  }

  it('e-mails a renters quote with its PDF; its link, opened in a fresh browser, resumes the quote, which is bought there; the link opens once', async () => {
    const family = lastName();
    await rentersSummary('43215', 'OH', family);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('jordan@example.com');
    await emailedQuoteOpensOnce({
      to: `${family.toLowerCase()}.quote@example.com`,
      emailing: page,
      subject: /renters quote/,
      pdf: /^quote-Q\d+\.pdf$/,
      summary: 'Your renters quote',
      there: async (elsewhere) => {
        const policyNumber = await buyRentersFromSummary(elsewhere);
        expect(policyNumber).toMatch(/^[A-Z0-9]{6}-\d{4}$/);
      },
    });
  });

  /**
   * Asks for a call in the quote's "Ask an agent to call you" (a summary or a knockout page): `fill` fills its form, which
   * is then sent; answers the lead's reference the prospect is shown.
   */
  async function askAgentToCall(fill: (form: Locator) => Promise<void>): Promise<string> {
    const form = page.getByRole('region', { name: quotingMessages.referralHeading });
    await fill(form);
    await form.getByRole('button', { name: 'Ask an agent to call me' }).click();
    const thanks = form.getByText(/Thank you\. An agent will call you\. Your reference is L\d{8}\./);
    await thanks.waitFor();
    await expectAccessible(page);
    return /L\d{8}/.exec((await thanks.textContent()) ?? '')![0];
  }

  /**
   * The support agent finds the lead among the console's Leads (its row naming the quote's line), opens it, sees its
   * quote read-only as `quoteShown` expects, and marks it contacted.
   */
  async function agentMarksContacted(reference: string, line: string, quoteShown: (console: Page) => Promise<void>) {
    const agent = await newContext(widths.desktop);
    try {
      const console = await agent.newPage();
      await signIn(console, 'support.agent');
      await console.goto('/customers/support');
      await console.getByRole('navigation', { name: 'Support console' }).getByRole('link', { name: 'Leads' }).click();
      const row = console.getByRole('row').filter({ hasText: reference });
      await row.getByText('New').waitFor();
      await row.getByText(new RegExp(`^${line} `)).waitFor();
      await expectAccessible(console);
      await row.getByRole('link', { name: reference }).click();
      await console.getByRole('heading', { name: `Lead ${reference}` }).waitFor();
      await quoteShown(console);
      // Read-only: the agent can only mark the lead, never change its quote.
      expect(await console.getByRole('main').getByRole('textbox').count()).toBe(0);
      await expectAccessible(console);
      await console.getByRole('button', { name: 'Mark contacted' }).click();
      await console.getByText('Contacted', { exact: true }).waitFor();
    } finally {
      await agent.close();
    }
  }

  it('refers a knocked-out home quote to an agent, who sees the lead with its quote in the support console and marks it contacted', async () => {
    await dwelling('Home', '43215', 'OH', '5');
    await heading(page, "Let's finish your quote together");
    await page.getByRole('heading', { name: quotingMessages.referralHeading }).waitFor();
    await page.getByRole('button', { name: 'Ask an agent to call me' }).click();
    // Consent to be called is required.
    await page.getByText(quotingMessages.referralConsentRequired).first().waitFor();
    const reference = await askAgentToCall(async (form) => {
      await form.getByLabel(quotingMessages.callWindows.afternoon).check();
      await form.getByLabel(quotingMessages.referralConsent).check();
    });

    await agentMarksContacted(reference, 'Home', async (console) => {
      await console.getByText('UNITS_OVER_4').waitFor();
      await console.getByText('Knocked out').waitFor();
    });
  });

  it('binds renters in a bind-online state, creates the account with a verification code, and sends renters elsewhere to call', async () => {
    const family = lastName();
    const policyNumber = await bindRenters(family, true);

    // The confirmation's link leads to Create account, whose sign-in then works.
    await informationStep(policyNumber, family);
    await expectAccessible(page);
    await snapshot(page, 'create-account-information-phone');
    await next(page);
    // Verification: a one-time code to a masked email or phone on file, read here from the development outbox.
    await page.waitForURL('**/customers/create-account/accountVerification');
    await expectTitle(page, /^Create account: Verification \|/);
    await page.getByLabel('Email j*****@example.com').check();
    await expect(page.getByLabel('Text (***) ***-0199').count()).resolves.toBe(1);
    await expectAccessible(page);
    await snapshot(page, 'create-account-verification-phone');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to j*****@example.com', { exact: false }).waitFor();
    const message = await latestOutboxMessage('jordan@example.com');
    const code = codeIn(message.body);
    const link = linkIn(message.body);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(/^Verification code/).fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByText(/That code is not right/)
      .first()
      .waitFor();
    await page.getByLabel(/^Verification code/).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Confirmation of the details on file, masked.
    await page.waitForURL('**/customers/create-account/confirmation');
    await page.getByText(`Jordan ${family[0]}.`).waitFor();
    await page.getByText(`******-${policyNumber.slice(-4)}`).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'create-account-confirmation-phone');
    await next(page);
    await page.waitForURL('**/customers/create-account/loginID');
    await page.getByText('Welcome, Jordan.', { exact: false }).waitFor();
    const loginId = await chooseSignIn(page, family, 'renter');
    await expectAccessible(page);
    await snapshot(page, 'create-account-password-phone');
    await page.setViewportSize({ width: widths.desktop, height: 900 });
    await expectAccessible(page);
    await snapshot(page, 'create-account-password-desktop');
    await page.setViewportSize({ width: widths.phone, height: 900 });
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Your account is ready').waitFor();
    await expectAccessible(page);
    // The emailed link of a code already used, and a malformed one, lead to the expired step.
    expect(link).toContain(`${baseUrl()}/customers/create-account/authorization/`);
    for (const address of [link, `${baseUrl()}/customers/create-account/authorization/not-a-token`]) {
      await page.goto(address);
      await page.waitForURL('**/customers/create-account/expired');
      await page.getByText('Your time to create an account ran out').waitFor();
    }
    await signIn(page, loginId, 'New-Policy-2026!');

    await rentersSummary('10001', 'NY');
    await expect(page.getByRole('button', { name: 'Buy this policy online' }).count()).resolves.toBe(0);
    await page.getByText(/To buy this policy, call us/).waitFor();
  });

  it("binds a home with its mortgage lender, who becomes the policy's mortgagee", async () => {
    await dwellingSummary('Home', '43215', 'OH');
    await page.getByRole('button', { name: 'Buy this policy online' }).click();
    await heading(page, 'Home bind: Additional information');
    for (const q of [/cancelled a policy/, /declined to renew/, /not told us about/]) await answer(page, q, 'No');
    await answer(page, /credit-based insurance score/, 'Yes');
    await next(page);
    await heading(page, 'Home bind: Finalize policy owners');
    await answer(page, /owned by anyone other than you/, 'No');
    await next(page);
    await heading(page, 'Home bind: Homeowners');
    for (const q of [/roommates/, /business/, /animal/, /trampoline/, /unoccupied/]) await answer(page, q, 'No');
    await next(page);
    await heading(page, 'Home bind: Mortgage');
    for (const q of [/flood insurance/, /foreclosing/]) await answer(page, q, 'No');
    await answer(page, 'Is there a mortgage on the home?', 'Yes');
    await page.getByRole('button', { name: 'Buy my policy' }).click();
    await page.getByRole('alert').getByText("We're sorry. We need a little more information.").waitFor();
    await expect(page.getByLabel('Loan number').getAttribute('aria-invalid')).resolves.toBe('true');
    const lender = group(page, 'Your mortgage lender');
    await lender.getByLabel('Lender name').fill('Fifth Third Bank ISAOA/ATIMA');
    await lender.getByLabel('Lender street address or P.O. box').fill('PO Box 961250');
    await lender.getByLabel('Lender city').fill('Fort Worth');
    await lender.getByLabel('Lender state').selectOption('TX');
    await lender.getByLabel('Lender ZIP code').fill('76161');
    await lender.getByLabel('Loan number').fill('7730219548');
    await expectAccessible(page);
    await snapshot(page, 'quote-home-mortgage-lender-phone');
    await page.getByRole('button', { name: 'Buy my policy' }).click();
    await heading(page, "You're covered");
    await page.getByText('Fifth Third Bank ISAOA/ATIMA, loan ending 9548, PO Box 961250, Fort Worth, TX 76161').waitFor();
    await expect(page.getByText('7730219548').count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it('asks for the address once in a bundle, and resumes the saved quote from /quoting/return', async () => {
    const family = lastName();
    await start(page, 'Home and auto bundle');
    await heading(page, 'Home and auto bundle quote: Customer');
    await expectAccessible(page);
    await customerStep(page, family);
    await heading(page, 'Home and auto bundle quote: Address');
    await expectAccessible(page);
    await addressStep(page);
    await heading(page, 'Home and auto bundle quote: Driver');
    await expectAccessible(page);
    expect(await page.getByText('Step 3 of 10').count()).toBe(1);
    const steps = await page.locator('.step-indicator__label').allTextContents();
    expect(steps.filter((s) => s.startsWith('Address'))).toHaveLength(1);
    expect(steps.filter((s) => s.startsWith('Customer'))).toHaveLength(1);

    const quoteId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portalQuoting') ?? '{}').quoteId as string);
    const other = await context.newPage();
    await other.goto('/customers/quoting/return');
    await heading(other, 'Resume a saved quote');
    await other.getByLabel('Quote number').fill(quoteId);
    await other.getByLabel('Last name').fill(family);
    await other.getByLabel('Date of birth').fill('03/14/1980');
    await other.getByLabel('ZIP code').fill('43215');
    await expectAccessible(other);
    await other.getByRole('button', { name: 'Resume my quote' }).click();
    await heading(other, 'Home and auto bundle quote: Driver');
    await snapshot(other, 'quote-bundle-driver-phone');

    // The saved quote (with the applicant's date of birth) is answered only with the token the resume issued.
    const kept = await other.evaluate(
      () => JSON.parse(sessionStorage.getItem('portalQuoting') ?? '{}') as { quoteId: string; accessToken: string },
    );
    expect(kept.quoteId).toBe(quoteId);
    const quoteUrl = `${baseUrl()}/quoting-api/quotes/${quoteId}`;
    const anonymous = await fetch(quoteUrl);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('1980-03-14');
    const own = await fetch(quoteUrl, { headers: { 'x-quote-token': kept.accessToken } });
    expect(((await own.json()) as { sections: { customer: { dateOfBirth: string } } }).sections.customer.dateOfBirth).toBe('1980-03-14');
    const leaks = await other.evaluate(
      (token) => [
        ...Object.keys(sessionStorage).filter((k) => k !== 'portalQuoting' && sessionStorage.getItem(k)?.includes(token)),
        ...Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes(token)),
      ],
      kept.accessToken,
    );
    expect(leaks).toEqual([]);
  });

  async function lifeQuote(weight: string) {
    await page.goto('/customers/quoting/life');
    await heading(page, 'Life quote');
    await page.getByLabel('Date of birth').fill('05/20/1988');
    await page.getByLabel('Female').check();
    await page.getByLabel('Feet').fill('5');
    await page.getByLabel('Inches').fill('6');
    await page.getByLabel('Weight (pounds)').fill(weight);
    await answer(page, /tobacco/, 'No');
    await page.getByLabel('State you live in').selectOption('OH');
    await page.getByLabel('Last name').fill(lastName());
    await page.getByLabel(/^Excellent/).check();
    await page.getByLabel('Coverage amount').fill('500000');
    await page.getByLabel('20 years').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'See my price' }).click();
  }

  it('prices a life quote per term and starts an application', async () => {
    await lifeQuote('150');
    await heading(page, 'Your life quote');
    await expect(page.locator('tbody tr').count()).resolves.toBe(3);
    await snapshot(page, 'life-summary-phone');
    await expectAccessible(page);
    // Applying asks how a life specialist reaches the applicant first; both go to the log masked.
    await page.getByRole('button', { name: 'Apply for 20 years' }).click();
    await page.getByRole('link', { name: /Phone number/ }).waitFor();
    // The application's own form (the summary also offers to ask an agent to call, with fields of the same names).
    const application = page.locator('form', { has: page.getByRole('button', { name: 'Apply for 20 years' }) });
    await application.getByLabel('Phone number').fill('+1 614 555 0142');
    await application.getByLabel('Email', { exact: true }).fill('pat.applicant@example.com');
    await page.getByRole('button', { name: 'Apply for 20 years' }).click();
    await page.getByText('Your application is started').waitFor();
    // The kept log is written when the page is idle: wait until it holds the request.
    await page.waitForFunction(() => (sessionStorage.getItem('portalActionLog') ?? '').includes('lifeQuoting/applicationRequested'));
    const log = await page.evaluate(() => sessionStorage.getItem('portalActionLog') ?? '');
    expect(log).toContain('lifeQuoting/applicationRequested');
    expect(log).not.toContain('pat.applicant@example.com');
    expect(log).not.toMatch(/614-?555-?0142/);
  });

  it('e-mails a life quote with its PDF; its link, opened in a fresh browser, opens the life summary, where the application starts', async () => {
    const to = `${lastName().toLowerCase()}.life@example.com`;
    await lifeQuote('150');
    await heading(page, 'Your life quote');
    await emailedQuoteOpensOnce({
      to,
      emailing: page.locator('section', { has: page.getByRole('heading', { name: quotingMessages.emailQuoteHeading }) }),
      subject: /term life quote/,
      pdf: 'term-life-quote.pdf',
      says: /a month \(\$[\d,.]+ a year\) for a 20-year term/,
      summary: 'Your life quote',
      there: async (elsewhere) => {
        await expect(elsewhere.locator('tbody tr').count()).resolves.toBe(3);
        await elsewhere.getByText(/Saved until \d{2}\/\d{2}\/\d{4}\./).waitFor();
        // The link opens once, but the quote stays in this tab: a reload shows it again.
        await elsewhere.reload();
        await heading(elsewhere, 'Your life quote');
        await expect(elsewhere.locator('tbody tr').count()).resolves.toBe(3);
        const application = elsewhere.locator('form', { has: elsewhere.getByRole('button', { name: 'Apply for 20 years' }) });
        await application.getByLabel('Phone number').fill('614 555 0142');
        await application.getByLabel('Email', { exact: true }).fill(to);
        await elsewhere.getByRole('button', { name: 'Apply for 20 years' }).click();
        await elsewhere.getByText('Your application is started').waitFor();
        await expectAccessible(elsewhere);
      },
    });
  });

  it('refers a life quote from its summary to an agent, who sees the lead with the life quote read-only in the support console and marks it contacted', async () => {
    await lifeQuote('150');
    await heading(page, 'Your life quote');
    // The premiums of the 20-year term, as the prospect sees them (cells: monthly, yearly, apply).
    const [monthly, yearly] = await page
      .getByRole('row', { name: /^20 years/ })
      .getByRole('cell')
      .allTextContents();
    const reference = await askAgentToCall(async (form) => {
      await form.getByLabel('Your name').fill('Pat Applicant');
      await form.getByLabel('Phone number').fill('614-555-0142');
      await form.getByLabel(quotingMessages.callWindows.morning).check();
      await form.getByLabel(quotingMessages.referralConsent).check();
    });

    await agentMarksContacted(reference, 'Life', async (console) => {
      await console.getByText('Pat Applicant').waitFor();
      await console.getByText('614-555-0142').waitFor();
      await console.getByText(`${quotingMessages.callWindows.morning} (Eastern time)`).waitFor();
      await console.getByRole('heading', { name: /^Life quote / }).waitFor();
      await console.getByText(formatCents(500_000_00), { exact: true }).waitFor();
      await console.getByText(`${monthly} a month or ${yearly} a year`).waitFor();
    });
  });

  it('knocks a life quote out with HW_01 to the life quote line', async () => {
    await lifeQuote('420');
    await heading(page, "Let's talk about your life insurance");
    await page.getByRole('link', { name: '1-800-555-0104' }).waitFor();
    const layer = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portalDataLayer') ?? '{}').quote.errorCodes as string);
    expect(layer).toContain('HW_01');
    await expectAccessible(page);
  });
});

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('life quoting inside its outage window at %s width', (label, width) => {
  it('shows the outage message and the life quote line, and offers no way to ask for a quote', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    try {
      // The sagas decide with the clock (test/sagas/quoting.test.ts); the gateway refuses inside a window (test/server/quotingLife.test.ts).
      await openOutageWindow(page, 'lifeQuoting');
      await page.goto('/customers/quoting/life');
      await heading(page, 'Life quote');
      await page.getByText(quotingMessages.lifeOutageHeading).waitFor();
      await page.getByText(quotingMessages.lifeOutageBody).waitFor();
      await page.getByRole('link', { name: phones.lifeQuote }).waitFor();
      expect(await page.getByRole('button', { name: 'See my price' }).count()).toBe(0);
      expect(await page.locator('form').count()).toBe(0);
      await snapshot(page, `life-outage-${label}`);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
