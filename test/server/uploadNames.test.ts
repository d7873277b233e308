import { cleanFileName, maxFileNameLength } from '../../server/documents/uploads';
import { customerGateway } from './support/gateway';

// An uploaded file's name is shown to the customer and to staff, and sent back in a download's header: it is
// kept as plain, visible, short text.

const customers = customerGateway(['mutual.customer'], { setupTimeout: 30_000 });

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let keyCounter = 0;

/** A multipart body of one PDF, its file name written as a browser writes it (UTF-8). */
function upload(fileName: string) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    'utf8',
  );
  return customers.app.inject({
    method: 'POST',
    url: '/api/documents/uploads/policy/C4M7X2-1001',
    payload: Buffer.concat([head, pdfBytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      ...customers.as('mutual.customer'),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'idempotency-key': `upload-name-${Date.now()}-${++keyCounter}`,
    },
  });
}

async function storedName(fileName: string): Promise<string> {
  const answer = await upload(fileName);
  expect(answer.statusCode).toBe(200);
  const { documentId, title } = answer.json().document as { documentId: string; title: string };
  const listed = (await customers.app.inject({ url: '/api/documents', headers: customers.as('mutual.customer') })).json() as {
    documents: { documentId: string; title: string }[];
  };
  expect(listed.documents.find((d) => d.documentId === documentId)?.title).toBe(title);
  return title;
}

describe('uploaded file names', () => {
  it('keeps no right-to-left override: invoice\\u202efdp.exe is listed as what it is', async () => {
    expect(await storedName('invoice\u202efdp.exe.pdf')).toBe('invoicefdp.exe.pdf');
    expect(await storedName('a\u2066b\u2069c\u200e\u200f\u202a\u202b\u202c\u202dd.pdf')).toBe('abcd.pdf');
  });

  it('keeps no markup characters and no control characters', async () => {
    expect(await storedName('<img src=x onerror=alert(1)>.pdf')).toBe('_img src=x onerror=alert(1)_.pdf');
    expect(cleanFileName('tab\there\u009b\u0000.pdf')).toBe('tab here.pdf');
  });

  it(`keeps a long name to ${maxFileNameLength} characters, with its extension`, async () => {
    const name = await storedName(`${'statement-'.repeat(30)}final.pdf`);
    expect(Array.from(name)).toHaveLength(maxFileNameLength);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name.startsWith('statement-statement-')).toBe(true);
    expect(Array.from(cleanFileName(`${'ü'.repeat(200)}.jpeg`))).toHaveLength(maxFileNameLength);
    expect(cleanFileName(`${'😀'.repeat(120)}`)).toBe('😀'.repeat(maxFileNameLength));
  });

  it('keeps ordinary names as they are, and names a nameless file', () => {
    expect(cleanFileName('Roof inspection (2026).pdf')).toBe('Roof inspection (2026).pdf');
    expect(cleanFileName('Déclaration sinistre.pdf')).toBe('Déclaration sinistre.pdf');
    expect(cleanFileName('C:\\Users\\me\\scan.png')).toBe('scan.png');
    expect(cleanFileName('\u202e')).toBe('document');
    expect(cleanFileName('..')).toBe('document');
    expect(cleanFileName(undefined)).toBe('document');
  });
});
