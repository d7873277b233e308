import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { contractRoute, decodeOr400 } from '../http/contractRoute';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import {
  bindQuote,
  getQuote,
  quoteLines,
  quoteSectionsOf,
  rateQuote,
  retrieveQuote,
  saveBindStep,
  saveQuoteSection,
  searchVin,
  sectionCodecs,
  startQuote,
  type CoverageChoices,
  type Quote,
  type QuoteSections,
} from '../../src/contract/quoting';
import { bindLineOf, bindSteps, dwellingForms, isDwellingLine, lenderStep } from '../../config/rating/bindQuestions';
import { autoCoverages } from '../../config/rating/auto';
import { dwellingCoverages } from '../../config/rating/dwelling';
import { quoteValidityDays } from '../../config/rating/quotes';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { findKnockout } from '../quoting/knockouts';
import { rateQuote as rate } from '../quoting/rating';
import { lendersProblem, sectionProblem } from '../quoting/validate';
import { bindComplete, bindStepKnockout, createPolicy, lenderCountProblem, unansweredQuestions } from '../quoting/bind';
import { isExistingCustomer, lendersOf, newQuoteId, nextJobNumber, toQuote, underwritingReport, type QuoteRow } from '../quoting/store';
import { registerLifeQuoting } from '../quoting/lifeRoutes';
import { findQuoteWithToken, issueQuoteToken, quoteTokenOf } from '../quoting/access';
import type { FastifyRequest } from 'fastify';

export interface QuotingPluginOptions {
  db: Kysely<Database>;
  /** Source of FLAG_/SETTING_/OUTAGE_ overrides (default: process.env). */
  env?: Record<string, string | undefined>;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** RemoveLenderMaximumLendersAllowed (spec section 9, an integer, default 1); a value that is not a whole number keeps the default. */
const maximumLenders = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : 1);
const commaList = (value: string) => value.split(',').map((item) => item.trim().toUpperCase());
const quoteNotFound = () => notFound('We could not find that quote.');
const conflict = (message: string) => new HttpError(409, 'conflict', message);

/**
 * The quoting gateway (its own base address, so it can be deployed apart): online quotes with the
 * rating engine and knockouts, bind online, VIN search and life quoting. Quotes are anonymous: every call
 * on a quote needs its access token (issued on start and on resume by id plus identifying details); a
 * missing, wrong or another quote's token is 404, like an unknown id.
 */
export const quotingPlugin: FastifyPluginAsync<QuotingPluginOptions> = async (app, { db, env = process.env, now = () => new Date() }) => {
  const envOverrides = overridesFromEnv(env);
  const config = () => loadRemoteConfig(db, envOverrides);
  const today = () => businessToday(now());

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.get('/health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok', gateway: 'quoting' };
  });

  /**
   * Bind online (spec section 9): auto under EnableQuotingBindOnline (EAS offerings also need the EAS
   * flag); a dwelling only when its form is in BindOnlineDwellingForms (default HO4, renters) and its
   * state in BindOnlineDwellingStates.
   */
  async function allowBind(row: QuoteRow): Promise<boolean> {
    if (row.status !== 'quoted' && row.status !== 'bound') return false;
    const { flags, settings } = await config();
    const line = bindLineOf(row.quote_type);
    if (flags.EnableQuotingBindOnline !== 'true' || !line) return false;
    if (!isDwellingLine(line))
      return (toQuote(row, false).rating?.easOfferings.length ?? 0) === 0 || flags.EnableQuotingBindOnlineEAS === 'true';
    return (
      commaList(settings.BindOnlineDwellingForms).includes(dwellingForms[line]) &&
      commaList(settings.BindOnlineDwellingStates).includes((row.state ?? '').toUpperCase())
    );
  }

  const answer = async (row: QuoteRow): Promise<Quote> => toQuote(row, await allowBind(row));

  async function loadQuote(quoteId: string, request: FastifyRequest): Promise<QuoteRow> {
    const token = quoteTokenOf(request);
    const row = token ? await findQuoteWithToken(db, quoteId, token, today()) : undefined;
    if (!row) throw quoteNotFound();
    return row;
  }

  const withToken = async (row: QuoteRow) => ({ quote: await answer(row), accessToken: await issueQuoteToken(db, row) });

  /** Knockouts on the answers so far, then (with every section answered) the rating. */
  async function evaluate(quoteType: Quote['quoteType'], sections: QuoteSections, choices: CoverageChoices) {
    const customer = sections.customer;
    const report = customer ? await underwritingReport(db, customer.lastName, customer.dateOfBirth) : null;
    const alreadyCustomer = customer ? await isExistingCustomer(db, customer) : false;
    const knockout = findKnockout({ quoteType, sections, report, alreadyCustomer });
    if (knockout) return { status: 'knockedOut' as const, knockout, rating: null };
    const complete = quoteSectionsOf[quoteType].every((s) => sections[s] !== undefined);
    return complete
      ? { status: 'quoted' as const, knockout: null, rating: rate(quoteType, sections, choices, today()) }
      : { status: 'inProgress' as const, knockout: null, rating: null };
  }

  async function store(row: QuoteRow, sections: QuoteSections, choices: CoverageChoices): Promise<QuoteRow> {
    const outcome = await evaluate(row.quote_type as Quote['quoteType'], sections, choices);
    return db
      .updateTable('quotes')
      .set({
        sections: JSON.stringify(sections),
        coverage_choices: JSON.stringify(choices),
        status: outcome.status,
        rating: outcome.rating ? JSON.stringify(outcome.rating) : null,
        knockout_code: outcome.knockout?.code ?? null,
        knockout_reason: outcome.knockout?.reason ?? null,
        last_name: sections.customer?.lastName.trim().toLowerCase() ?? null,
        date_of_birth: sections.customer?.dateOfBirth ?? null,
        zip: sections.address?.zip.slice(0, 5) ?? null,
        state: sections.address?.state ?? null,
        updated_at: now(),
      })
      .where('quote_id', '=', row.quote_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const assertOpen = (row: QuoteRow) => {
    if (row.status === 'knockedOut') throw conflict('This quote needs a call with a representative to continue.');
    if (row.status === 'bound') throw conflict('This quote has already been bought.');
  };

  contractRoute(app, startQuote, {
    handler: async ({ body }) => {
      const problem = sectionProblem('customer', body.customer, now);
      if (problem) throw badRequest(problem);
      const inserted = await db
        .insertInto('quotes')
        .values({
          quote_id: newQuoteId(),
          job_number: await nextJobNumber(db),
          quote_type: body.quoteType,
          status: 'inProgress',
          sections: '{}',
          coverage_choices: '{}',
          rating: null,
          knockout_code: null,
          knockout_reason: null,
          bind_answers: '{}',
          last_name: null,
          date_of_birth: null,
          zip: null,
          state: null,
          expires_on: addCalendarDays(today(), quoteValidityDays),
          policy_number: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return withToken(await store(inserted, { customer: body.customer }, {}));
    },
  });

  contractRoute(app, getQuote, { handler: async ({ params, request }) => answer(await loadQuote(params.quoteId, request)) });

  contractRoute(app, saveQuoteSection, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) => {
      const row = await loadQuote(params.quoteId, request);
      assertOpen(row);
      const quote = toQuote(row, false);
      const { section } = params;
      if (!quoteSectionsOf[quote.quoteType].includes(section)) throw badRequest(`A ${quote.quoteType} quote has no ${section} section.`);
      const decoded = decodeOr400(sectionCodecs[section] as typeof sectionCodecs.customer, body, `${section} section`);
      const problem = sectionProblem(section, decoded, now);
      if (problem) throw badRequest(problem);
      const sections: QuoteSections = { ...quote.sections, [section]: decoded };
      if (sections.drivingHistory && sections.driver && sections.drivingHistory.drivers.length !== sections.driver.drivers.length) {
        if (section === 'drivingHistory') throw badRequest('The driving history must list each driver once.');
        delete sections.drivingHistory;
      }
      return answer(await store(row, sections, quote.coverageChoices));
    },
  });

  const knownChoice = (key: string, option: string) => {
    const [line, code] = key.split('.');
    const rows =
      line === 'auto' || line === 'motorcycle' ? autoCoverages : dwellingCoverages.filter((r) => r.lines.includes(line as never));
    return rows.some((r) => r.code === code && r.options.some((o) => o.code === option));
  };

  contractRoute(app, rateQuote, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) => {
      const row = await loadQuote(params.quoteId, request);
      assertOpen(row);
      if (row.status !== 'quoted') throw conflict('Please answer every section before choosing coverages.');
      const lines = quoteLines[row.quote_type as Quote['quoteType']] as readonly string[];
      for (const [key, option] of Object.entries(body.coverageChoices)) {
        if (!lines.includes(key.split('.')[0] ?? '') || !knownChoice(key, option))
          throw badRequest(`There is no coverage option ${option} for ${key}.`);
      }
      const quote = toQuote(row, false);
      return answer(await store(row, quote.sections, { ...quote.coverageChoices, ...body.coverageChoices }));
    },
  });

  contractRoute(app, retrieveQuote, {
    handler: async ({ body }) => {
      const row = await db
        .selectFrom('quotes')
        .selectAll()
        .where('quote_id', '=', body.quoteId.trim())
        .where('last_name', '=', body.lastName.trim().toLowerCase())
        .where('date_of_birth', '=', body.dateOfBirth)
        .where('zip', '=', body.zip.slice(0, 5))
        .where('expires_on', '>=', today())
        .executeTakeFirst();
      if (!row) throw notFound('We could not find a saved quote with those details.');
      return withToken(row);
    },
  });

  contractRoute(app, searchVin, {
    handler: async ({ params }) => {
      const vin = params.vin.toUpperCase();
      if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) throw badRequest('A VIN is 17 letters and digits, never I, O or Q.');
      const decoded = await db
        .selectFrom('vin_decodes')
        .select(['make', 'model'])
        .where('vin_prefix', '=', vin.slice(0, 8))
        .executeTakeFirst();
      const year = modelYearOf(vin[9] ?? '');
      if (!decoded || year === null) throw notFound('We could not find that VIN.');
      return { vin, year, make: decoded.make, model: decoded.model };
    },
  });

  contractRoute(app, saveBindStep, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) => {
      const row = await loadQuote(params.quoteId, request);
      assertOpen(row);
      const line = bindLineOf(row.quote_type);
      if (!line || !(await allowBind(row))) throw conflict('This quote can be bought by phone only.');
      if (!bindSteps[line].includes(params.step)) throw badRequest(`A ${line} bind has no ${params.step} step.`);
      const missing = unansweredQuestions(line, params.step, body.answers);
      if (missing.length) throw badRequest(`Please answer: ${missing.join(', ')}.`);
      const { settings } = await config();
      const lenderProblem =
        lenderCountProblem(params.step, body.answers, body.lenders, maximumLenders(settings.RemoveLenderMaximumLendersAllowed)) ??
        lendersProblem(body.lenders ?? []);
      if (lenderProblem) throw badRequest(lenderProblem);
      const quote = toQuote(row, true);
      const customer = quote.sections.customer!;
      const report = await underwritingReport(db, customer.lastName, customer.dateOfBirth);
      const knockout = bindStepKnockout(line, params.step, body.answers, quote.sections, report);
      const answers = { ...(row.bind_answers as Record<string, boolean>), ...body.answers };
      const updated = await db
        .updateTable('quotes')
        .set({
          bind_answers: JSON.stringify(answers),
          updated_at: now(),
          ...(params.step === lenderStep ? { lenders: JSON.stringify(body.lenders ?? []) } : {}),
          ...(knockout ? { status: 'knockedOut' as const, knockout_code: knockout.code, knockout_reason: knockout.reason } : {}),
        })
        .where('quote_id', '=', row.quote_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return answer(updated);
    },
  });

  contractRoute(app, bindQuote, {
    onBadParams: quoteNotFound,
    handler: async ({ params, request }) => {
      const row = await loadQuote(params.quoteId, request);
      const line = bindLineOf(row.quote_type);
      if (row.status === 'bound' && row.policy_number) return boundAnswer(row, line ?? 'auto');
      assertOpen(row);
      if (!line || !(await allowBind(row))) throw conflict('This quote can be bought by phone only.');
      if (!bindComplete(line, row.bind_answers as Record<string, boolean>)) throw badRequest('Please answer every bind step first.');
      // Claim the quote first, so two binds at once make one policy.
      const claimed = await db
        .updateTable('quotes')
        .set({ status: 'bound', updated_at: now() })
        .where('quote_id', '=', row.quote_id)
        .where('status', '=', 'quoted')
        .returningAll()
        .executeTakeFirst();
      if (!claimed) throw conflict('This quote is being bought already.');
      try {
        const policy = await createPolicy(db, toQuote(claimed, true), line, now(), lendersOf(claimed));
        const bound = await db
          .updateTable('quotes')
          .set({ policy_number: policy.policyNumber })
          .where('quote_id', '=', row.quote_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { quote: await answer(bound), policies: [policy] };
      } catch (error) {
        await db.updateTable('quotes').set({ status: 'quoted' }).where('quote_id', '=', row.quote_id).execute();
        throw error;
      }
    },
  });

  async function boundAnswer(row: QuoteRow, line: string) {
    const policy = await db
      .selectFrom('policies')
      .select(['policy_number', 'account_number', 'effective_date', 'premium_cents'])
      .where('policy_number', '=', row.policy_number!)
      .executeTakeFirstOrThrow();
    const effective = policy.effective_date as unknown;
    return {
      quote: await answer(row),
      policies: [
        {
          policyNumber: policy.policy_number,
          accountNumber: policy.account_number ?? '',
          premiumCents: policy.premium_cents,
          lineOfBusiness: line,
          effectiveDate: effective instanceof Date ? effective.toISOString().slice(0, 10) : String(effective).slice(0, 10),
        },
      ],
    };
  }

  registerLifeQuoting(app, { db, config, now, today });

  app.setNotFoundHandler(async () => {
    throw notFound('There is no such quoting call.');
  });
};

/** The model year of a VIN's 10th character (the 30-year cycle starting 2010 with 'A'). */
export function modelYearOf(code: string): number | null {
  const cycle = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const index = cycle.indexOf(code.toUpperCase());
  return index < 0 ? null : 2010 + index;
}
