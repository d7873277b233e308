import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { quoteTokenHeader } from '../../src/contract/quoting';
import type { QuoteRow } from './store';
import { hashOfSecret as hashOf, newSecret, secretPattern as tokenPattern } from '../http/secrets';
import { notFound } from '../http/errors';

// Quote access tokens: 32 random bytes (base64url) handed to the applicant once; only the SHA-256 is kept.

/** A quote not found, not this token's, or an id that is no quote's: one answer for all three. */
export const quoteNotFound = () => notFound('We could not find that quote.');

/** Issues a new token for a quote, valid as long as the quote is. */
export async function issueQuoteToken(db: Kysely<Database>, quote: Pick<QuoteRow, 'quote_id' | 'expires_on'>): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('quote_access_tokens')
    .values({ token_hash: hashOf(token), quote_id: quote.quote_id, expires_on: quote.expires_on })
    .execute();
  return token;
}

/** The well-formed token of a request's header, or null (absent, repeated or malformed). */
export function quoteTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[quoteTokenHeader];
  return typeof value === 'string' && tokenPattern.test(value) ? value : null;
}

/** The quote, when the token was issued for it and both are still valid on `today`. */
export function findQuoteWithToken(db: Kysely<Database>, quoteId: string, token: string, today: string) {
  return db
    .selectFrom('quotes')
    .innerJoin('quote_access_tokens as access', 'access.quote_id', 'quotes.quote_id')
    .selectAll('quotes')
    .where('quotes.quote_id', '=', quoteId)
    .where('access.token_hash', '=', hashOf(token))
    .where('access.expires_on', '>=', today)
    .where('quotes.expires_on', '>=', today)
    .executeTakeFirst();
}
