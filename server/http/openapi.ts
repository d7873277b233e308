import type * as t from 'io-ts';
import { OfferSlot } from '../../src/contract/offers';
import { highlightTargetPattern, highlightTextMaxLength } from '../../src/contract/liveAssist';
import { base64UrlPattern } from '../../src/contract/passkeys';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { version } from '../../package.json';
import { ApiError, idempotencyHeader, type Endpoint } from '../../src/contract/endpoint';
import {
  accountNumberPattern,
  claimFileNumberPattern,
  lifePolicyNumberPattern,
  mutualPolicyNumberPattern,
} from '../../src/contract/identifiers';
import { documentIdPattern, uploadFilePart } from '../../src/contract/documents';
import { areaOf, type AnyEndpoint } from '../../src/contract/endpoints';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (set by contractRoute). */
    endpoint?: Endpoint<Record<string, string>, t.Mixed, t.Mixed>;
    /** What a route that is not a contract endpoint says of itself. */
    openapi?: RouteDescription;
    /** What the route's guard lets through (set by contractRoute from the guard itself). */
    access?: Access;
  }
}

// The API described for the people who integrate with it: an OpenAPI 3.1 document made from the gateway's own
// routes, each contract route from its endpoint's io-ts codecs (src/contract), every other route from the
// description it registers with. One source: nothing is written twice by hand.

export type JsonSchema = { readonly [key: string]: unknown };

const source = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, '');

/** JSON Schema of the contract's named refinements; a new refinement must be described here (the document refuses one it cannot). */
const offerSlots = Object.keys(OfferSlot.keys);

const refinements: Record<string, JsonSchema> = {
  PolicyNumber: { type: 'string', pattern: `^(?:${source(mutualPolicyNumberPattern)}|${source(lifePolicyNumberPattern)})$` },
  AccountNumber: { type: 'string', pattern: accountNumberPattern.source },
  ClaimFileNumber: { type: 'string', pattern: claimFileNumberPattern.source },
  DocumentId: { type: 'string', pattern: documentIdPattern.source },
  IsoDate: { type: 'string', format: 'date' },
  Cents: {
    type: 'integer',
    minimum: -Number.MAX_SAFE_INTEGER,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'An amount of money in cents',
  },
  Count: { type: 'integer', minimum: 0, maximum: 99 },
  WholeNumber: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  Year: { type: 'integer', minimum: 0, maximum: 9999 },
  Minutes: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  // Offers (src/contract/offers.ts).
  ParameterValue: { type: 'string', maxLength: 200 },
  OfferParameters: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 }, maxProperties: 20 },
  OfferSlots: { type: 'array', items: { type: 'string', enum: offerSlots }, minItems: 1, maxItems: 10 },
  SessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  EventToken: { type: 'string', pattern: '^[a-f0-9]{32}$' },
  // Live assist (src/contract/liveAssist.ts).
  HighlightTarget: { type: 'string', pattern: highlightTargetPattern.source },
  HighlightText: { type: 'string', minLength: 1, maxLength: highlightTextMaxLength },
};

/** An unnamed bounded integer of the contract (intBetween in src/contract/identifiers.ts): Integer[min,max]. */
function boundedInteger(name: string): JsonSchema | undefined {
  const bounds = /^Integer\[(-?\d+),(-?\d+)\]$/.exec(name);
  return bounds ? { type: 'integer', minimum: Number(bounds[1]), maximum: Number(bounds[2]) } : undefined;
}

/** Base64url text of the contract (the passkeys' answers, src/contract/passkeys.ts): Base64Url[max]. */
function boundedBase64Url(name: string): JsonSchema | undefined {
  const bound = /^Base64Url\[(\d+)\]$/.exec(name);
  return bound ? { type: 'string', pattern: base64UrlPattern.source, maxLength: Number(bound[1]) } : undefined;
}

/** What io-ts codecs show of their structure (their tag, name and parts), as the description and the fuzz test read it. */
export interface Tagged {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: Record<string, t.Mixed>;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly value?: unknown;
  readonly keys?: Record<string, unknown>;
  readonly codomain?: t.Mixed;
}

const objectOf = (props: Record<string, t.Mixed>, required: boolean): JsonSchema => {
  const properties = Object.fromEntries(Object.entries(props).map(([key, codec]) => [key, jsonSchemaOf(codec)]));
  const names = Object.entries(props)
    .filter(([, codec]) => required && !acceptsUndefined(codec))
    .map(([key]) => key);
  return { type: 'object', properties, ...(names.length > 0 ? { required: names } : {}) };
};

function acceptsUndefined(codec: t.Mixed): boolean {
  const tagged = codec as unknown as Tagged;
  if (tagged._tag === 'UndefinedType' || tagged._tag === 'UnknownType') return true;
  return tagged._tag === 'UnionType' && (tagged.types ?? []).some(acceptsUndefined);
}

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of an io-ts codec. */
export function jsonSchemaOf(codec: t.Mixed): JsonSchema {
  const c = codec as unknown as Tagged;
  switch (c._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownType':
    case 'AnyType':
      return {};
    case 'UndefinedType':
    case 'VoidType':
      // Absent: a property that may be left out (it is not listed as required).
      return { not: {} };
    case 'UnknownRecordType':
      return { type: 'object' };
    case 'LiteralType':
      return { const: c.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(c.keys ?? {}) };
    case 'InterfaceType':
    case 'StrictType':
      return objectOf(c.props ?? {}, true);
    case 'PartialType':
      return objectOf(c.props ?? {}, false);
    case 'ExactType':
    case 'ReadonlyType':
      return jsonSchemaOf(c.type!);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: jsonSchemaOf(c.type!) };
    case 'DictionaryType':
      return { type: 'object', additionalProperties: jsonSchemaOf(c.codomain!) };
    case 'IntersectionType':
      return { allOf: (c.types ?? []).map(jsonSchemaOf) };
    case 'UnionType': {
      const members = (c.types ?? []).filter((m) => (m as unknown as Tagged)._tag !== 'UndefinedType');
      return members.length === 1 ? jsonSchemaOf(members[0]!) : { anyOf: members.map(jsonSchemaOf) };
    }
    case 'RefinementType': {
      const described = refinements[c.name] ?? boundedInteger(c.name) ?? boundedBase64Url(c.name);
      if (!described)
        throw new Error(`the API description has no JSON Schema for the refinement ${c.name} (add it to server/http/openapi.ts)`);
      return described;
    }
    default:
      throw new Error(`the API description cannot describe the codec ${c.name} (${c._tag ?? 'untagged'})`);
  }
}

/** What a route that is not a contract endpoint says of itself (its `config.openapi`): a signed download, a health check. */
export interface RouteDescription {
  readonly operationId: string;
  readonly summary: string;
  /** The area of the portal it serves (the document's group); the gateway's own when absent. */
  readonly tag?: string;
  readonly description?: string;
  readonly query?: Record<string, { description: string; required?: boolean }>;
  /** Status code to description and media type. */
  readonly responses: Record<string, { description: string; mediaType?: string }>;
}

/** What the gateway knows of a registered route: its contract endpoint, or its own description. */
export interface DescribedRoute {
  readonly method: string;
  readonly url: string;
  readonly endpoint?: Endpoint<Record<string, string>, t.Mixed, t.Mixed>;
  readonly openapi?: RouteDescription;
  readonly access?: Access;
}

/** The routes a Fastify instance registers, as the document needs them (collected with its onRoute hook). */
export function describedRoute(route: RouteOptions): DescribedRoute | null {
  const methods = ([] as string[]).concat(route.method);
  const method = methods.find((m) => m !== 'HEAD');
  if (!method) return null;
  const config = route.config ?? {};
  return {
    method,
    url: route.url,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.openapi ? { openapi: config.openapi } : {}),
    ...(config.access ? { access: config.access } : {}),
  };
}

const errorResponse = {
  description: 'A refusal, with the error code and a message a person can read',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/** 'policyPaymentPlans' -> 'Policy payment plans'. */
const inWords = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)(\([^)]*\))?/g, '{$1}');
const pathParameters = (url: string) =>
  [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));

/** The security schemes of the document, by name: every credential a guard or a contract's secret header names. */
const securitySchemes = {
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a signed-in customer (OpenID Connect)',
  },
  supportAgentToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a signed-in support agent (OpenID Connect)',
  },
  quoteToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-quote-token',
    description: "The quote's access token, answered when the quote is started, resumed or opened from its link",
  },
  visitSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'x-visit-secret',
    description: "The recorded visit's write secret, answered once when the visit starts",
  },
  guestUploadGrant: {
    type: 'apiKey',
    in: 'header',
    name: 'guest-upload-grant',
    description: "A guest's grant to send documents to one claim (guestUploadGrant or homePhotoUploadGrant answers it)",
  },
} as const;
type SchemeName = keyof typeof securitySchemes;

const schemeOfHeader: Record<NonNullable<AnyEndpoint['secretHeader']>, SchemeName> = {
  'x-quote-token': 'quoteToken',
  'x-visit-secret': 'visitSecret',
  'guest-upload-grant': 'guestUploadGrant',
};

/** The body property carrying a guest's grant to pay, where a guard accepts one instead of a token. */
const guestGrantProperty = 'guestGrant';

/**
 * An operation's security from what its guard lets through and the secret header its contract names: each
 * alternative a requirement object (all of its schemes together); `{}` a call needing no header credential.
 */
function securityOf(access: Access, secretHeader: AnyEndpoint['secretHeader']) {
  const alternatives = access.map((credentials) =>
    Object.fromEntries(
      [...credentials.filter((c) => c !== 'guestGrant'), ...(secretHeader ? [schemeOfHeader[secretHeader]] : [])].map((name) => [name, []]),
    ),
  );
  const unique = [...new Map(alternatives.map((a) => [JSON.stringify(a), a])).values()];
  const guest = access.some((credentials) => credentials.includes('guestGrant'));
  return {
    security: unique.every((a) => Object.keys(a).length === 0) ? [] : unique,
    ...(guest
      ? {
          description: `A signed-in customer's token, or instead a guest's grant to pay the account in the body's \`${guestGrantProperty}\` (guest pay's bill look-up answers it).`,
          'x-guest-grant': guestGrantProperty,
        }
      : {}),
  };
}

function contractOperation(endpoint: NonNullable<DescribedRoute['endpoint']>, url: string, access: Access) {
  const hasBody = (endpoint.body as unknown as Tagged)._tag !== 'UndefinedType';
  const body = endpoint.bodyMediaType
    ? {
        [endpoint.bodyMediaType]: {
          schema: {
            type: 'object',
            properties: { [uploadFilePart]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [uploadFilePart],
          },
        },
      }
    : { 'application/json': { schema: jsonSchemaOf(endpoint.body) } };
  return {
    operationId: endpoint.name,
    summary: inWords(endpoint.name),
    tags: [areaOf(endpoint as AnyEndpoint)],
    ...securityOf(access, endpoint.secretHeader),
    parameters: [
      ...pathParameters(url),
      ...(endpoint.idempotency
        ? [
            {
              name: idempotencyHeader,
              in: 'header',
              required: endpoint.idempotency === 'required',
              description: 'One key (8-128 letters, digits, - or _) per intended change: a retry with it gets the first answer',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
            },
          ]
        : []),
    ],
    ...(hasBody ? { requestBody: { required: true, content: body } } : {}),
    responses: {
      '200': { description: 'The answer', content: { 'application/json': { schema: jsonSchemaOf(endpoint.response) } } },
      ...refusalResponses(endpoint.refusals ?? {}),
      '4XX': errorResponse,
    },
  };
}

/** The refusals whose body carries data beyond `{error, message}`, each by its status. */
const refusalResponses = (refusals: Readonly<Record<number, t.Mixed>>) =>
  Object.fromEntries(
    Object.entries(refusals).map(([status, codec]) => [
      status,
      { description: 'A refusal that names its reason as data', content: { 'application/json': { schema: jsonSchemaOf(codec) } } },
    ]),
  );

function describedOperation(description: RouteDescription, url: string) {
  return {
    operationId: description.operationId,
    summary: description.summary,
    tags: [description.tag ?? 'gateway'],
    ...(description.description ? { description: description.description } : {}),
    security: [],
    parameters: [
      ...pathParameters(url),
      ...Object.entries(description.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: q.required ?? false,
        description: q.description,
        schema: { type: 'string' },
      })),
    ],
    responses: {
      '4XX': errorResponse,
      ...Object.fromEntries(
        Object.entries(description.responses).map(([status, r]) => [
          status,
          { description: r.description, ...(r.mediaType ? { content: { [r.mediaType]: {} } } : {}) },
        ]),
      ),
    },
  };
}

/** The routes of a prefix that the document cannot describe (neither a contract endpoint nor a description). */
export const undescribedRoutes = (routes: readonly DescribedRoute[], prefix: string) =>
  routes
    .filter((r) => r.url.startsWith(`${prefix}/`) && !r.url.startsWith(`${prefix}/docs`) && !r.endpoint && !r.openapi)
    .map((r) => `${r.method} ${r.url}`);

/** A gateway whose routes the API description cannot describe does not start: the description never falls behind. */
export function checkDescribed(routes: readonly DescribedRoute[], prefixes: readonly string[]): void {
  const missing = prefixes.flatMap((prefix) => undescribedRoutes(routes, prefix));
  if (missing.length > 0)
    throw new Error(`routes without an API description (a contract endpoint or config.openapi): ${missing.join(', ')}`);
}

/** The schemes the operations of a document name. */
const schemesUsed = (paths: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(securitySchemes).filter(([name]) => JSON.stringify(paths).includes(`"${name}"`)));

/** The OpenAPI 3.1 document of the routes registered under a prefix (/api or /quoting-api). */
export function openApiDocument(options: {
  title: string;
  description: string;
  version: string;
  prefix: string;
  routes: readonly DescribedRoute[];
}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of options.routes) {
    if (!route.url.startsWith(`${options.prefix}/`)) continue;
    const operation = route.endpoint
      ? contractOperation(route.endpoint, route.url, route.access ?? [[]])
      : route.openapi
        ? describedOperation(route.openapi, route.url)
        : null;
    if (!operation) continue;
    const path = openApiPath(route.url.slice(options.prefix.length));
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description, license: { name: 'Proprietary' } },
    servers: [{ url: options.prefix }],
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(ApiError) },
      ...(Object.keys(schemesUsed(paths)).length > 0 ? { securitySchemes: schemesUsed(paths) } : {}),
    },
  };
}

/**
 * Serves the document of the routes registered under this plugin's prefix at `<prefix>/openapi.json`, made when it
 * is first asked for (every route is registered by then); answers how to read it, for the reference page.
 */
export function serveApiDescription(
  app: FastifyInstance,
  options: { title: string; description: string; version: string; routes: readonly DescribedRoute[] },
): () => ReturnType<typeof openApiDocument> {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const read = () => (document ??= openApiDocument({ ...options, prefix: app.prefix }));
  app.get(
    '/openapi.json',
    {
      config: {
        openapi: {
          operationId: 'apiDescription',
          summary: 'This document: the OpenAPI 3.1 description of these calls',
          responses: { '200': { description: 'The OpenAPI document', mediaType: 'application/json' } },
        },
      },
    },
    async () => read(),
  );
  return read;
}

export const apiDescription = {
  title: 'Cardinal Mutual customer portal: main gateway',
  description:
    'The calls the customer portal makes: policies, billing and payments, documents and ID cards, guest pay, account creation, recorded visits and the support console. Errors answer { error, message } with a 4xx.',
  version,
} as const;

export const quotingApiDescription = {
  title: 'Cardinal Mutual customer portal: quoting gateway',
  description:
    'Online quotes (auto, motorcycle, home, renters, condo, bundles, life), knockouts, bind online and VIN search. Every call on a quote needs its access token.',
  version,
} as const;

export const healthDescription: RouteDescription = {
  operationId: 'health',
  summary: 'Whether the gateway and its database answer',
  responses: { '200': { description: 'Healthy', mediaType: 'application/json' } },
};

/** The reference page of the document (Swagger UI, served by the gateway itself: no outside script) under <prefix>/docs. */
export const apiReferencePage: FastifyPluginAsync<{ document: () => object }> = async (app, { document }) => {
  // Swagger UI reads the document through @fastify/swagger: in static mode, with ours put in its place.
  await app.register(swagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info: { title: apiDescription.title, version }, paths: {} } },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The page's links to its own files are absolute: under this plugin's prefix.
    indexPrefix: app.prefix,
    // No outside validator badge; the gateway's own CSP (server/http/securityHeaders.ts) covers the page's files.
    uiConfig: {
      deepLinking: true,
      validatorUrl: null,
      // Both gateways' documents, chosen in the page's top bar.
      urls: [
        { url: '/api/openapi.json', name: 'Main gateway (/api)' },
        { url: '/quoting-api/openapi.json', name: 'Quoting gateway (/quoting-api)' },
      ],
    },
    staticCSP: false,
    transformSpecification: () => document(),
  });
};
