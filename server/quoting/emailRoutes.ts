import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailLifeQuote } from '../../src/contract/lifeQuoting';
import { emailQuote, quoteLinkParam, type Quote } from '../../src/contract/quoting';
import { openQuoteLink } from '../../src/contract/quoteLinks';
import { fieldMessages, quotingMessages } from '../../src/validation/messages';
import { email as emailPattern } from '../../src/validation/patterns';
import { businessToday } from '../../src/validation/dates';
import { contractRoute } from '../http/contractRoute';
import { HttpError, badRequest, notFound, conflict } from '../http/errors';
import { quoteNotFound, quoteTokenOf } from './access';
import { withQuoteLocked } from './bind';
import * as quoteEmails from './emails';
import { findLifeQuoteWithToken, issueLifeQuoteToken, lifeQuoteOf } from './life';
import { toQuote, type QuoteRow } from './store';

// The calls of e-mailed quotes (issue 35): e-mail an online or a life quote, open its link in any browser, and the
// page and one-click post that turn its reminders off. The rules and SQL live in ./emails.

/** How the quoting plugin finds, answers and checks an online quote (with the settings it reads). */
export interface QuoteAccessors {
  loadQuote(quoteId: string, request: FastifyRequest): Promise<QuoteRow>;
  withToken(row: QuoteRow): Promise<{ quote: Quote; accessToken: string }>;
  assertOpen(row: QuoteRow): void;
}

/** The address asked for, checked as every e-mail field is. */
function addressOf(given: string) {
  const email = given.trim();
  if (email.length > 254 || !emailPattern.test(email)) throw badRequest(fieldMessages.email);
  return email;
}

const sentOrRefused = <T>(sent: T | null): T => {
  if (!sent) throw new HttpError(429, 'too_many_emails', quoteEmails.tooManyEmails);
  return sent;
};

const linkRefusals: Record<'link_used' | 'link_expired', string> = {
  link_used: `${quotingMessages.linkUsedHeading}. ${quotingMessages.linkUsedBody}`,
  link_expired: `${quotingMessages.linkExpiredHeading}. ${quotingMessages.linkExpiredBody}`,
};

const unsubscribeDescription = (method: 'GET' | 'POST') => ({
  operationId: method === 'GET' ? 'quoteRemindersUnsubscribe' : 'quoteRemindersUnsubscribeOneClick',
  tag: 'quoting',
  summary:
    method === 'GET'
      ? "The page of a reminder's unsubscribe link: one button that turns the quote's reminders off (no sign-in). Opening it " +
        'changes nothing, since mail scanners open links'
      : "Turns off an e-mailed quote's reminders: the page's button, or a mail client's one-click unsubscribe (RFC 8058: " +
        'List-Unsubscribe=One-Click in the body); answers a page to a browser, JSON otherwise',
  query: { token: { description: 'The signed token of the reminder’s unsubscribe link', required: true } },
  responses: {
    '200': {
      description: method === 'GET' ? 'The page asking to confirm' : 'Reminders turned off',
      mediaType: method === 'GET' ? 'text/html' : 'application/json',
    },
    '404': { description: 'Not a link of ours', mediaType: method === 'GET' ? 'text/html' : 'application/json' },
  },
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (heading: string, body: string, form = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${heading} | Cardinal Mutual</title></head><body><main><h1>${heading}</h1><p>${body}</p>${form}` +
  `<p><a href="/customers/quoting">Get a quote</a></p></main></body></html>`;

/** The one button of the unsubscribe page: it posts what a mail client's one-click unsubscribe posts, to the same link. */
const unsubscribeForm = (token: string) =>
  `<form method="post" action="?${quoteLinkParam}=${escapeHtml(encodeURIComponent(token))}">` +
  `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop reminders</button></form>`;

const unsubscribePages = {
  confirm: (token: string) =>
    page(
      'Stop reminders about this quote?',
      'We send a reminder 3 and 10 days after your quote was e-mailed. Your quote stays saved until it expires either way.',
      unsubscribeForm(token),
    ),
  done: page(
    'You will get no more reminders',
    'We will not send you more reminders about this quote. Your quote stays saved until it expires.',
  ),
  unknown: page('We could not find that link', 'This link is not one of ours, or it was changed on the way. Nothing was turned off.'),
};

export function registerQuoteEmails(app: FastifyInstance, deps: quoteEmails.QuoteEmailDeps, quotesOf: QuoteAccessors) {
  const { db } = deps;
  contractRoute(app, emailQuote, {
    onBadParams: quoteNotFound,
    handler: async ({ params, body, request }) => {
      const email = addressOf(body.email);
      const found = await quotesOf.loadQuote(params.quoteId, request);
      const sent = await withQuoteLocked(db, found.quote_id, async (trx, row) => {
        // Priced, or still being answered (e-mailed from a section step, to finish later); never knocked out or bought.
        quotesOf.assertOpen(row);
        return quoteEmails.emailQuote(deps, trx, quoteEmails.onlineQuoteEmailed(toQuote(row, false)), email);
      });
      return sentOrRefused(sent);
    },
  });

  // A life quote, with its own token: until its application is started (a life specialist calls from then on).
  contractRoute(app, emailLifeQuote, {
    handler: async ({ params, body, request }) => {
      const email = addressOf(body.email);
      const today = businessToday(deps.now());
      const found = await findLifeQuoteWithToken(db, params.quoteId, quoteTokenOf(request), today);
      if (!found) throw notFound('We could not find that life quote.');
      const sent = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('life_quotes')
          .selectAll()
          .where('quote_id', '=', found.quote_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const quote = lifeQuoteOf(row);
        if (quote.knockout) throw conflict('This life quote needs a call with a representative to continue.');
        if (quote.applicationStarted) throw conflict('A life specialist is already reaching you about this application.');
        return quoteEmails.emailQuote(deps, trx, quoteEmails.lifeQuoteEmailed(quote), email);
      });
      return sentOrRefused(sent);
    },
  });

  contractRoute(app, openQuoteLink, {
    handler: async ({ body }) => {
      const opened = await db.transaction().execute((trx) => quoteEmails.openLink(deps, trx, body.token));
      if (!opened.ok) {
        if (opened.reason === 'unknown') throw notFound('We could not find that quote.');
        throw new HttpError(410, opened.reason, linkRefusals[opened.reason]);
      }
      if (opened.line === 'life') {
        const row = await db.selectFrom('life_quotes').selectAll().where('quote_id', '=', opened.quoteId).executeTakeFirstOrThrow();
        return { line: 'life' as const, quote: lifeQuoteOf(row), accessToken: await issueLifeQuoteToken(db, row) };
      }
      const row = await db.selectFrom('quotes').selectAll().where('quote_id', '=', opened.quoteId).executeTakeFirstOrThrow();
      return { line: 'online' as const, ...(await quotesOf.withToken(row)) };
    },
  });

  const tokenOf = (query: unknown) => {
    const value = (query as Record<string, unknown> | null)?.token;
    return typeof value === 'string' ? value : '';
  };
  // Opening the link only asks: mail scanners and link previews open links, and none of them may turn reminders off.
  app.get(
    quoteEmails.unsubscribePath.replace('/quoting-api', ''),
    { config: { openapi: unsubscribeDescription('GET') } },
    async (request, reply) => {
      const token = tokenOf(request.query);
      const link = await quoteEmails.unsubscribeLinkOf(deps, token);
      reply.code(link ? 200 : 404).type('text/html; charset=utf-8');
      return link ? unsubscribePages.confirm(token) : unsubscribePages.unknown;
    },
  );
  // The page's button and a mail client's one-click unsubscribe post a form (RFC 8058): read here only, and nothing of
  // it but the address's token. A browser gets a page back, a mail client JSON.
  void app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
    oneClick.post(
      quoteEmails.unsubscribePath.replace('/quoting-api', ''),
      { config: { openapi: unsubscribeDescription('POST') } },
      async (request, reply) => {
        const done = await quoteEmails.unsubscribe(deps, tokenOf(request.query));
        if ((request.headers.accept ?? '').includes('text/html')) {
          reply.code(done ? 200 : 404).type('text/html; charset=utf-8');
          return done ? unsubscribePages.done : unsubscribePages.unknown;
        }
        if (!done) throw notFound('We could not find that link.');
        return { unsubscribed: true };
      },
    );
  });
}
