import { expectSaga } from 'redux-saga-test-plan';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { appActions } from '../../src/shell/catalogue';
import { visitSecretHeader, type SessionBatch } from '../../src/contract/sessions';
import { pendingAfter, type RecordedVisit, type Recorder } from '../../src/recording/recorder';
import { maxEntriesPerRequest, recordingSaga, uploadPending } from '../../sagas/recording';
import { recording, storageKeys } from '../../config/product';
import { fail, fakeServices, ok, type GatewayScript } from '../support/fakeServices';

const entries = (from: number, to: number): LogEntry[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    seq: from + i,
    at: 1000 + i,
    type: 'app/pageViewed',
    payload: undefined,
    v: CATALOGUE_VERSION,
  }));

function fakeRecorder(log: LogEntry[]) {
  const exits: { visit: RecordedVisit; batch: SessionBatch; token: string | null }[] = [];
  let hide: (() => void) | null = null;
  const recorder: Recorder = {
    app: 'portal',
    pendingAfter: (seq) => pendingAfter(log, seq),
    viewportWidth: () => 375,
    onPageHide: (listener) => {
      hide = listener;
      return () => {
        hide = null;
      };
    },
    sendOnExit: (visit, batch, token) => void exits.push({ visit, batch, token }),
  };
  return { recorder, exits, hidePage: () => hide?.() };
}

const shell = (mobile = false) => ({ app: { mobile: { loader: false, mode: mobile } } });
const uploadedSeqs = (services: ReturnType<typeof fakeServices>) =>
  services.sent.filter((s) => s.name === 'sessionBatch').map((s) => (s.request.body as SessionBatch).entries.map((e) => e.seq));
/** The gateway: starts any visit (its secret named after it) and stores every batch. */
const storeAll: GatewayScript = (endpoint, request) =>
  endpoint.name === 'sessionStart'
    ? ok({ visitId: request.params!.visitId!, writeSecret: `secret-of-${request.params!.visitId}` })
    : ok({ stored: (request.body as SessionBatch).entries.length, lastSeq: 0 });
/** Services of a tab whose visit id startup has made. */
const tab = (visitId: string, options: Parameters<typeof fakeServices>[0] = {}) => {
  const services = fakeServices({ gateway: storeAll, ...options });
  services.session.set(storageKeys.visitId, visitId);
  return services;
};

describe('uploading the action log', () => {
  it('sends what the gateway has not stored yet, in requests of bounded size, and remembers how far it got', async () => {
    const services = tab('visit-1');
    const { recorder } = fakeRecorder(entries(1, maxEntriesPerRequest + 5));
    await expectSaga(uploadPending, services, recorder)
      .withState(shell(true))
      .returns(maxEntriesPerRequest + 5)
      .run();
    expect(uploadedSeqs(services).map((s) => [s[0], s[s.length - 1]])).toEqual([
      [1, maxEntriesPerRequest],
      [maxEntriesPerRequest + 1, maxEntriesPerRequest + 5],
    ]);
    // The visit is started once, with the tab's details; every batch carries its write secret.
    expect(services.sent.map((s) => s.name)).toEqual(['sessionStart', 'sessionBatch', 'sessionBatch']);
    expect(services.sent[0]!.request).toMatchObject({
      params: { visitId: 'visit-1' },
      body: { app: 'portal', mobileApp: true, viewportWidth: 375 },
    });
    for (const batch of services.sent.slice(1)) {
      expect(batch.request.params).toEqual({ visitId: 'visit-1' });
      expect(batch.request.headers).toEqual({ [visitSecretHeader]: 'secret-of-visit-1' });
      expect(Object.keys(batch.request.body as object)).toEqual(['entries']);
    }
    expect(services.session.get(storageKeys.recordingSent)).toBe(String(maxEntriesPerRequest + 5));
    await expectSaga(uploadPending, services, recorder).withState(shell()).run();
    expect(services.sent).toHaveLength(3);
  });

  it('keeps everything through an offline spell and sends it, without gaps, when the gateway answers again', async () => {
    let online = false;
    const services = tab('visit-2', { gateway: (e, r) => (online ? storeAll(e, r) : 'network-failure') });
    const log = entries(1, 3);
    const { recorder } = fakeRecorder(log);
    await expectSaga(uploadPending, services, recorder).withState(shell()).returns(0).run();
    log.push(...entries(4, 6));
    online = true;
    await expectSaga(uploadPending, services, recorder).withState(shell()).returns(6).run();
    // Offline, not even the visit could start: it starts when the gateway answers, and gets everything.
    expect(services.sent.map((s) => s.name)).toEqual(['sessionStart', 'sessionStart', 'sessionBatch']);
    expect(uploadedSeqs(services)).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('retries after a server error, and lets go of a batch the gateway refuses as too large', async () => {
    let status = 503;
    const services = tab('visit-3', { gateway: (e, r) => (e.name === 'sessionStart' ? storeAll(e, r) : fail(status, 'x', 'y')) });
    const { recorder } = fakeRecorder(entries(1, 2));
    await expectSaga(uploadPending, services, recorder).withState(shell()).returns(0).run();
    status = 413;
    await expectSaga(uploadPending, services, recorder).withState(shell()).returns(2).run();
  });

  it('continues after a reload from the sequence number the gateway stored (same visit, same tab)', async () => {
    const services = tab('visit-4');
    services.session.set(storageKeys.recordingSent, '4');
    const { recorder } = fakeRecorder(entries(1, 7));
    await expectSaga(uploadPending, services, recorder).withState(shell()).run();
    expect(uploadedSeqs(services)).toEqual([[5, 6, 7]]);
  });
});

describe('the visit a tab records into', () => {
  it("goes on under a new visit when the gateway refuses the old one (403: a signed-out customer's visit)", async () => {
    const services = tab('visit-6', {
      gateway: (e, r) =>
        e.name === 'sessionBatch' && r.params!.visitId === 'visit-6' ? fail(403, 'forbidden', 'not yours') : storeAll(e, r),
    });
    services.session.set(storageKeys.recordingSent, '2');
    const { recorder } = fakeRecorder(entries(1, 4));
    await expectSaga(uploadPending, services, recorder).withState(shell()).returns(4).run();
    expect(services.sent.map((s) => [s.name, s.request.params!.visitId])).toEqual([
      ['sessionStart', 'visit-6'],
      ['sessionBatch', 'visit-6'],
      ['sessionStart', 'id-1'],
      ['sessionBatch', 'id-1'],
    ]);
    expect(services.session.get(storageKeys.visitId)).toBe('id-1');
    expect(JSON.parse(services.session.get(storageKeys.recordingVisit)!)).toEqual({ visitId: 'id-1', writeSecret: 'secret-of-id-1' });
    expect(uploadedSeqs(services)).toEqual([
      [3, 4],
      [3, 4],
    ]);
  });

  it('takes a new visit id when its own is taken (409), and waits when the gateway cannot start one', async () => {
    let startStatus = 409;
    const services = tab('visit-7', {
      gateway: (e, r) =>
        e.name === 'sessionStart' && r.params!.visitId === 'visit-7' ? fail(startStatus, 'conflict', 'taken') : storeAll(e, r),
    });
    const { recorder } = fakeRecorder(entries(1, 2));
    await expectSaga(uploadPending, services, recorder).withState(shell()).returns(2).run();
    expect(services.sent.map((s) => [s.name, s.request.params!.visitId])).toEqual([
      ['sessionStart', 'visit-7'],
      ['sessionStart', 'id-1'],
      ['sessionBatch', 'id-1'],
    ]);

    startStatus = 503;
    const later = tab('visit-7', { gateway: (e, r) => (e.name === 'sessionStart' ? fail(startStatus, 'x', 'y') : storeAll(e, r)) });
    await expectSaga(uploadPending, later, recorder).withState(shell()).returns(0).run();
    expect(later.sent.map((s) => s.name)).toEqual(['sessionStart']);
  });
});

describe('the recording saga', () => {
  it(`uploads after ${recording.batchSize} actions, and on page hide sends the rest with keepalive without marking it sent`, async () => {
    const services = tab('visit-5', { session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null } });
    const log = entries(1, recording.batchSize);
    const { recorder, exits, hidePage } = fakeRecorder(log);
    const dispatches = Array.from({ length: recording.batchSize }, () => appActions.refreshRequested());
    const result = expectSaga(recordingSaga, services, recorder)
      .withState(shell())
      .dispatch(appActions.started({ appVersion: '1', visitId: 'visit-5' }));
    for (const action of dispatches) result.dispatch(action);
    const run = result.silentRun(200);
    await new Promise((r) => setTimeout(r, 50));
    log.push(...entries(recording.batchSize + 1, recording.batchSize + 2));
    hidePage();
    await run;
    expect(uploadedSeqs(services)).toEqual([entries(1, recording.batchSize).map((e) => e.seq)]);
    expect(exits).toEqual([
      {
        visit: { visitId: 'visit-5', writeSecret: 'secret-of-visit-5' },
        token: 'token',
        batch: expect.objectContaining({ entries: entries(recording.batchSize + 1, recording.batchSize + 2) }),
      },
    ]);
    expect(services.session.get(storageKeys.recordingSent)).toBe(String(recording.batchSize));
  });
  it('sends on page hide while an upload is still on its way: the page leaves before that answer comes', async () => {
    const services = tab('visit-6');
    const log = entries(1, recording.batchSize);
    const { recorder, exits, hidePage } = fakeRecorder(log);
    const send = services.gateway.send.bind(services.gateway);
    services.gateway.send = ((endpoint, request) => {
      const answer = send(endpoint, request);
      return endpoint.name === 'sessionBatch' ? new Promise(() => undefined) : answer;
    }) as typeof services.gateway.send;
    const result = expectSaga(recordingSaga, services, recorder)
      .withState(shell())
      .dispatch(appActions.started({ appVersion: '1', visitId: 'visit-6' }));
    for (let i = 0; i < recording.batchSize; i += 1) result.dispatch(appActions.refreshRequested());
    const run = result.silentRun(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(services.sent.map((s) => s.name)).toEqual(['sessionStart', 'sessionBatch']);
    hidePage();
    await run;
    expect(exits).toEqual([
      {
        visit: { visitId: 'visit-6', writeSecret: 'secret-of-visit-6' },
        token: null,
        batch: expect.objectContaining({ entries: log }),
      },
    ]);
  });
});
