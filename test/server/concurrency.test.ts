import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { bindSteps, lenderStep } from '../../config/rating/bindSteps';
import { questionsOf } from '../../config/rating/bindQuestions';
import { TOTP, Secret } from 'otpauth';
import { demoPassword, demoTotpSecret } from '../../server/db/demoData';
import { allEndpoints } from '../../src/contract/endpoints';
import { withinChatMessageLimit } from '../../server/chat/limits';
import { chat, guestClaims } from '../../config/product';
import { grantBytesCounter } from '../../server/claims/guestUploads';
import { evaluate } from '../../server/quoting/evaluate';
import { quoteEmailsPerQuote } from '../../config/rating/quotes';
import { hashOfSecret } from '../../server/http/secrets';
import { verifyPassword } from '../../server/auth/passwords';
import { bearer, customerGateway, mintToken, startSignIn } from './support/gateway';
import { CATALOGUE_VERSION } from '../../src/bus/actionLog';
import { visitSecretHeader } from '../../src/contract/sessions';
import { SoftwareAuthenticator } from './support/passkeys';
import { signedInChatSocket } from './support/chatSocket';
import { checkSerialisable, copyData, type Command, type DataCopy, type Scenario } from './support/concurrency';
import { accordBought } from './support/vehicles';
import { cleanLifeAnswers } from './support/lifeQuotes';
import { noonOf } from '../support/businessDates';
import {
  accountCreationWaitingForCode,
  creatingPolicyholder,
  lastTextedCode,
  passwordResetWaitingForCode,
  signInAtTheForm,
  signInWaitingForCode,
  wrongCodeFor,
} from './support/signInDoors';

// Every state-changing call sent several times at once with different idempotency keys, on the same object, ends
// in a state some serial order of those requests gives, and every answer is the one that order gives (no 5xx).
// On the embedded database the requests run one after another anyway: this file runs on the PostgreSQL server
// only (the second gateway pass of npm test, required in CI), where they meet.

const onServer = process.env.DATABASE_URL ? describe : describe.skip;
// The gateway is opened on the PostgreSQL server only: on the embedded database only the table of calls is checked.
/** The gateway's clock: the time now, unless a case holds it at a moment of its own (`atMoment`). */
let heldAt: Date | null = null;
const clock = { now: () => heldAt ?? new Date() };
async function atMoment<T>(moment: Date, body: () => Promise<T>): Promise<T> {
  heldAt = moment;
  try {
    return await body();
  } finally {
    heldAt = null;
  }
}
const customers = process.env.DATABASE_URL
  ? customerGateway(['mutual.customer', 'new.customer', 'life.customer'], { setupTimeout: 60_000, deps: { logLevel: 'error', clock } })
  : (undefined as unknown as ReturnType<typeof customerGateway>);
const auto = 'C4M7X2-1001';
const home = 'H8Q3R5-2002';
const account = 'N4820015';
const openClaim = '31025061742';
const envelope = 'ENV-6158804-APP';
const envelopeDocuments = ['esign-ENV-6158804-APP-APP', 'esign-ENV-6158804-APP-UM'];
const today = businessToday(new Date());
const runs = { numRuns: Number(process.env.CONCURRENCY_RUNS ?? 2), endOnFailure: true } as const;

let data: DataCopy;
const get = async (url: string, loginId = 'mutual.customer') => {
  const response = await customers.app.inject({ method: 'GET', url, headers: headersOf(loginId) });
  expect(response.statusCode).toBe(200);
  return response.json() as unknown;
};
const db = () => customers.database.db;

/** A policy as its owner and its ledger show it: details, changes, and what is billed for the term. */
async function policyState(policyNumber: string) {
  const [details, endorsements, installments, ledger] = await Promise.all([
    get(`/api/policies/${policyNumber}/details`),
    get(`/api/policies/${policyNumber}/endorsements`),
    db()
      .selectFrom('billing_installments')
      .select(['sequence', 'due_date', 'amount_cents', 'fee_cents', 'discount_cents', 'status'])
      .where('policy_number', '=', policyNumber)
      .where('status', '!=', 'superseded')
      .orderBy('sequence')
      .execute(),
    db()
      .selectFrom('billing_transactions')
      .select(['kind', 'amount_cents', 'description', 'posted_on'])
      .where('policy_number', '=', policyNumber)
      .orderBy('kind')
      .orderBy('amount_cents')
      .orderBy('description')
      .execute(),
  ]);
  const vehicles = await db()
    .selectFrom('vehicles')
    .select(['year', 'make', 'model', 'vin'])
    .where('policy_number', '=', policyNumber)
    .orderBy('sequence')
    .execute();
  const billedForTerm = installments.reduce((sum, i) => sum + i.amount_cents, 0);
  return { details, endorsements: sortedBy(endorsements, 'endorsements'), installments, ledger, vehicles, billedForTerm };
}

/** Changes of one moment may be listed in any order: compared as a set. */
function sortedBy(value: unknown, field: string) {
  const list = ((value as Record<string, unknown[]>)[field] ?? []).map((e) => JSON.stringify(e, Object.keys(e as object).sort()));
  return list.map((e) => JSON.parse(e).description as string).sort();
}

async function accountState() {
  const [accounts, transactions, autopay] = await Promise.all([
    get('/api/billing/accounts'),
    db()
      .selectFrom('billing_transactions')
      .select(['policy_number', 'kind', 'amount_cents', 'description'])
      .where('account_number', '=', account)
      .orderBy('policy_number')
      .orderBy('kind')
      .orderBy('amount_cents')
      .orderBy('description')
      .execute(),
    db().selectFrom('autopay_enrollments').select('method_id').where('account_number', '=', account).execute(),
  ]);
  return { accounts, transactions, autopay };
}

/** mutual.customer's scheduled payments as listed, and the e-mails that confirmed a schedule or a change. */
async function scheduledState() {
  const [list, emails] = await Promise.all([
    get('/api/billing/scheduled-payments'),
    db()
      .selectFrom('outbox')
      .select(sql<number>`count(*)::integer`.as('count'))
      .where('subject', 'like', '%payment is scheduled%')
      .executeTakeFirstOrThrow(),
  ]);
  return { list, emails };
}

/**
 * A payment of mutual.customer's account scheduled for two days before the bill's due date, made at (and its cases
 * held at) noon US Eastern five days before that date, when the dates between are open; what is owed at that moment.
 */
let scheduling = { id: '', dueDate: '', moment: new Date(), owedCents: 0 };
async function scheduledPaymentReady(token: string) {
  const accountAt = async () =>
    (
      (await get('/api/billing/accounts')) as { accounts: { accountNumber: string; dueDate: string; amountDueCents: number }[] }
    ).accounts.find((a) => a.accountNumber === account)!;
  const { dueDate } = await accountAt();
  const moment = noonOf(addCalendarDays(dueDate, -5));
  return atMoment(moment, async () => {
    const answer = await customers.app.inject({
      method: 'POST',
      url: '/api/billing/scheduled-payments',
      headers: { ...headersOf('mutual.customer'), 'idempotency-key': 'setup-scheduled-payment' },
      payload: { accountNumber: account, amountCents: 1000, token, payOn: addCalendarDays(dueDate, -2) },
    });
    expect(answer.statusCode).toBe(200);
    return { id: answer.json().scheduledPaymentId as string, dueDate, moment, owedCents: (await accountAt()).amountDueCents };
  });
}

async function envelopeState() {
  const [row, recipients, events, signed] = await Promise.all([
    db().selectFrom('esign_envelopes').select(['status', 'decline_reason']).where('envelope_id', '=', envelope).executeTakeFirstOrThrow(),
    db().selectFrom('esign_recipients').select(['signature', 'role']).where('envelope_id', '=', envelope).execute(),
    db().selectFrom('esign_events').select(['event', 'detail']).where('envelope_id', '=', envelope).orderBy('event_id').execute(),
    db().selectFrom('esign_signed_documents').select('document_id').where('envelope_id', '=', envelope).orderBy('document_id').execute(),
  ]);
  return { row, recipients, events, signed };
}

const codeIn = (body: string) => /security code is (\d{6})/.exec(body)?.[1] ?? '';
/** The code last texted to a phone (the outbox is copied with the data: every try finds the same code waiting). */
async function textedCode(phone: string) {
  const sms = await db().selectFrom('outbox').select('body').where('recipient', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return codeIn(sms.body);
}
const codes: Record<string, string> = {};
let mfaFactors: Record<string, string> = {};

/**
 * Step-up grants for the profile's customers (kept for the run), mfa.customer signed in with a second factor, and the
 * codes the profile cases confirm: a text-message factor for mutual.customer, a removal code for mfa.customer's, a
 * texting enrolment; and life.customer's step-up counter two wrong proofs short of its limit.
 */
async function proveMoreThanASignIn() {
  const otpToken = await mintToken(db(), { sub: 'mfa.customer', amr: ['pwd', 'otp'] });
  extraHeaders['mfa.customer'] = bearer(otpToken);
  for (const loginId of ['mutual.customer', 'mfa.customer']) {
    const proof = await customers.app.inject({
      method: 'POST',
      url: '/api/profile/step-up',
      headers: headersOf(loginId),
      payload: { password: demoPassword },
    });
    expect(proof.statusCode).toBe(200);
    extraHeaders[loginId] = { ...headersOf(loginId), 'x-step-up-grant': proof.json().grant as string };
  }
  await db()
    .updateTable('step_up_grants')
    .set({ expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const command = async (loginId: string, url: string, payload: object) => {
    const answer = await customers.app.inject({
      method: 'POST',
      url,
      headers: { ...headersOf(loginId), 'idempotency-key': `setup-${url.replace(/\W/g, '')}` },
      payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as unknown;
  };
  await command('mutual.customer', '/api/profile/mfa/text-message', { phone: '614-555-0142' });
  codes.textFactor = await textedCode('614-555-0142');
  await command('mutual.customer', '/api/profile/texting/enroll', {
    phone: '614-555-0142',
    groups: ['Mutual_Claims'],
    consent: true,
    tcpaConsent: true,
  });
  codes.texting = await textedCode('614-555-0142');
  const factors = ((await get('/api/profile/mfa', 'mfa.customer')) as { factors: { factorId: string; method: string }[] }).factors;
  mfaFactors = Object.fromEntries(factors.map((f) => [f.method, f.factorId]));
  await command('mfa.customer', `/api/profile/mfa/${mfaFactors.textMessage}/code`, {});
  codes.removal = await textedCode('859-555-0134');
  await db()
    .insertInto('rate_limits')
    .values({ key: 'step-up:life.customer', hits: 3, reset_at: new Date(Date.now() + 3_600_000) })
    .execute();
  await db().insertInto('config_overrides').values({ name: 'flag:AddDriver', value: 'true' }).execute();
  await policyholdersWithoutSignIn();
}

/** An auto quote rated and with every bind step answered, for an applicant of its own, and its access token. */
const quoteBuyer = 'quote buyer';
let quoteToBind = '';
async function quoteReadyToBind() {
  const { quoteId, put } = await ratedQuote(quoteBuyer);
  for (const step of bindSteps.auto) await put(`bind/${step}`, bindStepAnswers(step));
  return quoteId;
}
const bindStepAnswers = (step: (typeof bindSteps.auto)[number]) => {
  const answers = Object.fromEntries(questionsOf('auto', step).map((q) => [q.code, !q.knockoutAnswer]));
  return { answers: step === lenderStep ? { ...answers, hasMortgage: false } : answers };
};

/** An auto quote with every section answered and rated (no bind step answered yet); its token is the caller's. */
async function ratedQuote(caller: string) {
  const applicant = {
    firstName: 'Alex',
    lastName: 'Concurrent',
    dateOfBirth: '1980-06-15',
    email: 'alex@example.com',
    phone: '6145550142',
  };
  const started = await customers.app.inject({
    method: 'POST',
    url: '/quoting-api/quotes',
    payload: { quoteType: 'auto', customer: applicant },
  });
  expect(started.statusCode).toBe(200);
  const { quote, accessToken } = started.json() as { quote: { quoteId: string }; accessToken: string };
  extraHeaders[caller] = { 'x-quote-token': accessToken };
  const put = async (url: string, payload: object) => {
    const saved = await customers.app.inject({
      method: 'PUT',
      url: `/quoting-api/quotes/${quote.quoteId}/${url}`,
      headers: extraHeaders[caller],
      payload,
    });
    expect(saved.statusCode).toBe(200);
  };
  const driver = (dateOfBirth: string) => ({
    firstName: 'Alex',
    lastName: 'Concurrent',
    dateOfBirth,
    licenseState: 'OH',
    yearsLicensed: 20,
  });
  const clean = { accidents: 0, violations: 0, majorViolation: false, sdipPoints: 0 };
  await put('sections/address', {
    line1: '12 High St',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    effectiveDate: addCalendarDays(today, 7),
  });
  await put('sections/driver', { drivers: [driver('1980-06-15')] });
  await put('sections/vehicle', { vehicles: [{ year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F34MA000001', use: 'commute' }] });
  await put('sections/drivingHistory', { drivers: [clean] });
  await put('sections/priorInsurance', { hasPriorInsurance: true, bodilyInjuryLimits: '100/300' });
  await put('sections/discounts', { paperless: true, payInFull: false });
  return { quoteId: quote.quoteId, put };
}

/** A rated auto quote e-mailed once (its own prospect's), and the token of the link in that e-mail. */
const quoteEmailer = 'quote emailer';
let emailing = { quoteId: '', linkToken: '' };
async function quoteEmailedOnce() {
  const { quoteId } = await ratedQuote(quoteEmailer);
  const sent = await customers.app.inject({
    method: 'POST',
    url: `/quoting-api/quotes/${quoteId}/emails`,
    headers: { ...extraHeaders[quoteEmailer], 'idempotency-key': 'setup-quote-email' },
    payload: { email: 'first.copy@example.com' },
  });
  expect(sent.statusCode).toBe(200);
  const mail = await db().selectFrom('outbox').select('body').where('recipient', '=', 'first.copy@example.com').executeTakeFirstOrThrow();
  const linkToken = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail.body)![1]!);
  return { quoteId, linkToken };
}

/** A life quote (its own applicant's), for referrals to an agent; its token is the caller's. */
const lifeQuoter = 'life quoter';
let referredLifeQuote = '';
async function lifeQuoteToRefer() {
  const answer = await customers.app.inject({
    method: 'POST',
    url: '/quoting-api/life/quotes',
    payload: cleanLifeAnswers('Lifeconcurrent'),
  });
  expect(answer.statusCode).toBe(200);
  const { quote, accessToken } = answer.json() as { quote: { quoteId: string }; accessToken: string };
  extraHeaders[lifeQuoter] = { 'x-quote-token': accessToken };
  return quote.quoteId;
}

/**
 * Live assist: new.customer's chat held by the agent with no request yet (asked at once), and mutual.customer's chat
 * with a request waiting for an answer (agreed to, declined and stopped at once), with a visit of theirs to share.
 */
const liveAssist = { unasked: '', requestedShare: '', visitId: '' };
/** A guest's recorded visit, its batches sent at once: by the tab alone, or with the customer's sign-in that links it. */
const recorded = { visitId: '', secret: '', openedAt: 0 };
async function recordedVisitReady() {
  recorded.visitId = `visit-race-${randomUUID()}`;
  const visit = await customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${recorded.visitId}`,
    payload: { app: 'portal', mobileApp: false, viewportWidth: 390 },
  });
  expect(visit.statusCode).toBe(200);
  recorded.secret = visit.json<{ writeSecret: string }>().writeSecret;
  recorded.openedAt = Date.now();
}
async function liveAssistReady() {
  const tokenOf = (loginId: string) => headersOf(loginId).authorization!.slice('Bearer '.length);
  const heldChat = async (loginId: string) => {
    const customer = await signedInChatSocket(customers.app, tokenOf(loginId));
    const agent = await signedInChatSocket(customers.app, tokenOf(supportAgent));
    customer.send({ type: 'send', text: 'I am stuck on a page' });
    const waiting = await agent.next((f) => f.type === 'conversation' && f.conversation.customer === loginId);
    if (waiting.type !== 'conversation') throw new Error('no conversation');
    agent.send({ type: 'take', conversationId: waiting.conversation.conversationId });
    await customer.next((f) => f.type === 'conversation' && f.conversation.status === 'answered');
    customer.ws.terminate();
    agent.ws.terminate();
    return waiting.conversation.conversationId;
  };
  liveAssist.unasked = await heldChat('new.customer');
  const asked = await customers.app.inject({
    method: 'POST',
    url: '/api/support/live-assist/shares',
    headers: headersOf(supportAgent),
    payload: { conversationId: await heldChat('mutual.customer') },
  });
  expect(asked.statusCode).toBe(200);
  liveAssist.requestedShare = asked.json<{ shareId: string }>().shareId;
  liveAssist.visitId = randomUUID();
  const visit = await customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${liveAssist.visitId}`,
    headers: headersOf('mutual.customer'),
    payload: { app: 'portal', mobileApp: false, viewportWidth: 390 },
  });
  expect(visit.statusCode).toBe(200);
}

/** Who pays as a guest: no sign-in, a grant to pay the account found by its number and ZIP, and a bank token. */
const guestCaller = 'guest payer';
let guest = { grant: '', token: '' };
async function guestPayer() {
  extraHeaders[guestCaller] = {};
  const bill = await customers.app.inject({
    method: 'POST',
    url: '/api/guest-pay/bills',
    payload: { lineOfBusiness: 'mutual', accountOrPolicyNumber: account, zip: '43221' },
  });
  expect(bill.statusCode).toBe(200);
  const grant = bill.json().grant as string;
  const token = await customers.app.inject({
    method: 'POST',
    url: '/api/payments/tokens',
    payload: {
      kind: 'bank',
      routingNumber: '021000021',
      accountNumber: '987654321012',
      accountType: 'checking',
      holderName: 'Pat Guest',
      guestGrant: grant,
    },
  });
  expect(token.statusCode).toBe(200);
  // A grant lasts minutes; kept for the run, as the step-up grants are (its expiry is never changed by the gateway).
  await sql`update guest_pay_grants set expires_at = now() + interval '1 day'`.execute(db());
  return { grant, token: token.json().token as string };
}

/** Two policyholders, each with a verified grant to create a sign-in (account creation's last step). */
async function policyholdersWithoutSignIn() {
  for (const n of [1, 2]) {
    const partyId = `P90000${n}`;
    await db()
      .insertInto('parties')
      .values({ party_id: partyId, first_name: `Casey${n}`, last_name: 'Ortiz', date_of_birth: '1980-01-0' + n } as never)
      .execute();
    await db()
      .insertInto('account_creation_grants')
      .values({
        grant_hash: hashOfSecret(creationGrant(n)),
        party_id: partyId,
        policy_number: null,
        expires_at: new Date(Date.now() + 86_400_000),
        verified_at: new Date(),
      } as never)
      .execute();
  }
}
const creationGrant = (n: number) => `${'g'.repeat(42)}${n}`;

/** The ways in and back in, each waiting for the requests of its case (set up before the copy: see support/signInDoors). */
const waysIn = {
  creation: { code: '', linkToken: '', emailDestination: '', smsDestination: '' },
  reset: { ticket: '', code: '' },
  atForm: { uid: '' },
  byApp: { uid: '' },
  byText: { uid: '', code: '' },
};
/** Whose password is reset and whose sign-in is tried at the form (a customer without a second factor). */
const comingBack = 'both.customer';
const mfaPhone = '859-555-0134';
const browserAt = (door: keyof typeof waysIn) => `browser ${door}`;

async function waysInReady() {
  waysIn.creation = await accountCreationWaitingForCode(customers.app, db());
  waysIn.reset = await passwordResetWaitingForCode(customers.app, db(), comingBack);
  const atForm = await signInAtTheForm(customers.app);
  const byApp = await signInWaitingForCode(customers.app, db(), 'mfa.customer', 'authenticatorApp');
  const byText = await signInWaitingForCode(customers.app, db(), 'mfa.customer', 'textMessage');
  waysIn.atForm = { uid: atForm.uid };
  waysIn.byApp = { uid: byApp.uid };
  waysIn.byText = { uid: byText.uid, code: await lastTextedCode(db(), mfaPhone) };
  extraHeaders[browserAt('creation')] = {};
  extraHeaders[browserAt('reset')] = {};
  extraHeaders[browserAt('atForm')] = atForm.headers;
  extraHeaders[browserAt('byApp')] = byApp.headers;
  extraHeaders[browserAt('byText')] = byText.headers;
  // Three wrong passwords of the login ID already counted: two more are looked at in this window.
  await db()
    .insertInto('rate_limits')
    .values({ key: `sign-in:login:${comingBack}`, hits: 3, reset_at: new Date(Date.now() + 3_600_000) })
    .execute();
}

/** The counters whose keys start so, by key (selected under another name: `key` is left out as made anew). */
const countersOf = (prefix: string) =>
  db().selectFrom('rate_limits').select(['key as counter', 'hits']).where('key', 'like', `${prefix}%`).orderBy('key').execute();

/** Messages of the outbox to the recipients, with their codes and link tokens masked (each run sends new ones). */
async function messagesTo(recipients: string[]) {
  const rows = await db()
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body'])
    .where('recipient', 'in', recipients)
    .execute();
  return rows
    .map((r) => JSON.stringify({ ...r, body: r.body.replace(/\b\d{6}\b/g, 'code#').replace(/[A-Za-z0-9_-]{43}/g, 'token#') }))
    .sort();
}

/** A secret handed out (a reset's ticket) and a wait in minutes differ from run to run, never from order to order. */
const waysInAnew: [RegExp, string][] = [
  [/^[A-Za-z0-9_-]{43}$/, 'secret#'],
  [/wait \d+ minutes?/, 'wait # minutes'],
];

const byRecipientAndBody = (a: { recipient: string; body: string }, b: { recipient: string; body: string }) =>
  a.recipient.localeCompare(b.recipient) || a.body.localeCompare(b.body);

/**
 * The guests' doors and the quotes of the cases below: a guest's grant to send to the open claim (its counters a few
 * writes short of the claim's and the grant's limits), a support agent, a life quote and a second rated auto quote.
 */
const guestFiler = 'guest filer';
const guestSender = 'guest sender';
const guestUploader = 'guest uploader';
const supportAgent = 'support.agent';
const lifeApplicant = 'life applicant';
const quoteApplicant = 'quote applicant';
const uploadBoundary = 'concurrency-upload';
const photoBytes = 1000;
let openClaimLossDate = '';
let lifeQuoteId = '';
let quoteAnswered = '';
/** The outbox as it stood at the copy: a case reads only what its commands added. */
let outboxBefore = 0;
async function guestDoorsAndQuotes() {
  const claim = await db().selectFrom('claims').select('loss_date').where('file_number', '=', openClaim).executeTakeFirstOrThrow();
  const lossDate = claim.loss_date as unknown;
  openClaimLossDate = (lossDate instanceof Date ? lossDate.toISOString() : String(lossDate)).slice(0, 10);
  const opened = await customers.app.inject({
    method: 'POST',
    url: '/api/guest-claims/upload-grants',
    payload: {
      fileNumber: openClaim,
      lossDate: openClaimLossDate,
      contact: { name: 'Pat Guest', email: 'pat@example.net', phone: '202-555-0100' },
    },
  });
  expect(opened.statusCode).toBe(200);
  const grant = opened.json().grant as string;
  extraHeaders[guestFiler] = {};
  extraHeaders[guestSender] = { 'guest-upload-grant': grant };
  extraHeaders[guestUploader] = { 'guest-upload-grant': grant, 'content-type': `multipart/form-data; boundary=${uploadBoundary}` };
  const { grant_hash: grantHash } = await db().selectFrom('guest_upload_grants').select('grant_hash').executeTakeFirstOrThrow();
  await sql`update guest_upload_grants set expires_at = now() + interval '1 day'`.execute(db());
  // Three more writes on the claim, two more notes and two more files on the grant: the limits meet the commands.
  const shortOf = (limit: { hits: number }, room: number) => limit.hits - room;
  await db()
    .insertInto('rate_limits')
    .values([
      { key: `guest-write:claim:${openClaim}`, hits: shortOf(guestClaims.writesPerClaim, 3), reset_at: new Date(Date.now() + 3_600_000) },
      { key: `guest-notes:grant:${grantHash}`, hits: shortOf(guestClaims.detailsPerGrant, 2), reset_at: new Date(Date.now() + 3_600_000) },
      {
        key: grantBytesCounter(grant),
        hits: shortOf(guestClaims.uploadBytesPerGrant, 2 * photoBytes + photoBytes / 2),
        reset_at: new Date(Date.now() + 3_600_000),
      },
    ])
    .execute();
  extraHeaders[supportAgent] = bearer(await mintToken(db(), { sub: supportAgent, role: 'support' }));
  const life = await customers.app.inject({
    method: 'POST',
    url: '/quoting-api/life/quotes',
    payload: {
      dateOfBirth: addCalendarDays(today, -Math.round(35 * 365.25)),
      sex: 'female',
      heightInches: 66,
      weightPounds: 150,
      tobacco: false,
      state: 'OH',
      lastName: 'Concurrent',
      health: 'excellent',
      coverageAmountCents: 500_000_00,
      termYears: 20,
    },
  });
  expect(life.statusCode).toBe(200);
  lifeQuoteId = life.json().quote.quoteId as string;
  extraHeaders[lifeApplicant] = { 'x-quote-token': life.json().accessToken as string };
  quoteAnswered = (await ratedQuote(quoteApplicant)).quoteId;
  outboxBefore = (
    await db()
      .selectFrom('outbox')
      .select(sql<number>`coalesce(max(id), 0)::integer`.as('id'))
      .executeTakeFirstOrThrow()
  ).id;
}

/** The guest counters as they stand (the look-ups' and the writes'), by what they count. */
const guestCounters = async () =>
  (await db().selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', 'guest-%').orderBy('key').execute()).map((c) => ({
    ...c,
    key: c.key.replace(/grant:.*/, 'grant'),
  }));

/** The emails the commands sent (file numbers aside: see madeAnew). */
const outboxSince = () =>
  db()
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body'])
    .where('id', '>', outboxBefore)
    .orderBy('recipient')
    .orderBy('body')
    .execute();

/** A quote as kept, and whether its premium is the one its saved answers rate to. */
async function quoteState(quoteId: string) {
  const row = await db().selectFrom('quotes').selectAll().where('quote_id', '=', quoteId).executeTakeFirstOrThrow();
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, never>;
  const rated = await evaluate(db(), 'auto', parse(row.sections), parse(row.coverage_choices), today);
  return {
    status: row.status,
    sections: parse(row.sections),
    coverageChoices: parse(row.coverage_choices),
    bindAnswers: parse(row.bind_answers),
    knockout: row.knockout_code,
    rating: parse(row.rating),
    premiumAgreesWithAnswers: JSON.stringify(rated.rating) === JSON.stringify(parse(row.rating)),
  };
}

/** The party's contact data as kept, with the emails and texts that told of changes (texted codes aside). */
async function contactState(partyId: string) {
  const [emails, phones, addresses, notices] = await Promise.all([
    db().selectFrom('party_emails').select(['address', 'is_primary']).where('party_id', '=', partyId).orderBy('address').execute(),
    db().selectFrom('party_phones').select(['number', 'kind', 'is_primary']).where('party_id', '=', partyId).orderBy('number').execute(),
    db().selectFrom('party_addresses').selectAll().where('party_id', '=', partyId).orderBy('kind').execute(),
    db()
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'subject', 'body'])
      .execute()
      // Ordered once the codes are masked: a code's digits must not decide where its text stands.
      .then((rows) =>
        rows.map((r) => (r.channel === 'sms' ? { ...r, body: r.body.replace(/\d{6}/g, 'code#') } : r)).sort(byRecipientAndBody),
      ),
  ]);
  return { emails, phones, addresses: addresses.map(({ id: _id, ...a }) => a), notices };
}

/** The party's sign-in as kept: its login ID and its session version, and why its sessions last ended. */
const signInState = (partyId: string) =>
  db()
    .selectFrom('users')
    .select(['login_id', 'session_version', 'sessions_ended_reason'])
    .where('party_id', '=', partyId)
    .executeTakeFirstOrThrow();

const postAs = (label: string, url: string, body: unknown, method: Command['method'] = 'POST'): Command => ({ label, method, url, body });
const totpNow = () => new TOTP({ secret: Secret.fromBase32(demoTotpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** Headers of customers who prove more than a sign-in (a step-up grant, a second factor), set up before the copy. */
const extraHeaders: Record<string, Record<string, string>> = {};
const headersOf = (loginId: string) => extraHeaders[loginId] ?? customers.as(loginId);

const scenario = (read: () => Promise<unknown>, loginId = 'mutual.customer', madeAnew?: [RegExp, string][]): Scenario => ({
  app: customers.app,
  headers: headersOf(loginId),
  data,
  read,
  madeAnew,
});

/** The property: any mix of `commands` sent at once (2 to `most` of them) is explained by a serial order. */
async function everyMixSerialisable(
  commands: fc.Arbitrary<Command>,
  read: () => Promise<unknown>,
  options: { most?: number; loginId?: string; examples?: Command[][]; madeAnew?: [RegExp, string][] } = {},
) {
  const mixes = fc.array(commands, { minLength: 2, maxLength: options.most ?? 6 });
  await fc.assert(
    fc.asyncProperty(mixes, async (mix) => {
      const verdict = await checkSerialisable(scenario(read, options.loginId, options.madeAnew), mix);
      if (verdict.order === null) throw new Error(verdict.explanation);
    }),
    { ...runs, examples: (options.examples ?? []).map((mix) => [mix] as [Command[]]) },
  );
}

const removal = (vehicleId: string): Command => ({
  label: `remove ${vehicleId}`,
  method: 'POST',
  url: `/api/selfservice/${auto}/vehicles/${vehicleId}/removal`,
  body: { effectiveDate: today },
});
const lender = {
  name: 'Honda Financial Services',
  loanNumber: 'HF-55512345',
  address: { line1: 'PO Box 105027', line2: null, city: 'Atlanta', state: 'GA', zip: '30348' },
};
const addition: Command = {
  label: 'add Accord',
  method: 'POST',
  url: `/api/selfservice/${auto}/vehicles`,
  body: {
    effectiveDate: today,
    vehicle: accordBought(today, 'financed'),
    choices: { 'auto.COLL': '1000' },
    answers: { forProfit: false, garagedElsewhere: false, registeredOwner: 'self' },
    lender,
  },
};
const coverageEdit = (policyNumber: string, choice: string, option: string): Command => ({
  label: `${choice} ${option}`,
  method: 'PUT',
  url: `/api/selfservice/${policyNumber}/coverages`,
  body: { effectiveDate: today, choices: { [choice]: option } },
});
const mortgagee = (name: string | null): Command => ({
  label: `mortgagee ${name ?? 'none'}`,
  method: 'PUT',
  url: `/api/policies/${home}/mortgagees`,
  body: {
    effectiveDate: today,
    escrow: name !== null,
    lenders:
      name === null
        ? []
        : [{ ...lender, name, address: { line1: 'PO Box 961234', line2: null, city: 'Fort Worth', state: 'TX', zip: '76161' } }],
  },
});
const signing: Command = {
  label: 'sign',
  method: 'POST',
  url: `/api/esign/envelopes/${envelope}/sign`,
  body: { signature: 'Kevin Park', documentIds: envelopeDocuments },
};
const declining: Command = {
  label: 'decline',
  method: 'POST',
  url: `/api/esign/envelopes/${envelope}/decline`,
  body: { reason: 'By mail' },
};

/**
 * Which case sends each state-changing call (every POST, PUT and DELETE of the contract), or why none does: a call
 * that decides nothing (a search, a preview, a link, a row of its own each time, a counter of one atomic statement),
 * or one not yet covered (named so, to be added).
 */
const casesOfCalls: Record<string, string> = {
  accountCreationCheckChoice: 'none: reads only (the same check as creating the sign-in)',
  accountCreationCheckCode: 'counts account verification codes checked at once: the lockout holds, a right code verifies once',
  accountCreationCreate: 'creates one sign-in per login ID and per policyholder',
  accountCreationOpenLink: 'opens the emailed link once, also against codes checked at the same moment',
  accountCreationSendCode: 'sends account verification codes no more often than the limit, also against codes checked',
  accountCreationVerify: 'none: a new grant row each time, look-ups counted by one atomic statement',
  changePaymentPlan: 'changes the payment plan',
  billingStatementLinks: 'none: signed links, nothing written',
  previewPaymentPlan: 'none: a preview, nothing written',
  claimFiling: 'files a claim once per request',
  claimMessagesRead: 'none: marks messages read (the same end state in any order)',
  claimMessageSend: 'sends claim messages',
  claimEmailNotifications: 'records eProxy consent and claim email notifications',
  developmentRestartOnboarding: 'none: development gateway only',
  developmentPolicyStatus: 'none: development gateway only (sets one status; the same twice is the same)',
  documentLinks: 'none: signed links, nothing written',
  claimDocumentUpload: 'none: each upload is a row of its own; no count or byte limit per claim (per-file size only)',
  documentUpload: 'none: each upload is a row of its own; no count or byte limit per policy (per-file size only)',
  completeOnboarding: 'finishes onboarding steps once, and completes onboarding only when they are',
  finishOnboardingStep: 'finishes onboarding steps once, and completes onboarding only when they are',
  declineEnvelope: 'signs or declines an envelope once: never both, never a 5xx',
  signEnvelope: 'signs or declines an envelope once: never both, never a 5xx',
  guestClaimFiling: "files a guest's claim once per request, within the look-up limits",
  guestUploadGrant: 'none: a new grant row each time, look-ups counted by one atomic statement',
  homePhotoUploadGrant: 'none: a new grant row each time, look-ups counted by one atomic statement',
  guestUploadClaimLookup: 'counts guest look-ups of a claim: never more found than the limits let through',
  guestClaimDetails: "holds guest notes and files no further than the claim's and the grant's limits",
  guestClaimDocumentUpload: "holds guest notes and files no further than the claim's and the grant's limits",
  findGuestBill: 'none: a new grant row each time, look-ups counted by one atomic statement',
  idCardsEmail: 'sends ID cards by email and by mail to the contact details as they stand',
  idCardsMail: 'sends ID cards by email and by mail to the contact details as they stand',
  expressId: 'none: a look-up, nothing decided',
  lifeQuoteGenerate: 'none: a new quote each time',
  lifeApplicationStart: 'starts a life application once, on the term last chosen',
  offerDismissed: 'dismisses an offer once: a dismissal that met another answers as one after it (404, no longer offered)',
  globalOffers: 'none: reads only',
  offerDisplayed: 'none: a display event appended',
  prefetchOffers: 'none: reads only',
  cancelAutopay: 'enrols in and cancels automatic payments',
  enrollAutopay: 'enrols in and cancels automatic payments',
  removePaymentMethod: 'saves and removes payment methods, with and against automatic payments',
  savePaymentMethod: 'saves and removes payment methods, with and against automatic payments',
  submitPayment: 'takes payments of one bill no further than a serial order would (and guest payments)',
  tokenizePaymentMethod: 'none: a new token each time',
  addEmail:
    'keeps one primary email whatever changes of emails meet; gives an email address to one customer only, however many add it at once',
  choosePrimaryEmail: 'keeps one primary email whatever changes of emails meet',
  removeEmail: 'keeps one primary email whatever changes of emails meet',
  addPhone: 'keeps one primary phone whatever changes of phones and the mailing address meet',
  choosePrimaryPhone: 'keeps one primary phone whatever changes of phones and the mailing address meet',
  removePhone: 'keeps one primary phone whatever changes of phones and the mailing address meet',
  updateAddress: 'keeps one primary phone whatever changes of phones and the mailing address meet',
  changeLoginId: 'changes the login ID once: a change that waited for another answers as one after it (401, the sign-in ended)',
  changePassword: 'changes the password once: a change that waited for another answers 401 and counts no try',
  chooseDefaultFactor: 'removes second factors and chooses the default: never a default missing, never a factor removed twice',
  removeFactor: 'removes second factors and chooses the default: never a default missing, never a factor removed twice',
  sendRemovalCode: 'texts removal and step-up codes: each counted, never past the limit, never for a factor removed meanwhile',
  confirmFactor: 'sets up a second factor once: one factor per method, its code used once',
  startAuthenticatorApp: 'sets up a second factor once: one factor per method, its code used once',
  startTextMessage: 'sets up a second factor once: one factor per method, its code used once',
  confirmTexting: 'enrols a mobile number in texts once, and changes its groups',
  enrollTexting: 'enrols a mobile number in texts once, and changes its groups',
  stopTexting: 'stops texts once: a stop that met another answers as one after it (not enrolled)',
  updateTextingGroups: 'enrols a mobile number in texts once, and changes its groups',
  proveIdentity: 'counts step-up proofs sent at once: only wrong ones reach the limit',
  sendStepUpCode: 'texts removal and step-up codes: each counted, never past the limit, never for a factor removed meanwhile',
  updateEproxy: 'records eProxy consent and claim email notifications',
  updateLifePaperless: 'sets life paperless preferences',
  updatePaperless: 'sets paperless preferences',
  quoteBind: 'binds a quote once: a bind meeting another waits and answers the policy it made',
  quoteRate: "rates a quote's coverage choices at once: none lost, the premium that of the choices saved",
  quoteRetrieve: 'none: a look-up',
  bindStepSave: "saves a quote's bind steps at once: none lost",
  quoteSectionSave: "saves a quote's sections at once: none lost, the premium that of the answers saved",
  quoteStart: 'none: a new quote each time',
  addDriver: 'adds a driver to a policy once per request, priced on what the one before left',
  addVehicleBind: 'adds vehicles, removes them and edits coverages of one policy in any mix',
  editCoverage: 'edits coverages',
  editCoverageQuote: 'none: a price, nothing written',
  quoteDriver: 'none: a price, nothing written',
  addVehicleQuote: 'none: a price, nothing written',
  removeVehicleQuote: 'none: a price, nothing written',
  removeVehicle: 'removes a vehicle once, and never the last one',
  editMortgagee: 'replaces the mortgagee',
  lenderSearch: 'none: a search',
  updateLender: "names a vehicle's lenders",
  loginIdReminder: 'none: an email sent, requests counted by one atomic statement',
  passwordResetRequest: 'asks for password reset codes no more often than the limit',
  passwordResetFinish: 'sets a new password once per reset code: the lockout holds, a right code used twice resets once',
  sessionStart: 'none: a recording appended',
  sessionBatch: "stores a visit's overlapping batches once each, and links it to the customer once",
  signInSecurityCodeMethod: 'switches a sign-in to texts and back: an old code never passes after a new one is sent',
  signIn: 'counts passwords sent at once to the sign-in form: the lockout holds exactly',
  signInSecurityCode: 'counts security codes sent at once: the lockout holds, a right code passes once',
  signOutEverywhere: 'none: moves the session version on (the same end state in any order)',
  supportClaimAnswer: "answers a claim's messages from the support console, each answer with the conversation as it stood",
  supportFunnel: 'none: a report',
  supportSessionSearch: 'none: a search',
  schedulePayment: 'schedules against what is owed: a payment made at the same moment leaves the schedule refused or the bill paid once',
  changeScheduledPayment: 'changes and cancels one scheduled payment in any mix: the last change or the cancel stands, each confirmed once',
  cancelScheduledPayment: 'changes and cancels one scheduled payment in any mix: the last change or the cancel stands, each confirmed once',
  quoteEmail: 'e-mails a quote no more often than its limit, however many copies are asked for at once',
  quoteLinkOpen: "opens an e-mailed quote's link once, however many tabs open it at once",
  quoteReferral: 'keeps one lead per quote, however many referrals to an agent meet: the last asked stands',
  lifeQuoteReferral: 'keeps one lead per life quote, however many referrals to an agent meet: the last asked stands',
  lifeQuoteEmail: 'e-mails a life quote no more often than its limit, however many copies are asked for at once',
  supportLeadMark: "none: sets a lead's status (the last mark stands)",
  liveAssistRequest: 'holds one request to see the screen per conversation, however many are asked at once',
  liveAssistConsent: 'answers a request to see the screen once: agreed, declined or stopped by either side, never two of them',
  liveAssistDecline: 'answers a request to see the screen once: agreed, declined or stopped by either side, never two of them',
  liveAssistStop: 'answers a request to see the screen once: agreed, declined or stopped by either side, never two of them',
  liveAssistAgentStop: 'answers a request to see the screen once: agreed, declined or stopped by either side, never two of them',
  liveAssistHighlight: 'none: a notice relayed to the customer, nothing written',
  startPasskeyRegistration: "none: a new challenge replacing the customer's one before (the last one asked stands)",
  registerPasskey: 'sets up a passkey once: the same answer sent at once with different keys keeps one passkey',
  renamePasskey: "none: sets a passkey's name under the customer's lock (the last name stands)",
  removePasskey:
    "none: one delete under the customer's lock (a removal after another answers 404, as after it); the last verified passkey under forced MFA is kept with the rows locked",
  startPasskeySignIn: "none: a new challenge replacing the interaction's one before (the last one asked stands)",
  signInWithPasskey: 'signs in with a passkey once: the same challenge answered several times at once signs in once',
};

/** The same for the state-changing routes outside the contract (described in the API documents by their operation ids). */
const casesOfRoutesOutsideTheContract: Record<string, string> = {
  quoteRemindersUnsubscribeOneClick: "none: one insert that the opt-out's unique index (quote or life quote, address) keeps once",
};

describe('the calls the concurrency harness covers', () => {
  it('names every state-changing call of the contract, with its case or why it has none', () => {
    const changing = allEndpoints.filter((e) => e.method !== 'GET').map((e) => e.name);
    expect(Object.keys(casesOfCalls).sort()).toEqual([...changing].sort());
  });

  onServer('beside the contract', () => {
    it('names every state-changing route the API documents describe outside the contract', async () => {
      const contract = new Set(allEndpoints.map((e) => e.name));
      const outside: string[] = [];
      for (const url of ['/api/openapi.json', '/quoting-api/openapi.json']) {
        const document = (await customers.app.inject({ url })).json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
        for (const operations of Object.values(document.paths))
          for (const [method, operation] of Object.entries(operations))
            if (method !== 'get' && !contract.has(operation.operationId)) outside.push(operation.operationId);
      }
      expect(Object.keys(casesOfRoutesOutsideTheContract).sort()).toEqual(outside.sort());
    });
  });
});

onServer('the same change sent several times at once, each with its own key (PostgreSQL server)', () => {
  let token = '';
  let methods: string[] = [];
  let autoDueCents = 0;
  let accountDueCents = 0;

  beforeAll(async () => {
    const tokenAnswer = await customers.app.inject({
      method: 'POST',
      url: '/api/payments/tokens',
      headers: customers.as('mutual.customer'),
      payload: { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel R Whitaker' },
    });
    expect(tokenAnswer.statusCode).toBe(200);
    token = tokenAnswer.json().token;
    methods = ((await get('/api/billing/payment-methods')) as { methods: { methodId: string }[] }).methods.map((m) => m.methodId);
    const balances = await db()
      .selectFrom('billing_transactions')
      .select(['policy_number', sql<number>`sum(amount_cents)::integer`.as('total')])
      .where('account_number', '=', account)
      .groupBy('policy_number')
      .execute();
    autoDueCents = balances.find((b) => b.policy_number === auto)?.total ?? 0;
    accountDueCents = balances.reduce((sum, b) => sum + b.total, 0);
    await proveMoreThanASignIn();
    guest = await guestPayer();
    quoteToBind = await quoteReadyToBind();
    await waysInReady();
    await guestDoorsAndQuotes();
    scheduling = await scheduledPaymentReady(token);
    emailing = await quoteEmailedOnce();
    referredLifeQuote = await lifeQuoteToRefer();
    await liveAssistReady();
    await recordedVisitReady();
    data = await copyData(customers.database);
  }, 60_000);
  afterAll(() => data?.drop());

  it('removes a vehicle once, and never the last one', async () => {
    const fourOfOne = [removal('V10001'), removal('V10001'), removal('V10001'), removal('V10001')];
    await everyMixSerialisable(fc.constantFrom(removal('V10001'), removal('V10002')), () => policyState(auto), {
      examples: [fourOfOne, [removal('V10001'), removal('V10002')]],
    });
  }, 60_000);

  it('adds vehicles, removes them and edits coverages of one policy in any mix', async () => {
    await everyMixSerialisable(
      fc.constantFrom(addition, removal('V10002'), coverageEdit(auto, 'auto.COLL', '1000')),
      () => policyState(auto),
      { most: 3, examples: [[addition, addition]] },
    );
  }, 60_000);

  it('edits coverages', async () => {
    await everyMixSerialisable(
      fc.constantFrom(coverageEdit(home, 'home.DWELLING', '2500'), coverageEdit(home, 'home.DWELLING', '500')),
      () => policyState(home),
      { most: 4, examples: [[coverageEdit(home, 'home.DWELLING', '2500'), coverageEdit(home, 'home.DWELLING', '2500')]] },
    );
  }, 60_000);

  it('replaces the mortgagee', async () => {
    await everyMixSerialisable(fc.constantFrom(mortgagee('Fifth Third Bank ISAOA/ATIMA'), mortgagee(null)), () => policyState(home), {
      most: 4,
    });
  }, 60_000);

  it('signs or declines an envelope once: never both, never a 5xx', async () => {
    await everyMixSerialisable(fc.constantFrom(signing, declining), envelopeState, {
      loginId: 'new.customer',
      examples: [
        [signing, declining],
        [signing, signing, signing],
      ],
    });
  }, 60_000);

  it('takes payments of one bill no further than a serial order would', async () => {
    const payPolicy: Command = {
      label: 'pay the auto policy',
      method: 'POST',
      url: '/api/billing/payments',
      body: { accountNumber: account, amountCents: autoDueCents, token, policies: [{ policyNumber: auto, amountCents: autoDueCents }] },
    };
    const payAccount: Command = {
      label: 'pay the account',
      method: 'POST',
      url: '/api/billing/payments',
      body: { accountNumber: account, amountCents: accountDueCents, token },
    };
    expect(autoDueCents).toBeGreaterThan(0);
    await everyMixSerialisable(fc.constantFrom(payPolicy, payAccount), accountState, { examples: [[payPolicy, payPolicy, payPolicy]] });
  }, 60_000);

  it('changes and cancels one scheduled payment in any mix: the last change or the cancel stands, each confirmed once', async () => {
    const { id, dueDate, moment } = scheduling;
    const change = (amountCents: number, daysBeforeDue: number): Command => ({
      label: `change to ${amountCents} on ${daysBeforeDue} days before due`,
      method: 'PUT',
      url: `/api/billing/scheduled-payments/${id}`,
      body: { amountCents, payOn: addCalendarDays(dueDate, -daysBeforeDue) },
    });
    const cancel: Command = { label: 'cancel', method: 'DELETE', url: `/api/billing/scheduled-payments/${id}` };
    await atMoment(moment, () =>
      everyMixSerialisable(fc.constantFrom(change(2000, 1), change(3000, 3), cancel), scheduledState, {
        most: 4,
        examples: [
          [change(2000, 1), cancel],
          [cancel, cancel, change(3000, 3)],
        ],
      }),
    );
  }, 60_000);

  it('schedules against what is owed: a payment made at the same moment leaves the schedule refused or the bill paid once', async () => {
    const { dueDate, moment, owedCents } = scheduling;
    const scheduleOwed: Command = {
      label: 'schedule what is owed',
      method: 'POST',
      url: '/api/billing/scheduled-payments',
      body: { accountNumber: account, amountCents: owedCents, token, payOn: addCalendarDays(dueDate, -1) },
    };
    const payOwed: Command = {
      label: 'pay what is owed now',
      method: 'POST',
      url: '/api/billing/payments',
      body: { accountNumber: account, amountCents: owedCents, token },
    };
    expect(owedCents).toBeGreaterThan(0);
    await atMoment(moment, () =>
      everyMixSerialisable(
        fc.constantFrom(scheduleOwed, payOwed),
        async () => ({ account: await accountState(), scheduled: await scheduledState() }),
        {
          most: 3,
          examples: [[scheduleOwed, payOwed]],
        },
      ),
    );
  }, 60_000);

  it('takes guest payments of one bill no further than a serial order would', async () => {
    const pay = (amountCents: number): Command => ({
      label: `guest pays ${amountCents}`,
      method: 'POST',
      url: '/api/billing/payments',
      body: { accountNumber: account, amountCents, token: guest.token, guestGrant: guest.grant },
    });
    expect(accountDueCents).toBeGreaterThan(0);
    await everyMixSerialisable(fc.constantFrom(pay(accountDueCents), pay(1234)), accountState, {
      loginId: guestCaller,
      examples: [[pay(accountDueCents), pay(accountDueCents), pay(accountDueCents)]],
    });
  }, 60_000);

  it('enrols in and cancels automatic payments', async () => {
    const enrol = (methodId: string): Command => ({
      label: `autopay ${methodId}`,
      method: 'PUT',
      url: `/api/billing/accounts/${account}/autopay`,
      body: { methodId },
    });
    const cancel: Command = { label: 'cancel autopay', method: 'DELETE', url: `/api/billing/accounts/${account}/autopay` };
    expect(methods.length).toBeGreaterThan(0);
    await everyMixSerialisable(fc.constantFrom(...methods.slice(0, 2).map(enrol), cancel), accountState, { most: 4 });
  }, 60_000);

  it('changes the payment plan', async () => {
    const plan = (code: string): Command => ({
      label: `plan ${code}`,
      method: 'PUT',
      url: `/api/billing/policies/${auto}/payment-plan`,
      body: { plan: code },
    });
    await everyMixSerialisable(fc.constantFrom(plan('semiannual'), plan('quarterly')), () => policyState(auto), {
      most: 4,
      examples: [[plan('semiannual'), plan('semiannual'), plan('semiannual')]],
    });
  }, 60_000);

  it('sets paperless preferences', async () => {
    const paperless = (on: boolean): Command => ({
      label: `paperless ${on}`,
      method: 'PUT',
      url: `/api/profile/paperless/mutual/${account}`,
      body: { eBill: on, ePolicy: on },
    });
    await everyMixSerialisable(fc.constantFrom(paperless(true), paperless(false)), () => get('/api/profile/paperless'), { most: 4 });
  }, 60_000);

  it('saves and removes payment methods, with and against automatic payments', async () => {
    const save: Command = { label: 'save the card', method: 'POST', url: '/api/billing/payment-methods', body: { token } };
    const remove: Command = { label: `remove ${methods[0]}`, method: 'DELETE', url: `/api/billing/payment-methods/${methods[0]}` };
    const enrol: Command = {
      label: `autopay ${methods[0]}`,
      method: 'PUT',
      url: `/api/billing/accounts/${account}/autopay`,
      body: { methodId: methods[0] },
    };
    const read = async () => ({ ...(await accountState()), methods: await get('/api/billing/payment-methods') });
    await everyMixSerialisable(fc.constantFrom(save, remove, enrol), read, {
      most: 4,
      examples: [
        [enrol, remove],
        [save, save, save],
      ],
    });
  }, 60_000);

  it("names a vehicle's lenders", async () => {
    const lenders = (named: boolean): Command => ({
      label: named ? 'vehicle lender' : 'no vehicle lender',
      method: 'PUT',
      url: `/api/policies/${auto}/vehicles/V10002/lenders`,
      body: { effectiveDate: today, lenders: named ? [lender] : [] },
    });
    const read = async () => ({ policy: await policyState(auto), lenders: await get(`/api/policies/${auto}/vehicle-lenders`) });
    await everyMixSerialisable(fc.constantFrom(lenders(true), lenders(false)), read, { most: 4 });
  }, 60_000);

  it('records eProxy consent and claim email notifications', async () => {
    const eproxy = (consented: boolean): Command => ({
      label: `eproxy ${consented}`,
      method: 'PUT',
      url: '/api/profile/eproxy',
      body: { consented },
    });
    const notifications = (email: boolean): Command => ({
      label: `claim emails ${email}`,
      method: 'PUT',
      url: `/api/claims/${openClaim}/email-notifications`,
      body: { email },
    });
    const read = async () => ({ eproxy: await get('/api/profile/eproxy'), claim: await get(`/api/claims/${openClaim}`) });
    await everyMixSerialisable(fc.constantFrom(eproxy(true), eproxy(false), notifications(true), notifications(false)), read, { most: 3 });
  }, 60_000);

  it('finishes onboarding steps once, and completes onboarding only when they are', async () => {
    const step = (name: string, outcome: 'done' | 'skipped'): Command => ({
      label: `${name} ${outcome}`,
      method: 'POST',
      url: `/api/onboarding/steps/${name}`,
      body: { outcome },
    });
    const complete: Command = { label: 'complete', method: 'POST', url: '/api/onboarding/complete', body: {} };
    await everyMixSerialisable(
      fc.constantFrom(step('payment', 'done'), step('payment', 'skipped'), signing, complete),
      () => get('/api/onboarding', 'new.customer'),
      { loginId: 'new.customer', most: 3 },
    );
  }, 60_000);

  it('sends claim messages', async () => {
    const message = (body: string): Command => ({
      label: `message ${body}`,
      method: 'POST',
      url: `/api/claims/${openClaim}/messages`,
      body: { body },
    });
    const read = async () => {
      const answer = (await get(`/api/claims/${openClaim}/messages`)) as { messages: { body: string; from?: string }[] };
      return answer.messages.map((m) => m.body).sort();
    };
    await everyMixSerialisable(fc.constantFrom(message('Is the adjuster coming Monday?'), message('Photos are uploaded.')), read, {
      most: 4,
    });
  }, 60_000);
  it('keeps one primary email whatever changes of emails meet', async () => {
    const work = 'dwhitaker.work@example.net';
    const home = 'daniel.whitaker@example.com';
    await everyMixSerialisable(
      fc.constantFrom(
        postAs('add a primary email', '/api/profile/emails', { address: 'dan.whitaker@example.org', primary: true }),
        postAs('add an email', '/api/profile/emails', { address: 'dan.whitaker@example.org', primary: false }),
        postAs('primary: work', '/api/profile/emails/primary', { address: work }, 'PUT'),
        postAs('primary: home', '/api/profile/emails/primary', { address: home }, 'PUT'),
        postAs('remove work', '/api/profile/emails/remove', { address: work }),
      ),
      () => contactState('P100001'),
      {
        most: 4,
        examples: [
          [
            postAs('primary: work', '/api/profile/emails/primary', { address: work }, 'PUT'),
            postAs('remove work', '/api/profile/emails/remove', { address: work }),
          ],
          [
            postAs('primary: work', '/api/profile/emails/primary', { address: work }, 'PUT'),
            postAs('primary: home', '/api/profile/emails/primary', { address: home }, 'PUT'),
          ],
        ],
      },
    );
  }, 90_000);

  it('keeps one primary phone whatever changes of phones and the mailing address meet', async () => {
    const phone = (primary: boolean) =>
      postAs(`add ${primary ? 'a primary ' : 'a '}phone`, '/api/profile/phones', {
        number: '6145550199',
        kind: 'work',
        extension: null,
        primary,
      });
    const mailing = (line1: string) =>
      postAs(
        `mailing ${line1}`,
        '/api/profile/addresses/mailing',
        { line1, line2: null, city: 'Columbus', state: 'OH', zip: '43221' },
        'PUT',
      );
    await everyMixSerialisable(
      fc.constantFrom(
        phone(true),
        phone(false),
        postAs('primary: home phone', '/api/profile/phones/primary', { number: '614-555-0187' }, 'PUT'),
        postAs('primary: mobile', '/api/profile/phones/primary', { number: '614-555-0142' }, 'PUT'),
        postAs('remove home phone', '/api/profile/phones/remove', { number: '614-555-0187' }),
        mailing('1427 Maple Ridge Dr'),
        mailing('88 Elm St'),
      ),
      () => contactState('P100001'),
      {
        most: 4,
        examples: [
          [
            postAs('primary: home phone', '/api/profile/phones/primary', { number: '614-555-0187' }, 'PUT'),
            postAs('remove home phone', '/api/profile/phones/remove', { number: '614-555-0187' }),
          ],
          [phone(true), phone(true), phone(false)],
        ],
      },
    );
  }, 90_000);

  it('sets up a second factor once: one factor per method, its code used once', async () => {
    const confirmText = postAs('confirm texts', '/api/profile/mfa/confirm', { method: 'textMessage', code: codes.textFactor });
    const startApp = postAs('start an app', '/api/profile/mfa/authenticator-app', {});
    const startText = postAs('start texts', '/api/profile/mfa/text-message', { phone: '614-555-0187' });
    const read = async () => ({ factors: await get('/api/profile/mfa'), contact: await contactState('P100001') });
    await everyMixSerialisable(fc.constantFrom(confirmText, startApp, startText), read, {
      most: 4,
      examples: [
        [confirmText, confirmText, confirmText],
        [confirmText, startText],
      ],
    });
  }, 90_000);

  it('removes second factors and chooses the default: never a default missing, never a factor removed twice', async () => {
    const removeApp = () => postAs('remove the app', `/api/profile/mfa/${mfaFactors.authenticatorApp}/remove`, { code: totpNow() });
    const removeTexts = postAs('remove texts', `/api/profile/mfa/${mfaFactors.textMessage}/remove`, { code: codes.removal });
    const byDefault = (method: string) => postAs(`default ${method}`, `/api/profile/mfa/${mfaFactors[method]}/default`, {});
    const read = () => get('/api/profile/mfa', 'mfa.customer');
    await everyMixSerialisable(fc.constantFrom(removeApp(), removeTexts, byDefault('textMessage'), byDefault('authenticatorApp')), read, {
      loginId: 'mfa.customer',
      most: 4,
      examples: [
        [removeApp(), removeApp()],
        [removeTexts, removeTexts, byDefault('textMessage')],
        [removeApp(), removeTexts],
      ],
    });
  }, 90_000);

  it('enrols a mobile number in texts once, and changes its groups', async () => {
    const confirm = postAs('confirm texting', '/api/profile/texting/confirm', { code: codes.texting });
    const groups = (list: string[]) => postAs(`groups ${list.join()}`, '/api/profile/texting/groups', { groups: list }, 'PUT');
    const enrol = postAs('enrol texting', '/api/profile/texting/enroll', {
      phone: '614-555-0142',
      groups: ['Mutual_Policy'],
      consent: true,
      tcpaConsent: true,
    });
    const read = async () => ({ texting: await get('/api/profile/texting'), contact: await contactState('P100001') });
    await everyMixSerialisable(
      fc.constantFrom(confirm, groups(['Mutual_Claims', 'Mutual_Policy']), groups(['Mutual_Policy']), enrol),
      read,
      {
        most: 4,
        examples: [
          [confirm, confirm, confirm],
          [confirm, groups(['Mutual_Policy'])],
        ],
      },
    );
  }, 90_000);

  it('counts step-up proofs sent at once: only wrong ones reach the limit', async () => {
    const proof = (password: string) =>
      postAs(password === demoPassword ? 'right proof' : 'wrong proof', '/api/profile/step-up', { password });
    const read = async () => ({
      counter: await db().selectFrom('rate_limits').select('hits').where('key', '=', 'step-up:life.customer').execute(),
      grants: (await db().selectFrom('step_up_grants').select('login_id').where('login_id', '=', 'life.customer').execute()).length,
    });
    await everyMixSerialisable(fc.constantFrom(proof(demoPassword), proof('Not-the-password-1')), read, {
      loginId: 'life.customer',
      most: 5,
      examples: [[proof('Not-the-password-1'), proof('Not-the-password-1'), proof('Not-the-password-1'), proof(demoPassword)]],
    });
  }, 90_000);
  it('changes the login ID once: a change that waited for another answers as one after it (401, the sign-in ended)', async () => {
    const rename = (loginId: string) => postAs(`login ID ${loginId}`, '/api/profile/login-id', { loginId });
    // The caller's token ends with the change: the state is read from the records, not through the gateway.
    const read = async () => ({ signIn: await signInState('P100001'), notices: (await contactState('P100001')).notices });
    await everyMixSerialisable(fc.constantFrom(rename('dan.whitaker'), rename('daniel.w')), read, {
      most: 4,
      examples: [
        [rename('dan.whitaker'), rename('dan.whitaker'), rename('dan.whitaker')],
        [rename('dan.whitaker'), rename('daniel.w')],
      ],
    });
  }, 90_000);

  it('changes the password once: a change that waited for another answers 401 and counts no try', async () => {
    const change = (currentPassword: string, newPassword: string) =>
      postAs(`password ${currentPassword} -> ${newPassword}`, '/api/profile/password', { currentPassword, newPassword });
    const read = async () => {
      const user = await db().selectFrom('users').select('password_hash').where('party_id', '=', 'P100001').executeTakeFirstOrThrow();
      const passwords = ['New-Portal-2026!', 'Other-Portal-2026!', demoPassword];
      const checked = await Promise.all(passwords.map((p) => verifyPassword(p, user.password_hash)));
      return {
        signIn: await signInState('P100001'),
        password: passwords.filter((_, i) => checked[i]),
        tries: await db().selectFrom('rate_limits').select('hits').where('key', '=', 'profile:password:mutual.customer').execute(),
        notices: (await contactState('P100001')).notices,
      };
    };
    const right = change(demoPassword, 'New-Portal-2026!');
    await everyMixSerialisable(
      fc.constantFrom(right, change(demoPassword, 'Other-Portal-2026!'), change('Not-the-password-1', 'Other-Portal-2026!')),
      read,
      {
        most: 4,
        examples: [
          [right, right, right],
          [right, change('Not-the-password-1', 'Other-Portal-2026!')],
        ],
      },
    );
  }, 120_000);

  it('gives an email address to one customer only, however many add it at once', async () => {
    const add = (loginId: string, primary: boolean): Command => ({
      ...postAs(`${loginId} adds shared ${primary ? 'as primary' : ''}`, '/api/profile/emails', {
        address: 'shared.family@example.com',
        primary,
      }),
      as: headersOf(loginId),
    });
    const emailsOf = (partyId: string) =>
      db().selectFrom('party_emails').select(['address', 'is_primary']).where('party_id', '=', partyId).orderBy('address').execute();
    const read = async () => ({ mutual: await contactState('P100001'), mfa: await emailsOf('P100005') });
    await everyMixSerialisable(fc.constantFrom(add('mutual.customer', true), add('mfa.customer', true), add('mfa.customer', false)), read, {
      most: 3,
      examples: [[add('mutual.customer', true), add('mfa.customer', true)]],
    });
  }, 90_000);

  it('texts removal and step-up codes: each counted, never past the limit, never for a factor removed meanwhile', async () => {
    const removalCode = postAs('text a removal code', `/api/profile/mfa/${mfaFactors.textMessage}/code`, {});
    const appCode = postAs('a removal code of the app', `/api/profile/mfa/${mfaFactors.authenticatorApp}/code`, {});
    const stepUpCode = postAs('text a step-up code', '/api/profile/step-up/code', {});
    const removeTexts = postAs('remove texts', `/api/profile/mfa/${mfaFactors.textMessage}/remove`, { code: codes.removal });
    const read = async () => ({
      factors: await get('/api/profile/mfa', 'mfa.customer'),
      waiting: await db()
        .selectFrom('profile_codes')
        .select(['purpose', 'phone', 'attempts'])
        .where('login_id', '=', 'mfa.customer')
        .orderBy('purpose')
        .execute(),
      texts: (await contactState('P100005')).notices.filter((n) => n.recipient === '859-555-0134'),
      counted: await db()
        .selectFrom('rate_limits')
        .select(['key as counter', 'hits'])
        .where('key', 'like', '%mfa.customer')
        .orderBy('key')
        .execute(),
    });
    await everyMixSerialisable(fc.constantFrom(removalCode, appCode, stepUpCode, removeTexts), read, {
      loginId: 'mfa.customer',
      most: 6,
      examples: [
        [removalCode, removalCode, removalCode, removalCode, removalCode, removalCode],
        [removalCode, removeTexts],
        [stepUpCode, stepUpCode, removeTexts],
      ],
    });
  }, 120_000);

  it('stops texts once: a stop that met another answers as one after it (not enrolled)', async () => {
    const stop = postAs('stop texts', '/api/profile/texting/stop', {});
    const confirm = postAs('confirm texting', '/api/profile/texting/confirm', { code: codes.texting });
    const read = async () => ({
      texting: await get('/api/profile/texting'),
      optOuts: await db().selectFrom('texting_opt_outs').select('phone').where('party_id', '=', 'P100001').execute(),
      contact: await contactState('P100001'),
    });
    await everyMixSerialisable(fc.constantFrom(stop, confirm), read, {
      most: 4,
      examples: [
        [confirm, stop, stop],
        [stop, stop],
      ],
    });
  }, 90_000);

  it('sets life paperless preferences', async () => {
    const lifePaperless = (on: boolean) => postAs(`life paperless ${on}`, '/api/profile/paperless/life', { eBill: on, ePolicy: on }, 'PUT');
    const read = async () => ({ paperless: await get('/api/profile/paperless', 'life.customer'), contact: await contactState('P100002') });
    await everyMixSerialisable(fc.constantFrom(lifePaperless(true), lifePaperless(false)), read, { loginId: 'life.customer', most: 4 });
  }, 60_000);

  it('dismisses an offer once: a dismissal that met another answers as one after it (404, no longer offered)', async () => {
    await data.restore();
    const slots = ['accountBanner', 'accountModal', 'billingBanner', 'policiesBanner'];
    const offersNow = async () => {
      const answer = await customers.app.inject({
        method: 'POST',
        url: '/api/offers/prefetch',
        headers: headersOf('mutual.customer'),
        payload: { slots },
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { offers: { slot: string; kind: string; eventToken: string }[] }).offers;
    };
    const open = await offersNow();
    expect(open.length).toBeGreaterThan(1);
    const dismiss = (offer: { kind: string; eventToken: string }) =>
      postAs(`dismiss ${offer.kind}`, '/api/offers/dismissals', { eventToken: offer.eventToken });
    const read = async () => ({
      offers: (await offersNow()).map((o) => `${o.slot} ${o.kind}`).sort(),
      dismissed: await db().selectFrom('offer_dismissals').select('kind').where('party_id', '=', 'P100001').orderBy('kind').execute(),
    });
    await everyMixSerialisable(fc.constantFrom(dismiss(open[0]!), dismiss(open[1]!)), read, {
      most: 4,
      examples: [[dismiss(open[0]!), dismiss(open[0]!), dismiss(open[0]!)]],
    });
  }, 90_000);
  it('creates one sign-in per login ID and per policyholder', async () => {
    const create = (n: number, loginId: string): Command => ({
      label: `create ${loginId} with grant ${n}`,
      method: 'POST',
      url: '/api/account-creation/sign-ins',
      body: { grant: creationGrant(n), loginId, email: `casey${n}.ortiz@example.com`, password: 'New-Policy-2026!', agreedToTerms: true },
    });
    const read = async () => ({
      users: await db()
        .selectFrom('users')
        .select(['login_id', 'party_id'])
        .where('party_id', 'in', ['P900001', 'P900002'])
        .orderBy('login_id')
        .execute(),
      emails: await db()
        .selectFrom('party_emails')
        .select(['party_id', 'address'])
        .where('party_id', 'in', ['P900001', 'P900002'])
        .orderBy('address')
        .execute(),
    });
    await everyMixSerialisable(fc.constantFrom(create(1, 'casey.ortiz'), create(2, 'casey.ortiz'), create(1, 'c.ortiz')), read, {
      most: 4,
      examples: [
        [create(1, 'casey.ortiz'), create(2, 'casey.ortiz')],
        [create(1, 'casey.ortiz'), create(1, 'c.ortiz')],
      ],
    });
  }, 90_000);

  describe('the ways in and back in', () => {
    const creation = () => waysIn.creation;
    const sendCode = (to: 'email' | 'sms') =>
      postAs(`send a code by ${to}`, '/api/account-creation/verification-codes', {
        grant: creatingPolicyholder.grant,
        destinationId: to === 'email' ? creation().emailDestination : creation().smsDestination,
      });
    const checkCode = (right: boolean) =>
      postAs(right ? 'the right code' : 'a wrong code', '/api/account-creation/verification-codes/check', {
        grant: creatingPolicyholder.grant,
        code: right ? creation().code : wrongCodeFor(creation().code),
      });
    const openLink = () => postAs('open the link', '/api/account-creation/authorizations', { token: creation().linkToken });
    const creationState = async () => {
      const { partyId, email, mobile } = creatingPolicyholder;
      const grants = await db()
        .selectFrom('account_creation_grants')
        .select([
          'verified_at',
          'codes_sent',
          'code_attempts',
          'code_channel',
          sql<boolean>`code_hash is not null`.as('code_outstanding'),
          sql<boolean>`link_hash is not null`.as('link_outstanding'),
        ])
        .where('party_id', '=', partyId)
        .execute();
      const verified = grants.map((g) => JSON.stringify({ ...g, verified_at: g.verified_at !== null })).sort();
      return { grants: verified, messages: await messagesTo([email, mobile]) };
    };

    it('sends account verification codes no more often than the limit, also against codes checked', async () => {
      await everyMixSerialisable(fc.constantFrom(sendCode('email'), sendCode('sms'), checkCode(true)), creationState, {
        loginId: browserAt('creation'),
        most: 4,
        examples: [
          [sendCode('email'), sendCode('email'), sendCode('sms')],
          [checkCode(true), sendCode('sms')],
        ],
      });
    }, 90_000);

    it('counts account verification codes checked at once: the lockout holds, a right code verifies once', async () => {
      await everyMixSerialisable(fc.constantFrom(checkCode(true), checkCode(false)), creationState, {
        loginId: browserAt('creation'),
        most: 5,
        examples: [
          [checkCode(false), checkCode(false), checkCode(false)],
          [checkCode(true), checkCode(true)],
          [checkCode(false), checkCode(false), checkCode(true)],
        ],
      });
    }, 90_000);

    it('opens the emailed link once, also against codes checked at the same moment', async () => {
      await everyMixSerialisable(fc.constantFrom(openLink(), checkCode(true), checkCode(false)), creationState, {
        loginId: browserAt('creation'),
        most: 4,
        examples: [
          [openLink(), openLink(), openLink()],
          [openLink(), checkCode(true)],
          [openLink(), checkCode(false), checkCode(false)],
        ],
      });
    }, 90_000);

    const askReset = (loginId: string) => postAs(`reset ${loginId}`, '/api/recovery/password-resets', { loginId });
    it('asks for password reset codes no more often than the limit', async () => {
      const read = async () => ({
        resets: (await db().selectFrom('password_resets').select('attempts').where('login_id', '=', comingBack).execute()).length,
        counters: await countersOf('recovery:'),
        messages: (await db().selectFrom('outbox').select('id').where('subject', 'like', '%password reset code').execute()).length,
      });
      await everyMixSerialisable(fc.constantFrom(askReset(comingBack), askReset('Both.Customer'), askReset('nobody.concurrent')), read, {
        loginId: browserAt('reset'),
        most: 5,
        madeAnew: waysInAnew,
        examples: [[askReset(comingBack), askReset(comingBack), askReset(comingBack)]],
      });
    }, 90_000);

    it('sets a new password once per reset code: the lockout holds, a right code used twice resets once', async () => {
      const finish = (code: string, password: string) =>
        postAs(`${code === waysIn.reset.code ? 'right' : 'wrong'} code, ${password}`, '/api/recovery/password-resets/new-password', {
          ticket: waysIn.reset.ticket,
          code,
          password,
        });
      const [first, second] = ['Came-Back-2026!', 'Came-Back-2027!'];
      const right = (password: string) => finish(waysIn.reset.code, password);
      const wrong = finish(wrongCodeFor(waysIn.reset.code), first);
      const read = async () => {
        const user = await db()
          .selectFrom('users')
          .select(['password_hash', 'session_version'])
          .where('login_id', '=', comingBack)
          .executeTakeFirstOrThrow();
        const password = (await verifyPassword(first, user.password_hash))
          ? 'first'
          : (await verifyPassword(second, user.password_hash))
            ? 'second'
            : 'as it was';
        const resets = await db()
          .selectFrom('password_resets')
          .select(['attempts', sql<boolean>`code_hash is not null`.as('code_outstanding')])
          .where('login_id', '=', comingBack)
          .execute();
        return { password, sessionVersion: user.session_version, resets, counters: await countersOf('sign-in:login:') };
      };
      await everyMixSerialisable(fc.constantFrom(right(first), right(second), wrong), read, {
        loginId: browserAt('reset'),
        most: 4,
        examples: [
          [right(first), right(second)],
          [right(first), wrong, wrong],
          [wrong, wrong, right(second)],
        ],
      });
    }, 120_000);

    it('counts passwords sent at once to the sign-in form: the lockout holds exactly', async () => {
      const login = (password: string) =>
        postAs(password === demoPassword ? 'the right password' : 'a wrong password', `/oidc/interaction/${waysIn.atForm.uid}/login`, {
          loginId: comingBack,
          password,
        });
      const [right, wrong] = [login(demoPassword), login('Not-the-password-1')];
      await everyMixSerialisable(fc.constantFrom(right, wrong), () => countersOf('sign-in:'), {
        loginId: browserAt('atForm'),
        most: 5,
        madeAnew: waysInAnew,
        examples: [
          [right, wrong, wrong, wrong],
          [right, right],
        ],
      });
    }, 120_000);

    const challengeOf = async (uid: string) => ({
      challenge: await db()
        .selectFrom('mfa_challenges')
        .select(['method', 'attempts', 'sends', sql<boolean>`code_hash is not null`.as('code_outstanding')])
        .where('uid', '=', uid)
        .execute(),
      counters: [...(await countersOf('mfa:')), ...(await countersOf('sign-in:')), ...(await countersOf('sms-code:'))],
      texts: await messagesTo([mfaPhone]),
    });
    const securityCode = (uid: string, code: string, label: string) => postAs(label, `/oidc/interaction/${uid}/security-code`, { code });

    it('counts security codes sent at once: the lockout holds, a right code passes once', async () => {
      const code = totpNow();
      const right = securityCode(waysIn.byApp.uid, code, 'the right code');
      const wrong = securityCode(waysIn.byApp.uid, wrongCodeFor(code), 'a wrong code');
      await everyMixSerialisable(fc.constantFrom(right, wrong), () => challengeOf(waysIn.byApp.uid), {
        loginId: browserAt('byApp'),
        most: 4,
        madeAnew: waysInAnew,
        examples: [
          [right, right],
          [wrong, wrong, wrong],
          [wrong, wrong, right],
        ],
      });
    }, 120_000);

    it('switches a sign-in to texts and back: an old code never passes after a new one is sent', async () => {
      const { uid, code } = waysIn.byText;
      const choose = (method: string) => postAs(`choose ${method}`, `/oidc/interaction/${uid}/security-code/method`, { method });
      const right = securityCode(uid, code, 'the texted code');
      const wrong = securityCode(uid, wrongCodeFor(code), 'a wrong code');
      await everyMixSerialisable(fc.constantFrom(choose('textMessage'), choose('authenticatorApp'), right, wrong), () => challengeOf(uid), {
        loginId: browserAt('byText'),
        most: 4,
        madeAnew: waysInAnew,
        examples: [
          [choose('textMessage'), right],
          [choose('textMessage'), choose('textMessage'), choose('textMessage')],
          [right, right],
        ],
      });
    }, 120_000);
  });

  it('adds a driver to a policy once per request, priced on what the one before left', async () => {
    const driver = (firstName: string): Command => ({
      label: `add ${firstName}`,
      method: 'POST',
      url: `/api/selfservice/${auto}/drivers`,
      body: {
        effectiveDate: today,
        driver: {
          firstName,
          lastName: 'Whitaker',
          dateOfBirth: `${Number(today.slice(0, 4)) - 17}-03-14`,
          licenseState: 'OH',
          yearsLicensed: 1,
          relationship: 'child',
        },
      },
    });
    const read = async () => ({
      policy: await policyState(auto),
      drivers: await db().selectFrom('drivers').select(['first_name']).where('policy_number', '=', auto).orderBy('first_name').execute(),
    });
    await everyMixSerialisable(fc.constantFrom(driver('Riley'), driver('Jordan'), coverageEdit(auto, 'auto.COLL', '1000')), read, {
      most: 3,
      examples: [[driver('Riley'), driver('Jordan')]],
    });
  }, 90_000);

  it("stores a visit's overlapping batches once each, and links it to the customer once", async () => {
    // Dispatched before the batches arrive (a later time is clamped to the arrival's, which differs from run to run).
    const at = recorded.openedAt - 60_000;
    const entry = (seq: number) =>
      seq % 4 === 0
        ? {
            seq,
            at: at + seq * 1000,
            type: 'api/callFailed',
            payload: { call: 'raceCheck', actionName: null, status: 503, error: 'http', message: 'Service unavailable' },
            v: CATALOGUE_VERSION,
          }
        : {
            seq,
            at: at + seq * 1000,
            type: 'app/pageViewed',
            payload: { route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false },
            v: CATALOGUE_VERSION,
          };
    const batch = (first: number, last: number, signedIn: boolean): Command => ({
      label: `actions ${first} to ${last}${signedIn ? ' signed in' : ''}`,
      method: 'POST',
      url: `/api/sessions/${recorded.visitId}/actions`,
      body: { entries: Array.from({ length: last - first + 1 }, (_, i) => entry(first + i)) },
      as: { [visitSecretHeader]: recorded.secret, ...(signedIn ? headersOf('mutual.customer') : {}) },
    });
    const read = async () => ({
      visit: await db()
        .selectFrom('recorded_sessions')
        .select([
          'action_count',
          'error_count',
          'login_id',
          'party_id',
          sql<string>`started_at::text`.as('first'),
          sql<string>`last_at::text`.as('last'),
        ])
        .where('visit_id', '=', recorded.visitId)
        .executeTakeFirst(),
      actions: await db()
        .selectFrom('recorded_actions')
        .select(['seq', 'type'])
        .where('visit_id', '=', recorded.visitId)
        .orderBy('seq')
        .execute(),
    });
    await everyMixSerialisable(fc.constantFrom(batch(1, 5, false), batch(3, 8, false), batch(6, 9, true), batch(1, 5, true)), read, {
      most: 4,
      examples: [
        [batch(1, 5, false), batch(1, 5, false), batch(3, 8, false)],
        [batch(6, 9, true), batch(3, 8, false)],
      ],
    });
  }, 90_000);

  it('files a claim once per request', async () => {
    const lossDate = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const filing = (description: string): Command => ({
      label: `file ${description}`,
      method: 'POST',
      url: '/api/claims',
      body: {
        lossDate,
        policyNumber: auto,
        loss: {
          kind: 'auto',
          vehicleId: 'V10001',
          otherVehicleInvolved: false,
          description,
          glass: { locations: ['windshield'], incidentType: 'rock-chip' },
          towAmountCents: null,
          vehicleRecovered: null,
          vehicleDamaged: true,
          damageDescription: 'A chip and a crack across the windshield',
          vehicleLocation: 'At home',
          driver: 'Daniel Whitaker',
        },
        anyoneInjured: false,
        lossLocation: 'I-70 near Columbus, OH',
        additionalInformation: '',
        contact: { phone: '614-555-0142', email: 'daniel.whitaker@example.com' },
        textNotifications: true,
      },
    });
    const read = async () =>
      (await db().selectFrom('claims').select(['policy_number', 'loss_date', 'status']).where('party_id', '=', 'P100001').execute())
        .map((c) => JSON.stringify(c))
        .sort();
    await everyMixSerialisable(fc.constantFrom(filing('A rock hit the windshield'), filing('A second rock')), read, { most: 3 });
  }, 90_000);

  it('sends ID cards by email and by mail to the contact details as they stand', async () => {
    const email = (address: string) => postAs(`cards to ${address}`, `/api/policies/${auto}/id-cards/email`, { email: address });
    const mail = postAs('cards by mail', `/api/policies/${auto}/id-cards/mail`, undefined);
    const work = 'dwhitaker.work@example.net';
    const removeWork = postAs('remove work', '/api/profile/emails/remove', { address: work });
    const mailing = postAs(
      'mailing 88 Elm St',
      '/api/profile/addresses/mailing',
      { line1: '88 Elm St', line2: null, city: 'Columbus', state: 'OH', zip: '43221' },
      'PUT',
    );
    await everyMixSerialisable(
      fc.constantFrom(email(work), email('daniel.whitaker@example.com'), mail, removeWork, mailing),
      () => contactState('P100001'),
      {
        most: 4,
        examples: [
          [email(work), removeWork],
          [mail, mailing, mail],
        ],
      },
    );
  }, 90_000);

  it('binds a quote once: a bind meeting another waits and answers the policy it made', async () => {
    const bind: Command = { label: 'bind', method: 'POST', url: `/quoting-api/quotes/${quoteToBind}/bind`, body: { answers: {} } };
    const read = async () => ({
      quote: await db().selectFrom('quotes').select(['status']).where('quote_id', '=', quoteToBind).executeTakeFirstOrThrow(),
      policies: await db()
        .selectFrom('policies')
        .innerJoin('parties', 'parties.party_id', 'policies.party_id')
        .select(['policies.line_of_business', 'policies.status', 'policies.premium_cents'])
        .where('parties.last_name', '=', 'Concurrent')
        .execute(),
    });
    // The policy and account a bind makes are numbered anew each run.
    const madeAnew: [RegExp, string][] = [
      [/\b[A-Z0-9]{6}-\d{4}\b/g, 'policy#'],
      [/\bN\d{10}\b/g, 'account#'],
    ];
    await everyMixSerialisable(fc.constant(bind), read, { loginId: quoteBuyer, most: 4, madeAnew, examples: [[bind, bind, bind, bind]] });
  }, 90_000);

  it.each([
    ['a quote', 'online'],
    ['a life quote', 'life'],
  ] as const)(
    'e-mails %s no more often than its limit, however many copies are asked for at once',
    async (_, line) => {
      const quoteId = line === 'life' ? referredLifeQuote : emailing.quoteId;
      const copy = (email: string): Command => ({
        label: `e-mail to ${email}`,
        method: 'POST',
        url: line === 'life' ? `/quoting-api/life/quotes/${quoteId}/emails` : `/quoting-api/quotes/${quoteId}/emails`,
        body: { email },
      });
      const read = async () => ({
        links: await db()
          .selectFrom('quote_email_links')
          .select(['email', 'purpose'])
          .where(line === 'life' ? 'life_quote_id' : 'quote_id', '=', quoteId)
          .orderBy('email')
          .execute(),
        emails: await db()
          .selectFrom('outbox')
          .select(['recipient', 'subject'])
          .where('recipient', 'like', `%.${line}.copy@example.com`)
          .orderBy('recipient')
          .execute(),
      });
      const addresses = [`copy0.${line}.copy@example.com`, `copy1.${line}.copy@example.com`] as const;
      const asked = Array.from({ length: quoteEmailsPerQuote + 1 }, (_, i) => copy(addresses[i % 2]!));
      await everyMixSerialisable(fc.constantFrom(copy(addresses[0]), copy(addresses[1])), read, {
        loginId: line === 'life' ? lifeQuoter : quoteEmailer,
        most: quoteEmailsPerQuote + 1,
        examples: [asked],
      });
    },
    90_000,
  );

  it("opens an e-mailed quote's link once, however many tabs open it at once", async () => {
    const open: Command = {
      label: 'open the link',
      method: 'POST',
      url: '/quoting-api/quote-links/open',
      body: { token: emailing.linkToken },
    };
    const read = async () =>
      db()
        .selectFrom('quote_email_links')
        .select(['purpose', sql<boolean>`used_at is not null`.as('used')])
        .where('quote_id', '=', emailing.quoteId)
        .execute();
    await everyMixSerialisable(fc.constant(open), read, { loginId: quoteEmailer, most: 4, examples: [[open, open, open, open]] });
  }, 60_000);

  it('keeps one lead per quote, however many referrals to an agent meet: the last asked stands', async () => {
    const refer = (name: string, timeWindow: 'morning' | 'evening'): Command => ({
      label: `refer ${name}`,
      method: 'POST',
      url: `/quoting-api/quotes/${emailing.quoteId}/referral`,
      body: { name, phone: '6145550142', timeWindow, consent: true },
    });
    const read = async () =>
      db().selectFrom('quote_leads').select(['name', 'phone', 'time_window', 'status']).where('quote_id', '=', emailing.quoteId).execute();
    await everyMixSerialisable(fc.constantFrom(refer('Alex Concurrent', 'morning'), refer('Sam Concurrent', 'evening')), read, {
      loginId: quoteEmailer,
      most: 4,
      // A lead's reference is drawn anew when it is made: each run's differs.
      madeAnew: [[/\bL\d{8}\b/g, 'reference#']],
      examples: [[refer('Alex Concurrent', 'morning'), refer('Alex Concurrent', 'morning'), refer('Sam Concurrent', 'evening')]],
    });
  }, 60_000);

  it('keeps one lead per life quote, however many referrals to an agent meet: the last asked stands', async () => {
    const refer = (name: string, timeWindow: 'morning' | 'evening'): Command => ({
      label: `refer ${name}`,
      method: 'POST',
      url: `/quoting-api/life/quotes/${referredLifeQuote}/referral`,
      body: { name, phone: '6145550142', timeWindow, consent: true },
    });
    const read = async () =>
      db()
        .selectFrom('quote_leads')
        .select(['name', 'phone', 'time_window', 'status'])
        .where('life_quote_id', '=', referredLifeQuote)
        .execute();
    await everyMixSerialisable(fc.constantFrom(refer('Alex Lifeconcurrent', 'morning'), refer('Sam Lifeconcurrent', 'evening')), read, {
      loginId: lifeQuoter,
      most: 4,
      madeAnew: [[/\bL\d{8}\b/g, 'reference#']],
      examples: [
        [refer('Alex Lifeconcurrent', 'morning'), refer('Alex Lifeconcurrent', 'morning'), refer('Sam Lifeconcurrent', 'evening')],
      ],
    });
  }, 60_000);

  it('holds one request to see the screen per conversation, however many are asked at once', async () => {
    const ask: Command = {
      label: 'ask to see the screen',
      method: 'POST',
      url: '/api/support/live-assist/shares',
      body: { conversationId: liveAssist.unasked },
    };
    const read = () =>
      db()
        .selectFrom('live_assist_shares')
        .select(['status', 'agent_login_id', 'customer_login_id'])
        .where('conversation_id', '=', liveAssist.unasked)
        .execute();
    await everyMixSerialisable(fc.constant(ask), read, { loginId: supportAgent, most: 4, examples: [[ask, ask, ask]] });
  }, 90_000);

  it('answers a request to see the screen once: agreed, declined or stopped by either side, never two of them', async () => {
    const share = `/live-assist/shares/${liveAssist.requestedShare}`;
    const customer = headersOf('mutual.customer');
    const consent: Command = {
      label: 'agree',
      method: 'POST',
      url: `/api${share}/consent`,
      body: { visitId: liveAssist.visitId },
      as: customer,
    };
    const decline: Command = { label: 'decline', method: 'POST', url: `/api${share}/decline`, as: customer };
    const stop: Command = { label: 'customer stops', method: 'POST', url: `/api${share}/stop`, as: customer };
    const agentStop: Command = { label: 'agent stops', method: 'POST', url: `/api/support${share}/stop`, as: headersOf(supportAgent) };
    const read = async () => ({
      share: await db()
        .selectFrom('live_assist_shares')
        .select(['status', 'visit_id', 'ended_reason'])
        .where('share_id', '=', liveAssist.requestedShare)
        .executeTakeFirstOrThrow(),
      audit: (
        await db().selectFrom('live_assist_audit').select(['kind', 'by_role']).where('share_id', '=', liveAssist.requestedShare).execute()
      )
        .map((r) => `${r.kind} by ${r.by_role}`)
        .sort(),
    });
    await everyMixSerialisable(fc.constantFrom(consent, decline, stop, agentStop), read, {
      most: 4,
      examples: [
        [consent, decline, agentStop],
        [consent, consent, stop],
        [decline, decline, agentStop, stop],
      ],
    });
  }, 120_000);

  it('counts chat messages sent at once: never more than the limit get through', async () => {
    const partyId = `chat-concurrency-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: chat.messageLimit.hits + 3 }, () => withinChatMessageLimit(db(), partyId)));
    expect(answers.filter(Boolean)).toHaveLength(chat.messageLimit.hits);
  }, 30_000);

  it("files a guest's claim once per request, within the look-up limits", async () => {
    const filing = (description: string): Command => ({
      label: `guest files ${description}`,
      method: 'POST',
      url: '/api/guest-claims',
      body: {
        line: 'auto',
        filer: 'policyholder',
        policy: { policyNumber: auto, lastName: 'Whitaker', zip: '43221' },
        loss: {
          kind: 'auto',
          description,
          glass: { locations: ['windshield'], incidentType: 'rock-chip' },
          otherVehicleInvolved: false,
          anyoneInjured: false,
          vehicle: { year: '2021', make: 'Toyota', model: 'Camry' },
        },
        incidentDate: addCalendarDays(today, -3),
        incidentTime: '',
        incidentLocation: 'I-70 near Columbus, OH',
        additionalDetails: '',
        reporter: { firstName: 'Daniel', lastName: 'Whitaker', relationship: 'self' },
        contact: { phone: '614-555-0142', email: 'dan.guest@example.org' },
      },
    });
    const read = async () => ({
      claims: (
        await db()
          .selectFrom('claims')
          .select(['policy_number', 'party_id', 'claim_type', 'status', 'summary'])
          .where('channel', '=', 'guest')
          .execute()
      )
        .map((c) => JSON.stringify(c))
        .sort(),
      emails: await outboxSince(),
      counters: await guestCounters(),
    });
    const same = filing('A stone cracked the windshield');
    // Five look-ups of one policy a window: the sixth filing at once is refused as a sixth one after would be.
    await everyMixSerialisable(fc.constantFrom(same, filing('A second stone')), read, {
      loginId: guestFiler,
      most: 6,
      madeAnew: [[/\b\d{11}\b/g, 'claim#']],
      examples: [[same, same, same, same, same, same]],
    });
  }, 120_000);

  it('counts guest look-ups of a claim: never more found than the limits let through', async () => {
    const lookUp = (lossDate: string): Command => ({
      label: `look up ${lossDate}`,
      method: 'POST',
      url: '/api/guest-claims/upload-lookups',
      body: { fileNumber: openClaim, lossDate },
    });
    const found = lookUp(openClaimLossDate);
    await everyMixSerialisable(fc.constantFrom(found, lookUp('2020-01-01')), guestCounters, {
      loginId: guestFiler,
      most: 6,
      examples: [[found, found, found, found, found, found]],
    });
  }, 90_000);

  it("holds guest notes and files no further than the claim's and the grant's limits", async () => {
    const note = (details: string): Command => ({
      label: `note ${details}`,
      method: 'POST',
      url: '/api/guest-claims/details',
      body: { details },
    });
    const photo = (name: string): Command => ({
      label: `photo ${name}`,
      method: 'POST',
      url: '/api/guest-claims/uploads',
      // A PDF of photoBytes bytes (its type is read from its content).
      body:
        `--${uploadBoundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n` +
        `%PDF-1.4\n${'x'.repeat(photoBytes - 9)}\r\n--${uploadBoundary}--\r\n`,
    });
    const read = async () => ({
      held: await db()
        .selectFrom('claim_guest_holdings')
        .select(['kind', 'note', 'file_name', 'size_bytes'])
        .where('file_number', '=', openClaim)
        .orderBy('kind')
        .orderBy('note')
        .orderBy('file_name')
        .execute(),
      counters: await guestCounters(),
    });
    const first = note('The hail came through the north windows.');
    await everyMixSerialisable(fc.constantFrom(first, note('Photos of the roof follow.')), read, {
      loginId: guestSender,
      most: 4,
      examples: [[first, first, first, first]],
    });
    const side = photo('side.pdf');
    await everyMixSerialisable(fc.constantFrom(side, photo('roof.pdf')), read, {
      loginId: guestUploader,
      most: 4,
      examples: [[side, side, side, side]],
    });
  }, 120_000);

  it("answers a claim's messages from the support console, each answer with the conversation as it stood", async () => {
    const answer = (body: string): Command => ({
      label: `answer ${body}`,
      method: 'POST',
      url: `/api/support/claim-messages/${openClaim}`,
      body: { body },
    });
    const read = async () =>
      ((await get(`/api/claims/${openClaim}/messages`)) as { messages: { author: string; body: string }[] }).messages.map((m) => [
        m.author,
        m.body,
      ]);
    const monday = answer('The adjuster comes Monday at 10.');
    await everyMixSerialisable(fc.constantFrom(monday, answer('We received your photos.')), read, {
      loginId: supportAgent,
      most: 4,
      examples: [[monday, answer('We received your photos.'), monday]],
    });
  }, 90_000);

  it('starts a life application once, on the term last chosen', async () => {
    const start = (termYears: number, phone: string): Command => ({
      label: `apply for ${termYears} years, ${phone}`,
      method: 'POST',
      url: `/quoting-api/life/quotes/${lifeQuoteId}/application`,
      body: { termYears, phone, email: 'pat.applicant@example.com' },
    });
    const read = async () => {
      const row = await db()
        .selectFrom('life_quotes')
        .select(['premiums', 'applicant_phone', 'applicant_email', 'application_started_at'])
        .where('quote_id', '=', lifeQuoteId)
        .executeTakeFirstOrThrow();
      const started = await db()
        .selectFrom('life_quotes')
        .select(sql<number>`count(*)::integer`.as('count'))
        .where('application_started_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return { ...row, started: started.count };
    };
    await everyMixSerialisable(fc.constantFrom(start(10, '6145550142'), start(20, '6145550199')), read, {
      loginId: lifeApplicant,
      most: 4,
    });
  }, 90_000);

  const onQuote =
    (quoteId: string) =>
    (label: string, method: Command['method'], path: string, body: unknown): Command => ({
      label,
      method,
      url: `/quoting-api/quotes/${quoteId}/${path}`,
      body,
    });
  /** The commands on the quote being answered, and on the quote ready to bind (with the bind itself). */
  const answering = () => {
    const on = onQuote(quoteAnswered);
    return {
      payInFull: on('pay in full', 'PUT', 'sections/discounts', { paperless: true, payInFull: true }),
      secondCar: on('a second car', 'PUT', 'sections/vehicle', {
        vehicles: [
          { year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F34MA000001', use: 'commute' },
          { year: 2019, make: 'Honda', model: 'Civic', vin: '2HGFC2F59KH000002', use: 'pleasure' },
        ],
      }),
      collision: on('collision 250', 'POST', 'rate', { coverageChoices: { 'auto.COLL': '250' } }),
      injury: on('injury 250/500', 'POST', 'rate', { coverageChoices: { 'auto.BI': '250/500' } }),
      steps: bindSteps.auto.map((step) => on(`bind step ${step}`, 'PUT', `bind/${step}`, bindStepAnswers(step))),
    };
  };
  /** A change meeting the bind of its quote: made before it, or refused after it (a bought quote is never changed). */
  async function meetingTheBind(change: Command) {
    const bind = onQuote(quoteToBind)('bind', 'POST', 'bind', { answers: {} });
    await everyMixSerialisable(fc.constantFrom(bind, change), () => quoteState(quoteToBind), {
      loginId: quoteBuyer,
      most: 3,
      madeAnew: [
        [/\b[A-Z0-9]{6}-\d{4}\b/g, 'policy#'],
        [/\bN\d{10}\b/g, 'account#'],
      ],
      examples: [
        [bind, change],
        [change, bind],
      ],
    });
  }

  it("saves a quote's sections at once: none lost, the premium that of the answers saved", async () => {
    const { payInFull, secondCar, injury } = answering();
    await everyMixSerialisable(fc.constantFrom(payInFull, secondCar, injury), () => quoteState(quoteAnswered), {
      loginId: quoteApplicant,
      most: 4,
      examples: [
        [payInFull, secondCar],
        [secondCar, injury],
      ],
    });
    await meetingTheBind(onQuote(quoteToBind)('pay monthly', 'PUT', 'sections/discounts', { paperless: false, payInFull: false }));
  }, 120_000);

  it("rates a quote's coverage choices at once: none lost, the premium that of the choices saved", async () => {
    const { collision, injury } = answering();
    await everyMixSerialisable(fc.constantFrom(collision, injury), () => quoteState(quoteAnswered), {
      loginId: quoteApplicant,
      most: 4,
      examples: [[collision, injury]],
    });
    await meetingTheBind(onQuote(quoteToBind)('injury 250/500', 'POST', 'rate', { coverageChoices: { 'auto.BI': '250/500' } }));
  }, 120_000);

  it("saves a quote's bind steps at once: none lost", async () => {
    const { steps, collision } = answering();
    await everyMixSerialisable(fc.constantFrom(collision, ...steps), () => quoteState(quoteAnswered), {
      loginId: quoteApplicant,
      most: 4,
      examples: [
        [steps[0]!, steps[1]!, steps[2]!],
        [steps[3]!, collision],
      ],
    });
    await meetingTheBind(onQuote(quoteToBind)('bind step drivers', 'PUT', 'bind/drivers', bindStepAnswers('drivers')));
  }, 120_000);
});

onServer('passkeys used several times at once (PostgreSQL server)', () => {
  const authenticator = new SoftwareAuthenticator();
  let headers: Record<string, string> = {};
  const post = (url: string, payload: object, key: string) =>
    customers.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload });

  beforeAll(async () => {
    headers = bearer(await mintToken(db(), { sub: 'life.customer' }));
    const proof = await customers.app.inject({ method: 'POST', url: '/api/profile/step-up', headers, payload: { password: demoPassword } });
    expect(proof.statusCode).toBe(200);
    headers = { ...headers, 'x-step-up-grant': proof.json().grant as string };
  });

  it('sets up a passkey once: the same answer sent at once with different keys keeps one passkey', async () => {
    const options = await post('/api/profile/passkeys/options', {}, `cc-passkey-options-${randomUUID()}`);
    expect(options.statusCode).toBe(200);
    const response = authenticator.register(options.json());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/profile/passkeys', { name: 'Phone', response }, `cc-passkey-${randomUUID()}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) expect(refused.json().error).toBe('passkey_setup_expired');
    const kept = await db().selectFrom('passkeys').select('credential_id').where('login_id', '=', 'life.customer').execute();
    expect(kept).toEqual([{ credential_id: authenticator.id }]);
  }, 60_000);

  it('signs in with a passkey once: the same challenge answered several times at once signs in once', async () => {
    const { browser, uid } = await startSignIn(customers.app);
    const options = await browser.request('POST', `/oidc/interaction/${uid}/passkey/options`, { json: {} });
    expect(options.statusCode).toBe(200);
    const response = authenticator.assert(options.json());
    const cookie = browser.jar.headerFor(`/oidc/interaction/${uid}/passkey`) ?? '';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        customers.app.inject({
          method: 'POST',
          url: `/oidc/interaction/${uid}/passkey`,
          headers: { cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ response }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401]);
    for (const refused of answers.filter((a) => a.statusCode === 401)) expect(refused.json().error).toBe('passkey_not_accepted');
    expect(answers.find((a) => a.statusCode === 200)?.json()).toHaveProperty('redirectTo');
  }, 60_000);
});
