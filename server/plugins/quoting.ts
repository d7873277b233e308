import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { bindLineOf, bindSteps, lenderStep } from '../../config/rating/bindSteps';
import { quoteValidityDays } from '../../config/rating/quotes';
import {
  bindQuote,
  getQuote,
  referQuote,
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
  type ReferralRequest,
} from '../../src/contract/quoting';
import { referLifeQuote } from '../../src/contract/lifeQuoting';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute, decodeOr400 } from '../http/contractRoute';
import { badRequest, notFound, conflict } from '../http/errors';
import { findQuoteWithToken, issueQuoteToken, quoteNotFound, quoteTokenOf } from '../quoting/access';
import { bindComplete, bindStepKnockout, createPolicy, lenderCountProblem, unansweredQuestions, withQuoteLocked } from '../quoting/bind';
import { allowsBindOnline, evaluate, isCoverageOption, maximumLenders } from '../quoting/evaluate';
import { registerLifeQuoting } from '../quoting/lifeRoutes';
import { findLifeQuoteWithToken, lifeQuoteOf } from '../quoting/life';
import * as quotes from '../quoting/store';
import { lendersProblem, sectionProblem } from '../quoting/validate';
import { decodeVin, isVin } from '../quoting/vin';
import * as quoteEmails from '../quoting/emails';
import { registerQuoteEmails } from '../quoting/emailRoutes';
import * as leads from '../quoting/leads';
import { irreversibleKnockouts } from '../../config/rating/knockoutCodes';
import { customerName } from '../../src/validation/patterns';
import { randomIds } from '../clock';
import { email as emailPattern } from '../../src/validation/patterns';
import { fieldMessages, quotingMessages } from '../../src/validation/messages';
import { loadOrCreateCookieKeys } from '../auth/keys';
import type { SecretBox } from '../mfa/secretBox';
import type { JobQueue } from '../jobs/queue';
import { healthDescription, quotingApiDescription, serveApiDescription, type DescribedRoute } from '../http/openapi';

export interface QuotingPluginOptions {
  db: Kysely<Database>;
  /** Source of FLAG_/SETTING_/OUTAGE_ overrides (default: process.env). */
  env?: Record<string, string | undefined>;
  /** The clock (tests pin it). */
  now?: () => Date;
  /** The gateway's registered routes, for the API description. */
  routes?: readonly DescribedRoute[];
  /** The address browsers use: links in e-mailed quotes are absolute. */
  publicUrl?: string;
  /** Opens the key every instance shares, which signs the links of e-mailed quotes. */
  keysBox?: SecretBox;
  /** The job queue: an e-mailed quote's reminders are its jobs (none without it). */
  jobs?: JobQueue;
}

/**
 * The quoting gateway (its own base address, so it can be deployed apart): online quotes with the
 * rating engine and knockouts, bind online, VIN search and life quoting. Quotes are anonymous: every call
 * on a quote needs its access token (issued on start and on resume by id plus identifying details); a
 * missing, wrong or another quote's token is 404, like an unknown id. Rules and SQL live in server/quoting.
 */
export const quotingPlugin: FastifyPluginAsync<QuotingPluginOptions> = async (
  app,
  { db, env = process.env, now = () => new Date(), routes, publicUrl = 'http://localhost:8080', keysBox, jobs },
) => {
  const envOverrides = overridesFromEnv(env);
  const config = () => loadRemoteConfig(db, envOverrides);
  const today = () => businessToday(now());

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.get('/health', { config: { openapi: healthDescription } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok', gateway: 'quoting' };
  });

  const allowBind = async (row: quotes.QuoteRow) => allowsBindOnline(row, await config());
  const answer = async (row: quotes.QuoteRow): Promise<Quote> => quotes.toQuote(row, await allowBind(row));
  const withToken = async (row: quotes.QuoteRow) => ({ quote: await answer(row), accessToken: await issueQuoteToken(db, row) });

  async function loadQuote(quoteId: string, request: FastifyRequest): Promise<quotes.QuoteRow> {
    const token = quoteTokenOf(request);
    const row = token ? await findQuoteWithToken(db, quoteId, token, today()) : undefined;
    if (!row) throw quoteNotFound();
    return row;
  }

  /** Saves the answers with what they come to (knockout, rating, or still in progress), in the transaction given. */
  async function store(
    trx: Kysely<Database>,
    row: quotes.QuoteRow,
    sections: QuoteSections,
    choices: CoverageChoices,
  ): Promise<quotes.QuoteRow> {
    const evaluation = await evaluate(trx, row.quote_type as Quote['quoteType'], sections, choices, today());
    return quotes.saveAnswers(trx, row, { sections, choices }, evaluation, now());
  }

  /**
   * Changes a quote found with its token, its row locked for the change: answers saved at the same moment are
   * saved one after the other, each on what the one before left (none lost, the rating that of the answers saved),
   * and a quote bought meanwhile is not changed.
   */
  async function changeQuote(
    quoteId: string,
    request: FastifyRequest,
    change: (trx: Kysely<Database>, row: quotes.QuoteRow) => Promise<quotes.QuoteRow>,
  ) {
    const found = await loadQuote(quoteId, request);
    return answer(
      await withQuoteLocked(db, found.quote_id, (trx, row) => {
        assertOpen(row);
        return change(trx, row);
      }),
    );
  }

  const assertOpen = (row: quotes.QuoteRow) => {
    if (row.status === 'knockedOut') throw conflict('This quote needs a call with a representative to continue.');
    if (row.status === 'bound') throw conflict('This quote has already been bought.');
  };

  contractRoute(app, startQuote, {
    handler: async ({ body }) => {
      const problem = sectionProblem('customer', body.customer, now);
      if (problem) throw badRequest(problem);
      const inserted = await quotes.insertQuote(db, body.quoteType, addCalendarDays(today(), quoteValidityDays));
      return withToken(await store(db, inserted, { customer: body.customer }, {}));
    },
  });

  contractRoute(app, getQuote, { handler: async ({ params, request }) => answer(await loadQuote(params.quoteId, request)) });

  contractRoute(app, saveQuoteSection, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) =>
      changeQuote(params.quoteId, request, async (trx, row) => {
        const quote = quotes.toQuote(row, false);
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
        return store(trx, row, sections, quote.coverageChoices);
      }),
  });

  contractRoute(app, rateQuote, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) =>
      changeQuote(params.quoteId, request, async (trx, row) => {
        if (row.status !== 'quoted') throw conflict('Please answer every section before choosing coverages.');
        const lines = quoteLines[row.quote_type as Quote['quoteType']] as readonly string[];
        for (const [key, option] of Object.entries(body.coverageChoices)) {
          if (!lines.includes(key.split('.')[0] ?? '') || !isCoverageOption(key, option))
            throw badRequest(`There is no coverage option ${option} for ${key}.`);
        }
        const quote = quotes.toQuote(row, false);
        return store(trx, row, quote.sections, { ...quote.coverageChoices, ...body.coverageChoices });
      }),
  });

  contractRoute(app, retrieveQuote, {
    handler: async ({ body }) => {
      const row = await quotes.findSavedQuote(db, body, today());
      if (!row) throw notFound('We could not find a saved quote with those details.');
      return withToken(row);
    },
  });

  contractRoute(app, searchVin, {
    handler: async ({ params }) => {
      const vin = params.vin.toUpperCase();
      if (!isVin(vin)) throw badRequest('A VIN is 17 letters and digits, never I, O or Q.');
      const decoded = await decodeVin(db, vin);
      if (!decoded) throw notFound('We could not find that VIN.');
      return decoded;
    },
  });

  contractRoute(app, saveBindStep, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) => {
      // The settings are read before the quote is locked: every read inside the change goes through its transaction.
      const remote = await config();
      const { settings } = remote;
      return changeQuote(params.quoteId, request, async (trx, row) => {
        const line = bindLineOf(row.quote_type);
        if (!line || !allowsBindOnline(row, remote)) throw conflict('This quote can be bought by phone only.');
        if (!bindSteps[line].includes(params.step)) throw badRequest(`A ${line} bind has no ${params.step} step.`);
        const missing = unansweredQuestions(line, params.step, body.answers);
        if (missing.length) throw badRequest(`Please answer: ${missing.join(', ')}.`);
        const lenderProblem =
          lenderCountProblem(params.step, body.answers, body.lenders, maximumLenders(settings.RemoveLenderMaximumLendersAllowed)) ??
          lendersProblem(body.lenders ?? []);
        if (lenderProblem) throw badRequest(lenderProblem);
        const quote = quotes.toQuote(row, true);
        const customer = quote.sections.customer!;
        const report = await quotes.underwritingReport(trx, customer.lastName, customer.dateOfBirth);
        const knockout = bindStepKnockout(line, params.step, body.answers, quote.sections, report);
        const answers = { ...(row.bind_answers as Record<string, boolean>), ...body.answers };
        const lenders = params.step === lenderStep ? (body.lenders ?? []) : undefined;
        return quotes.saveBindStep(trx, row, { answers, lenders, knockout }, now());
      });
    },
  });

  contractRoute(app, bindQuote, {
    onBadParams: quoteNotFound,
    handler: async ({ params, request }) => {
      const loaded = await loadQuote(params.quoteId, request);
      const line = bindLineOf(loaded.quote_type);
      const settings = await config();
      const { row, policy } = await withQuoteLocked(db, loaded.quote_id, async (trx, row) => {
        if (row.status === 'bound' && row.policy_number)
          return { row, policy: await quotes.boundPolicyOf(trx, row.policy_number, line ?? 'auto') };
        assertOpen(row);
        if (!line || !allowsBindOnline(row, settings)) throw conflict('This quote can be bought by phone only.');
        if (!bindComplete(line, row.bind_answers as Record<string, boolean>)) throw badRequest('Please answer every bind step first.');
        const claimed = await quotes.claimForBind(trx, row.quote_id, now());
        if (!claimed) throw conflict('This quote is being bought already.');
        const created = await createPolicy(trx, quotes.toQuote(claimed, true), line, now(), quotes.lendersOf(claimed));
        return { row: await quotes.recordBoundPolicy(trx, row.quote_id, created.policyNumber), policy: created };
      });
      return { quote: await answer(row), policies: [policy] };
    },
  });

  // E-mail a quote (its PDF and a link that resumes it once), its reminders, and the link that turns them off.
  const [linkKey] = keysBox ? await loadOrCreateCookieKeys(db, keysBox) : [];
  if (linkKey) {
    const emailDeps: quoteEmails.QuoteEmailDeps = { db, signer: quoteEmails.quoteLinkSigner(linkKey), publicUrl, now, jobs };
    registerQuoteEmails(app, emailDeps, { loadQuote, withToken, assertOpen });
    if (jobs) {
      await jobs.work(quoteEmails.quoteReminderJob, async (data) => {
        if (await quoteEmails.sendQuoteReminder(emailDeps, data))
          app.log.info({ quoteId: data.quoteId, day: data.day }, 'quote reminder written');
      });
    }
  }

  // Refer to an agent: a lead for the console, from the summary or a knockout a person can still help with.
  contractRoute(app, referQuote, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) => {
      const asked = referralAsked(body);
      const row = await loadQuote(params.quoteId, request);
      if (row.status === 'bound') throw conflict('This quote has already been bought.');
      refuseIrreversible(row.knockout_code);
      return leads.referQuote(
        db,
        { line: 'online', quote: quotes.toQuote(row, false) },
        { ...asked, knockoutCode: row.knockout_code },
        randomIds,
        now(),
      );
    },
  });
  // The same from a life quote (its summary or its knockout page); its token, like starting its application.
  contractRoute(app, referLifeQuote, {
    handler: async ({ params, body, request }) => {
      const asked = referralAsked(body);
      const row = await findLifeQuoteWithToken(db, params.quoteId, quoteTokenOf(request), today());
      if (!row) throw notFound('We could not find that life quote.');
      const quote = lifeQuoteOf(row);
      if (quote.applicationStarted) throw conflict('A life specialist is already reaching you about this application.');
      refuseIrreversible(quote.knockout?.code ?? null);
      return leads.referQuote(db, { line: 'life', quote }, { ...asked, knockoutCode: quote.knockout?.code ?? null }, randomIds, now());
    },
  });

  registerLifeQuoting(app, { db, config, now, today });
  if (routes) serveApiDescription(app, { ...quotingApiDescription, routes });

  app.setNotFoundHandler(async () => {
    throw notFound('There is no such quoting call.');
  });
};

/** Who to call and when, checked (the referral form's rules); a refusal in the form's words. */
function referralAsked(body: ReferralRequest): Omit<ReferralRequest, 'consent'> {
  const name = body.name.trim();
  const phone = body.phone.replace(/\D/g, '');
  const email = body.email?.trim() || undefined;
  if (!body.consent) throw badRequest(quotingMessages.referralConsentRequired);
  if (name.length > 100 || !customerName.test(name)) throw badRequest(quotingMessages.referralName);
  if (!/^[1-9]\d{9}$/.test(phone)) throw badRequest(fieldMessages.phone);
  if (email !== undefined && (email.length > 254 || !emailPattern.test(email))) throw badRequest(fieldMessages.email);
  return { name, phone, timeWindow: body.timeWindow, ...(email ? { email } : {}) };
}

/** A knockout no one can reverse is not referred to an agent. */
function refuseIrreversible(knockoutCode: string | null) {
  if (knockoutCode && irreversibleKnockouts.includes(knockoutCode)) throw conflict('This quote cannot be continued online or by an agent.');
}
