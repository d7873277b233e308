import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { chat as chatConfig } from '../../config/product';
import { closedMessage, loadCustomerChat, loadOnPage, offerChat, offerOnClaimPages, runChatSocket } from '../../sagas/chat';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { appActions } from '../../src/shell/catalogue';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { chatActions } from '../../src/chat/catalogue';
import { chatReducer, initialChatState } from '../../src/chat/slice';
import { chatCloseCodes, type ChatConversation, type ChatMessage } from '../../src/contract/chat';
import { fakeServices } from '../support/fakeServices';

const conversation: ChatConversation = {
  conversationId: 'c-1',
  customer: 'mutual.customer',
  status: 'waiting',
  agent: null,
  startedAt: '2026-11-23T15:00:00.000Z',
};
const message = (author: ChatMessage['author'], text: string, id = text): ChatMessage => ({
  messageId: id,
  conversationId: 'c-1',
  author,
  text,
  sentAt: '2026-11-23T15:00:00.000Z',
});

const signedInAuth = { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer', expiresAt: 0 };
const reducer = combineReducers({ auth: authReducer, chat: chatReducer });

describe('the chat socket saga', () => {
  it('turns every socket frame into an action, every command into a frame, and a close into a cleared loading state', async () => {
    const services = fakeServices();
    const run = expectSaga(runChatSocket, services)
      .withReducer(reducer, { auth: signedInAuth, chat: { ...initialChatState, loading: true } })
      .put(chatActions.scriptLoaded({ role: 'customer', conversations: [conversation], messages: [message('customer', 'Hello')] }))
      .put(chatActions.messageReceived({ message: message('agent', 'How can I help?') }))
      .put(chatActions.conversationChanged({ conversation: { ...conversation, status: 'answered', agent: 'support.agent' } }))
      .put(chatActions.loadFailed({ code: chatCloseCodes.malformed, message: 'That is not a chat frame.' }))
      .run({ timeout: 1000, silenceTimeout: true });
    const emit = services.chatSocket.listener!;
    emit({
      kind: 'frame',
      frame: { type: 'ready', role: 'customer', conversations: [conversation], messages: [message('customer', 'Hello')] },
    });
    emit({ kind: 'frame', frame: { type: 'nonsense' } });
    emit({ kind: 'frame', frame: { type: 'message', message: message('agent', 'How can I help?') } });
    emit({ kind: 'frame', frame: { type: 'conversation', conversation: { ...conversation, status: 'answered', agent: 'support.agent' } } });
    emit({ kind: 'closed', code: chatCloseCodes.malformed, reason: 'That is not a chat frame.' });
    const { storeState } = await run;
    expect(storeState.chat).toMatchObject({ loading: false, scriptLoaded: false, error: 'That is not a chat frame.', unread: 1 });
    expect(services.chatSocket.closed).toBe(1);
  });

  it('sends the widget and desk commands as frames', async () => {
    const services = fakeServices();
    await expectSaga(runChatSocket, services)
      .withReducer(reducer)
      .dispatch(chatActions.messageSubmitted({ text: 'My windshield cracked' }))
      .dispatch(chatActions.takeRequested({ conversationId: 'c-1' }))
      .dispatch(chatActions.messageSubmitted({ text: 'On it', conversationId: 'c-1' }))
      .dispatch(chatActions.endRequested({ conversationId: 'c-1' }))
      .run({ timeout: 200, silenceTimeout: true });
    expect(services.chatSent).toEqual([
      { type: 'send', text: 'My windshield cracked' },
      { type: 'take', conversationId: 'c-1' },
      { type: 'send', text: 'On it', conversationId: 'c-1' },
      { type: 'end', conversationId: 'c-1' },
    ]);
  });

  it('asks a customer who is not signed in to sign in, without opening a socket', async () => {
    const services = fakeServices();
    await expectSaga(loadCustomerChat, services)
      .withReducer(reducer)
      .put(chatActions.loadFailed({ code: chatCloseCodes.unauthorized, message: 'Sign in to chat with us.' }))
      .run({ timeout: 200, silenceTimeout: true });
    expect(services.chatSocket.listener).toBeNull();
  });

  it('keeps the stored button flag once the chat has connected', async () => {
    const services = fakeServices();
    const run = expectSaga(loadCustomerChat, services)
      .withReducer(reducer, { auth: signedInAuth, chat: initialChatState })
      .put(chatActions.hoursChecked({ now: services.clock.now() }))
      .run({ timeout: 300, silenceTimeout: true });
    await Promise.resolve();
    services.chatSocket.listener!({ kind: 'frame', frame: { type: 'ready', role: 'customer', conversations: [], messages: [] } });
    await run;
    expect(services.local.get(chatConfig.buttonFlagKey)).toBe('true');
  });

  it('gives a gateway close a message a customer can act on', () => {
    expect(closedMessage(chatCloseCodes.unauthorized, 'The sign-in has expired.')).toBe('Please sign in again to chat with us.');
    expect(closedMessage(1006, '')).toBe('Chat is unavailable right now. Please try again later or call us.');
  });
});

describe('when the chat loads', () => {
  const view = (route: string, path: string) => appActions.pageViewed({ route, page: 'x', category: 'x', path, hasHash: false });

  it('loads on the claim review page and when the stored button flag is set, only for a signed-in customer', async () => {
    const services = fakeServices();
    await expectSaga(loadOnPage, services, view('fnolStep', '/claims/fnol/review'))
      .withReducer(reducer, { auth: signedInAuth, chat: initialChatState })
      .put(chatActions.loadRequested({ reason: 'claimReview' }))
      .run();
    services.local.set(chatConfig.buttonFlagKey, 'true');
    await expectSaga(loadOnPage, services, view('policies', '/policies'))
      .withReducer(reducer, { auth: signedInAuth, chat: initialChatState })
      .put(chatActions.loadRequested({ reason: 'storedFlag' }))
      .run();
    await expectSaga(loadOnPage, services, view('policies', '/policies'))
      .withReducer(reducer)
      .not.put.actionType(chatActions.loadRequested.type)
      .run();
  });
});

describe('the proactive offer', () => {
  it('is recorded when rejected, and leaves the chat closed', async () => {
    const { storeState } = await expectSaga(offerChat, fakeServices())
      .withReducer(reducer)
      .put(chatActions.proactiveOfferShown())
      .dispatch(chatActions.proactiveOfferRejected())
      .not.put(chatActions.opened())
      .not.put(chatActions.proactiveOfferIgnored())
      .run({ timeout: chatConfig.proactiveOfferAfterMs + 1000, silenceTimeout: true });
    expect(storeState.chat).toMatchObject({ proactiveOffer: false, open: false });
  });

  it('opens the chat when accepted', async () => {
    const { storeState } = await expectSaga(offerChat, fakeServices())
      .withReducer(reducer)
      .dispatch(chatActions.proactiveOfferAccepted())
      .put(chatActions.opened())
      .run({ timeout: chatConfig.proactiveOfferAfterMs + 1000, silenceTimeout: true });
    expect(storeState.chat).toMatchObject({ proactiveOffer: false, open: true, hasOpened: true });
  });
});

describe('where and how often the proactive offer shows', () => {
  // Monday 10 a.m. Eastern: claims chat is open.
  const inChatHours = Date.UTC(2026, 10, 23, 15, 0, 0);
  const viewed = (route: string, path: string) => appActions.pageViewed({ route, page: 'x', category: 'claims', path, hasHash: false });
  const account = viewed('account', '/account');
  const claimsList = viewed('claims', '/claims');
  const claimOverview = viewed('claimOverview', '/claims/20240000017/overview');
  const claimDocuments = viewed('claimDocuments', '/claims/20240000017/documents');
  const filingReview = viewed('fnolStep', '/claims/fnol/review');
  const loaded = chatActions.scriptLoaded({ role: 'customer', conversations: [], messages: [] });
  // The offer's pause passes at once; the withdrawal's minute does not.
  const pauseOver: EffectProviders = {
    call: (effect, next) => (effect.args[0] === chatConfig.proactiveOfferAfterMs ? true : next()),
  };
  const pageLoad = (services: ReturnType<typeof fakeServices>) =>
    expectSaga(offerOnClaimPages, services).withReducer(reducer).provide(pauseOver);

  it('shows on a claim file page, never on a page with no claim', async () => {
    const services = fakeServices({ now: inChatHours });
    await pageLoad(services)
      .dispatch(account)
      .dispatch(loaded)
      .dispatch(claimsList)
      .not.put(chatActions.proactiveOfferShown())
      .run({ timeout: 200, silenceTimeout: true });
    await pageLoad(services)
      .dispatch(account)
      .dispatch(loaded)
      .dispatch(claimOverview)
      .put(chatActions.proactiveOfferShown())
      .run({ timeout: 200, silenceTimeout: true });
    await pageLoad(services)
      .dispatch(filingReview)
      .dispatch(loaded)
      .put(chatActions.proactiveOfferShown())
      .run({ timeout: 200, silenceTimeout: true });
  });

  it('after No thanks, is not offered again in the visit, on any page load', async () => {
    const services = fakeServices({ now: inChatHours });
    const { storeState } = await pageLoad(services)
      .dispatch(claimOverview)
      .dispatch(loaded)
      .put(chatActions.proactiveOfferShown())
      .dispatch(chatActions.proactiveOfferRejected())
      .run({ timeout: 200, silenceTimeout: true });
    expect(storeState.chat.proactiveOffer).toBe(false);
    expect(services.session.get(chatConfig.offerDeclinedKey)).toBe('true');
    // The next page load of the visit, on a claim page again.
    await pageLoad(services)
      .dispatch(claimDocuments)
      .dispatch(loaded)
      .not.put(chatActions.proactiveOfferShown())
      .run({ timeout: 200, silenceTimeout: true });
  });

  it('is withdrawn when the customer leaves the claim pages, and stays with them between a claim file’s tabs', async () => {
    const services = fakeServices({ now: inChatHours });
    const { storeState } = await pageLoad(services)
      .dispatch(claimOverview)
      .dispatch(loaded)
      .put(chatActions.proactiveOfferShown())
      .dispatch(claimDocuments)
      .not.put(chatActions.proactiveOfferIgnored())
      .run({ timeout: 200, silenceTimeout: true });
    expect(storeState.chat.proactiveOffer).toBe(true);
    const left = await pageLoad(services)
      .dispatch(claimOverview)
      .dispatch(loaded)
      .put(chatActions.proactiveOfferShown())
      .dispatch(account)
      .put(chatActions.proactiveOfferIgnored())
      .run({ timeout: 200, silenceTimeout: true });
    expect(left.storeState.chat.proactiveOffer).toBe(false);
    expect(services.session.get(chatConfig.offerDeclinedKey)).toBeNull();
  });
});

describe('the chat slice', () => {
  it('counts unread agent messages while the chat is closed, and clears them when it opens', () => {
    let state = chatReducer(initialChatState, chatActions.scriptLoaded({ role: 'customer', conversations: [conversation], messages: [] }));
    state = chatReducer(state, chatActions.messageReceived({ message: message('customer', 'Hi') }));
    state = chatReducer(state, chatActions.messageReceived({ message: message('agent', 'Hello') }));
    state = chatReducer(state, chatActions.messageReceived({ message: message('agent', 'Hello') }));
    expect(state.unread).toBe(1);
    expect(state.messages).toHaveLength(2);
    state = chatReducer(state, chatActions.opened());
    expect(state).toMatchObject({ unread: 0, open: true, hasOpened: true });
  });
});
