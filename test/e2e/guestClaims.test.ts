import type { Page } from 'playwright-core';
import { closeBrowser, latestOutboxMessage, newContext, signIn, snapshot, widths } from './support/portal';
import {
  boatReportToSummary,
  businessEntryDate,
  expectTitle,
  nextReportStep as next,
  photoFile,
  seededEntryDate,
} from './support/journeys';

afterAll(closeBrowser);

const openAuto = '31025061742';
const photo = photoFile;

/** The step indicator's counter, as the signed-in filing shows it. */
const progress = (page: Page, counter: string) => page.locator('.step-indicator__counter', { hasText: counter }).waitFor();

async function reporter(page: Page, first: string, last: string) {
  await page.getByLabel('Your first name').fill(first);
  await page.getByLabel('Your last name').fill(last);
}

async function contact(page: Page, phone: string, email: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Email').fill(email);
  await next(page, 'summary');
}

/** Submits from the summary and reads the new file number off the confirmation. */
async function submit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await page.waitForURL('**/claims/fnol/prelogin/confirmation');
  const banner = await page.getByText(/Your claim file number is \d{11}\./).textContent();
  return /(\d{11})/.exec(banner ?? '')![1]!;
}

/** What the journeys filed and sent, for the policyholder to find once logged in (one sign-in for the file). */
const filed: { autoClaim?: string; homeClaim?: string } = {};

describe('reporting a claim without logging in', () => {
  it('a policyholder reports auto glass damage at desktop width, then sees the claim after logging in', async () => {
    const context = await newContext(widths.desktop);
    const page = await context.newPage();
    await page.goto('/customers/login');
    await page.getByRole('link', { name: 'Report a claim' }).click();
    await page.waitForURL('**/claims/fnol/prelogin/intro');
    await expectTitle(page, 'Report a claim without logging in | Cardinal Mutual');
    await page.getByRole('button', { name: 'Start your claim' }).click();
    await page.waitForURL('**/claims/fnol/prelogin/select-policy');
    await page.getByLabel('Auto or motorcycle').check();
    await next(page, 'who-is-filing');
    await page.getByLabel('I am the policyholder').check();
    await next(page, 'auto-glass-damage');
    await page.getByLabel('Yes').check();
    await next(page, 'policy-details');
    // Errors show on submit, in the banner and at each field.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Policy number: Missing required field' }).waitFor();
    await page.getByLabel('Policy number').fill('c4m7x2-1001');
    await page.getByLabel('Your last name').fill('Whitaker');
    await page.getByLabel('Your mailing ZIP code').fill('43221');
    await snapshot(page, 'guest-claim-policy-details-desktop');
    await next(page, 'auto-incident-details');
    // Where the guest is, and the way back to a step answered, kept as it was answered.
    await progress(page, 'Step 2 of 4');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/claims/fnol/prelogin/policy-details');
    await expect(page.getByLabel('Policy number').inputValue()).resolves.toMatch(/^c4m7x2-1001$/i);
    await next(page, 'auto-incident-details');
    await page.getByLabel('What happened?').fill('A stone from a truck cracked the windshield');
    await page.getByLabel('A rock or road debris').check();
    // The glass question left unanswered: the summary names it, and its link leads into the group.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Which glass is damaged: Please select a valid response' }).click();
    await expect(page.getByLabel('Windshield').evaluate((box) => box === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole('group', { name: 'Which glass is damaged?' }).getAttribute('class')).resolves.toContain('field--error');
    await page.getByLabel('Windshield').check();
    await next(page, 'auto-vehicle-info');
    await page.getByLabel('Year').fill('2021');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Camry');
    await next(page, 'incident-date-time');
    await page.getByLabel('When did it happen?').fill(businessEntryDate());
    await page.getByLabel(/At what time/).fill('8:15 am');
    await next(page, 'incident-location');
    await page.getByLabel('Where did it happen?').fill('I-70 near Columbus, OH');
    await next(page, 'additional-details');
    await next(page, 'who-is-reporting');
    await reporter(page, 'Daniel', 'Whitaker');
    await next(page, 'contact-info');
    await contact(page, '6145550142', 'daniel.whitaker@example.com');
    await page.getByText('A stone from a truck cracked the windshield').waitFor();
    await progress(page, 'Step 4 of 4');
    await snapshot(page, 'guest-claim-summary-desktop');
    const fileNumber = await submit(page);
    await page.getByRole('main').getByRole('link', { name: '1-800-555-0107' }).waitFor();
    await snapshot(page, 'guest-claim-confirmation-desktop');

    // Two photos for the open auto claim, sent from the confirmation's link with a progress bar each.
    await page.getByRole('link', { name: 'send us photos and documents' }).click();
    await page.waitForURL('**/claims/prelogin/upload/claim-info');
    await page.getByLabel('Claim file number').fill(openAuto);
    // A wrong date of loss is refused at once, on the step it was typed; fixed, the refusal leaves the screen.
    await page.getByLabel('Date of loss').fill(seededEntryDate(-12));
    await page.getByRole('button', { name: 'Continue' }).click();
    const notFound = page.getByText("We couldn't find a claim that matches what you entered.", { exact: false });
    await notFound.waitFor();
    expect(page.url()).toMatch(/\/claims\/prelogin\/upload\/claim-info$/);
    await snapshot(page, 'guest-upload-claim-not-found-desktop');
    await page.getByLabel('Date of loss').fill(seededEntryDate(-13));
    await page.getByLabel('Claim file number').focus();
    await notFound.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/claims/prelogin/upload/contact-info');
    await page.getByLabel('Your name').fill('Daniel Whitaker');
    await page.getByLabel('Phone number').fill('6145550142');
    await page.getByLabel('Email').fill('daniel.whitaker@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/claims/prelogin/upload/file-select');
    await page.getByLabel('Files to send').setInputFiles([photo('rear-bumper.jpg'), photo('tail-light.jpg')]);
    await page.getByText('tail-light.jpg').waitFor();
    await snapshot(page, 'guest-upload-file-select-desktop');
    await page.getByRole('button', { name: 'Send files' }).click();
    await page.waitForURL('**/claims/prelogin/upload/file-upload');
    await page.getByRole('heading', { name: 'Your documents were sent.' }).waitFor();
    // Sent, each file says so: no progress bar stays behind at 100%.
    await expect(page.getByText(/· Sent$/).count()).resolves.toBe(2);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await snapshot(page, 'guest-upload-sent-desktop');

    filed.autoClaim = fileNumber;
    await context.close();
  });

  it('a family member reports the death of the insured at phone width, kept through a failed submission', async () => {
    const context = await newContext(widths.phone);
    const page = await context.newPage();
    await page.goto('/customers/claims/fnol/prelogin/intro');
    await page.getByRole('button', { name: 'Start your claim' }).click();
    await page.waitForURL('**/claims/fnol/prelogin/select-policy');
    await page.getByLabel('Life').check();
    await next(page, 'who-is-filing');
    await page.getByLabel('I am a family member, reporting the death of the insured').check();
    await next(page, 'policy-details');
    await page.getByLabel('Policy number').fill('L-204518736');
    await page.getByLabel("The insured's last name").fill('Nguyen');
    await page.getByLabel("The insured's date of birth").fill('09/30/1985');
    await next(page, 'additional-details-death');
    await page.getByLabel('Date of death').fill(businessEntryDate());
    await page.getByLabel('Natural causes or illness').check();
    await next(page, 'who-is-reporting');
    await reporter(page, 'Linh', 'Nguyen');
    await page.getByLabel('Brother or sister').check();
    await next(page, 'contact-info');
    await contact(page, '7175550199', 'linh.nguyen@example.com');
    await snapshot(page, 'guest-claim-summary-phone');

    // The gateway is out once: every answer stays, and the retry files one claim.
    let failed = false;
    await page.route('**/api/guest-claims', async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } });
    });
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await page.waitForURL('**/claims/fnol/prelogin/submission-error');
    await page.getByText(/You can attempt to resubmit your change/).waitFor();
    await snapshot(page, 'guest-claim-submission-error-phone');
    await page.getByRole('link', { name: 'Review your answers' }).click();
    await page.waitForURL('**/claims/fnol/prelogin/summary');
    await page.getByText('Brother or sister').waitFor();
    const fileNumber = await submit(page);
    expect(fileNumber).toMatch(/^\d{11}$/);
    await page.getByRole('main').getByRole('link', { name: '1-800-555-0103' }).waitFor();
    await page
      .getByText(/Life claims/)
      .first()
      .waitFor();
    await snapshot(page, 'guest-claim-confirmation-phone');
    await context.close();
  });

  it('a boat owner reports damage to the boat at phone width', async () => {
    const context = await newContext(widths.phone);
    const page = await context.newPage();
    await boatReportToSummary(page);
    expect(await submit(page)).toMatch(/^\d{11}$/);
    await context.close();
  });

  it('a policyholder reports hail damage, then sends photos with the home photo tool from the emailed link at phone width', async () => {
    const context = await newContext(widths.phone);
    const page = await context.newPage();
    await page.goto('/customers/claims/fnol/prelogin/intro');
    await page.getByRole('button', { name: 'Start your claim' }).click();
    await page.waitForURL('**/claims/fnol/prelogin/select-policy');
    await page.getByLabel('Home, condo or renters').check();
    await next(page, 'who-is-filing');
    await page.getByLabel('I am the policyholder').check();
    await next(page, 'home-incident-details');
    await page.getByLabel('What happened to your home or belongings?').fill('Hail broke two windows on the north side');
    await next(page, 'policy-details');
    await page.getByLabel('Policy number').fill('H8Q3R5-2002');
    await page.getByLabel('Your last name').fill('Whitaker');
    await page.getByLabel('Your mailing ZIP code').fill('43221');
    await next(page, 'was-weather-related');
    await page.getByLabel('Yes').check();
    await next(page, 'type-of-damage');
    await page.getByLabel('Hail').check();
    await next(page, 'incident-date-time');
    await page.getByLabel('When did it happen?').fill(businessEntryDate(-1));
    await next(page, 'incident-location');
    await page.getByLabel('Where did it happen?').fill('Home');
    await next(page, 'additional-details');
    await next(page, 'who-is-reporting');
    await reporter(page, 'Daniel', 'Whitaker');
    await next(page, 'contact-info');
    await contact(page, '6145550142', 'whitaker.home@example.com');
    const fileNumber = await submit(page);
    filed.homeClaim = fileNumber;

    // The link goes to the policyholder's email on file, not to the address the reporter typed; an altered one shows
    // the expired-claim screen.
    const mail = await latestOutboxMessage('daniel.whitaker@example.com');
    const address = /\/customers\/photo-upload\/home\/([A-Za-z0-9_-]+)\/(\d{11})/.exec(mail.body);
    expect(address?.[2]).toBe(fileNumber);
    await page.goto(address![0].replace(fileNumber, '31025061742'));
    await page.getByRole('heading', { name: 'This link to send photos for your claim has expired.' }).waitFor();
    await snapshot(page, 'home-photo-expired-phone');
    await page.goto(address![0]);
    await page.getByRole('heading', { name: 'Send photos of the damage' }).waitFor();
    await snapshot(page, 'home-photo-intro-phone');
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await page.waitForURL('**/upload');
    await page.getByLabel('Files to send').setInputFiles([photo('north-window.jpg'), photo('bedroom-glass.jpg')]);
    await page.getByText('bedroom-glass.jpg').waitFor();
    await page.getByRole('button', { name: 'Send photos' }).click();
    // Photos, in the words of photos; sent, no progress bar stays behind at 100%.
    await page.getByRole('heading', { name: 'Your photos were sent.' }).waitFor();
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await snapshot(page, 'home-photo-upload-phone');
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/additionalDetails');
    await page.getByLabel('Additional details (optional)').fill('The hail came through the north windows.');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/finish');
    await page.getByText(`Thank you. Your photos were added to claim ${fileNumber}.`).waitFor();
    await snapshot(page, 'home-photo-finish-phone');
    await context.close();
  });

  it('the policyholder then finds the new claims and the photos sent with the emailed link; those sent by file number wait for review', async () => {
    const context = await newContext(widths.desktop);
    const page = await context.newPage();
    await signIn(page, 'mutual.customer');
    await page.goto('/customers/claims');
    await page.getByRole('link', { name: `Auto claim ${filed.autoClaim}` }).waitFor();
    await page.getByRole('link', { name: new RegExp(`claim ${filed.homeClaim}`) }).waitFor();
    await page.goto(`/customers/claims/${openAuto}/documents`);
    // Sent with only the claim's file number and date of loss: held for the adjuster's review, not the policyholder's yet.
    await page.getByText('Repair estimate, 2019 Honda CR-V').first().waitFor();
    expect(await page.getByText('rear-bumper.jpg').count()).toBe(0);
    expect(await page.getByText('tail-light.jpg').count()).toBe(0);
    await page.goto(`/customers/claims/${filed.homeClaim}/documents`);
    await page.getByText('north-window.jpg').first().waitFor();
    await page.getByText('bedroom-glass.jpg').first().waitFor();
    await context.close();
  });
});
