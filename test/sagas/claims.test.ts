import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { changeEmailNotifications, loadClaimDetails, openMessenger, sendMessage, showClaims } from '../../sagas/claims';
import { claimsActions } from '../../src/claims/catalogue';
import { claimsReducer, initialClaimsState, type ClaimsState } from '../../src/claims/slice';
import { appActions } from '../../src/shell/catalogue';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { redactAction } from '../../src/bus/redact';
import type { ClaimDetails, ClaimMessage, ClaimSummary } from '../../src/contract/claims';
import { fail, fakeServices, ok } from '../support/fakeServices';

const fileNumber = '31025061742';
const summary: ClaimSummary = {
  fileNumber: fileNumber as ClaimSummary['fileNumber'],
  lineOfBusiness: 'auto',
  claimType: 'collision',
  lossDate: '2026-11-12',
  status: 'open',
  policyNumber: 'C4M7X2-1001',
  summary: 'Rear-end collision',
  unreadMessages: 1,
};
const details: ClaimDetails = {
  claim: summary,
  lossLocation: 'Columbus, OH',
  reportedOn: '2026-11-12',
  closedOn: null,
  nextSteps: null,
  adjuster: { name: 'Maria Alvarez', phone: '614-555-0190', email: 'maria.alvarez@cardinalmutual.example' },
  coverages: [],
  payments: [],
  emailNotifications: true,
};
const fromAdjuster: ClaimMessage = {
  messageId: 'M1',
  author: 'adjuster',
  authorName: 'Maria Alvarez',
  body: 'The parts arrive this week.',
  sentAt: '2026-11-24T16:45:00.000Z',
  read: false,
};
const signedIn = { auth: { status: 'signedIn' } };
const view = (route: string, path: string) =>
  appActions.pageViewed({ route, page: 'Claim', category: 'claims', path, hasHash: false } as never);
const reducers = combineReducers({ claims: claimsReducer, analytics: analyticsReducer });

describe('a claim file', () => {
  it('loads a claim and fills the analytics claims group', async () => {
    const services = fakeServices({ gateway: () => ok(details) });
    const { storeState } = await expectSaga(loadClaimDetails, services, fileNumber)
      .withReducer(reducers)
      .put(claimsActions.detailsLoaded({ details }))
      .run();
    expect((storeState.analytics as DataLayer).claims).toEqual({
      claimFileNumber: fileNumber,
      claimsLOB: 'auto',
      claimsType: 'collision',
      claimStatus: 'open',
      emailStatus: 'subscribed',
    });
    expect(services.sent.map((s) => s.name)).toEqual(['claimDetails']);
  });

  it('does not ask the gateway about a malformed file number, and a 404 is not found', async () => {
    const services = fakeServices();
    await expectSaga(loadClaimDetails, services, '3102506174')
      .put(claimsActions.detailsNotFound({ fileNumber: '3102506174' }))
      .run();
    expect(services.sent).toEqual([]);
    await expectSaga(loadClaimDetails, fakeServices({ gateway: () => fail(404, 'not_found', 'We could not find that claim.') }), fileNumber)
      .put(claimsActions.detailsNotFound({ fileNumber }))
      .run();
    await expectSaga(loadClaimDetails, fakeServices({ gateway: () => 'network-failure' }), fileNumber)
      .put(claimsActions.detailsLoadFailed({ fileNumber, message: 'The gateway could not be reached.' }))
      .run();
  });

  it('lists the claims on /claims, the recent ones on the account landing, and then the new-message count', async () => {
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'newClaimMessageCount' ? ok({ count: 1 }) : ok({ claims: [summary] })),
    });
    await expectSaga(showClaims, services, view('claims', '/claims'))
      .withState(signedIn)
      .put(claimsActions.listLoaded({ claims: [summary] }))
      .put(claimsActions.newMessageCountLoaded({ count: 1 }))
      .run();
    await expectSaga(showClaims, services, view('account', '/account'))
      .withState(signedIn)
      .put(claimsActions.recentLoaded({ claims: [summary] }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['claimsList', 'newClaimMessageCount', 'recentClaims']);
  });
});

describe('the messenger', () => {
  it('marks new messages read on opening the conversation, and the count drops', async () => {
    const services = fakeServices({
      gateway: (endpoint) =>
        endpoint.name === 'claimMessages'
          ? ok({ fileNumber, messages: [fromAdjuster] })
          : endpoint.name === 'claimMessagesRead'
            ? ok({ fileNumber, unreadMessages: 0 })
            : ok(details),
    });
    const { storeState } = await expectSaga(openMessenger, services, fileNumber)
      .withReducer(reducers, {
        claims: { ...initialClaimsState, newMessageCount: 3, list: [summary], details: { [fileNumber]: details } },
      } as never)
      .put(claimsActions.messagesLoaded({ fileNumber, messages: [fromAdjuster] }))
      .put(claimsActions.messagesRead({ fileNumber }))
      .run();
    const claims = storeState.claims as ClaimsState;
    expect(claims.newMessageCount).toBe(2);
    expect(claims.list[0]!.unreadMessages).toBe(0);
    expect(claims.messages[fileNumber]!.every((m) => m.read)).toBe(true);
  });

  it('does not mark anything when every message was read', async () => {
    const services = fakeServices({ gateway: () => ok({ fileNumber, messages: [{ ...fromAdjuster, read: true }] }) });
    await expectSaga(openMessenger, services, fileNumber).not.put.actionType(claimsActions.messagesRead.type).run();
    expect(services.sent.map((s) => s.name)).toEqual(['claimMessages']);
  });

  it('sends a message with one idempotency key, kept for a retry after a failure', async () => {
    const sent: ClaimMessage = {
      ...fromAdjuster,
      messageId: 'M9',
      author: 'customer',
      authorName: 'Daniel Whitaker',
      body: 'Hello',
      read: true,
    };
    let attempt = 0;
    const services = fakeServices({
      gateway: () => (++attempt === 1 ? 'network-failure' : ok({ fileNumber, message: sent })),
    });
    const request = claimsActions.messageSendRequested({ fileNumber, body: 'Hello' });
    const first = await expectSaga(sendMessage, services, request)
      .withReducer(reducers)
      .put(claimsActions.messageIntentCreated({ fileNumber, body: 'Hello', key: 'id-1' }))
      .put(claimsActions.messageSendFailed({ fileNumber, message: 'The gateway could not be reached.' }))
      .run();
    const { storeState } = await expectSaga(sendMessage, services, request)
      .withReducer(reducers, first.storeState as never)
      .not.put.actionType(claimsActions.messageIntentCreated.type)
      .put(claimsActions.messageSent({ fileNumber, message: sent }))
      .run();
    expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
    expect((storeState.claims as ClaimsState).messages[fileNumber]).toEqual([sent]);
    expect((storeState.claims as ClaimsState).messageIntent).toBeNull();
  });

  it('keeps the words of a message out of the log', () => {
    const logged = redactAction(claimsActions.messageSendRequested({ fileNumber, body: 'My account is 123456789' }));
    expect(JSON.stringify(logged)).not.toContain('123456789');
    expect(JSON.stringify(logged)).not.toContain('My account');
  });
});

describe('email notifications', () => {
  it('saves the preference and records the emailStatus', async () => {
    const services = fakeServices({ gateway: () => ok({ fileNumber, emailNotifications: false }) });
    const { storeState } = await expectSaga(
      changeEmailNotifications,
      services,
      claimsActions.emailNotificationsChangeRequested({ fileNumber, email: false }),
    )
      .withReducer(reducers, reducers(undefined, claimsActions.detailsLoaded({ details })) as never)
      .put(claimsActions.emailNotificationsChanged({ fileNumber, emailNotifications: false }))
      .run();
    expect((storeState.analytics as DataLayer).claims.emailStatus).toBe('unsubscribed');
  });

  it('a refusal is kept for the form', async () => {
    const services = fakeServices({ gateway: () => fail(400, 'bad_request', 'No.') });
    const { storeState } = await expectSaga(
      changeEmailNotifications,
      services,
      claimsActions.emailNotificationsChangeRequested({ fileNumber, email: false }),
    )
      .withReducer(reducers)
      .put(claimsActions.emailNotificationsChangeFailed({ fileNumber, message: 'No.' }))
      .run();
    expect((storeState.claims as ClaimsState).preferenceError).toBe('No.');
  });
});
