import { randomUUID } from 'node:crypto';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, customerGateway, mintToken, resetVolatileState } from './support/gateway';
import { cleanLifeAnswers, yearsAgo } from './support/lifeQuotes';

// The API description as an integrator meets it: a client driven by the two documents alone walks every operation,
// with the credentials each operation's security names (and once with none), and every answer, refusals included,
// must be one the document describes, its body valid against the described schema. An operation that answers
// without the credentials its security requires, or refuses the ones it names, does not conform.
jest.setTimeout(300_000);

const subject = customerGateway([], { setupTimeout: 180_000 });
beforeAll(() => resetVolatileState(subject.database.db));

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { pattern?: string };
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  'x-guest-grant'?: string;
}
interface SecurityScheme {
  type: 'http' | 'apiKey';
  in?: 'header';
  name?: string;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes?: Record<string, SecurityScheme> };
}

const documents: Document[] = [];
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The document's schema with its references to the document's components put in place. */
function resolved(document: Document, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolved(document, item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) return resolved(document, document.components.schemas[ref.slice(21)]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(document, value)]));
}
const validators = new Map<object, ValidateFunction>();
const validatorOf = (document: Document, schema: object) => {
  const known = validators.get(schema);
  if (known) return known;
  const compiled = ajv.compile(resolved(document, schema) as object);
  validators.set(schema, compiled);
  return compiled;
};

// Values of path parameters from the demo data (mutual.customer's policy, account, claim file...); a parameter the
// demo has no value for gets one that names nothing, and its refusal is checked like any answer.
const pathValues: Record<string, string> = {
  policyNumber: 'C4M7X2-1001',
  accountNumber: 'N4820015',
  fileNumber: '31025061742',
  kind: 'mobile',
  quadrantName: 'mutual',
  vin: '1HGCM82633A004352',
  section: 'vehicles',
  step: 'contact',
};

/**
 * Bodies an operation takes, where calling it for real says more than a refusal (its security is told apart from a
 * 400 only by a body that gets past decoding); every other operation is sent an empty object.
 */
const bank = { kind: 'bank', routingNumber: '021000021', accountNumber: '987654321012', accountType: 'checking', holderName: 'Pat Guest' };
const examples: Record<string, { body: object; freshPath?: boolean }> = {
  // A new visit each time: a visit id already taken is a 409.
  sessionStart: { body: { app: 'portal', mobileApp: false, viewportWidth: 1280 }, freshPath: true },
  sessionBatch: { body: { entries: [] } },
  tokenizePaymentMethod: { body: bank },
};

/** Credentials of each security scheme, got the way a client would get them. */
interface Credentials {
  quoteToken: string;
  lifeQuoteToken: string;
  quoteId: string;
  lifeQuoteId: string;
  visitId: string;
  visitSecret: string;
  guestGrant: string;
  guestUploadGrant: string;
}
let credentials: Credentials;

const json = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>();
const post = async (url: string, payload: object, remoteAddress = '127.0.0.1') => {
  const response = await subject.app.inject({ method: 'POST', url, payload, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return json(response);
};

beforeAll(async () => {
  for (const url of ['/api/openapi.json', '/quoting-api/openapi.json'])
    documents.push((await subject.app.inject({ method: 'GET', url })).json<Document>());
  const quote = await post('/quoting-api/quotes', {
    quoteType: 'auto',
    customer: { firstName: 'Alex', lastName: 'Conformance', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' },
  });
  const life = await post('/quoting-api/life/quotes', cleanLifeAnswers('Conformance', { dateOfBirth: yearsAgo(35) }));
  const visitId = randomUUID();
  const visit = await post(`/api/sessions/${visitId}`, { app: 'portal', mobileApp: false, viewportWidth: 1280 });
  const bill = await post('/api/guest-pay/bills', { lineOfBusiness: 'mutual', accountOrPolicyNumber: 'N4820015', zip: '43221' });
  const claim = await subject.database.db
    .selectFrom('claims')
    .select('loss_date')
    .where('file_number', '=', pathValues.fileNumber!)
    .executeTakeFirstOrThrow();
  const uploadGrant = await post(
    '/api/guest-claims/upload-grants',
    {
      fileNumber: pathValues.fileNumber,
      lossDate: String(claim.loss_date).slice(0, 10),
      contact: { name: 'Daniel Whitaker', email: 'daniel.whitaker@example.com', phone: '614-555-0142' },
    },
    '10.0.77.1',
  );
  credentials = {
    quoteId: (quote.quote as { quoteId: string }).quoteId,
    quoteToken: quote.accessToken as string,
    lifeQuoteId: (life.quote as { quoteId: string }).quoteId,
    lifeQuoteToken: life.accessToken as string,
    visitId,
    visitSecret: visit.writeSecret as string,
    guestGrant: bill.grant as string,
    guestUploadGrant: uploadGrant.grant as string,
  };
});

/** What each scheme puts on a request; a bearer token is minted at each call (a sign-out everywhere ends the one before). */
async function headersOf(scheme: string, path: string): Promise<Record<string, string>> {
  const life = path.startsWith('/life/');
  switch (scheme) {
    case 'customerToken':
      return bearer(await mintToken(subject.database.db, { sub: 'mutual.customer' }));
    case 'supportAgentToken':
      return bearer(await mintToken(subject.database.db, { sub: 'support.agent', role: 'support' }));
    case 'quoteToken':
      return { 'x-quote-token': life ? credentials.lifeQuoteToken : credentials.quoteToken };
    case 'visitSecret':
      return { 'x-visit-secret': credentials.visitSecret };
    case 'guestUploadGrant':
      return { 'guest-upload-grant': credentials.guestUploadGrant };
    default:
      throw new Error(`the description names a security scheme no client can use: ${scheme}`);
  }
}

/** The value of a path parameter: the demo's, or the credentials' own quote and visit. */
const pathValue = (name: string, path: string, operation: Operation) => {
  if (examples[operation.operationId]?.freshPath) return randomUUID();
  if (name === 'quoteId') return path.startsWith('/life/') ? credentials.lifeQuoteId : credentials.quoteId;
  if (name === 'visitId') return credentials.visitId;
  return pathValues[name] ?? 'unknown-1';
};

interface Call {
  method: string;
  path: string;
  operation: Operation;
  /** The names of the schemes sent (none: an anonymous call). */
  schemes: string[];
  guestGrant: boolean;
}

async function send(server: string, { method, path, operation, schemes, guestGrant }: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  for (const scheme of schemes) Object.assign(headers, await headersOf(scheme, path));
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'header' && parameter.name === 'idempotency-key') headers[parameter.name] = `conformance-${randomUUID()}`;
    if (parameter.in === 'query') query.set(parameter.name, 'not-a-valid-value');
  }
  const url =
    server +
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(name, path, operation))) +
    (query.size ? `?${query}` : '');
  const media = Object.keys(operation.requestBody?.content ?? {})[0];
  if (media === 'multipart/form-data') {
    // A form without its file part: the refusal is what can be checked without a document to send.
    const boundary = 'conformance';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n--${boundary}--\r\n`;
    return subject.app.inject({ method: method.toUpperCase() as 'POST', url, headers, payload, remoteAddress: '10.0.77.2' });
  }
  // A body the operation cannot take (an empty object): its refusal is described like any answer. A guest's call
  // carries the grant its description names.
  const example = examples[operation.operationId]?.body ?? {};
  const payload = media ? { ...example, ...(guestGrant ? { [operation['x-guest-grant']!]: credentials.guestGrant } : {}) } : undefined;
  return subject.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: '10.0.77.2',
  });
}

/** The described answer of a status ('200', or its class '4XX'), or undefined when the document does not describe it. */
const describedAnswer = (operation: Operation, status: number) =>
  operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];

/** How an answer differs from the description; empty when it conforms. */
function differences(document: Document, call: Call, response: LightMyRequestResponse): string[] {
  const found: string[] = [];
  const status = response.statusCode;
  const described = describedAnswer(call.operation, status);
  if (status >= 500) found.push(`answered ${status}`);
  if (!described) return [...found, `answered ${status}, which is not described`];
  const anonymous = call.schemes.length === 0 && !call.guestGrant;
  // A call with no header credential is open to anyone only where no guest grant is named for it (the grant is then its credential).
  const security = call.operation.security ?? [];
  const needsCredentials =
    security.length > 0 &&
    (!security.some((alternative) => Object.keys(alternative).length === 0) || call.operation['x-guest-grant'] !== undefined);
  if (anonymous && needsCredentials && status < 400) found.push(`answered ${status} without the credentials its security requires`);
  if (!anonymous && status === 401)
    found.push(`refused the credentials its security names (${call.schemes.join(' + ') || 'guest grant'}) with 401`);
  if (anonymous && !needsCredentials && status === 401) found.push('refused an anonymous call its security allows with 401');
  const contents = described.content ?? {};
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!;
  if (Object.keys(contents).length === 0) return found;
  const content = contents[mediaType];
  if (!content) return [...found, `answered ${status} as ${mediaType || 'nothing'}, described as ${Object.keys(contents).join(', ')}`];
  if (content.schema && mediaType === 'application/json') {
    const validate = validatorOf(document, content.schema);
    if (!validate(response.json()))
      found.push(`answered ${status} with a body the description does not allow: ${ajv.errorsText(validate.errors).slice(0, 300)}`);
  }
  return found;
}

it('answers every operation of both documents as it describes them, with the credentials it names and without', async () => {
  const report: string[] = [];
  let calls = 0;
  for (const document of documents) {
    const server = document.servers[0]!.url;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const alternatives = operation.security ?? [];
        const withCredentials: Call[] = alternatives
          .filter((alternative) => Object.keys(alternative).length > 0)
          .map((alternative) => ({ method, path, operation, schemes: Object.keys(alternative), guestGrant: false }));
        const guest: Call[] = operation['x-guest-grant'] ? [{ method, path, operation, schemes: [], guestGrant: true }] : [];
        const anonymous: Call = { method, path, operation, schemes: [], guestGrant: false };
        for (const call of [...withCredentials, ...guest, anonymous]) {
          const response = await send(server, call);
          calls += 1;
          const sent = call.guestGrant ? 'guest grant' : call.schemes.join(' + ') || 'no credentials';
          for (const difference of differences(document, call, response))
            report.push(`${method.toUpperCase()} ${server}${path} (${operation.operationId}, ${sent}): ${difference}`);
        }
      }
    }
  }
  expect(calls).toBeGreaterThan(150);
  expect(report).toEqual([]);
});
