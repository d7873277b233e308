import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { customerGateway, gateway } from './support/gateway';
import { linkSigner } from '../../server/documents/links';
import { sniffDocumentType } from '../../src/shared/fileTypes';
import { businessToday } from '../../src/validation/dates';

const customers = customerGateway(['mutual.customer', 'both.customer', 'new.customer', 'mfa.customer']);

const links = (loginId: string, documentIds: unknown) =>
  customers.app.inject({ method: 'POST', url: '/api/documents/links', headers: customers.as(loginId), payload: { documentIds } });

describe('documents', () => {
  it('lists a declarations page per policy and an ID card per in-force vehicle', async () => {
    const response = await customers.app.inject({ url: '/api/documents', headers: customers.as('mutual.customer') });
    const ids = (response.json() as { documents: { documentId: string }[] }).documents.map((d) => d.documentId);
    expect(ids).toEqual(expect.arrayContaining(['dec-C4M7X2-1001', 'dec-H8Q3R5-2002', 'idcard-V10001', 'idcard-V10002']));
    expect(ids).not.toContain('idcard-V10091');
  });

  it('never calls a document issued on a day still to come: a declarations page or ID card of a later term says when it takes effect', async () => {
    const today = businessToday(new Date());
    for (const loginId of ['mutual.customer', 'both.customer', 'new.customer', 'mfa.customer']) {
      const { documents } = (await customers.app.inject({ url: '/api/documents', headers: customers.as(loginId) })).json() as {
        documents: { documentId: string; issuedOn: string; dated: string }[];
      };
      const future = documents.filter((d) => d.issuedOn > today);
      expect(future.filter((d) => d.dated !== 'effective')).toEqual([]);
      expect(documents.filter((d) => d.documentId.startsWith('dec-')).every((d) => d.dated === 'effective')).toBe(true);
    }
  });

  it('serves a declarations page naming the policy, inline or as an attachment', async () => {
    const [link] = (await links('mutual.customer', ['dec-H8Q3R5-2002'])).json().links as { url: string }[];
    const inline = await customers.app.inject({ url: link!.url });
    expect(inline.headers['content-disposition']).toBe('inline; filename="declarations-H8Q3R5-2002.pdf"');
    expect((await PDFDocument.load(inline.rawPayload)).getTitle()).toBe('Declarations page, policy H8Q3R5-2002');
    const attachment = await customers.app.inject({ url: `${link!.url}&download=1` });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("issues no link to another party's document, nor to a malformed id (404 / 400, never data)", async () => {
    expect((await links('both.customer', ['dec-C4M7X2-1001'])).statusCode).toBe(404);
    expect((await links('both.customer', ['idcard-V10001'])).statusCode).toBe(404);
    expect((await links('both.customer', ['../etc/passwd'])).statusCode).toBe(400);
    expect((await links('both.customer', 'dec-C4M7X2-1001')).statusCode).toBe(400);
  });

  it('refuses a forged, tampered or expired link with a plain message', async () => {
    const [link] = (await links('mutual.customer', ['idcard-V10001'])).json().links as { url: string }[];
    const token = new URL(link!.url, 'http://x').searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ d: 'idcard-V30001', p: 'P100003', e: Date.now() + 60000 })).toString('base64url');
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.AAAA`,
      'garbage',
      linkSigner('another-secret').sign('idcard-V10001', 'P100001').token,
    ]) {
      const answer = await customers.app.inject({ url: `/api/documents/download?token=${bad}` });
      expect(answer.statusCode).toBe(410);
      expect(answer.body).toContain('This link has expired');
    }
    const signer = linkSigner('s');
    const old = signer.sign('dec-X', 'P1', Date.now() - 11 * 60 * 1000);
    expect(signer.verify(old.token)).toBeUndefined();
  });
});

/** A multipart body of one file part, as a browser's FormData sends it. */
function multipart(fileName: string, content: Buffer, partName = 'file') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${partName}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const heicBytes = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
// A Windows program (MZ header) and a Linux one (ELF), renamed to look like documents.
const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);
const elfBytes = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);

let keyCounter = 0;
const newKey = () => `upload-key-${Date.now()}-${++keyCounter}`;

function upload(loginId: string, policyNumber: string, fileName: string, content: Buffer, key: string | null = newKey()) {
  const body = multipart(fileName, content);
  return customers.app.inject({
    method: 'POST',
    url: `/api/documents/uploads/policy/${policyNumber}`,
    payload: body.payload,
    headers: { ...customers.as(loginId), 'content-type': body.contentType, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const uploadsOf = (partyId: string) =>
  customers.database.db.selectFrom('uploaded_documents').select(['document_id', 'upload_key']).where('party_id', '=', partyId).execute();

describe('document upload', () => {
  it('recognises PDF, JPEG, PNG and HEIC by content, and nothing else', () => {
    expect([pdfBytes, jpegBytes, pngBytes, heicBytes, exeBytes, elfBytes, Buffer.from('hello')].map(sniffDocumentType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/heic',
      null,
      null,
      null,
    ]);
  });

  it("stores a PDF on the customer's policy, lists it in the policies category and serves the same bytes", async () => {
    const answer = await upload('mutual.customer', 'c4m7x2-1001', 'proof-of-garaging.pdf', pdfBytes);
    expect(answer.statusCode).toBe(200);
    const { document } = answer.json() as {
      document: { documentId: string; category: string; policyNumber: string; title: string; source: string; contentType: string };
    };
    expect(document).toMatchObject({
      category: 'policies',
      policyNumber: 'C4M7X2-1001',
      title: 'proof-of-garaging.pdf',
      source: 'uploaded',
      contentType: 'application/pdf',
    });
    const listed = (await customers.app.inject({ url: '/api/documents', headers: customers.as('mutual.customer') })).json() as {
      documents: { documentId: string }[];
    };
    expect(listed.documents.map((d) => d.documentId)).toContain(document.documentId);
    const [link] = (await links('mutual.customer', [document.documentId])).json().links as { url: string }[];
    const file = await customers.app.inject({ url: link!.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('accepts a file of several megabytes (beyond the JSON body limit), up to the upload limit', async () => {
    const scan = Buffer.concat([pdfBytes, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const answer = await upload('mutual.customer', 'H8Q3R5-2002', 'roof-inspection.pdf', scan);
    expect(answer.statusCode).toBe(200);
    const row = await customers.database.db
      .selectFrom('uploaded_documents')
      .select('size_bytes')
      .where('document_id', '=', answer.json().document.documentId)
      .executeTakeFirstOrThrow();
    expect(row.size_bytes).toBe(scan.length);
  });

  it('accepts JPEG, PNG and HEIC, stored with the type their content shows', async () => {
    for (const [name, bytes, type] of [
      ['photo.jpg', jpegBytes, 'image/jpeg'],
      ['scan.png', pngBytes, 'image/png'],
      ['IMG_0001.HEIC', heicBytes, 'image/heic'],
    ] as const) {
      const answer = await upload('both.customer', 'R2T9K4-3003', name, bytes);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().document.contentType).toBe(type);
    }
  });

  it('stores a retried file once (same idempotency key) and refuses the key for another file', async () => {
    const key = newKey();
    const first = await upload('mutual.customer', 'H8Q3R5-2002', 'receipt.png', pngBytes, key);
    const retry = await upload('mutual.customer', 'H8Q3R5-2002', 'receipt.png', pngBytes, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().document.documentId).toBe(first.json().document.documentId);
    expect((await uploadsOf('P100001')).filter((u) => u.upload_key === key)).toHaveLength(1);
    const other = await upload('mutual.customer', 'H8Q3R5-2002', 'other.pdf', pdfBytes, key);
    expect(other.statusCode).toBe(409);
  });

  it("refuses a renamed executable, an empty file and an oversized one with the customer's words, storing nothing", async () => {
    const before = (await uploadsOf('P100001')).length;
    const exe = await upload('mutual.customer', 'C4M7X2-1001', 'claim-photos.pdf', exeBytes);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('claim-photos.pdf is not a PDF, JPEG, PNG or HEIC file. Please choose another file.');
    expect((await upload('mutual.customer', 'C4M7X2-1001', 'run.jpg', elfBytes)).statusCode).toBe(415);
    const empty = await upload('mutual.customer', 'C4M7X2-1001', 'blank.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('blank.pdf is empty. Please choose another file.');
    const big = await upload('mutual.customer', 'C4M7X2-1001', 'huge.pdf', Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('huge.pdf is larger than 10 MB. Please choose a smaller file.');
    expect((await uploadsOf('P100001')).length).toBe(before);
  });

  it("answers 404 for another party's policy and a malformed number, and needs a key, a token and a multipart body", async () => {
    expect((await upload('both.customer', 'C4M7X2-1001', 'mine.pdf', pdfBytes)).statusCode).toBe(404);
    expect((await upload('both.customer', 'NOT-A-POLICY', 'mine.pdf', pdfBytes)).statusCode).toBe(404);
    expect((await upload('mutual.customer', 'C4M7X2-1001', 'a.pdf', pdfBytes, null)).statusCode).toBe(400);
    const body = multipart('a.pdf', pdfBytes);
    const anonymous = await customers.app.inject({
      method: 'POST',
      url: '/api/documents/uploads/policy/C4M7X2-1001',
      payload: body.payload,
      headers: { 'content-type': body.contentType, 'idempotency-key': newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
    const json = await customers.app.inject({
      method: 'POST',
      url: '/api/documents/uploads/policy/C4M7X2-1001',
      payload: { file: 'x' },
      headers: { ...customers.as('mutual.customer'), 'idempotency-key': newKey() },
    });
    expect(json.statusCode).toBe(415);
  });
});

/** The entries of a zip file, read from its central directory (stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return entries;
}

describe('Apple Wallet pass', () => {
  it('serves a signed .pkpass beside each ID card: pass.json names the policy, the manifest hashes every file, the signature verifies', async () => {
    const answer = await links('mutual.customer', ['wallet-V10001']);
    expect(answer.statusCode).toBe(200);
    const [link] = answer.json().links as { url: string }[];
    const file = await customers.app.inject({ url: `${link!.url}&download=1` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(file.headers['content-disposition']).toBe('attachment; filename="id-card-C4M7X2-1001-V10001.pkpass"');
    expect(file.rawPayload.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    const entries = unzip(file.rawPayload);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png']));
    const pass = JSON.parse(entries.get('pass.json')!.toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      serialNumber: 'C4M7X2-1001-V10001',
      organizationName: 'Cardinal Mutual',
      passTypeIdentifier: 'pass.com.cardinalmutual.idcard',
    });
    expect(JSON.stringify(pass.generic.primaryFields)).toContain('C4M7X2-1001');
    expect(JSON.stringify(pass.generic.backFields)).toContain('4T1G11AK5MU512348');
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    for (const [name, sha1] of Object.entries(manifest)) expect(createHash('sha1').update(entries.get(name)!).digest('hex')).toBe(sha1);
    expect(Object.keys(manifest)).toContain('pass.json');

    // The detached PKCS #7 signature of the manifest, by the signer the stored authority issued.
    const certificates = await customers.database.db.selectFrom('wallet_certificates').selectAll().executeTakeFirstOrThrow();
    const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-'));
    writeFileSync(path.join(dir, 'signature'), entries.get('signature')!);
    writeFileSync(path.join(dir, 'manifest.json'), entries.get('manifest.json')!);
    writeFileSync(path.join(dir, 'wwdr.pem'), certificates.wwdr_pem);
    const verify = (content: string) =>
      spawnSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          'signature',
          '-content',
          content,
          '-CAfile',
          'wwdr.pem',
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir },
      );
    expect(verify('manifest.json').status).toBe(0);
    writeFileSync(
      path.join(dir, 'tampered.json'),
      entries
        .get('manifest.json')!
        .toString('utf8')
        .replace(/[0-9a-f]{40}/, '0'.repeat(40)),
    );
    expect(verify('tampered.json').status).not.toBe(0);
  });

  it("keeps the same development certificates across gateway instances, and offers no pass for another party's vehicle", async () => {
    const second = await gateway(customers.database.db);
    const [link] = (
      await second.inject({
        method: 'POST',
        url: '/api/documents/links',
        headers: customers.as('mutual.customer'),
        payload: { documentIds: ['wallet-V10002'] },
      })
    ).json().links as { url: string }[];
    expect((await second.inject({ url: link!.url })).statusCode).toBe(200);
    expect(await customers.database.db.selectFrom('wallet_certificates').select('name').execute()).toHaveLength(1);
    await second.close();
    expect((await links('both.customer', ['wallet-V10001'])).statusCode).toBe(404);
  });

  it('offers no pass while the AppleWallet flag is off, not even through a link issued while it was on', async () => {
    const [issuedWhileOn] = (await links('mutual.customer', ['wallet-V10001'])).json().links as { url: string }[];
    const off = await gateway(customers.database.db, { env: { FLAG_AppleWallet: 'false' } });
    const answer = await off.inject({
      method: 'POST',
      url: '/api/documents/links',
      headers: customers.as('mutual.customer'),
      payload: { documentIds: ['wallet-V10001'] },
    });
    expect(answer.statusCode).toBe(404);
    expect((await off.inject({ url: issuedWhileOn!.url })).statusCode).toBe(404);
    await off.close();
  });
});
