import { fetchGateway } from '../../src/services/gateway';
import { uploadClaimDocument, uploadFilePart } from '../../src/contract/documents';
import { idempotencyHeader } from '../../src/contract/endpoint';

// A file kept on the device (a claim filing's photo) goes through the same transport as every call: a multipart
// form with its one file part, the token and the idempotency key as headers, no JSON content type.

describe("the transport's file uploads", () => {
  it("sends the file as the form's one part, with the bearer token and the key, and lets the browser set the content type", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    global.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
      sent.push({ url: String(url), init: init! });
      return new Response('{"document":null}', { status: 200 });
    }) as typeof fetch;
    const gateway = fetchGateway(
      { main: '/api', quoting: '/quoting-api', issuer: () => '/oidc' },
      () => 'token-1',
      () => null,
    );
    const content = new Blob([Uint8Array.of(0xff, 0xd8, 0xff)], { type: 'image/jpeg' });
    await gateway.send(uploadClaimDocument as never, {
      params: { fileNumber: '31125112200' },
      idempotencyKey: 'key-1',
      file: { content, name: 'dent.jpg' },
    });
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/documents/uploads/claim/31125112200');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers[idempotencyHeader]).toBe('key-1');
    expect(headers['content-type']).toBeUndefined();
    const form = init.body as FormData;
    const part = form.get(uploadFilePart) as File;
    expect(part.name).toBe('dent.jpg');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(Uint8Array.of(0xff, 0xd8, 0xff));
    expect([...form.keys()]).toEqual([uploadFilePart]);
  });
});
