import { homePhotos } from '../../config/product';
import { homePhotoKeyFrom, homePhotoLinks } from '../../server/claims/homePhotos';
import { idempotencyHeader } from '../../src/contract/endpoint';
import type { GuestClaimFiling } from '../../src/contract/guestClaims';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { customerGateway, resetVolatileState } from './support/gateway';

jest.setTimeout(120_000);

const customers = customerGateway(['mutual.customer', 'life.customer', 'both.customer']);
beforeEach(() => resetVolatileState(customers.database.db));

const lastWeek = addCalendarDays(businessToday(new Date()), -7);
let keys = 0;
const newKey = () => `guest-claim-test-${process.pid}-${++keys}`;

const autoGlass: GuestClaimFiling = {
  line: 'auto',
  filer: 'policyholder',
  policy: { policyNumber: 'c4m7x2-1001', lastName: 'whitaker', zip: '43221' },
  loss: {
    kind: 'auto',
    description: 'A stone cracked the windshield on the highway',
    glass: { locations: ['windshield'], incidentType: 'rock-chip' },
    otherVehicleInvolved: false,
    anyoneInjured: false,
    vehicle: { year: '2021', make: 'Toyota', model: 'Camry' },
  },
  incidentDate: lastWeek,
  incidentTime: '8:15 am',
  incidentLocation: 'I-70 near Columbus, OH',
  additionalDetails: '',
  reporter: { firstName: 'Daniel', lastName: 'Whitaker', relationship: 'self' },
  contact: { phone: '614-555-0142', email: 'daniel.whitaker@example.com' },
};

const lifeDeath: GuestClaimFiling = {
  line: 'life',
  filer: 'family',
  policy: { policyNumber: 'L-204518736', lastName: 'Nguyen', dateOfBirth: '1985-09-30' },
  loss: { kind: 'death', cause: 'natural', details: '' },
  incidentDate: lastWeek,
  incidentTime: '',
  incidentLocation: '',
  additionalDetails: '',
  reporter: { firstName: 'Linh', lastName: 'Nguyen', relationship: 'sibling' },
  contact: { phone: '717-555-0199', email: 'linh.nguyen@example.com' },
};

const file = (body: unknown, key = newKey(), ip = '10.0.0.1') =>
  customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims',
    payload: body as object,
    headers: { [idempotencyHeader]: key },
    remoteAddress: ip,
  });

const claimRow = (fileNumber: string) =>
  customers.database.db.selectFrom('claims').selectAll().where('file_number', '=', fileNumber).executeTakeFirstOrThrow();

const claimsOf = async (loginId: string) =>
  (await customers.app.inject({ method: 'GET', url: '/api/claims', headers: customers.as(loginId) })).json().claims as {
    fileNumber: string;
  }[];

describe('reporting a loss without signing in', () => {
  it('files a guest auto glass claim that the matched policyholder then sees in their claims, with an acknowledgement', async () => {
    const response = await file(autoGlass);
    expect(response.statusCode).toBe(200);
    const { claim } = response.json();
    expect(claim).toEqual({ fileNumber: expect.stringMatching(/^\d{11}$/), line: 'auto', claimType: 'glass' });
    const row = await claimRow(claim.fileNumber);
    expect(row).toMatchObject({ party_id: 'P100001', policy_number: 'C4M7X2-1001', channel: 'guest', line_of_business: 'auto' });
    expect(JSON.stringify(row.answers)).not.toContain('43221');
    expect((await claimsOf('mutual.customer')).map((c) => c.fileNumber)).toContain(claim.fileNumber);
    expect((await claimsOf('both.customer')).map((c) => c.fileNumber)).not.toContain(claim.fileNumber);
    const mail = await customers.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('subject', 'like', `%${claim.fileNumber}%`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('daniel.whitaker@example.com');
  });

  it('files a life death claim reported by a family member, matched by the insured’s date of birth', async () => {
    const response = await file(lifeDeath);
    expect(response.statusCode).toBe(200);
    const { claim } = response.json();
    expect(claim).toMatchObject({ line: 'life', claimType: 'death' });
    expect(await claimRow(claim.fileNumber)).toMatchObject({ party_id: 'P100002', reporter_name: 'Linh Nguyen' });
    expect((await claimsOf('life.customer')).map((c) => c.fileNumber)).toContain(claim.fileNumber);
  });

  it.each([
    ['a wrong last name', { ...autoGlass.policy, lastName: 'Whitley' }],
    ['a wrong ZIP code', { ...autoGlass.policy, zip: '43222' }],
    ['a policy that does not exist', { ...autoGlass.policy, policyNumber: 'Z9Z9Z9-9999' }],
  ])('answers %s exactly as a match, and files the claim for a representative to match', async (_label, policy) => {
    const response = await file({ ...autoGlass, policy });
    expect(response.statusCode).toBe(200);
    const { claim } = response.json();
    expect(Object.keys(claim).sort()).toEqual(['claimType', 'fileNumber', 'line']);
    expect(claim).toMatchObject({ line: 'auto', claimType: 'glass' });
    expect((await claimRow(claim.fileNumber)).party_id).toBeNull();
    expect(response.headers['content-length']).toBe((await file(autoGlass)).headers['content-length']);
  });

  it('does not match a policy of another line (a home claim on an auto policy)', async () => {
    const home = {
      ...autoGlass,
      line: 'home',
      loss: { kind: 'home', description: 'A pipe burst', weatherRelated: false, cause: 'water' },
    };
    const { claim } = (await file(home)).json();
    expect((await claimRow(claim.fileNumber)).party_id).toBeNull();
  });

  it('files one claim per idempotency key: a retry gets the same file number, the key reused for other content is a 409', async () => {
    const key = newKey();
    const first = await file(autoGlass, key);
    const again = await file(autoGlass, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().claim.fileNumber).toBe(first.json().claim.fileNumber);
    const count = await customers.database.db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('file_number', '=', first.json().claim.fileNumber)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await file({ ...autoGlass, incidentTime: '9:00 am' }, key)).statusCode).toBe(409);
  });

  it('limits look-ups per policy, whatever the address, and per address, whatever the policy', async () => {
    for (let i = 0; i < 5; i++) expect((await file(autoGlass, newKey(), `10.0.1.${i}`)).statusCode).toBe(200);
    const limited = await file(autoGlass, newKey(), '10.0.1.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/You have tried too many times/);

    await resetVolatileState(customers.database.db);
    const other = (n: number) => ({ ...autoGlass, policy: { ...autoGlass.policy, policyNumber: `A0000${n}-0001` } });
    for (let i = 0; i < 10; i++) expect((await file(other(i), newKey(), '10.0.2.1')).statusCode).toBe(200);
    expect((await file(other(0), newKey(), '10.0.2.1')).statusCode).toBe(429);
  });

  it('counts look-ups atomically: of many filings sent at once on one policy, only the limit is filed', async () => {
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => file(autoGlass, newKey(), `10.0.9.${i}`)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it('files one claim when the same filing is sent twice at once (a double click, a retry racing the first)', async () => {
    const key = newKey();
    const filing = { ...autoGlass, contact: { ...autoGlass.contact, email: 'twice.at.once@example.com' } };
    const answers = await Promise.all([file(filing, key), file(filing, key)]);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    const rows = await customers.database.db
      .selectFrom('claims')
      .select('file_number')
      .where('reporter_email', '=', 'twice.at.once@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    const filed = answers.filter((a) => a.statusCode === 200).map((a) => a.json().claim.fileNumber);
    expect(new Set([...filed, rows[0]!.file_number]).size).toBe(1);
  });

  it('a retry of a filing already answered spends no look-up', async () => {
    const key = newKey();
    await file(autoGlass, key);
    for (let i = 0; i < 4; i++) await file(autoGlass, newKey(), `10.0.3.${i}`);
    expect((await file(autoGlass, key, '10.0.3.9')).statusCode).toBe(200);
  });

  it.each([
    [
      'a malformed policy number',
      { ...autoGlass, policy: { ...autoGlass.policy, policyNumber: '12' } },
      'Please enter a valid policy number',
    ],
    [
      'a life policy number on an auto claim',
      { ...autoGlass, policy: { ...autoGlass.policy, policyNumber: 'L-204518736' } },
      'policy number',
    ],
    ['no ZIP code', { ...autoGlass, policy: { policyNumber: 'C4M7X2-1001', lastName: 'Whitaker' } }, 'ZIP'],
    [
      'a life claim without a date of birth',
      { ...lifeDeath, policy: { policyNumber: 'L-204518736', lastName: 'Nguyen' } },
      'date of birth',
    ],
    ['a date in the future', { ...autoGlass, incidentDate: addCalendarDays(businessToday(new Date()), 2) }, 'valid date'],
    ['a card number in what happened', { ...autoGlass, loss: { ...autoGlass.loss, description: 'card 4111111111111111' } }, 'card number'],
    [
      'a death reported by the insured themselves',
      { ...lifeDeath, loss: { kind: 'disability', condition: 'x', stoppedWorking: true } },
      'valid',
    ],
    ['a family member reporting as self', { ...lifeDeath, reporter: { ...lifeDeath.reporter, relationship: 'self' } }, 'valid'],
    ['a bad phone number', { ...autoGlass, contact: { ...autoGlass.contact, phone: '555' } }, 'phone'],
  ])('refuses %s with a 400 naming what to fix, before any look-up', async (_label, body, message) => {
    const response = await file(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await customers.database.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('answers malformed bodies and a missing idempotency key with a 4xx', async () => {
    expect((await file({ line: 'auto' })).statusCode).toBe(400);
    const notJson = await file('not json');
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const noKey = await customers.app.inject({ method: 'POST', url: '/api/guest-claims', payload: autoGlass });
    expect(noKey.statusCode).toBe(400);
  });
});

/** A multipart body of one file part, as a browser's FormData sends it. */
function multipart(fileName: string, content: Buffer) {
  const boundary = `----guest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const exeBytes = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

describe('sending documents to a claim without signing in', () => {
  const openAuto = '31025061742';
  const contact = { name: 'Daniel Whitaker', email: 'daniel.whitaker@example.com', phone: '614-555-0142' };
  let lossDate = '';
  beforeAll(async () => {
    const row = await customers.database.db
      .selectFrom('claims')
      .select('loss_date')
      .where('file_number', '=', openAuto)
      .executeTakeFirstOrThrow();
    lossDate = String(row.loss_date).slice(0, 10);
  });

  const lookUp = (body: object, ip = '10.0.5.1') =>
    customers.app.inject({ method: 'POST', url: '/api/guest-claims/upload-grants', payload: body, remoteAddress: ip });
  const send = (grant: string | null, fileName: string, content: Buffer, key: string | null = newKey()) => {
    const body = multipart(fileName, content);
    return customers.app.inject({
      method: 'POST',
      url: '/api/guest-claims/uploads',
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        ...(key ? { [idempotencyHeader]: key } : {}),
        ...(grant ? { 'guest-upload-grant': grant } : {}),
      },
    });
  };
  async function grant(): Promise<string> {
    const response = await lookUp({ fileNumber: openAuto, lossDate, contact });
    expect(response.statusCode).toBe(200);
    return response.json().grant;
  }

  it("holds a guest's photo for the adjuster's review: found by file number and date of loss, it is not the policyholder's yet", async () => {
    const response = await send(await grant(), 'windshield.jpg', jpegBytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toMatchObject({ title: 'windshield.jpg', claimFileNumber: openAuto });
    const documents = await customers.app.inject({ method: 'GET', url: '/api/documents', headers: customers.as('mutual.customer') });
    expect(JSON.stringify(documents.json())).not.toContain('windshield.jpg');
    const held = await customers.database.db.selectFrom('claim_guest_holdings').select(['file_number', 'file_name']).execute();
    expect(held).toContainEqual({ file_number: openAuto, file_name: 'windshield.jpg' });
  });

  it.each([
    ['a claim that does not exist', { fileNumber: '31099999999' }],
    ['a wrong date of loss', { lossDate: '2020-01-01' }],
  ])('answers %s with one 404 that never says which detail failed', async (_label, change) => {
    const response = await lookUp({ fileNumber: openAuto, lossDate, contact, ...change });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      "We couldn't find a claim that matches what you entered. Please check your claim file number and date of loss.",
    );
  });

  it('finds the claim at the step its details are typed: found or the one 404, granting nothing, on the same look-up limits', async () => {
    await resetVolatileState(customers.database.db);
    const find = (body: object, ip = '10.0.9.1') =>
      customers.app.inject({ method: 'POST', url: '/api/guest-claims/upload-lookups', payload: body, remoteAddress: ip });
    const found = await find({ fileNumber: openAuto, lossDate });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ fileNumber: openAuto });
    const missed = await find({ fileNumber: openAuto, lossDate: '2020-01-01' });
    expect(missed.statusCode).toBe(404);
    expect(missed.json().message).toBe(
      "We couldn't find a claim that matches what you entered. Please check your claim file number and date of loss.",
    );
    expect((await find({ fileNumber: '123', lossDate })).statusCode).toBe(400);
    // The look-ups of this step and of the grant count together, per claim file.
    for (let i = 0; i < 3; i++) await find({ fileNumber: openAuto, lossDate: '2020-01-01' }, `10.0.9.${10 + i}`);
    expect((await lookUp({ fileNumber: openAuto, lossDate, contact }, '10.0.9.50')).statusCode).toBe(429);
    await resetVolatileState(customers.database.db);
  });

  it('limits look-ups per claim file and per address', async () => {
    for (let i = 0; i < 5; i++) await lookUp({ fileNumber: openAuto, lossDate: '2020-01-01', contact }, `10.0.6.${i}`);
    expect((await lookUp({ fileNumber: openAuto, lossDate, contact }, '10.0.6.50')).statusCode).toBe(429);
    await resetVolatileState(customers.database.db);
    for (let i = 0; i < 10; i++) await lookUp({ fileNumber: `3109999999${i}`, lossDate, contact }, '10.0.7.1');
    expect((await lookUp({ fileNumber: openAuto, lossDate, contact }, '10.0.7.1')).statusCode).toBe(429);
  });

  it('counts look-ups atomically: of many sent at once for one claim, only the limit is answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => lookUp({ fileNumber: openAuto, lossDate: '2020-01-01', contact }, `10.0.8.${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
  });

  it('refuses a file that is not a PDF, JPEG, PNG or HEIC by its content, and one over the size limit', async () => {
    const granted = await grant();
    const exe = await send(granted, 'photo.jpg', exeBytes);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/is not a PDF, JPEG, PNG or HEIC file/);
    const huge = await send(granted, 'big.jpg', Buffer.concat([jpegBytes, Buffer.alloc(11 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
  });

  it('stores a retried file once, and refuses a missing, altered or expired grant', async () => {
    const granted = await grant();
    const key = newKey();
    const first = await send(granted, 'a.jpg', jpegBytes, key);
    const again = await send(granted, 'a.jpg', jpegBytes, key);
    expect(again.json().document.documentId).toBe(first.json().document.documentId);
    expect((await send(null, 'a.jpg', jpegBytes)).statusCode).toBe(401);
    expect((await send(`${granted}x`, 'a.jpg', jpegBytes)).statusCode).toBe(401);
    await customers.database.db
      .updateTable('guest_upload_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await send(granted, 'a.jpg', jpegBytes)).statusCode).toBe(401);
    expect((await send(await grant(), 'a.jpg', jpegBytes, null)).statusCode).toBe(400);
  });

  it('answers malformed look-ups with a 400 before spending a look-up', async () => {
    for (const body of [
      { fileNumber: '123', lossDate, contact },
      { fileNumber: openAuto, lossDate: 'yesterday', contact },
      { fileNumber: openAuto },
    ])
      expect((await lookUp(body)).statusCode).toBe(400);
    expect(await customers.database.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });
});

describe('the home photo tool', () => {
  const links = homePhotoLinks(homePhotoKeyFrom(undefined, 'test'));
  const homeLoss: GuestClaimFiling = {
    ...autoGlass,
    line: 'home',
    policy: { policyNumber: 'H8Q3R5-2002', lastName: 'Whitaker', zip: '43221' },
    loss: { kind: 'home', description: 'Hail broke two windows', weatherRelated: true, cause: 'hail' },
  };
  const expired = 'This link to send photos for your claim has expired.';
  const open = (body: object) => customers.app.inject({ method: 'POST', url: '/api/guest-claims/home-photo-grants', payload: body });
  const details = (grant: string | null, text: unknown, key: string | null = newKey()) =>
    customers.app.inject({
      method: 'POST',
      url: '/api/guest-claims/details',
      payload: { details: text },
      headers: { ...(key ? { [idempotencyHeader]: key } : {}), ...(grant ? { 'guest-upload-grant': grant } : {}) },
    });

  /** Files a home claim as a guest and reads the photo link of its email: its photoId and file number. */
  async function fileHomeClaim(filing: GuestClaimFiling = homeLoss) {
    const { claim } = (await file(filing)).json();
    const mail = await customers.database.db
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .where('subject', '=', `Send us photos of the damage for claim ${claim.fileNumber}`)
      .executeTakeFirst();
    const link = mail && /\/customers\/photo-upload\/home\/([A-Za-z0-9_-]+)\/(\d{11}) /.exec(mail.body);
    return { fileNumber: claim.fileNumber as string, mail, photoId: link?.[1] ?? '', linkedNumber: link?.[2] ?? '' };
  }

  it("emails a matched home claim's reporter a link that opens an upload to that claim; the policyholder sees the photo and the details", async () => {
    const claim = await fileHomeClaim();
    expect(claim.mail?.recipient).toBe('daniel.whitaker@example.com');
    expect(claim.linkedNumber).toBe(claim.fileNumber);
    const opened = await open({ photoId: claim.photoId, fileNumber: claim.fileNumber });
    expect(opened.statusCode).toBe(200);
    const { grant } = opened.json();
    expect(opened.json()).toMatchObject({ fileNumber: claim.fileNumber });
    const upload = multipart('living-room.jpg', jpegBytes);
    const sent = await customers.app.inject({
      method: 'POST',
      url: '/api/guest-claims/uploads',
      payload: upload.payload,
      headers: { 'content-type': upload.contentType, [idempotencyHeader]: newKey(), 'guest-upload-grant': grant },
    });
    expect(sent.statusCode).toBe(200);
    const documents = await customers.app.inject({ method: 'GET', url: '/api/documents', headers: customers.as('mutual.customer') });
    expect(documents.json().documents).toContainEqual(
      expect.objectContaining({ title: 'living-room.jpg', claimFileNumber: claim.fileNumber }),
    );
    const other = await customers.app.inject({ method: 'GET', url: '/api/documents', headers: customers.as('both.customer') });
    expect(JSON.stringify(other.json())).not.toContain('living-room.jpg');

    const key = newKey();
    expect((await details(grant, '  The hail came through the north windows.  ', key)).statusCode).toBe(200);
    expect((await details(grant, 'The hail came through the north windows.', key)).statusCode).toBe(200);
    const messages = await customers.app.inject({
      method: 'GET',
      url: `/api/claims/${claim.fileNumber}/messages`,
      headers: customers.as('mutual.customer'),
    });
    const bodies = messages.json().messages.map((m: { body: string }) => m.body);
    expect(bodies.filter((b: string) => b === 'The hail came through the north windows.')).toHaveLength(1);
  });

  it('sends no link for a home claim not matched to a policyholder (its photos would belong to no one)', async () => {
    const claim = await fileHomeClaim({ ...homeLoss, policy: { ...homeLoss.policy, lastName: 'Whitley' } });
    expect(claim.mail).toBeUndefined();
  });

  it('answers an expired, altered or moved link, and one for a closed claim, with the one expired-claim answer', async () => {
    const claim = await fileHomeClaim();
    const longAgo = links.issue(claim.fileNumber, new Date(Date.now() - homePhotos.linkLifetimeMs - 1000)).photoId;
    const flip = (at: number) => `${claim.photoId.slice(0, at)}${claim.photoId[at] === 'A' ? 'B' : 'A'}${claim.photoId.slice(at + 1)}`;
    const otherKey = homePhotoLinks('another key of at least thirty-two characters').issue(claim.fileNumber, new Date()).photoId;
    for (const body of [
      { photoId: longAgo, fileNumber: claim.fileNumber },
      { photoId: flip(3), fileNumber: claim.fileNumber },
      { photoId: flip(12), fileNumber: claim.fileNumber },
      { photoId: flip(29), fileNumber: claim.fileNumber },
      { photoId: otherKey, fileNumber: claim.fileNumber },
      { photoId: claim.photoId, fileNumber: '31025061742' },
      { photoId: links.issue('31099999999', new Date()).photoId, fileNumber: '31099999999' },
    ]) {
      const response = await open(body);
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(expired);
    }
    await customers.database.db.updateTable('claims').set({ status: 'closed' }).where('file_number', '=', claim.fileNumber).execute();
    expect((await open({ photoId: claim.photoId, fileNumber: claim.fileNumber })).statusCode).toBe(410);
  });

  it('refuses details without a valid grant or key, empty, too long or with a card number, and malformed links with a 4xx', async () => {
    const claim = await fileHomeClaim();
    const { grant } = (await open({ photoId: claim.photoId, fileNumber: claim.fileNumber })).json();
    expect((await details(null, 'More hail')).statusCode).toBe(401);
    expect((await details(`${grant}x`, 'More hail')).statusCode).toBe(401);
    expect((await details(grant, 'More hail', null)).statusCode).toBe(400);
    expect((await details(grant, '   ')).statusCode).toBe(400);
    expect((await details(grant, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await details(grant, 'My card is 4111111111111111')).statusCode).toBe(400);
    expect((await details(grant, 42)).statusCode).toBe(400);
    for (const body of [{}, { photoId: 5, fileNumber: claim.fileNumber }, { photoId: claim.photoId }, { photoId: '', fileNumber: '' }]) {
      const response = await open(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('refuses the production environment without its own key, and a short key', () => {
    expect(() => homePhotoKeyFrom(undefined, 'production')).toThrow(/HOME_PHOTO_LINK_KEY must be set/);
    expect(() => homePhotoKeyFrom('short', 'production')).toThrow(/at least 32/);
    expect(homePhotoKeyFrom('k'.repeat(32), 'production')).toBe('k'.repeat(32));
  });
});
