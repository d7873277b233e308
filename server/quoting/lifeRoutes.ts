import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateLifeQuote, getLifeQuote, startLifeApplication, type LifeQuote, type LifeQuoteInput } from '../../src/contract/lifeQuoting';
import type { RemoteConfig } from '../../src/contract/config';
import { lifeKnockoutReasons } from '../../config/rating/lifeKnockoutCodes';
import { isOutageActive } from '../../src/shared/outages';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { HttpError, badRequest, notFound } from '../http/errors';
import { findLifeQuoteWithToken, lifeQuoteOf, quoteLife } from './life';
import { underwritingReport } from './store';
import { quoteTokenOf } from './access';
import { hashOfSecret, newSecret } from '../http/secrets';
import { addCalendarDays } from '../../src/validation/dates';
import { quoteValidityDays } from '../../config/rating/quotes';
import { validateValues } from '../../src/validation/validators';
import { lifeContact } from '../../src/validation/quoting';

export interface LifeQuotingDeps {
  db: Kysely<Database>;
  config: () => Promise<RemoteConfig>;
  now: () => Date;
  today: () => string;
}

/** Life quoting: inputs -> a quote with premiums per term, or a life knockout code; start application. */
export function registerLifeQuoting(app: FastifyInstance, { db, config, now, today }: LifeQuotingDeps): void {
  const assertNoOutage = async () => {
    if (isOutageActive((await config()).outages.lifeQuoting, now().getTime())) {
      throw new HttpError(503, 'outage', 'Life quoting is unavailable right now. Please try again later.');
    }
  };

  contractRoute(app, generateLifeQuote, {
    handler: async ({ body }) => {
      await assertNoOutage();
      const input: LifeQuoteInput = body;
      let outcome = quoteLife(input, today());
      if (outcome.kind === 'quoted' && input.lastName && input.dateOfBirth) {
        const report = await underwritingReport(db, input.lastName, input.dateOfBirth);
        const started = await db
          .selectFrom('life_quotes')
          .select('quote_id')
          .where('last_name', '=', input.lastName.trim().toLowerCase())
          .where('date_of_birth', '=', input.dateOfBirth)
          .where('application_started_at', 'is not', null)
          .executeTakeFirst();
        if (report.vendorError) outcome = { kind: 'knockout', code: 'API_ERROR', reason: lifeKnockoutReasons.API_ERROR };
        else if (started) outcome = { kind: 'knockout', code: 'AS_01', reason: lifeKnockoutReasons.AS_01 };
      }
      const quote: LifeQuote = {
        quoteId: randomUUID(),
        coverageAmountCents: input.coverageAmountCents ?? 0,
        selectedTermYears: input.termYears ?? null,
        premiums: outcome.kind === 'quoted' ? outcome.premiums : [],
        knockout: outcome.kind === 'knockout' ? { code: outcome.code, reason: outcome.reason } : null,
        applicationStarted: false,
        expiresOn: addCalendarDays(today(), quoteValidityDays),
      };
      const accessToken = newSecret();
      await db
        .insertInto('life_quotes')
        .values({
          quote_id: quote.quoteId,
          last_name: input.lastName?.trim().toLowerCase() ?? null,
          date_of_birth: input.dateOfBirth ?? null,
          state: input.state ?? null,
          input: JSON.stringify(input),
          premiums: JSON.stringify(quote),
          knockout_code: quote.knockout?.code ?? null,
          application_started_at: null,
          access_token_hash: hashOfSecret(accessToken),
          expires_on: quote.expiresOn,
        })
        .execute();
      return { quote, accessToken };
    },
  });

  contractRoute(app, getLifeQuote, {
    handler: async ({ params, request }) => {
      const row = await findLifeQuoteWithToken(db, params.quoteId, quoteTokenOf(request), today());
      if (!row) throw notFound('We could not find that life quote.');
      return lifeQuoteOf(row);
    },
  });

  contractRoute(app, startLifeApplication, {
    handler: async ({ params, body, request }) => {
      await assertNoOutage();
      const row = await findLifeQuoteWithToken(db, params.quoteId, quoteTokenOf(request), today());
      if (!row) throw notFound('We could not find that life quote.');
      const quote = lifeQuoteOf(row);
      if (quote.knockout) throw new HttpError(409, 'conflict', 'This life quote needs a call with a representative to continue.');
      if (!quote.premiums.some((p) => p.termYears === body.termYears)) throw badRequest('That term is not offered on this quote.');
      const contactError = Object.values(validateValues(lifeContact, body))[0];
      if (contactError) throw badRequest(contactError);
      const started: LifeQuote = { ...quote, selectedTermYears: body.termYears, applicationStarted: true };
      await db
        .updateTable('life_quotes')
        .set({
          application_started_at: row.application_started_at ?? now(),
          premiums: JSON.stringify(started),
          applicant_phone: body.phone,
          applicant_email: body.email.trim(),
        })
        .where('quote_id', '=', params.quoteId)
        .execute();
      return started;
    },
  });
}
