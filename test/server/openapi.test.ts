import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '../../src/contract/endpoints';
import { gateway, openTestDatabase, type TestDatabase } from './support/gateway';

let database: TestDatabase;
let app: FastifyInstance;

// Describing every call of the contract is the heaviest start of any gateway test: on a busy 2-core machine it
// has taken over a minute.
beforeAll(async () => {
  database = await openTestDatabase();
  // With the development outbox, so that its call is registered (and described) too.
  app = await gateway(database.db, { devOutbox: true });
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Operation {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
};

const documentOf = async (url: string): Promise<Document> => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
};
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the API description', () => {
  it('describes every call of the contract on its gateway, with its parameters, body and answers', async () => {
    const documents = { main: await documentOf('/api/openapi.json'), quoting: await documentOf('/quoting-api/openapi.json') };
    for (const endpoint of allEndpoints.filter((e) => e.gateway !== 'issuer')) {
      const document = documents[endpoint.gateway as 'main' | 'quoting'];
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect({ endpoint: endpoint.name, described: operation !== undefined }).toEqual({ endpoint: endpoint.name, described: true });
      if (!operation) continue;
      expect(operation.operationId).toBe(endpoint.name);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
      for (const [, name] of endpoint.path.matchAll(/:(\w+)/g))
        expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name, in: 'path', required: true })]));
      if (endpoint.idempotency)
        expect(operation.parameters).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'idempotency-key', in: 'header', required: endpoint.idempotency === 'required' }),
          ]),
        );
      if (endpoint.bodyMediaType) expect(Object.keys(operation.requestBody?.content ?? {})).toEqual([endpoint.bodyMediaType]);
      if (!endpoint.auth && !endpoint.secretHeader) expect(operation.security).toEqual([]);
      // A secret the call takes in a header is a scheme of the document, named by every way in.
      if (endpoint.secretHeader) {
        const [scheme] = Object.entries(document.components.securitySchemes ?? {}).find(
          ([, described]) => described.type === 'apiKey' && described.in === 'header' && described.name === endpoint.secretHeader,
        ) ?? [undefined];
        expect({ endpoint: endpoint.name, scheme }).toEqual({ endpoint: endpoint.name, scheme: expect.any(String) });
        for (const alternative of (operation.security ?? []) as Record<string, unknown>[]) expect(alternative).toHaveProperty(scheme!);
      }
      // A refusal carrying data (a knockout's code) is described with its own codec.
      for (const status of Object.keys(endpoint.refusals ?? {})) expect(operation.responses[status]).toHaveProperty('content');
    }
  });

  it('gives every operation a unique operation id and is OpenAPI 3.1', async () => {
    for (const url of ['/api/openapi.json', '/quoting-api/openapi.json']) {
      const document = await documentOf(url);
      expect(document.openapi).toBe('3.1.0');
      const ids = Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).map((operation) => operation.operationId),
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('serves a reference page that reads the document from the gateway itself', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const described = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(described.json()).toMatchObject({
      openapi: '3.1.0',
      servers: [{ url: '/api' }],
      paths: expect.objectContaining({ '/health': expect.any(Object) }),
    });
  });
});
