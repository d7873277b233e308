import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { consent, decline, loadViewers, openShareOnConnect, stop } from '../../sagas/liveAssist';
import { liveActionOf } from '../../sagas/chat';
import { chatActions } from '../../src/chat/catalogue';
import { chatReducer } from '../../src/chat/slice';
import { requestedShare as requested, liveShare as live, endedShare as ended } from '../support/liveShares';
import { liveAssistMessages } from '../../src/validation/messages';
import { storageKeys } from '../../config/product';
import { fakeServices } from '../support/fakeServices';

const ok = (body: unknown) => ({ status: 200, body, mitigationType: null });
const reducer = combineReducers({ chat: chatReducer });

describe('live assist, the customer side', () => {
  it("agrees for this tab's visit: the share becomes live in the store and the recording streams", async () => {
    const services = fakeServices({ gateway: (endpoint) => (endpoint.name === 'liveAssistConsent' ? ok(live) : undefined) as never });
    services.session.set(storageKeys.visitId, 'visit-1234');
    const { storeState } = await expectSaga(consent, services, chatActions.liveShareConsented({ shareId: 'share-1' }))
      .withReducer(reducer)
      .withState({ chat: reducer(undefined, chatActions.liveShareChanged({ share: requested })).chat })
      .put(chatActions.liveShareChanged({ share: live }))
      .run();
    expect(services.sent).toEqual([
      { name: 'liveAssistConsent', request: expect.objectContaining({ params: { shareId: 'share-1' }, body: { visitId: 'visit-1234' } }) },
    ]);
    expect(storeState.chat.liveShare).toEqual(live);
  });

  it('says why when there is no visit to share, and calls nothing', async () => {
    const services = fakeServices();
    await expectSaga(consent, services, chatActions.liveShareConsented({ shareId: 'share-1' }))
      .put(chatActions.liveShareFailed({ message: liveAssistMessages.noVisit }))
      .run();
    expect(services.sent).toEqual([]);
  });

  it("declines, and shows the gateway's reason when the answer is refused", async () => {
    const services = fakeServices({
      gateway: () => ({
        status: 409,
        body: { error: 'conflict', message: 'This request has already been answered.' },
        mitigationType: null,
      }),
    });
    await expectSaga(decline, services, chatActions.liveShareDeclined({ shareId: 'share-1' }))
      .put(chatActions.liveShareFailed({ message: 'This request has already been answered.' }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['liveAssistDecline']);
  });

  it('stops sharing: the share ends and the highlight goes', async () => {
    const services = fakeServices({ gateway: () => ok(ended) });
    const start = [
      chatActions.liveShareChanged({ share: live }),
      chatActions.liveHighlightReceived({ shareId: 'share-1', highlight: { target: 'amount', text: 'Here' } }),
    ].reduce((state, action) => reducer(state, action), reducer(undefined, { type: '@@init' }));
    expect(start.chat.highlight).toEqual({ target: 'amount', text: 'Here' });
    const { storeState } = await expectSaga(stop, services, chatActions.liveShareStopRequested({ shareId: 'share-1' }))
      .withReducer(reducer, start)
      .put(chatActions.liveShareChanged({ share: ended }))
      .run();
    expect(storeState.chat).toMatchObject({ liveShare: ended, highlight: null, liveBusy: false });
  });

  it('finds a request made before the chat connected', async () => {
    const services = fakeServices({ gateway: () => ok({ share: requested }) });
    await expectSaga(openShareOnConnect, services, chatActions.scriptLoaded({ role: 'customer', conversations: [], messages: [] }))
      .put(chatActions.liveShareChanged({ share: requested }))
      .run();
    const desk = fakeServices();
    await expectSaga(openShareOnConnect, desk, chatActions.scriptLoaded({ role: 'support', conversations: [], messages: [] })).run();
    expect(desk.sent).toEqual([]);
  });

  it('loads who viewed the visits, or says it could not', async () => {
    const records = [
      { shareId: 'share-1', kind: 'started' as const, agent: 'support.agent', by: 'support' as const, at: '2026-11-22T15:00:06.000Z' },
    ];
    await expectSaga(loadViewers, fakeServices({ gateway: () => ok({ records }) }))
      .put(chatActions.visitViewersLoaded({ records }))
      .run();
    await expectSaga(loadViewers, fakeServices({ gateway: () => 'network-failure' }))
      .put.like({ action: { type: chatActions.visitViewersFailed.type } })
      .run();
  });

  it('turns every live frame of the socket into its action, and ignores a highlight of another or an ended share', () => {
    expect(liveActionOf({ type: 'share', share: live })).toEqual(chatActions.liveShareChanged({ share: live }));
    expect(liveActionOf({ type: 'actions', shareId: 'share-1', agent: 'support.agent', lastSeq: 7 })).toEqual(
      chatActions.liveActionsAnnounced({ shareId: 'share-1', lastSeq: 7 }),
    );
    const highlight = { target: 'amount', text: 'Here' };
    const afterEnd = [
      chatActions.liveShareChanged({ share: ended }),
      chatActions.liveHighlightReceived({ shareId: 'share-1', highlight }),
    ].reduce((state, action) => reducer(state, action), reducer(undefined, { type: '@@init' }));
    expect(afterEnd.chat.highlight).toBeNull();
    const ofAnother = [
      chatActions.liveShareChanged({ share: live }),
      chatActions.liveHighlightReceived({ shareId: 'share-2', highlight }),
    ].reduce((state, action) => reducer(state, action), reducer(undefined, { type: '@@init' }));
    expect(ofAnother.chat.highlight).toBeNull();
  });
});
