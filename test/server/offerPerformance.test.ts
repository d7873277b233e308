import { isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { Offers, type Offer, type OfferSlot } from '../../src/contract/offers';
import { visitSecretHeader } from '../../src/contract/sessions';
import { OfferPerformance } from '../../src/contract/support';
import { offerPerformanceOf } from '../../src/shared/journeys';
import { rollUpAllEndedVisits } from '../../server/sessions/rollups';
import { customerGateway } from './support/gateway';

// Offer performance from visits recorded as the portal records them: two customers' visits, each meeting the
// offers the targeting service really gives that customer (mutual.customer's paperless banner is group A,
// new.customer's group B, and new.customer's cross-sell modal), uploaded with the customer's token.

const customers = customerGateway(['mutual.customer', 'new.customer'], { support: ['support.agent'], setupTimeout: 30_000 });

async function offerOf(loginId: string, slot: OfferSlot): Promise<Offer> {
  const response = await customers.app.inject({
    method: 'POST',
    url: '/api/offers/prefetch',
    headers: customers.as(loginId),
    payload: { slots: [slot] },
  });
  const decoded = Offers.decode(response.json());
  if (!isRight(decoded)) throw new Error('the offers do not match their contract');
  const [offer] = decoded.right.offers;
  if (!offer) throw new Error(`${loginId} has no offer in ${slot}`);
  return offer;
}

const shown = (o: Offer) => ({ slot: o.slot, kind: o.kind, experienceGroup: o.experienceGroup, eventToken: o.eventToken });

/** Records a visit of this customer through the recording calls (linked to the customer's party by the token). */
async function recordVisit(visitId: string, loginId: string, actions: [type: string, payload: unknown][]): Promise<LogEntry[]> {
  const started = await customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${visitId}`,
    payload: { app: 'portal', mobileApp: false, viewportWidth: 1280 },
  });
  expect(started.statusCode).toBe(200);
  const { writeSecret } = started.json() as { writeSecret: string };
  const at0 = Date.UTC(2026, 10, 20, 15);
  const entries = actions.map(([type, payload], i) => ({ seq: i + 1, at: at0 + i * 1000, type, payload, v: CATALOGUE_VERSION }));
  const stored = await customers.app.inject({
    method: 'POST',
    url: `/api/sessions/${visitId}/actions`,
    payload: { entries },
    headers: { [visitSecretHeader]: writeSecret, ...customers.as(loginId) },
  });
  expect(stored.json()).toEqual({ stored: entries.length, lastSeq: entries.length });
  return entries;
}

const report = (loginId?: string) =>
  customers.app.inject({ url: '/api/support/reports/offers', headers: loginId ? customers.as(loginId) : {} });

describe('offer performance in the journeys view', () => {
  const visits: LogEntry[][] = [];
  let paperlessA: Offer;
  let paperlessB: Offer;
  let crossSell: Offer;

  beforeAll(async () => {
    paperlessA = await offerOf('mutual.customer', 'accountBanner');
    paperlessB = await offerOf('new.customer', 'accountBanner');
    crossSell = await offerOf('new.customer', 'accountModal');
    const view = (o: Offer): [string, unknown] => ['offers/offerViewed', shown(o)];
    // mutual.customer: the banner seen on two page views and chosen; in a later visit seen and closed.
    visits.push(
      await recordVisit('offers-mutual-0001', 'mutual.customer', [
        ['@@router/LOCATION_CHANGE', { location: { pathname: '/account', search: '', hash: '' }, action: 'POP', isFirstRendering: true }],
        view(paperlessA),
        view(paperlessA),
        ['offers/offerClicked', shown(paperlessA)],
      ]),
      await recordVisit('offers-mutual-0002', 'mutual.customer', [view(paperlessA), ['offers/dismissRequested', shown(paperlessA)]]),
    );
    // new.customer: the banner seen and closed; the cross-sell modal seen, opened and chosen.
    visits.push(
      await recordVisit('offers-new-00001', 'new.customer', [
        view(paperlessB),
        view(crossSell),
        ['offers/dismissRequested', shown(paperlessB)],
        ['offers/offerOpened', shown(crossSell)],
        ['offers/offerClicked', shown(crossSell)],
      ]),
    );
  });

  it('uses offers of two kinds, in both experience groups, as the targeting service gives them', () => {
    expect([paperlessA.kind, paperlessB.kind, crossSell.kind]).toEqual(['accountPaperless', 'accountPaperless', 'crossSell']);
    expect(new Set([paperlessA.experienceGroup, paperlessB.experienceGroup])).toEqual(new Set(['A', 'B']));
  });

  it('counts the sessions shown, clicked and dismissed by promotion kind and experience group, with rates', async () => {
    const response = await report('support.agent');
    expect(response.statusCode).toBe(200);
    expect(isRight(OfferPerformance.decode(response.json()))).toBe(true);
    const { offers } = response.json() as OfferPerformance;
    const row = (o: Offer) => ({ kind: o.kind, experienceGroup: o.experienceGroup });
    expect(offers).toEqual([
      // Two sessions shown (three views), one clicked, one dismissed.
      { ...row(paperlessA), shown: 2, clicked: 1, dismissed: 1, clickRate: 0.5, dismissRate: 0.5 },
      { ...row(paperlessB), shown: 1, clicked: 0, dismissed: 1, clickRate: 0, dismissRate: 1 },
      { ...row(crossSell), shown: 1, clicked: 1, dismissed: 0, clickRate: 1, dismissRate: 0 },
    ]);
    // The command-line report over the same logs counts the same.
    expect(offerPerformanceOf(visits)).toEqual(offers);
  });

  it('counts the same once the visits are rolled up, from their rollup rather than their actions', async () => {
    const before = (await report('support.agent')).json() as OfferPerformance;
    expect(await rollUpAllEndedVisits(customers.database.db, new Date(Date.UTC(2027, 0, 1)))).toBeGreaterThanOrEqual(3);
    const offerRows = await customers.database.db
      .selectFrom('visit_measures')
      .select(['visit_id', 'measure', 'first_value', 'second_value', 'times'])
      .where('visit_id', '=', 'offers-mutual-0001')
      .orderBy('measure')
      .execute();
    expect(offerRows).toEqual([
      {
        visit_id: 'offers-mutual-0001',
        measure: 'offerClicked',
        first_value: 'accountPaperless',
        second_value: paperlessA.experienceGroup,
        times: 1,
      },
      {
        visit_id: 'offers-mutual-0001',
        measure: 'offerShown',
        first_value: 'accountPaperless',
        second_value: paperlessA.experienceGroup,
        times: 2,
      },
    ]);
    expect((await report('support.agent')).json()).toEqual(before);
  });

  it('leaves out a recorded offer action whose kind or group is none of the known ones', async () => {
    const before = (await report('support.agent')).json() as OfferPerformance;
    await sql`insert into recorded_actions (visit_id, opened_at, seq, at, type, payload, path, v)
      select visit_id, opened_at, seq, now(), 'offers/offerViewed', payload::jsonb, null, 1 from recorded_sessions,
        (values (100, ${JSON.stringify({ kind: 'lottery', experienceGroup: 'A' })}),
                (101, ${JSON.stringify({ kind: 'crossSell', experienceGroup: 'Z' })})) as offered (seq, payload)
      where visit_id = 'offers-new-00001'`.execute(customers.database.db);
    const after = await report('support.agent');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before);
  });

  it('is refused to a customer (403) and to a visitor who is not signed in (401)', async () => {
    const refused = await report('mutual.customer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: 'The support console is for support agents only.' });
    expect((await report()).statusCode).toBe(401);
  });
});
