import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { delay } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import type { OfferPerformanceRow, SessionSummary } from '../../src/contract/support';
import { supportActions } from '../../src/support/catalogue';
import { redactAction } from '../../src/bus/redact';
import { initialSupportState, supportReducer, type SupportState } from '../../src/support/slice';
import { idleCapMs } from '../../src/support/replayer';
import { supportRoutes } from '../../src/shared/routes';
import {
  answerClaim,
  checkSignIn,
  loadClaimConversations,
  loadFailedJobs,
  loadLeads,
  loadOfferPerformance,
  markLead,
  openLead,
  openSession,
  playback,
  search,
  signOut,
} from '../../sagas/supportRoot';
import { fail, fakeServices, ok } from '../support/fakeServices';

const summary: SessionSummary = {
  visitId: 'visit-1',
  app: 'portal',
  loginId: 'mutual.customer',
  mobileApp: false,
  viewportWidth: 1280,
  startedAt: '2026-11-22T15:00:00.000Z',
  lastAt: '2026-11-22T15:01:00.000Z',
  actionCount: 4,
  errorCount: 0,
};
const agent = { loginId: 'support.agent', expiresAt: Date.UTC(2027, 0, 1), returnTo: null };
const reducer = combineReducers({ support: supportReducer });

/** Actions a second apart except one idle minute between the 2nd and 3rd. */
const entries: LogEntry[] = [0, 1_000, 61_000, 62_000].map((offset, i) => ({
  seq: i + 1,
  at: 1_000_000 + offset,
  type: 'app/pageViewed',
  v: CATALOGUE_VERSION,
  payload: { page: `Page ${i + 1}` },
}));
const withSession = (overrides: Partial<SupportState> = {}) => ({
  support: { ...initialSupportState, access: 'granted' as const, session: { summary, entries }, ...overrides },
});

/** Delays are not waited for: their lengths are collected instead. */
function recordDelays(waits: number[]): Partial<EffectProviders> {
  const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
  return {
    call(effect, next) {
      if (effect.fn !== delayFn) return next();
      waits.push(effect.args[0] as number);
      return undefined;
    },
  };
}

describe('support console: search', () => {
  it('sends the search to the gateway and lists the sessions found', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ sessions: [summary] }) });
    const { storeState } = await expectSaga(
      search,
      services,
      supportActions.searchRequested({ loginId: 'mutual.customer', journey: 'payment' }),
    )
      .withReducer(reducer)
      .put(supportActions.sessionsFound({ sessions: [summary] }))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([
      ['supportSessionSearch', { loginId: 'mutual.customer', journey: 'payment' }],
    ]);
    expect(storeState.support).toMatchObject({ access: 'granted', searching: false, sessions: [summary] });
  });

  it('shows the gateway refusing a customer, and sends an expired agent to sign in again', async () => {
    const refused = fakeServices({
      session: agent,
      gateway: () => fail(403, 'forbidden', 'The support console is for support agents only.'),
    });
    const { storeState } = await expectSaga(search, refused, supportActions.searchRequested({}))
      .withReducer(reducer)
      .put(supportActions.accessDenied({ message: 'The support console is for support agents only.' }))
      .run();
    expect(storeState.support).toMatchObject({ access: 'denied', message: 'The support console is for support agents only.' });

    const expired = fakeServices({ session: agent, gateway: () => fail(401, 'unauthorized', 'Sign in again') });
    const startSignIn = jest.spyOn(expired.auth, 'startSignIn');
    await expectSaga(search, expired, supportActions.searchRequested({})).put(supportActions.signInRequired()).run();
    expect(startSignIn).toHaveBeenCalledWith(supportRoutes.supportSessions.to({}));
  });

  it('shows any other failure and keeps the console usable', async () => {
    const services = fakeServices({ session: agent, gateway: () => fail(500, 'server_error', 'Something went wrong') });
    const { storeState } = await expectSaga(search, services, supportActions.searchRequested({})).withReducer(reducer).run();
    expect(storeState.support).toMatchObject({ searching: false, message: expect.any(String) });
    expect(storeState.support.access).not.toBe('denied');
  });
});

describe('support console: offer performance', () => {
  const offers: OfferPerformanceRow[] = [
    { kind: 'accountPaperless', experienceGroup: 'A', shown: 4, clicked: 1, dismissed: 2, clickRate: 0.25, dismissRate: 0.5 },
    { kind: 'accountPaperless', experienceGroup: 'B', shown: 2, clicked: 1, dismissed: 0, clickRate: 0.5, dismissRate: 0 },
  ];

  it('asks the gateway every time (offers are recorded as customers meet them) and keeps the rows', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ offers }) });
    await expectSaga(loadOfferPerformance, services).withReducer(reducer).run();
    const { storeState } = await expectSaga(loadOfferPerformance, services)
      .withReducer(reducer)
      .put(supportActions.offerPerformanceLoaded({ offers }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['supportOfferPerformance', 'supportOfferPerformance']);
    expect(storeState.support).toMatchObject({ access: 'granted', offers });
  });

  it('closes the console when the gateway refuses a customer', async () => {
    const services = fakeServices({
      session: agent,
      gateway: () => fail(403, 'forbidden', 'The support console is for support agents only.'),
    });
    const { storeState } = await expectSaga(loadOfferPerformance, services)
      .withReducer(reducer)
      .put(supportActions.accessDenied({ message: 'The support console is for support agents only.' }))
      .run();
    expect(storeState.support).toMatchObject({ access: 'denied', offers: null });
  });
});

describe('support console: opening a session', () => {
  it('loads the session, upgrades its entries, and starts at the first action', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ session: summary, entries }) });
    const { storeState } = await expectSaga(openSession, services, supportActions.sessionOpenRequested({ visitId: 'visit-1' }))
      .withReducer(reducer, withSession({ step: 3 }))
      .put.like({ action: { type: supportActions.sessionOpened.type } })
      .run();
    expect(services.sent.map((s) => [s.name, s.request.params])).toEqual([['supportSession', { visitId: 'visit-1' }]]);
    expect(storeState.support.session).toEqual({ summary, entries });
    expect(storeState.support.step).toBe(0);
  });

  it('asks the gateway again on the next open (a session grows while it is recorded)', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ session: summary, entries }) });
    const open = supportActions.sessionOpenRequested({ visitId: 'visit-1' });
    await expectSaga(openSession, services, open).withReducer(reducer).run();
    await expectSaga(openSession, services, open).withReducer(reducer).run();
    expect(services.sent).toHaveLength(2);
  });

  it('shows an unknown session as a failure, with no session open', async () => {
    const services = fakeServices({ session: agent, gateway: () => fail(404, 'not_found', 'There is no such session.') });
    const { storeState } = await expectSaga(openSession, services, supportActions.sessionOpenRequested({ visitId: 'nope-0000' }))
      .withReducer(reducer)
      .put(supportActions.callFailed({ message: 'There is no such session.' }))
      .run();
    expect(storeState.support.session).toBeNull();
  });
});

describe('support console: playback', () => {
  it('plays to the end at the customer pace, idle time skipped, and stops', async () => {
    const waits: number[] = [];
    const { storeState } = await expectSaga(playback)
      .withReducer(reducer, withSession())
      .provide(recordDelays(waits))
      .dispatch(supportActions.playbackStarted())
      .put(supportActions.stepSelected({ index: 3 }))
      .put(supportActions.playbackPaused())
      .silentRun(250);
    expect(waits).toEqual([1_000, idleCapMs, 1_000]);
    expect(storeState.support).toMatchObject({ step: 3, playing: false });
  });

  it('waits the whole idle minute when idle time is not skipped, shortened by the speed', async () => {
    const waits: number[] = [];
    await expectSaga(playback)
      .withReducer(reducer, withSession())
      .provide(recordDelays(waits))
      .dispatch(supportActions.skipIdleChosen({ skip: false }))
      .dispatch(supportActions.speedChosen({ speed: 4 }))
      .dispatch(supportActions.playbackStarted())
      .silentRun(250);
    expect(waits).toEqual([250, 15_000, 250]);
  });

  it('pauses where the agent pauses, and takes no further step', async () => {
    const { storeState } = await expectSaga(playback)
      .withReducer(reducer, withSession())
      .dispatch(supportActions.speedChosen({ speed: 2 }))
      .dispatch(supportActions.playbackStarted())
      .delay(700)
      .dispatch(supportActions.playbackPaused())
      .silentRun(1500);
    // 1 s at 2x is 500 ms: one step was taken before the pause, none after it (the next was due at 1250 ms).
    expect(storeState.support).toMatchObject({ step: 1, playing: false });
  });

  it('starts again from the first action when played at the end', async () => {
    const waits: number[] = [];
    const { storeState } = await expectSaga(playback)
      .withReducer(reducer, withSession({ step: 3 }))
      .provide(recordDelays(waits))
      .dispatch(supportActions.playbackStarted())
      .silentRun(250);
    expect(waits).toHaveLength(3);
    expect(storeState.support.step).toBe(3);
  });
});

describe('support console: sign-in', () => {
  it('sends an agent without a session to the portal sign-in, returning to the console', async () => {
    const services = fakeServices({ session: null });
    const startSignIn = jest.spyOn(services.auth, 'startSignIn');
    const { storeState } = await expectSaga(checkSignIn, services).withReducer(reducer).put(supportActions.signInRequired()).run();
    expect(startSignIn).toHaveBeenCalledWith(supportRoutes.supportSessions.to({}));
    expect(storeState.support.access).toBe('signInRequired');
  });

  it('lets a signed-in agent in without leaving the page, once the gateway confirms the role', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ loginId: 'support.agent' }) });
    const startSignIn = jest.spyOn(services.auth, 'startSignIn');
    const { storeState } = await expectSaga(checkSignIn, services)
      .withReducer(reducer)
      .not.put(supportActions.signInRequired())
      .put(supportActions.accessGranted())
      .run();
    expect(startSignIn).not.toHaveBeenCalled();
    expect(storeState.support.access).toBe('granted');
    expect(services.sent.map((s) => s.name)).toEqual(['supportAgent']);
  });

  it('refuses a signed-in customer as the console opens, before any search', async () => {
    const customer = { ...agent, loginId: 'mutual.customer' };
    const services = fakeServices({
      session: customer,
      gateway: () => fail(403, 'forbidden', 'The support console is for support agents only.'),
    });
    const { storeState } = await expectSaga(checkSignIn, services)
      .withReducer(reducer)
      .put(supportActions.accessDenied({ message: 'The support console is for support agents only.' }))
      .run();
    expect(storeState.support.access).toBe('denied');
    expect(services.sent.map((s) => s.name)).toEqual(['supportAgent']);
  });
});

describe('support console: claim messages', () => {
  const conversation = {
    fileNumber: '31025072093',
    customerName: 'Casey Jordan',
    answeredAs: 'Maria Alvarez',
    lastMessageAt: '2026-11-22T15:00:00.000Z',
    messageCount: 2,
    awaitingAnswer: false,
  };
  const answered = {
    conversation,
    messages: [
      { messageId: 'm1', author: 'customer', authorName: 'Casey Jordan', body: 'When?', sentAt: '2026-11-22T14:00:00.000Z', read: true },
      { messageId: 'm2', author: 'adjuster', authorName: 'Maria Alvarez', body: 'Friday', sentAt: '2026-11-22T15:00:00.000Z', read: false },
    ],
  };
  const answer = supportActions.claimAnswerRequested({ fileNumber: conversation.fileNumber, body: 'Friday' });

  it('lists the conversations the gateway gives', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ conversations: [{ ...conversation, awaitingAnswer: true }] }) });
    const { storeState } = await expectSaga(loadClaimConversations, services).withReducer(reducer).run();
    expect(storeState.support.conversations).toEqual([{ ...conversation, awaitingAnswer: true }]);
  });

  it('sends an answer with a key of its own and shows the conversation the gateway returns', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok(answered) });
    const { storeState } = await expectSaga(answerClaim, services, answer).withReducer(reducer).run();
    expect(services.sent).toEqual([
      expect.objectContaining({ name: 'supportClaimAnswer', request: expect.objectContaining({ idempotencyKey: 'id-1' }) }),
    ]);
    expect(storeState.support).toMatchObject({
      conversation: answered,
      answeredFile: conversation.fileNumber,
      answering: false,
      answerIntent: null,
    });
  });

  it('keeps the answer and its key after a failure, so the retry is the same answer', async () => {
    let calls = 0;
    const services = fakeServices({
      session: agent,
      gateway: () => (++calls === 1 ? fail(503, 'unavailable', 'The service is unavailable. Please try again.') : ok(answered)),
    });
    const failed = await expectSaga(answerClaim, services, answer).withReducer(reducer).run();
    expect(failed.storeState.support).toMatchObject({ answering: false, answerError: 'The service is unavailable. Please try again.' });
    await expectSaga(answerClaim, services, answer)
      .withReducer(reducer, failed.storeState as { support: SupportState })
      .run();
    const keys = services.sent.map((s) => (s.request as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toEqual(['id-1', 'id-1']);
  });

  it('closes the console when the gateway no longer sees an agent', async () => {
    const services = fakeServices({
      session: agent,
      gateway: () => fail(403, 'forbidden', 'The support console is for support agents only.'),
    });
    const { storeState } = await expectSaga(answerClaim, services, answer).withReducer(reducer).run();
    expect(storeState.support).toMatchObject({ access: 'denied', answerError: 'The support console is for support agents only.' });
  });
});

describe('failed jobs', () => {
  const job = {
    id: '0b6f1c52-3a5e-5d7c-9a43-2f7d8e1c0a11',
    kind: 'deliver-email',
    failedAt: '2026-11-27T14:00:00.000Z',
    reason: 'the mail server refused',
    data: '{"outboxId":41}',
  };

  it('asks the gateway again at every open and lists what it answers', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ jobs: [job] }) });
    await expectSaga(loadFailedJobs, services).withReducer(reducer).run();
    const { storeState } = await expectSaga(loadFailedJobs, services).withReducer(reducer).run();
    expect(services.sent.map((s) => s.name)).toEqual(['supportFailedJobs', 'supportFailedJobs']);
    expect(storeState.support).toMatchObject({ access: 'granted', failedJobs: [job] });
  });

  it('says why when the list cannot be had, and closes the console to a customer', async () => {
    const down = fakeServices({ session: agent, gateway: () => fail(503, 'unavailable', 'The service is unavailable. Please try again.') });
    const failed = await expectSaga(loadFailedJobs, down).withReducer(reducer).run();
    expect(failed.storeState.support).toMatchObject({ failedJobs: null, message: 'The service is unavailable. Please try again.' });
    const customer = fakeServices({
      session: agent,
      gateway: () => fail(403, 'forbidden', 'The support console is for support agents only.'),
    });
    const refused = await expectSaga(loadFailedJobs, customer).withReducer(reducer).run();
    expect(refused.storeState.support).toMatchObject({ access: 'denied' });
  });
});

describe('signing out of the console', () => {
  it("ends the agent's sign-in in this browser, forgets cached answers and leaves for the signed-out page", async () => {
    const services = fakeServices({ session: { loginId: 'support.agent', expiresAt: 2e12, returnTo: null, role: 'support' } });
    const ended = jest.spyOn(services.auth, 'signOut');
    services.queries.set('sessions', 1);
    await expectSaga(signOut, services).run();
    expect(ended).toHaveBeenCalled();
    expect(services.queries.get('sessions')).toBeUndefined();
    expect(services.assigned).toEqual(['/customers/forced-logout']);
  });
});

describe('leads', () => {
  const lead = {
    leadId: '5b1c8f0e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
    reference: 'L00012345',
    name: 'Robin Caller',
    phone: '6145550123',
    email: 'robin@example.com',
    timeWindow: 'afternoon' as const,
    knockoutCode: 'UNITS_OVER_4',
    status: 'new' as const,
    quoteType: 'home' as const,
    jobNumber: 'Q100001',
    createdAt: '2026-11-22T15:00:00.000Z',
    updatedAt: '2026-11-22T15:00:00.000Z',
  };
  const quote = {
    quoteId: 'q-1',
    jobNumber: 'Q100001',
    quoteType: 'home' as const,
    status: 'knockedOut' as const,
    sections: {
      customer: { firstName: 'Robin', lastName: 'Caller', dateOfBirth: '1982-07-09', email: 'robin@example.com', phone: '6145550123' },
    },
    coverageChoices: {},
    rating: null,
    knockout: { code: 'UNITS_OVER_4', reason: 'More than 4 units' },
    allowBind: false,
    expiresOn: '2026-12-22',
    policyNumber: null,
  };

  it('lists the leads the gateway gives', async () => {
    const services = fakeServices({ session: agent, gateway: () => ok({ leads: [lead] }) });
    const { storeState } = await expectSaga(loadLeads, services).withReducer(reducer).run();
    expect(storeState.support.leads).toEqual([lead]);
    expect(services.sent.map((s) => s.name)).toEqual(['supportLeads']);
  });

  it('opens a lead with its quote and marks it contacted, keeping contact details and dates of birth out of the log', async () => {
    const services = fakeServices({
      session: agent,
      gateway: (endpoint) => ok(endpoint.name === 'supportLeadMark' ? { lead: { ...lead, status: 'contacted' }, quote } : { lead, quote }),
    });
    const opened = await expectSaga(openLead, services, supportActions.leadOpenRequested({ leadId: lead.leadId }))
      .withReducer(reducer)
      .run();
    expect(opened.storeState.support.lead).toEqual({ lead, quote });
    const { storeState } = await expectSaga(
      markLead,
      services,
      supportActions.leadMarkRequested({ leadId: lead.leadId, status: 'contacted' }),
    )
      .withReducer(reducer)
      .withState(opened.storeState)
      .run();
    expect(storeState.support.lead?.lead.status).toBe('contacted');
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([
      ['supportLead', undefined],
      ['supportLeadMark', { status: 'contacted' }],
    ]);
    const logged = JSON.stringify(redactAction(supportActions.leadOpened({ lead, quote })));
    for (const secret of ['Robin Caller', '6145550123', 'robin@example.com', '1982-07-09']) expect(logged).not.toContain(secret);
  });

  it('shows a customer the refusal', async () => {
    const services = fakeServices({
      session: agent,
      gateway: () => fail(403, 'forbidden', 'The support console is for support agents only.'),
    });
    const { storeState } = await expectSaga(loadLeads, services).withReducer(reducer).run();
    expect(storeState.support.leads).toBeNull();
    expect(storeState.support.message).toBe('The support console is for support agents only.');
  });
});
