import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { visitSecretHeader, type SessionBatch } from '../../src/contract/sessions';
import { sweepExpiredSessions } from '../../server/sessions/store';
import { recording } from '../../config/product';
import { customerGateway } from './support/gateway';

// What a browser's batch says is not believed: its actions' times and the values under any name.

const receivedAt = new Date(Date.UTC(2026, 10, 20, 15, 0, 0));
const customers = customerGateway(['mutual.customer'], { deps: { clock: { now: () => receivedAt } }, setupTimeout: 30_000 });

const entry = (seq: number, at: number, type: string, payload?: unknown): LogEntry => ({ seq, at, type, payload, v: CATALOGUE_VERSION });
const route = (seq: number, at: number, pathname: string) =>
  entry(seq, at, '@@router/LOCATION_CHANGE', { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false });

async function started(visitId: string): Promise<string> {
  const response = await customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${visitId}`,
    payload: { app: 'portal', mobileApp: false, viewportWidth: 1280 },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { writeSecret: string }).writeSecret;
}

async function upload(visitId: string, secret: string, entries: LogEntry[]): Promise<void> {
  const body: SessionBatch = { entries };
  const response = await customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${visitId}/actions`,
    payload: body,
    headers: { [visitSecretHeader]: secret },
  });
  expect(response.statusCode).toBe(200);
}

const sessionRow = (visitId: string) =>
  customers.database.db.selectFrom('recorded_sessions').selectAll().where('visit_id', '=', visitId).executeTakeFirstOrThrow();

describe('the time of a recorded action', () => {
  it('is never later than its batch arrived, so a visit dated 9999-12-31 still leaves at the end of its retention', async () => {
    const visit = 'visit-future-0001';
    const secret = await started(visit);
    const earlier = receivedAt.getTime() - 60_000;
    await upload(visit, secret, [route(1, earlier, '/account'), route(2, Date.UTC(9999, 11, 31, 23, 59, 59, 999), '/billing')]);
    const row = await sessionRow(visit);
    expect({ started: new Date(row.started_at).getTime(), last: new Date(row.last_at).getTime() }).toEqual({
      started: Math.min(receivedAt.getTime(), earlier),
      last: receivedAt.getTime(),
    });
    const actions = await customers.database.db
      .selectFrom('recorded_actions')
      .select(['seq', 'at'])
      .where('visit_id', '=', visit)
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => new Date(a.at).getTime())).toEqual([earlier, receivedAt.getTime()]);

    const afterRetention = new Date(receivedAt.getTime() + (recording.retentionDays + 1) * 86_400_000);
    await sweepExpiredSessions(customers.database.db, recording.retentionDays, afterRetention);
    expect(await customers.database.db.selectFrom('recorded_sessions').select('visit_id').where('visit_id', '=', visit).execute()).toEqual(
      [],
    );
  });
});
