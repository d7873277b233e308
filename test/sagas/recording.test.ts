import { expectSaga } from 'redux-saga-test-plan';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { appActions } from '../../src/app/catalogue';
import type { SessionBatch } from '../../src/contract/sessions';
import { pendingAfter, type Recorder } from '../../src/recording/recorder';
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
  const exits: { visitId: string; batch: SessionBatch; token: string | null }[] = [];
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
    sendOnExit: (visitId, batch, token) => void exits.push({ visitId, batch, token }),
  };
  return { recorder, exits, hidePage: () => hide?.() };
}

const shell = (mobile = false) => ({ app: { mobile: { loader: false, mode: mobile } } });
const uploadedSeqs = (services: ReturnType<typeof fakeServices>) =>
  services.sent.filter((s) => s.name === 'sessionBatch').map((s) => (s.request.body as SessionBatch).entries.map((e) => e.seq));
const storeAll: GatewayScript = (_e, request) => ok({ stored: (request.body as SessionBatch).entries.length, lastSeq: 0 });

describe('uploading the action log', () => {
  it('sends what the gateway has not stored yet, in requests of bounded size, and remembers how far it got', async () => {
    const services = fakeServices({ gateway: storeAll });
    const { recorder } = fakeRecorder(entries(1, maxEntriesPerRequest + 5));
    await expectSaga(uploadPending, services, recorder, 'visit-1')
      .withState(shell(true))
      .returns(maxEntriesPerRequest + 5)
      .run();
    expect(uploadedSeqs(services).map((s) => [s[0], s[s.length - 1]])).toEqual([
      [1, maxEntriesPerRequest],
      [maxEntriesPerRequest + 1, maxEntriesPerRequest + 5],
    ]);
    const first = services.sent[0]!;
    expect(first.request.params).toEqual({ visitId: 'visit-1' });
    expect(first.request.body).toMatchObject({ app: 'portal', mobileApp: true, viewportWidth: 375 });
    expect(services.session.get(storageKeys.recordingSent)).toBe(String(maxEntriesPerRequest + 5));
    await expectSaga(uploadPending, services, recorder, 'visit-1').withState(shell()).run();
    expect(services.sent).toHaveLength(2);
  });

  it('keeps everything through an offline spell and sends it, without gaps, when the gateway answers again', async () => {
    let online = false;
    const services = fakeServices({ gateway: (e, r) => (online ? storeAll(e, r) : 'network-failure') });
    const log = entries(1, 3);
    const { recorder } = fakeRecorder(log);
    await expectSaga(uploadPending, services, recorder, 'visit-2').withState(shell()).returns(0).run();
    log.push(...entries(4, 6));
    online = true;
    await expectSaga(uploadPending, services, recorder, 'visit-2').withState(shell()).returns(6).run();
    expect(uploadedSeqs(services)).toEqual([
      [1, 2, 3],
      [1, 2, 3, 4, 5, 6],
    ]);
  });

  it('retries after a server error, and lets go of a batch the gateway refuses as too large', async () => {
    let status = 503;
    const services = fakeServices({ gateway: () => fail(status, 'x', 'y') });
    const { recorder } = fakeRecorder(entries(1, 2));
    await expectSaga(uploadPending, services, recorder, 'visit-3').withState(shell()).returns(0).run();
    status = 413;
    await expectSaga(uploadPending, services, recorder, 'visit-3').withState(shell()).returns(2).run();
  });

  it('continues after a reload from the sequence number the gateway stored (same visit, same tab)', async () => {
    const services = fakeServices({ gateway: storeAll });
    services.session.set(storageKeys.recordingSent, '4');
    const { recorder } = fakeRecorder(entries(1, 7));
    await expectSaga(uploadPending, services, recorder, 'visit-4').withState(shell()).run();
    expect(uploadedSeqs(services)).toEqual([[5, 6, 7]]);
  });
});

describe('the recording saga', () => {
  it(`uploads after ${recording.batchSize} actions, and on page hide sends the rest with keepalive without marking it sent`, async () => {
    const services = fakeServices({ gateway: storeAll, session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null } });
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
        visitId: 'visit-5',
        token: 'token',
        batch: expect.objectContaining({ entries: entries(recording.batchSize + 1, recording.batchSize + 2) }),
      },
    ]);
    expect(services.session.get(storageKeys.recordingSent)).toBe(String(recording.batchSize));
  });
});
