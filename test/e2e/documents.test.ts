import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, pagePerTest, pdfBehind, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';

// Every policy of mutual.customer, life.customer and both.customer tab by tab (axe on the discounts and
// documents tabs), an ID card downloaded where there is one, every documents category, the addresses of a
// claim file, a kind of bill and an envelope, an upload to a claim, and express ID from the login page.

afterAll(closeBrowser);

interface PolicyJourney {
  label: string;
  policyNumber: string;
  overview: string;
  card?: string;
  renters?: boolean;
}

const customers: [string, PolicyJourney[]][] = [
  [
    'mutual.customer',
    [
      { label: 'Auto', policyNumber: 'C4M7X2-1001', overview: 'Vehicles', card: '2021 Toyota Camry' },
      { label: 'Home', policyNumber: 'H8Q3R5-2002', overview: 'Mortgagee' },
    ],
  ],
  ['life.customer', [{ label: 'Life', policyNumber: 'L-204518736', overview: 'Life coverage' }]],
  [
    'both.customer',
    [
      { label: 'Motorcycle', policyNumber: 'M5V8N1-3004', overview: 'Motorcycles', card: '2020 Harley-Davidson Street Glide' },
      { label: 'Renters', policyNumber: 'R2T9K4-3003', overview: 'Insured property', renters: true },
      { label: 'Umbrella', policyNumber: 'U3J6P8-3005', overview: 'Policy summary' },
      { label: 'Life', policyNumber: 'L-318204957', overview: 'Life coverage' },
    ],
  ],
];

async function openEachTab(page: Page, policy: PolicyJourney, label: string) {
  await page.goto('/customers/policies');
  await page.getByRole('link', { name: `${policy.label} policy ${policy.policyNumber}` }).click();
  await page.waitForURL(`**/policies/${policy.policyNumber}/overview`);
  await page.getByRole('heading', { level: 2, name: policy.overview }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Payment plan' }).waitFor();
  await page
    .getByText(/^Payment plan$/)
    .first()
    .waitFor();
  if (policy.renters) {
    await page.getByRole('heading', { level: 2, name: 'Renters balance' }).waitFor();
    await page.getByText('Amount due', { exact: true }).waitFor();
  }
  await expectAccessible(page);
  await snapshot(page, `journey-${policy.policyNumber}-overview-${label}`);

  const sections = page.getByRole('navigation', { name: 'Policy sections' });
  await sections.getByRole('link', { name: 'Coverages' }).click();
  await page.waitForURL(`**/policies/${policy.policyNumber}/coverages`);
  await page
    .getByRole('heading', { level: 2, name: /coverage/i })
    .first()
    .waitFor();

  // A life policy has no discounts tab.
  if (policy.label !== 'Life') {
    await sections.getByRole('link', { name: 'Discounts' }).click();
    await page.waitForURL(`**/policies/${policy.policyNumber}/discounts`);
    await page
      .getByRole('heading', { level: 2, name: 'Discounts applied' })
      .or(page.getByText('No discounts apply to this policy.'))
      .waitFor();
    await expectAccessible(page);
  }

  await sections.getByRole('link', { name: 'Documents' }).click();
  await page.waitForURL(`**/policies/${policy.policyNumber}/documents`);
  await page.getByRole('link', { name: `Download Declarations page, policy ${policy.policyNumber}` }).waitFor();
  await expectAccessible(page);

  // Only auto and motorcycle policies have an ID cards tab.
  if (policy.card) {
    await sections.getByRole('link', { name: 'ID cards' }).click();
    await page.waitForURL(`**/policies/${policy.policyNumber}/id-cards`);
    const card = page.getByRole('link', { name: `Download ID card for the ${policy.card}` });
    await card.waitFor();
    expect((await pdfBehind(page, (await card.getAttribute('href'))!)).getTitle()).toContain(policy.policyNumber);
  } else {
    await expect(sections.getByRole('link', { name: 'ID cards' }).count()).resolves.toBe(0);
  }
}

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('every policy tab and every documents category at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it.each(customers)('%s lists the policies, opens each tab of each, and downloads the ID cards', async (loginId, policies) => {
    await signIn(page, loginId);
    await page.goto('/customers/policies');
    await page.getByRole('heading', { level: 1, name: 'Your policies' }).waitFor();
    for (const policy of policies) await page.getByRole('link', { name: `${policy.label} policy ${policy.policyNumber}` }).waitFor();
    for (const policy of policies) await openEachTab(page, policy, label);
  });

  it.each(customers)('%s opens every documents category, each passing axe', async (loginId) => {
    await signIn(page, loginId);
    for (const [category, heading] of [
      ['policies', 'Policy documents'],
      ['billing', 'Billing documents'],
      ['claims', 'Claim documents'],
      ['forms', 'Forms'],
      ['esign', 'Documents to sign'],
    ]) {
      await page.goto(`/customers/viewDocuments/${category}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.getByRole('list').or(page.getByText('There are no documents here yet.')).first().waitFor();
      await expectAccessible(page);
      if (loginId === 'mutual.customer') await snapshot(page, `view-documents-${category}-${label}`);
    }
  });

  it("mutual.customer opens a statement, a form, an envelope and a claim file, and sees the not-found page for another's", async () => {
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/viewDocuments/billing');
    await page.getByRole('link', { name: 'Property and casualty billing documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Property and casualty billing documents' }).waitFor();
    const statement = page.getByRole('link', { name: /^Download .* billing statement, account N4820015$/ }).first();
    await statement.waitFor();
    expect((await pdfBehind(page, (await statement.getAttribute('href'))!)).getTitle()).toContain('Billing statement, account N4820015');
    await expectAccessible(page);

    await page.goto('/customers/viewDocuments/esign');
    await page.getByRole('link', { name: 'Envelope ENV-4820015-UM', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents to sign, envelope ENV-4820015-UM' }).waitFor();
    await page.getByText('Uninsured motorists coverage selection (Ohio), policy C4M7X2-1001').waitFor();

    await page.goto('/customers/viewDocuments/claims');
    await page.getByRole('link', { name: 'Claim 31025061742', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents for claim 31025061742' }).waitFor();
    const estimate = page.getByRole('link', { name: 'Download Repair estimate, 2019 Honda CR-V, claim 31025061742' });
    await estimate.waitFor();
    expect((await pdfBehind(page, (await estimate.getAttribute('href'))!)).getTitle()).toBe('Repair estimate, 2019 Honda CR-V');
    await expectAccessible(page);
    await snapshot(page, `documents-claim-${label}`);

    for (const address of [
      '/customers/documents/policy/R2T9K4-3003',
      '/customers/documents/policy/NOT-A-NUMBER',
      '/customers/documents/claim/31025030417',
      '/customers/documents/esign/ENV-5093327-STK',
    ]) {
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: "We can't find that page" }).waitFor();
    }
  });

  it("mutual.customer uploads a document to a claim, and finds it with the claim's documents", async () => {
    const fileName = `tow-receipt-${label}.pdf`;
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/documents/upload');
    await page.getByRole('heading', { level: 1, name: 'Upload documents' }).waitFor();
    await page.getByLabel('Claim 31025061742 (auto policy C4M7X2-1001)').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/documents/upload/2');
    await page.getByText('For claim 31025061742.').waitFor();
    // A text file is refused as soon as it is chosen, by what it contains, and can be removed at once.
    await page
      .getByLabel('Files to send')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just notes') }]);
    await page.getByText('notes.txt is not a PDF, JPEG, PNG or HEIC file. Please choose another file.').waitFor();
    await expect(page.getByText('Ready to send').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await page.getByText('notes.txt is not a PDF').waitFor({ state: 'detached' });
    await page
      .getByLabel('Files to send')
      .setInputFiles([{ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(await (await PDFDocument.create()).save()) }]);
    await page.getByText(fileName).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/documents/upload/3');
    await page.getByRole('button', { name: 'Send documents' }).click();
    await page.getByRole('heading', { name: 'Your documents were sent.' }).waitFor();
    await page.getByRole('link', { name: 'See the documents of claim 31025061742' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents for claim 31025061742' }).waitFor();
    await page.getByRole('link', { name: `Download ${fileName}, claim 31025061742` }).waitFor();
    await page.goto('/customers/viewDocuments/claims');
    await page.getByText(`${fileName}, claim 31025061742`).waitFor();
    await snapshot(page, `upload-claim-${label}`);
  });

  it('a guest finds express ID cards from the login page', async () => {
    await page.goto('/customers/account');
    await page.getByRole('heading', { level: 1, name: 'Log in to your account' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, `login-guest-services-${label}`);
    await page.getByRole('link', { name: 'Get your auto or motorcycle ID cards' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get your ID cards' }).waitFor();
    await expectTitle(page, 'Express ID cards | Cardinal Mutual');
  });
});
