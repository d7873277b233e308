import * as t from 'io-ts';
import { endpoint } from './endpoint';
import { LifeQuote } from './lifeQuoting';
import { Quote } from './quoting';

// The link of an e-mailed quote, opened again in any browser: an online quote or a life quote, each with a fresh access
// token of its own (as a resume gives). Apart from both quoting modules, which it joins.

export const OpenedQuoteLink = t.union([
  t.type({ line: t.literal('online'), quote: Quote, accessToken: t.string }),
  t.type({ line: t.literal('life'), quote: LifeQuote, accessToken: t.string }),
]);
export type OpenedQuoteLink = t.TypeOf<typeof OpenedQuoteLink>;

/** Opens an e-mailed quote's link (its signed token, once): the quote, of either line, with a fresh access token. */
export const openQuoteLink = endpoint({
  name: 'quoteLinkOpen',
  gateway: 'quoting',
  method: 'POST',
  path: '/quote-links/open',
  params: t.type({}),
  body: t.type({ token: t.string }),
  response: OpenedQuoteLink,
  auth: false,
});
