import { expectSaga } from 'redux-saga-test-plan';
import { createMemoryHistory } from 'history';
import { askToSee, follow, loadAudit, pointAt, readAfter, stopWatching } from '../../sagas/liveView';
import { chatActions } from '../../src/chat/catalogue';
import { supportActions } from '../../src/support/catalogue';
import { createSupportReducer } from '../../src/support/reducers';
import { selectLiveFacts, selectLiveState } from '../../src/support/selectors';
import { statesAfterEach } from '../../src/support/replayer';
import type { LogEntry } from '../../src/bus/actionLog';
import type { LiveActions } from '../../src/contract/liveAssist';
import { endedShare, liveShare, liveVisit as visit, recordedEntry as entry, requestedShare } from '../support/liveShares';
import { fail, fakeServices, ok } from '../support/fakeServices';

// The agent's live view: the share's calls, and the visit followed from its start by reading its recorded actions
// after the last one read, at each notice and after a dropped connection, without gaps or duplicates.

const page = (seq: number) =>
  entry(seq, '@@router/LOCATION_CHANGE', {
    location: { pathname: `/customers/page-${seq}`, search: '', hash: '' },
    action: 'PUSH',
    isFirstRendering: false,
  });
const actions = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => page(from + i));
const answer = (entries: LogEntry[], more = false, share = liveShare): LiveActions => ({
  share,
  visit,
  entries,
  lastSeq: entries.at(-1)?.seq ?? 0,
  more,
});
const reducer = createSupportReducer(createMemoryHistory());
type Sent = { name: string; request: { params?: unknown } };
const reads = (sent: readonly Sent[]) =>
  sent.filter((s) => s.name === 'liveAssistWatch').map((s) => (s.request.params as { after: string }).after);

describe('live assist, the agent side', () => {
  it('asks from the chat desk; the share in its state goes to the desk, a refusal is shown', async () => {
    const services = fakeServices({ gateway: () => ok(requestedShare) });
    await expectSaga(askToSee, services, supportActions.liveAssistAsked({ conversationId: 'chat-1' }))
      .put(chatActions.liveShareChanged({ share: requestedShare }))
      .run();
    expect(services.sent[0]).toMatchObject({ name: 'liveAssistRequest', request: { body: { conversationId: 'chat-1' } } });
    const refused = fakeServices({ gateway: () => fail(409, 'conflict', 'A request to see this screen is already open.') });
    await expectSaga(askToSee, refused, supportActions.liveAssistAsked({ conversationId: 'chat-1' }))
      .put(supportActions.liveAssistFailed({ message: 'A request to see this screen is already open.' }))
      .run();
  });

  it('stops watching, and points at a field with a short text', async () => {
    const services = fakeServices({
      gateway: (e) => (e.name === 'liveAssistAgentStop' ? ok({ ...endedShare, endedReason: 'stoppedByAgent' }) : ok({ delivered: true })),
    });
    await expectSaga(stopWatching, services, supportActions.liveAssistStopped({ shareId: 'share-1' }))
      .put(chatActions.liveShareChanged({ share: { ...endedShare, endedReason: 'stoppedByAgent' } }))
      .run();
    const highlight = { target: 'amount', text: 'Type the amount here' };
    await expectSaga(pointAt, services, supportActions.liveHighlightSent({ shareId: 'share-1', highlight }))
      .put(supportActions.liveHighlightDelivered({ shareId: 'share-1' }))
      .run();
    expect(services.sent[1]).toMatchObject({ name: 'liveAssistHighlight', request: { params: { shareId: 'share-1' }, body: highlight } });
  });

  it('reads a long visit page by page from its start, then each notice from the last action read', async () => {
    let served = 0;
    const services = fakeServices({
      gateway: (_e, request) => {
        const after = Number((request.params as { after: string }).after);
        served += 1;
        if (after === 0) return ok(answer(actions(1, 500), true));
        if (after === 500) return ok(answer(actions(501, 620)));
        return ok(answer(actions(after + 1, after + 2)));
      },
    });
    const { storeState } = await expectSaga(follow, services, 'share-1')
      .withReducer(reducer)
      .delay(50)
      .dispatch(chatActions.liveActionsAnnounced({ shareId: 'share-1', lastSeq: 622 }))
      .run({ timeout: 300, silenceTimeout: true });
    expect(reads(services.sent)).toEqual(['0', '500', '620']);
    expect(served).toBe(3);
    const live = (storeState as ReturnType<typeof reducer>).support.live;
    expect(live?.entries.map((e) => e.seq)).toEqual(actions(1, 622).map((e) => e.seq));
  });

  it('catches up after a dropped connection from the last action it has: nothing missed, nothing twice', async () => {
    let calls = 0;
    const services = fakeServices({
      gateway: (_e, request) => {
        calls += 1;
        const after = Number((request.params as { after: string }).after);
        if (calls === 2) return 'network-failure';
        // A read overlapping what was shown (a retried batch stored twice is served once by the gateway; here the
        // reducer is shown it again) joins nothing twice.
        return ok(answer(after === 0 ? actions(1, 3) : actions(after - 1, after + 2)));
      },
    });
    const { storeState } = await expectSaga(follow, services, 'share-1')
      .withReducer(reducer)
      .delay(50)
      .dispatch(chatActions.liveActionsAnnounced({ shareId: 'share-1', lastSeq: 5 }))
      .delay(50)
      .dispatch(chatActions.liveActionsAnnounced({ shareId: 'share-1', lastSeq: 5 }))
      .run({ timeout: 300, silenceTimeout: true });
    expect(reads(services.sent)).toEqual(['0', '3', '3']);
    const live = (storeState as ReturnType<typeof reducer>).support.live;
    expect(live?.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops following once the share ends', async () => {
    const services = fakeServices({ gateway: () => ok(answer(actions(1, 2))) });
    await expectSaga(follow, services, 'share-1')
      .delay(50)
      .dispatch(chatActions.liveShareChanged({ share: endedShare }))
      .delay(50)
      .dispatch(chatActions.liveActionsAnnounced({ shareId: 'share-1', lastSeq: 9 }))
      .run({ timeout: 300, silenceTimeout: true });
    expect(reads(services.sent)).toEqual(['0']);
  });

  it('ends the view when the gateway refuses a read (the share ended): the share in its state says why', async () => {
    const services = fakeServices({
      gateway: (e) =>
        e.name === 'liveAssistWatch'
          ? fail(409, 'conflict', 'Screen sharing has ended: ask the customer again from the chat.')
          : ok(endedShare),
    });
    const result = await expectSaga(readAfter, services, 'share-1', 7)
      .put(chatActions.liveShareChanged({ share: endedShare }))
      .run();
    expect(result.returnValue).toEqual({ after: 7, over: true });
  });

  it('draws the customer’s page, window and field from the actions read, folded once each as they arrive', () => {
    const first = [
      page(1),
      entry(2, chatActions.liveViewportMeasured.type, { width: 390, height: 844 }),
      entry(3, chatActions.liveFocusMoved.type, { target: 'amount' }),
    ];
    let state = reducer(undefined, supportActions.liveActionsLoaded({ shareId: 'share-1', visit, entries: first, lastSeq: 3 }));
    expect(selectLiveFacts(state)).toEqual({ route: '/customers/page-1', width: 390, height: 844, field: 'amount' });
    // The same actions again and the next ones: each joins once.
    state = reducer(
      state,
      supportActions.liveActionsLoaded({ shareId: 'share-1', visit, entries: [...first.slice(1), page(4)], lastSeq: 4 }),
    );
    expect(state.support.live?.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(selectLiveFacts(state)).toMatchObject({ route: '/customers/page-4', field: 'amount' });
    expect(selectLiveState(state)).toEqual(statesAfterEach(state.support.live!.entries).at(-1));
    // A share that ends clears the view.
    state = reducer(state, chatActions.liveShareChanged({ share: endedShare }));
    expect(selectLiveFacts(state)).toBeNull();
  });

  it('reads the record of screen sharing afresh each time', async () => {
    const services = fakeServices({ gateway: () => ok({ records: [] }) });
    await expectSaga(loadAudit, services)
      .put(supportActions.liveAuditLoaded({ records: [] }))
      .run();
    await expectSaga(loadAudit, services).run();
    expect(services.sent.map((s) => s.name)).toEqual(['liveAssistAudit', 'liveAssistAudit']);
  });

  it("an agent whose sign-in ended is sent to sign in, as the console's other reads do; another failure is shown", async () => {
    const ended = fakeServices({ gateway: () => fail(401, 'unauthorized', 'Please sign in again.') });
    await expectSaga(loadAudit, ended).put(supportActions.signInRequired()).not.put.actionType(supportActions.liveAssistFailed.type).run();
    const refused = fakeServices({ gateway: () => fail(429, 'too_many_requests', 'Please wait a moment.') });
    await expectSaga(loadAudit, refused)
      .put(supportActions.liveAssistFailed({ message: 'Please wait a moment.' }))
      .run();
  });
});
