import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { customerGateway, gateway, resetVolatileState, startSignIn } from './support/gateway';

// Input no database or decoder can take answers 400 with a message, never 500: NUL characters, lone
// surrogates, deep nesting, fractional or huge numbers, broken multipart bodies; and a slow client gets a 408.
const customers = customerGateway(['mutual.customer']);
beforeEach(() => resetVolatileState(customers.database.db));

const json = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
  customers.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

function expectRefused(response: { statusCode: number; json(): unknown }, message: RegExp) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
}

describe('NUL characters', () => {
  it('are refused in path parameters and query strings, before any database sees them', async () => {
    const auth = customers.as('mutual.customer');
    for (const url of [
      '/api/billing/accounts/N1/installments?x=%00',
      '/api/documents/download?token=abc%00def',
      '/quoting-api/quotes/abc%00',
      '/quoting-api/vehicles/vin/1HGCM%00',
      '/oidc/auth?client_id=portal%00&response_type=code',
      '/oidc/interaction/abc%00def',
    ]) {
      const response = await customers.app.inject({ url, headers: auth });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
    // A route that answers 404 for a malformed identifier answers 404 for this one too, never a 500.
    for (const url of ['/api/policies/C4M7X2-1001%00/summary', '/api/billing/accounts/N1%00/installments']) {
      expect((await customers.app.inject({ url, headers: auth })).statusCode).toBe(404);
    }
    const query = await customers.app.inject({ url: '/api/documents/download?token=abc%00def', headers: auth });
    expect(query.json()).toEqual({ error: 'bad_request', message: 'The address must not contain a NUL character.' });
  });

  it('are refused in JSON strings, keys included: sign-in, guest pay, express ID, life quote', async () => {
    const { browser, uid } = await startSignIn(customers.app);
    const signIn = await browser.request('POST', `/oidc/interaction/${uid}/login`, {
      json: { loginId: 'mutual\u0000customer', password: 'x' },
    });
    expectRefused(signIn, /NUL character/);
    expectRefused(await json('POST', '/api/guest-pay/bills', '{"accountNumber":"N1\\u0000","zip":"12345"}'), /NUL character/);
    expectRefused(await json('POST', '/api/express-id', '{"policyNumber":"C4M7X2-1001","zip":"1\\u0000"}'), /NUL character/);
    expectRefused(await json('POST', '/quoting-api/life/quotes', '{"lastName\\u0000":"x"}'), /NUL character/);
  });

  it('in an OpenID Connect client_id or code are an unknown client or code, not a server error', async () => {
    const form = (fields: Record<string, string>) =>
      customers.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const badClient = await form({ grant_type: 'authorization_code', code: 'x', client_id: 'por\u0000tal', code_verifier: 'v'.repeat(43) });
    expect(badClient.statusCode).toBe(401);
    const badCode = await form({
      grant_type: 'authorization_code',
      code: 'x\u0000y',
      client_id: 'portal',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'http://localhost:8080/customers/implicit/callback',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).toBe('invalid_grant');
  });
});

describe('JSON bodies', () => {
  it('refuse a lone surrogate in any string', async () => {
    expectRefused(await json('POST', '/quoting-api/life/quotes', '{"lastName":"Smith\\ud800","state":"OH"}'), /not valid Unicode/);
    expectRefused(await json('POST', '/api/express-id', '{"policyNumber":"C4M7X2-1001","zip":"\\udc00"}'), /not valid Unicode/);
    // A surrogate pair (an emoji) is fine: refused for its content, not its encoding.
    const pair = await json('POST', '/quoting-api/life/quotes', '{"lastName":"Smith\\ud83d\\ude00"}');
    expect(pair.statusCode).toBe(200);
  });

  it('refuse 5,000 nested arrays before decoding, on every kind of route', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const nestedObject = `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`;
    for (const [method, url] of [
      ['POST', '/api/billing/payments'],
      ['POST', '/quoting-api/life/quotes'],
      ['POST', '/api/express-id'],
      ['POST', '/api/support/funnels'],
    ] as const) {
      expectRefused(await json(method, url, deep, customers.as('mutual.customer')), /nested too deeply/);
      expectRefused(await json(method, url, nestedObject, customers.as('mutual.customer')), /nested too deeply/);
    }
    // Brackets inside strings are text, not nesting.
    const brackets = await json('POST', '/quoting-api/life/quotes', JSON.stringify({ lastName: '['.repeat(100) }));
    expect(brackets.statusCode).toBe(200);
  });

  it('decode integers as integers: a fractional or unstorable life quote coverage is a 400', async () => {
    for (const coverage of ['1.5', '1e308', '-1']) {
      const response = await json('POST', '/quoting-api/life/quotes', `{"coverageAmountCents":${coverage},"termYears":20}`);
      expect({ coverage, status: response.statusCode }).toEqual({ coverage, status: 400 });
    }
    const fractionalTerm = await json('POST', '/quoting-api/life/quotes', '{"termYears":20.5}');
    expect(fractionalTerm.statusCode).toBe(400);
  });
});

describe('multipart uploads', () => {
  let key = 0;
  const upload = (contentType: string, payload: string) =>
    customers.app.inject({
      method: 'POST',
      url: '/api/documents/uploads/policy/C4M7X2-1001',
      payload,
      headers: { ...customers.as('mutual.customer'), 'content-type': contentType, 'idempotency-key': `malformed-upload-${++key}` },
    });

  it('answer 400 for a body without its closing boundary, and for multipart/form-data without a boundary', async () => {
    const unfinished = await upload(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then noth',
    );
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().error).toBe('bad_request');
    const noBoundary = await upload('multipart/form-data', '--xyz\r\n\r\n');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error).toBe('bad_request');
  });
});

describe('a slow client', () => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('announcing 1,000 bytes and sending 5 gets a 408 and a closed connection', async () => {
    app = await gateway(customers.database.db, { timeouts: { requestMs: 300, connectionMs: 2_000, checkEveryMs: 100 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /quoting-api/life/quotes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: string; message: string };
    expect(body).toEqual({ error: 'request_timeout', message: expect.stringMatching(/took too long/) });
  });

  it('headers too large get a 431 in the same {error, message} shape', async () => {
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/config HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'headers_too_large', message: expect.any(String) });
  });
});
