import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import { PDFDocument } from 'pdf-lib';
import { PortalDocument } from '../../src/contract/documents';
import { demoClaimFiles } from '../../server/db/demo/documents';
import { customerGateway } from './support/gateway';

// The billing, forms, e-sign and claims categories of the documents centre, and uploads to a claim file.

const customers = customerGateway();

const documentsOf = async (loginId: string) => {
  const decoded = t
    .type({ documents: t.array(PortalDocument) })
    .decode((await customers.app.inject({ url: '/api/documents', headers: customers.as(loginId) })).json());
  if (!isRight(decoded)) throw new Error('the documents answer does not match the contract');
  return decoded.right.documents;
};
const links = (loginId: string, documentIds: string[]) =>
  customers.app.inject({ method: 'POST', url: '/api/documents/links', headers: customers.as(loginId), payload: { documentIds } });
const pdfOf = async (loginId: string, documentId: string) => {
  const [link] = (await links(loginId, [documentId])).json().links as { url: string }[];
  const file = await customers.app.inject({ url: link!.url });
  expect(file.headers['content-type']).toBe('application/pdf');
  return PDFDocument.load(file.rawPayload);
};

describe('documents centre categories', () => {
  it("lists the billing statements of each side under billing, and serves the billing domain's statement PDF", async () => {
    const billing = (await documentsOf('both.customer')).filter((d) => d.category === 'billing');
    expect(new Set(billing.map((d) => d.billType))).toEqual(new Set(['mutual', 'life']));
    expect(billing.every((d) => d.documentId.startsWith('statement-ST-') && d.title.includes('billing statement, account N'))).toBe(true);
    const mutual = billing.find((d) => d.billType === 'mutual')!;
    expect((await pdfOf('both.customer', mutual.documentId)).getTitle()).toMatch(/^Billing statement, account N5093327, /);
  });

  it("lists forms, documents to sign by envelope, and the letters of the party's claim files", async () => {
    const documents = await documentsOf('mutual.customer');
    const of = (category: string) => documents.filter((d) => d.category === category);
    expect(of('forms').map((d) => d.title)).toEqual(
      expect.arrayContaining(['Authorization for automatic payments (EFT)', 'Personal property inventory']),
    );
    expect(of('esign')).toEqual([expect.objectContaining({ envelopeId: 'ENV-4820015-UM', policyNumber: 'C4M7X2-1001' })]);
    expect(new Set(of('claims').map((d) => d.claimFileNumber))).toEqual(new Set([demoClaimFiles.openAuto, demoClaimFiles.closedHome]));
    const letter = of('claims').find((d) => d.title === 'Claim closing letter')!;
    expect((await pdfOf('mutual.customer', letter.documentId)).getTitle()).toBe('Claim closing letter');
    const life = await documentsOf('life.customer');
    expect(life.filter((d) => d.category === 'forms').map((d) => d.title)).toEqual(['Change of beneficiary request']);
    expect(life.some((d) => d.category === 'claims')).toBe(false);
  });

  it("gives no link to another party's statement, form, envelope or claim letter", async () => {
    const mine = await documentsOf('mutual.customer');
    for (const category of ['billing', 'forms', 'esign', 'claims']) {
      const document = mine.find((d) => d.category === category)!;
      expect((await links('both.customer', [document.documentId])).statusCode).toBe(404);
    }
  });
});

/** A multipart body of one file part, as a browser's FormData sends it. */
function multipart(fileName: string, content: Buffer) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let keyCounter = 0;

function uploadToClaim(loginId: string, fileNumber: string, fileName: string, content = pdfBytes) {
  const body = multipart(fileName, content);
  return customers.app.inject({
    method: 'POST',
    url: `/api/documents/uploads/claim/${fileNumber}`,
    payload: body.payload,
    headers: { ...customers.as(loginId), 'content-type': body.contentType, 'idempotency-key': `claim-upload-${++keyCounter}` },
  });
}

describe('upload to a claim file', () => {
  it("stores the file under the customer's claim and lists it in the claims category", async () => {
    const answer = await uploadToClaim('mutual.customer', demoClaimFiles.openAuto, 'tow-receipt.pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().document).toMatchObject({
      category: 'claims',
      claimFileNumber: demoClaimFiles.openAuto,
      policyNumber: null,
      source: 'uploaded',
    });
    const listed = (await documentsOf('mutual.customer')).find((d) => d.documentId === answer.json().document.documentId);
    expect(listed).toMatchObject({ category: 'claims', title: 'tow-receipt.pdf' });
  });

  it("answers 404 for another party's claim file and a malformed number, and refuses a renamed executable", async () => {
    expect((await uploadToClaim('both.customer', demoClaimFiles.openAuto, 'mine.pdf')).statusCode).toBe(404);
    expect((await uploadToClaim('mutual.customer', '12345', 'mine.pdf')).statusCode).toBe(404);
    expect((await uploadToClaim('mutual.customer', '99999999999', 'mine.pdf')).statusCode).toBe(404);
    const exe = await uploadToClaim(
      'mutual.customer',
      demoClaimFiles.openAuto,
      'photos.pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
    );
    expect(exe.statusCode).toBe(415);
  });
});
