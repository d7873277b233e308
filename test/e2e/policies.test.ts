import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { closeBrowser, expectAccessible, pagePerTest, pdfBehind, signIn, snapshot, widths } from './support/portal';
import { expectTitle } from './support/journeys';
import { mailTo } from './support/smtpSink';

afterAll(closeBrowser);

describe.each([
  ['phone', widths.phone],
  ['desktop', widths.desktop],
] as const)('policies, ID cards and documents at %s width', (label, width) => {
  const browser = pagePerTest(width);
  let page: Page;
  beforeEach(() => ({ page } = browser));

  it('mutual.customer lists policies, opens each tab, downloads and emails an ID card', async () => {
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/policies');
    await page.getByRole('heading', { level: 1, name: 'Your policies' }).waitFor();
    await expectTitle(page, 'Policies | Cardinal Mutual');
    await page.getByRole('link', { name: 'Auto policy C4M7X2-1001' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, `policies-${label}`);

    await page.getByRole('link', { name: 'Archived', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Archived policies' }).waitFor();
    await page.getByText('You have no expired or cancelled policies.').waitFor();

    await page.goto('/customers/policies/C4M7X2-1001');
    await page.waitForURL('**/policies/C4M7X2-1001/overview');
    await page.getByRole('heading', { level: 2, name: 'Vehicles' }).waitFor();
    await page.getByText('4T1G11AK5MU512348').first().waitFor();
    // Every policy number on the page, heading included, stays on one line.
    const numbers = page.locator('.policy-number');
    await expect(numbers.count()).resolves.toBeGreaterThan(1);
    for (const lines of await numbers.evaluateAll((all) => all.map((n) => n.getClientRects().length))) {
      expect(lines).toBe(1);
    }
    await expectAccessible(page);
    await snapshot(page, `policy-overview-${label}`);

    const sections = page.getByRole('navigation', { name: 'Policy sections' });
    await sections.getByRole('link', { name: 'Coverages' }).click();
    await page.getByRole('heading', { level: 2, name: '2021 Toyota Camry' }).waitFor();
    await expectTitle(page, 'Policy coverages | Cardinal Mutual');
    await expectAccessible(page);
    await sections.getByRole('link', { name: 'Discounts' }).click();
    await page
      .getByRole('cell', { name: 'Anti-theft device' })
      .or(page.getByRole('rowheader', { name: 'Anti-theft device' }))
      .first()
      .waitFor();
    await sections.getByRole('link', { name: 'Documents' }).click();
    await page.getByText('Declarations page, policy C4M7X2-1001').waitFor();
    const declarations = page.getByRole('link', { name: 'Download Declarations page, policy C4M7X2-1001' });
    await declarations.waitFor();
    expect((await pdfBehind(page, (await declarations.getAttribute('href'))!)).getTitle()).toContain('C4M7X2-1001');

    await sections.getByRole('link', { name: 'ID cards' }).click();
    const card = page.getByRole('link', { name: 'Download ID card for the 2021 Toyota Camry' });
    await card.waitFor();
    const pdf = await pdfBehind(page, (await card.getAttribute('href'))!);
    expect(pdf.getTitle()).toBe('Automobile insurance ID card, policy C4M7X2-1001');
    const wallet = page.getByRole('link', { name: 'Add to Apple Wallet: the ID card for the 2021 Toyota Camry' });
    const pass = await page.context().request.get((await wallet.getAttribute('href'))!);
    expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    expect((await pass.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByLabel('Send to').selectOption('dwhitaker.work@example.net');
    await page.getByRole('button', { name: 'Email ID cards', exact: true }).click();
    await page.getByText('We emailed the ID cards for policy C4M7X2-1001 to dwhitaker.work@example.net.').waitFor();
    // The email reaches the inbox with the cards themselves attached: the PDFs the download serves.
    const emailed = await mailTo(
      'dwhitaker.work@example.net',
      (mail) => mail.subject === 'Your Cardinal Mutual ID cards for policy C4M7X2-1001',
    );
    // One card per vehicle (other journeys may have added vehicles to this policy by now).
    expect(emailed.attachments.map((a) => [a.fileName, a.contentType])).toEqual(
      expect.arrayContaining([
        ['id-card-C4M7X2-1001-V10001.pdf', 'application/pdf'],
        ['id-card-C4M7X2-1001-V10002.pdf', 'application/pdf'],
      ]),
    );
    expect(emailed.attachments.every((a) => a.contentType === 'application/pdf')).toBe(true);
    const attached = await PDFDocument.load(Buffer.from(emailed.attachments[0]!.content, 'base64'));
    expect(attached.getTitle()).toBe(pdf.getTitle());
    expect(attached.getSubject()).toBe(pdf.getSubject());
    await page.getByRole('button', { name: 'Mail ID cards', exact: true }).click();
    await page.getByText(/We will mail the ID cards for policy C4M7X2-1001 to 1427 Maple Ridge Dr/).waitFor();
    await expectAccessible(page);
    await snapshot(page, `policy-id-cards-${label}`);
  });

  it("shows the not-found page for another party's policy and for a malformed number", async () => {
    await signIn(page, 'mutual.customer');
    for (const address of ['/customers/policies/L-204518736/overview', '/customers/policies/NOT-A-NUMBER/overview']) {
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: "We can't find that page" }).waitFor();
    }
  });

  it('a home policy has no ID cards tab: a typed ID cards address shows its overview and asks the gateway nothing', async () => {
    await signIn(page, 'mutual.customer');
    const idCardCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/policies/H8Q3R5-2002/id-cards')) idCardCalls.push(request.url());
    });
    await page.goto('/customers/policies/H8Q3R5-2002/id-cards');
    await page.waitForURL('**/policies/H8Q3R5-2002/overview');
    await page.getByText('This policy has no ID cards page. Here is its overview.').waitFor();
    const sections = page.getByRole('navigation', { name: 'Policy sections' });
    await sections.getByRole('link', { name: 'Documents' }).waitFor();
    await expect(sections.getByRole('link', { name: 'ID cards' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    expect(idCardCalls).toEqual([]);
  });

  it('life.customer sees the face amount, term and beneficiaries', async () => {
    await signIn(page, 'life.customer');
    await page.goto('/customers/policies/L-204518736/overview');
    await page.getByRole('heading', { level: 2, name: 'Life coverage' }).waitFor();
    await page.getByText('$500,000.00').waitFor();
    await page.getByText('Michael Nguyen').waitFor();
    await expectAccessible(page);
    await snapshot(page, `policy-life-${label}`);
  });

  it('both.customer opens the documents centre and all ID cards', async () => {
    await signIn(page, 'both.customer');
    await page.goto('/customers/policies/archived');
    await page.getByRole('heading', { level: 1, name: 'Archived policies' }).waitFor();
    await page.getByRole('link', { name: 'Renters policy R1F6H3-2871' }).waitFor();
    await expect(page.getByRole('link', { name: 'Renters policy R2T9K4-3003' }).count()).resolves.toBe(0);
    await page.getByText('Expired', { exact: true }).waitFor();
    await expectAccessible(page);
    await snapshot(page, `policies-archived-${label}`);
    await page.getByRole('link', { name: 'Renters policy R1F6H3-2871' }).click();
    await page.getByText('415 S Craig St', { exact: false }).first().waitFor();
    await page.goto('/customers/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.getByText('Declarations page, policy L-318204957').waitFor();
    await expectAccessible(page);
    await snapshot(page, `documents-${label}`);
    await page.goto('/customers/documents/id-cards');
    await page.getByRole('link', { name: 'Download ID card for the 2020 Harley-Davidson Street Glide' }).waitFor();
    await expectAccessible(page);
  });

  it('both.customer uploads two documents from the documents centre: the renamed program is refused, the PDF is listed', async () => {
    const accepted = `garaging-${label}.pdf`;
    const refused = `setup-${label}.pdf`;
    await signIn(page, 'both.customer');
    await page.goto('/customers/documents');
    await page.getByRole('link', { name: 'Upload documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload documents' }).waitFor();
    await expectTitle(page, 'Upload documents | Cardinal Mutual');
    await page.getByLabel('Renters policy R2T9K4-3003', { exact: true }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/documents/upload/2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please choose at least one file').first().waitFor();
    await page.getByLabel('Files to send').setInputFiles([
      { name: accepted, mimeType: 'application/pdf', buffer: Buffer.from(await (await PDFDocument.create()).save()) },
      // A Windows program renamed to look like a PDF.
      { name: refused, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
    ]);
    await page.getByText(accepted).waitFor();
    // Refused as soon as it is chosen, by what it contains.
    await page.getByText(refused, { exact: true }).waitFor();
    await page.getByText(`${refused} is not a PDF, JPEG, PNG or HEIC file. Please choose another file.`).waitFor();
    await expectAccessible(page);
    await snapshot(page, `upload-files-${label}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/documents/upload/3');
    await page.getByRole('button', { name: 'Send documents' }).click();
    await page.getByText(`${refused} is not a PDF, JPEG, PNG or HEIC file. Please choose another file.`).waitFor();
    // A file's progress shows only while it is sending; the outcome is the heading.
    await page.getByRole('heading', { name: 'Some files were not sent' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, `upload-sent-${label}`);

    await page.getByRole('button', { name: `Remove ${refused}` }).click();
    await page.getByRole('heading', { name: 'Your documents were sent.' }).waitFor();
    await page.getByRole('link', { name: 'See the documents of policy R2T9K4-3003' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents for policy R2T9K4-3003' }).waitFor();
    const download = page.getByRole('link', { name: `Download ${accepted}, policy R2T9K4-3003` });
    await download.waitFor();
    await pdfBehind(page, (await download.getAttribute('href'))!);
    await page.goto('/customers/viewDocuments/policies');
    await page.getByText(`${accepted}, policy R2T9K4-3003`).waitFor();
    await expect(page.getByText(`${refused}, policy R2T9K4-3003`).count()).resolves.toBe(0);
  });

  it('a guest gets express ID cards, and a wrong detail is refused without saying which', async () => {
    await page.goto('/customers/express-id');
    await page.getByRole('heading', { level: 1, name: 'Get your ID cards' }).waitFor();
    await expectTitle(page, 'Express ID cards | Cardinal Mutual');
    await page.getByLabel('Policy number').fill('C4M7X2-1001');
    await page.getByLabel('ZIP code').fill('43221');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/13/1978');
    await page.getByRole('button', { name: 'Get ID cards' }).click();
    await page.getByText("We couldn't find ID cards that match what you entered.", { exact: false }).waitFor();
    await expect(page.getByLabel('Policy number').inputValue()).resolves.toBe('C4M7X2-1001');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1978');
    await page.getByRole('button', { name: 'Get ID cards' }).click();
    const card = page.getByRole('link', { name: 'Download ID card for the 2021 Toyota Camry' });
    await card.waitFor();
    expect((await pdfBehind(page, (await card.getAttribute('href'))!)).getTitle()).toContain('C4M7X2-1001');
    await expectAccessible(page);
    await snapshot(page, `express-id-${label}`);
    await page.getByLabel('Policy number').fill('H8Q3R5-2002');
    await page.getByRole('button', { name: 'Get ID cards' }).click();
    await page.getByText('ID cards are for auto and motorcycle policies.', { exact: false }).first().waitFor();
  });
});
