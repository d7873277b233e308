import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { visitSecretHeader, type SessionBatch } from '../../src/contract/sessions';
import { MASK } from '../../src/bus/redact';
import { sweepRecordings } from '../../server/sessions/store';
import { monthStart } from '../../server/sessions/partitions';
import { recording } from '../../config/product';
import { customerGateway } from './support/gateway';

// What a browser's batch says is not believed: its actions' times and the values under any name.

const receivedAt = new Date(Date.UTC(2026, 10, 20, 15, 0, 0));
const customers = customerGateway(['mutual.customer'], { deps: { clock: { now: () => receivedAt } }, setupTimeout: 90_000 });

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

    const afterRetention = monthStart(receivedAt, recording.retentionMonths + 1);
    await sweepRecordings(customers.database.db, afterRetention, recording.retentionMonths);
    expect(await customers.database.db.selectFrom('recorded_sessions').select('visit_id').where('visit_id', '=', visit).execute()).toEqual(
      [],
    );
  });
});

describe('values a client sends under other names or in other formats', () => {
  it('are masked by their names and shapes before the visit is stored', async () => {
    const visit = 'visit-shapes-0001';
    const secret = await started(visit);
    const at = receivedAt.getTime() - 10_000;
    const values = {
      pass: 'hunter2',
      pwd: 'hunter2',
      passcode: '123456',
      pin: '1234',
      cvc: '737',
      birthDate: '1980-01-02',
      dob2: '01/02/1980',
      bankAccount: '1234567890123',
      note: 'SSN 123.45.6789, card 4111.1111.1111.1111, visa 4222222222222, ４１１１ １１１１ １１１１ １１１１, DOB 01/02/1980',
      accountNumber: 'N4820015',
      policyNumber: 'A1B2C3-1234',
      claimFileNumber: '12345678901',
      lossDate: '2026-11-02',
    };
    await upload(visit, secret, [
      entry(1, at, 'forms/submitted', { form: 'odd-names', values }),
      entry(2, at + 1, 'forms/fieldCommitted', { form: 'odd-names', field: 'pwd', value: 'hunter2' }),
      entry(3, at + 2, 'forms/fieldCommitted', { form: 'odd-names', field: 'notes', value: 'card 4222 2222 22222' }),
      entry(4, at + 3, '@@router/LOCATION_CHANGE', {
        location: { pathname: '/login', search: '?pw=hunter2&next=home', hash: '' },
        action: 'PUSH',
        isFirstRendering: false,
      }),
    ]);
    const stored = await customers.database.db
      .selectFrom('recorded_actions')
      .select(['seq', 'payload'])
      .where('visit_id', '=', visit)
      .orderBy('seq')
      .execute();
    const payloads = stored.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>);
    expect(payloads[0]).toEqual({
      form: 'odd-names',
      values: {
        pass: MASK,
        pwd: MASK,
        passcode: MASK,
        pin: MASK,
        cvc: MASK,
        birthDate: MASK,
        dob2: MASK,
        bankAccount: MASK,
        note: `SSN ${MASK}, card ${MASK}, visa ${MASK}, ${MASK}, DOB ${MASK}`,
        accountNumber: 'N4820015',
        policyNumber: 'A1B2C3-1234',
        claimFileNumber: '12345678901',
        lossDate: '2026-11-02',
      },
    });
    expect(payloads[1]).toEqual({ form: 'odd-names', field: 'pwd', value: MASK });
    expect(payloads[2]).toEqual({ form: 'odd-names', field: 'notes', value: `card ${MASK}` });
    expect(JSON.stringify(payloads[3])).not.toContain('hunter2');
    expect(JSON.stringify(payloads)).not.toMatch(/hunter2|123\.45|4111|4222|1980|４/);
  });
});
