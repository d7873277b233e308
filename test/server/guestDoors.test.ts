import { guestClaims, multiFactor, writeLimits } from '../../config/product';
import { insertNewClaim } from '../../server/claims/fileNumbers';
import { grantBytesCounter } from '../../server/claims/guestUploads';
import { countHit } from '../../server/db/rateLimits';
import { factorsOf, askForSecurityCode, chooseMethod } from '../../server/mfa/signInChallenges';
import { idempotencyHeader } from '../../src/contract/endpoint';
import type { GuestClaimFiling } from '../../src/contract/guestClaims';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { claimMessages } from '../../src/validation/messages';
import { customerGateway, mintToken, resetVolatileState } from './support/gateway';

// The doors a guest (or a signed-in customer) could push too often or too easily: claim file numbers that a caller
// could count to, writes into someone else's claim with only its file number and date of loss, notes shown to the
// policyholder as their own, and writes with no bound at all.

jest.setTimeout(180_000);

const customers = customerGateway(['mutual.customer', 'both.customer']);
const db = () => customers.database.db;
beforeEach(() => resetVolatileState(db()));

const lastWeek = addCalendarDays(businessToday(new Date()), -7);
let keys = 0;
const newKey = () => `guest-doors-${process.pid}-${++keys}`;

const homeLoss: GuestClaimFiling = {
  line: 'home',
  filer: 'policyholder',
  policy: { policyNumber: 'H8Q3R5-2002', lastName: 'Whitaker', zip: '43221' },
  loss: { kind: 'home', description: 'Hail broke two windows', weatherRelated: true, cause: 'hail' },
  incidentDate: lastWeek,
  incidentTime: '',
  incidentLocation: 'At home',
  additionalDetails: '',
  reporter: { firstName: 'Daniel', lastName: 'Whitaker', relationship: 'self' },
  contact: { phone: '614-555-0142', email: 'daniel.whitaker@example.com' },
};
const stranger = { name: 'Your Adjuster', email: 'someone@example.net', phone: '202-555-0100' };

let addresses = 0;
const file = (body: GuestClaimFiling) =>
  customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims',
    payload: body,
    headers: { [idempotencyHeader]: newKey() },
    remoteAddress: `10.9.${++addresses % 250}.1`,
  });
const lookUp = (fileNumber: string, lossDate: string, ip = `10.8.${++addresses % 250}.1`) =>
  customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims/upload-grants',
    payload: { fileNumber, lossDate, contact: stranger },
    remoteAddress: ip,
  });

function multipart(fileName: string, content: Buffer) {
  const boundary = `----doors${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const jpeg = (padding = 0) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]), Buffer.alloc(padding)]);
const send = (grant: string, fileName: string, content: Buffer, key = newKey()) => {
  const body = multipart(fileName, content);
  return customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims/uploads',
    payload: body.payload,
    headers: { 'content-type': body.contentType, [idempotencyHeader]: key, 'guest-upload-grant': grant },
  });
};
const note = (grant: string, details: string, key = newKey()) =>
  customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims/details',
    payload: { details },
    headers: { [idempotencyHeader]: key, 'guest-upload-grant': grant },
  });
const messagesOf = async (fileNumber: string) =>
  (
    await customers.app.inject({ method: 'GET', url: `/api/claims/${fileNumber}/messages`, headers: customers.as('mutual.customer') })
  ).json().messages as { author: string; authorName: string; body: string }[];
const documentsOf = async () =>
  JSON.stringify((await customers.app.inject({ method: 'GET', url: '/api/documents', headers: customers.as('mutual.customer') })).json());

/** Files a matched home claim as a guest; answers its file number and the grant its emailed photo link opens. */
async function fileWithReporterLink(): Promise<{ fileNumber: string; reporterGrant: string }> {
  const { claim } = (await file(homeLoss)).json();
  const mail = await db()
    .selectFrom('outbox')
    .select('body')
    .where('subject', '=', `Send us photos of the damage for claim ${claim.fileNumber}`)
    .executeTakeFirstOrThrow();
  const [, photoId = ''] = /\/customers\/photo-upload\/home\/([A-Za-z0-9_-]+)\/\d{11} /.exec(mail.body) ?? [];
  const opened = await customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims/home-photo-grants',
    payload: { photoId, fileNumber: claim.fileNumber },
  });
  expect(opened.statusCode).toBe(200);
  return { fileNumber: claim.fileNumber, reporterGrant: opened.json().grant };
}

describe('claim file numbers', () => {
  it('are 11 random digits, so the next claim cannot be reached by counting from one filed just before', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) numbers.push((await file(homeLoss)).json().claim.fileNumber);
    for (const n of numbers) expect(n).toMatch(/^[1-9]\d{10}$/);
    const steps = numbers.slice(1).map((n, i) => Number(n) - Number(numbers[i]));
    expect(steps.filter((step) => Math.abs(step) <= 10)).toEqual([]);
    // A caller who filed the first claim guesses the next number with the victim's date of loss: nothing is found.
    const guessed = String(Number(numbers[0]) + 1);
    expect((await lookUp(guessed, lastWeek)).statusCode).toBe(404);
  });

  it('draws again when a number is taken, and keeps the demo claims’ numbers', async () => {
    const draws = ['31025061742', '31025061742', '55555000001'];
    const row = await db()
      .transaction()
      .execute((trx) =>
        insertNewClaim(
          trx,
          {
            party_id: null,
            policy_number: null,
            line_of_business: 'auto',
            claim_type: 'glass',
            loss_date: lastWeek,
            status: 'open',
            summary: 'Test',
            channel: 'phone',
          },
          () => draws.shift()!,
        ),
      );
    expect(row.file_number).toBe('55555000001');
    const demo = await db().selectFrom('claims').select('summary').where('file_number', '=', '31025061742').executeTakeFirstOrThrow();
    expect(demo.summary).not.toBe('Test');
  });
});

describe('writing into a claim with only its file number and date of loss', () => {
  it('holds the files and notes for the adjuster: the policyholder never sees them as part of the claim', async () => {
    const { fileNumber } = await fileWithReporterLink();
    const looked = await lookUp(fileNumber, lastWeek);
    expect(looked.statusCode).toBe(200);
    const { grant } = looked.json();
    const sent = await send(grant, 'bank-form.jpg', jpeg());
    expect(sent.statusCode).toBe(200);
    expect(sent.json().document).toMatchObject({ title: 'bank-form.jpg', claimFileNumber: fileNumber });
    const written = await note(grant, 'This is your adjuster. Please confirm your bank details by replying here.');
    expect(written.statusCode).toBe(200);

    expect(await documentsOf()).not.toContain('bank-form.jpg');
    expect((await messagesOf(fileNumber)).map((m) => m.body)).not.toContain(
      'This is your adjuster. Please confirm your bank details by replying here.',
    );
    const held = await db()
      .selectFrom('claim_guest_holdings')
      .select(['kind', 'file_name', 'note'])
      .where('file_number', '=', fileNumber)
      .execute();
    expect(held).toEqual(
      expect.arrayContaining([
        { kind: 'document', file_name: 'bank-form.jpg', note: null },
        { kind: 'note', file_name: null, note: 'This is your adjuster. Please confirm your bank details by replying here.' },
      ]),
    );
  });

  it("with the reporter's emailed link, puts them on the claim, the note shown as from a guest upload, never as the customer's", async () => {
    const { fileNumber, reporterGrant } = await fileWithReporterLink();
    expect((await send(reporterGrant, 'living-room.jpg', jpeg())).statusCode).toBe(200);
    expect((await note(reporterGrant, 'The hail came through the north windows.')).statusCode).toBe(200);
    expect(await documentsOf()).toContain('living-room.jpg');
    const written = (await messagesOf(fileNumber)).find((m) => m.body === 'The hail came through the north windows.');
    expect(written).toMatchObject({ author: 'guest' });
  });
});

describe('a guest filing, matched or not', () => {
  it('answers the same status and shape, tells the reporter the same, and tells a matched policyholder at the address on file', async () => {
    // Reported by a neighbour, so the policyholder's address on file is not the reporter's.
    const byNeighbour: GuestClaimFiling = {
      ...homeLoss,
      filer: 'someone-else',
      reporter: { firstName: 'Maria', lastName: 'Lopez', relationship: 'other' },
      contact: { phone: '614-555-0177', email: 'maria.lopez@example.org' },
    };
    const matched = await file(byNeighbour);
    const unmatched = await file({ ...byNeighbour, policy: { ...homeLoss.policy, lastName: 'Whitley' } });
    expect(unmatched.statusCode).toBe(matched.statusCode);
    expect(Object.keys(unmatched.json().claim).sort()).toEqual(Object.keys(matched.json().claim).sort());
    expect(unmatched.headers['content-length']).toBe(matched.headers['content-length']);
    const ack = async (fileNumber: string) =>
      (
        await db()
          .selectFrom('outbox')
          .select('body')
          .where('recipient', '=', byNeighbour.contact.email)
          .where('subject', '=', `We received your claim ${fileNumber}`)
          .executeTakeFirstOrThrow()
      ).body.replace(fileNumber, 'N');
    const [m, u] = [matched.json().claim.fileNumber as string, unmatched.json().claim.fileNumber as string];
    expect(await ack(m)).toBe(await ack(u));
    expect(await ack(m)).toContain(claimMessages.guestFiledPolicyCheck);
    const notices = await db()
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .where('subject', 'like', 'A claim was reported on your policy%')
      .execute();
    expect(notices.filter((n) => n.body.includes(m))).toHaveLength(1);
    expect(notices.filter((n) => n.body.includes(u))).toHaveLength(0);
    expect(notices.find((n) => n.body.includes(m))?.recipient).toBe('daniel.whitaker@example.com');
  });
});

describe('bounds on writes', () => {
  it('limits a customer’s claim messages, with a clear 429 (a retry of an answered message counts nothing)', async () => {
    const post = (body: string, key = newKey()) =>
      customers.app.inject({
        method: 'POST',
        url: '/api/claims/31025061742/messages',
        payload: { body },
        headers: { ...customers.as('mutual.customer'), [idempotencyHeader]: key },
      });
    const key = newKey();
    expect((await post('First', key)).statusCode).toBe(200);
    expect((await post('First', key)).statusCode).toBe(200);
    for (let i = 1; i < writeLimits.claimMessagesPerParty.hits; i++) expect((await post(`Message ${i}`)).statusCode).toBe(200);
    const refused = await post('One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(claimMessages.tooManyMessages);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits the notes of one grant', async () => {
    const { reporterGrant } = await fileWithReporterLink();
    for (let i = 0; i < guestClaims.detailsPerGrant.hits; i++) expect((await note(reporterGrant, `Note ${i}`)).statusCode).toBe(200);
    const refused = await note(reporterGrant, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(claimMessages.guestTooManyWrites());
  });

  it('limits the bytes one grant sends, and a file past the bound is not stored', async () => {
    const { fileNumber, reporterGrant } = await fileWithReporterLink();
    const big = jpeg(4 * 1024 * 1024);
    expect((await send(reporterGrant, 'first.jpg', big)).statusCode).toBe(200);
    // Files sent before, up to a few bytes short of the bound (sending them through the gateway takes minutes here).
    const sentBefore = guestClaims.uploadBytesPerGrant.hits - big.length - 1000;
    await countHit(db(), grantBytesCounter(reporterGrant), guestClaims.uploadBytesPerGrant.windowMs, sentBefore);
    expect((await send(reporterGrant, 'small.jpg', jpeg(100))).statusCode).toBe(200);
    const refused = await send(reporterGrant, 'one-too-many.jpg', big);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(claimMessages.guestTooManyBytes());
    const stored = await db().selectFrom('uploaded_documents').select('file_name').where('claim_file_number', '=', fileNumber).execute();
    expect(stored.map((d) => d.file_name).sort()).toEqual(['first.jpg', 'small.jpg']);
  });

  it('limits what one claim takes from guests, whatever the address or grant', async () => {
    const { fileNumber, reporterGrant } = await fileWithReporterLink();
    const grants = [reporterGrant];
    for (let i = 0; i < 3; i++) grants.push((await lookUp(fileNumber, lastWeek, `10.7.${i}.1`)).json().grant);
    for (let i = 0; i < guestClaims.writesPerClaim.hits; i++) {
      const grant = grants[i % grants.length]!;
      expect((i % 2 === 0 ? await note(grant, `Note ${i}`) : await send(grant, `p${i}.jpg`, jpeg())).statusCode).toBe(200);
    }
    const refused = await note(grants[1]!, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(claimMessages.guestTooManyWrites());
  });

  it('records an offer display once per sign-in, however many session ids the browser names', async () => {
    const [banner] = (
      await customers.app.inject({
        method: 'POST',
        url: '/api/offers/prefetch',
        headers: customers.as('mutual.customer'),
        payload: { slots: ['accountBanner'] },
      })
    ).json().offers as { eventToken: string }[];
    const display = (sessionId: string, headers = customers.as('mutual.customer')) =>
      customers.app.inject({
        method: 'POST',
        url: '/api/offers/displays',
        headers,
        payload: { eventToken: banner!.eventToken, slot: 'accountBanner', sessionId },
      });
    const count = async () =>
      (await db().selectFrom('offer_displays').select('session_id').where('party_id', '=', 'P100001').execute()).length;
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => display(`inflate-${String(i).padStart(4, '0')}`)));
    expect(answers.map((a) => a.json().recorded).filter(Boolean)).toHaveLength(1);
    expect(await count()).toBe(before + 1);
    // Another sign-in is another visit.
    const other = { authorization: `Bearer ${await mintToken(db(), { sub: 'mutual.customer' })}` };
    expect((await display('another-visit-0001', other)).json()).toEqual({ recorded: true });
  });

  it('limits the text codes sent to one phone number, across sign-ins', async () => {
    const factors = (await factorsOf(db(), 'mfa.customer')).sort((a) => (a.method === 'textMessage' ? -1 : 1));
    const phone = factors.find((f) => f.method === 'textMessage')?.phone;
    expect(phone).toBeTruthy();
    const sent = async () =>
      (await db().selectFrom('outbox').select('id').where('channel', '=', 'sms').where('recipient', '=', phone!).execute()).length;
    const before = await sent();
    const now = new Date();
    for (let i = 0; i < multiFactor.textCodesPerPhone.hits + 2; i++)
      await askForSecurityCode(db(), { uid: `doors-${process.pid}-${i}`, loginId: 'mfa.customer', passwordOk: true, factors }, now);
    expect((await sent()) - before).toBe(multiFactor.textCodesPerPhone.hits);
    expect(await chooseMethod(db(), { uid: `doors-${process.pid}-0`, method: 'textMessage' }, now)).toEqual({ kind: 'tooManyToPhone' });
  });
});
