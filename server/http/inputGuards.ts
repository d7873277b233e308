import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** How deeply arrays and objects may nest in a JSON body (the contract's deepest shape is a handful of levels). */
const maxJsonDepth = 32;

const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
const inputMessages = {
  nulInAddress: 'The address must not contain a NUL character.',
  nulInParameter: 'The address must not contain a NUL character.',
  nulInBody: 'The request body must not contain a NUL character.',
  notUnicode: 'The request body contains text that is not valid Unicode.',
  tooDeep: `The request body is nested too deeply (at most ${maxJsonDepth} levels).`,
} as const;

/**
 * What no route may receive, refused before any route sees it (the database cannot store it, or decoding it
 * would exhaust the stack): a NUL character in the address (path or query, every area including /oidc), and in
 * a JSON body a NUL character, a lone UTF-16 surrogate, or nesting deeper than `maxJsonDepth`.
 * A contract route's path parameters are left to `refuseNulParameters` (contractRoute), so that a route that
 * answers 404 for a malformed identifier answers 404 for this one too.
 * Register before the routes: the hook and the parser are inherited by every plugin that keeps them.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    const [path, query] = at < 0 ? [request.url, ''] : [request.url.slice(0, at), request.url.slice(at)];
    if (hasNulInAddress(query) || (hasNulInAddress(path) && !request.routeOptions.config?.endpoint)) {
      throw badRequest(inputMessages.nulInAddress);
    }
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestingExceeds(text, maxJsonDepth)) return done(badRequest(inputMessages.tooDeep), undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      // Only a \u escape can put a NUL or a lone surrogate in a decoded string (UTF-8 input cannot).
      const refusal = text.includes('\\u') ? refusedText(value) : undefined;
      return refusal ? done(badRequest(refusal), undefined) : done(null, value);
    });
  });
}

/** A contract route's decoded path parameters with a NUL: the route's own refusal (onBadParams) or a 400. */
export function refuseNulParameters(params: unknown, onBadParams: (() => HttpError) | undefined): void {
  if (params && typeof params === 'object' && Object.values(params).some((v) => typeof v === 'string' && v.includes('\u0000'))) {
    throw onBadParams?.() ?? badRequest(inputMessages.nulInParameter);
  }
}

/** A percent-encoded (or raw) NUL anywhere in the request target. */
function hasNulInAddress(url: string): boolean {
  return url.includes('%00') || url.includes('\u0000');
}

/** Whether arrays and objects in a JSON text nest deeper than `limit` (brackets inside strings do not count). */
function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused (NUL, lone surrogate), or undefined when it is acceptable. */
export function refusedString(value: string): string | undefined {
  if (value.includes('\u0000')) return inputMessages.nulInBody;
  if (loneSurrogate.test(value)) return inputMessages.notUnicode;
  return undefined;
}

/** The first refusal of any string (keys included) in a decoded JSON value, whose depth is already bounded. */
export function refusedText(value: unknown): string | undefined {
  if (typeof value === 'string') return refusedString(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const refusal = refusedText(item);
      if (refusal) return refusal;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const refusal = refusedString(key) ?? refusedText(item);
      if (refusal) return refusal;
    }
  }
  return undefined;
}
