import { sql, type RawBuilder } from 'kysely';
import {
  callSucceededType,
  experienceGroups,
  filingWayOrder,
  filingWays,
  isoDatePattern,
  isoInstantPattern,
  offerKinds,
  offerMeasures,
  reportTypes,
} from '../../src/shared/journeys';

// What each visit met of the journey report's and the offers' measures, as SQL over a set of its recorded actions.
// The rollup writes these rows for the visits it rolls up (visit_measures, visit_claim_filings; migration 1703); the
// reports add the same rows computed from the log of the visits not rolled up yet. One definition serves both.

/**
 * The visits whose actions are read: every visit not (or no longer) rolled up, or a relation that already holds some
 * visits' actions (the page being rolled up reads its actions once, into a common table all its measures read).
 */
export type VisitsRead = 'visits not rolled up' | { readonly actions: RawBuilder<unknown> };

/**
 * The recorded actions of those visits, as a relation. The visits not rolled up are few (those of the last half hour,
 * and any that went on): they are taken first, then each one's actions from its own month's partition, never the
 * log scanned by action type.
 */
function actionsOf(visits: VisitsRead): RawBuilder<unknown> {
  return visits === 'visits not rolled up' ? actionsOfVisitsNotRolledUp() : visits.actions;
}

/**
 * The actions of the visits of recorded_sessions (as `rs`) that meet `which`, as a subquery: the visits first, by an
 * index of theirs, then each one's actions from its own month's partition.
 */
export function actionsOfVisits(which: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select a.visit_id, a.seq, a.type, a.payload, a.path, a.at
    from (select rs.visit_id, rs.opened_at from recorded_sessions rs where ${which} offset 0) as rs
    cross join lateral (select visit_id, seq, type, payload, path, at from recorded_actions
      where visit_id = rs.visit_id and opened_at = rs.opened_at offset 0) as a)`;
}

/** The actions of the visits not rolled up (those of `sessions`, a further condition on `rs`, when given), by their partial index. */
export function actionsOfVisitsNotRolledUp(sessions: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  return actionsOfVisits(sql`not rs.rolled_up ${sessions}`);
}

/** The measures a visit row names (visit_measures.measure); the reports read them by these names. */
export const measureNames = {
  knockout: 'knockout',
  apiFailure: 'apiFailure',
  outage: 'outage',
  offerShown: 'offerShown',
  offerClicked: 'offerClicked',
  offerDismissed: 'offerDismissed',
} as const;

const m = measureNames;

/**
 * Each report's measures, per visit and values, with how many of its actions met them (the rules of journeyReportOf
 * and offerPerformanceOf): knockouts by line of business and reason, failed API calls by call and status, outages
 * met, and offers shown, clicked or dismissed by kind and experience group.
 */
const measureFamilies = {
  knockouts: {
    names: [m.knockout],
    types: [reportTypes.quoteKnockedOut, reportTypes.lifeKnockedOut],
    rows: (a: RawBuilder<unknown>) => sql`
      select visit_id, ${m.knockout}::text as measure,
        case when type = ${reportTypes.lifeKnockedOut} then 'life' else coalesce(nullif(payload->>'quoteType', ''), 'unknown') end as first_value,
        coalesce(nullif(coalesce(payload->>'reason', payload->>'code'), ''), 'unknown') as second_value, count(*)::int as times
      from ${a} a where type in (${reportTypes.quoteKnockedOut}, ${reportTypes.lifeKnockedOut}) group by 1, 3, 4`,
  },
  apiFailures: {
    names: [m.apiFailure],
    types: [reportTypes.apiFailed],
    rows: (a: RawBuilder<unknown>) => sql`
      select visit_id, ${m.apiFailure}::text as measure, coalesce(payload->>'call', 'unknown') as first_value,
        coalesce(payload->>'status', 'network') as second_value, count(*)::int as times
      from ${a} a where type = ${reportTypes.apiFailed} group by 1, 3, 4`,
  },
  outages: {
    names: [m.outage],
    types: [reportTypes.paymentBlockedByOutage, reportTypes.billingOutageChecked, reportTypes.lifeQuotingOutageChecked],
    rows: (a: RawBuilder<unknown>) => sql`
      select visit_id, ${m.outage}::text as measure, outage as first_value, ''::text as second_value, count(*)::int as times from (
        select visit_id, coalesce(nullif(payload->>'outage', ''), 'unknown') as outage from ${a} a where type = ${reportTypes.paymentBlockedByOutage}
        union all select visit_id, 'billing' from ${a} a where type = ${reportTypes.billingOutageChecked} and payload->>'billing' = 'true'
        union all select visit_id, 'lifeBilling' from ${a} a where type = ${reportTypes.billingOutageChecked} and payload->>'lifeBilling' = 'true'
        union all select visit_id, 'lifeQuoting' from ${a} a where type = ${reportTypes.lifeQuotingOutageChecked} and payload->>'active' = 'true'
      ) as hits group by 1, 3`,
  },
  offers: {
    names: [m.offerShown, m.offerClicked, m.offerDismissed],
    types: [offerMeasures.shown, offerMeasures.clicked, offerMeasures.dismissed],
    rows: (a: RawBuilder<unknown>) => sql`
      select visit_id, case type when ${offerMeasures.shown} then ${m.offerShown}::text when ${offerMeasures.clicked} then ${m.offerClicked}::text
          else ${m.offerDismissed}::text end as measure,
        payload->>'kind' as first_value, payload->>'experienceGroup' as second_value, count(*)::int as times
      from ${a} a where type in (${offerMeasures.shown}, ${offerMeasures.clicked}, ${offerMeasures.dismissed})
        and payload->>'kind' in (${sql.join(offerKinds)}) and payload->>'experienceGroup' in (${sql.join(experienceGroups)})
      group by 1, 2, 3, 4`,
  },
} as const;

export type MeasureFamily = keyof typeof measureFamilies;
const everyFamily = Object.keys(measureFamilies) as MeasureFamily[];

/** Per visit, measure and values, how many of its actions met it: the rows of visit_measures, of the families asked. */
export function visitMeasuresSql(visits: VisitsRead, families: readonly MeasureFamily[] = everyFamily): RawBuilder<unknown> {
  const a = actionsOf(visits);
  return sql.join(
    families.map((family) => measureFamilies[family].rows(a)),
    sql` union all `,
  );
}

/** One family's rows of every visit: the rolled-up visits' from visit_measures, the rest computed from their log. */
export function everyVisitMeasuresSql(family: MeasureFamily): RawBuilder<unknown> {
  return sql`(select visit_id, measure, first_value, second_value, times from visit_measures
      where measure in (${sql.join(measureFamilies[family].names)})
    union all ${visitMeasuresSql('visits not rolled up', [family])}) as m`;
}

/** The action types a claim filing's rows read (beside the claim filed, read from the log: filingMomentsSql). */
const filingTypes = filingWayOrder.flatMap((way) => [
  callSucceededType,
  filingWays[way].saved,
  filingWays[way].intent,
  filingWays[way].savedSent,
]);

/**
 * Every action type the measures and claim filings read: a visit's other actions (most of them) never change its rows,
 * so a rollup keeps only these (and the journeys' steps) of the actions it reads.
 */
export const measuredTypes: readonly string[] = [...new Set([...Object.values(measureFamilies).flatMap((f) => f.types), ...filingTypes])];

/** One row per visit, way of filing and key, from every action of that way which names the key. */
function filingMomentsSql(visits: VisitsRead): RawBuilder<unknown> {
  const a = actionsOf(visits);
  const perWay = filingWayOrder.map((way) => {
    const rules = filingWays[way];
    const lossDate = sql`payload->'filing'->>${rules.lossDate}::text`;
    return sql`select visit_id, ${way}::text as way, payload->>'key' as key,
        case when type = ${callSucceededType} then at end as filed_at,
        case when type = ${rules.saved} then at end as saved_at,
        case when type = ${rules.intent} and ${lossDate} ~ ${isoDatePattern} then ${lossDate} end as loss_date
      from ${a} a
      where (type = ${callSucceededType} and payload->>'actionName' = ${rules.call}) or type in (${rules.saved}, ${rules.intent})
      union all
      select visit_id, ${way}::text, payload->>'key', null::timestamptz,
        case when payload->>'savedAt' ~ ${isoInstantPattern} then (payload->>'savedAt')::timestamptz end,
        case when payload->>'lossDate' ~ ${isoDatePattern} then payload->>'lossDate' end
      from ${a} a where type = ${rules.savedSent}`;
  });
  // The claim filed next after a filing call's success, in its visit, names the date of loss too.
  const afterFiled = filingWayOrder.flatMap((way) => {
    const { call, filed } = filingWays[way];
    if (!filed) return [];
    const next = sql`(select b.payload->'claim'->>'lossDate' from recorded_actions b
      where b.visit_id = a.visit_id and b.seq > a.seq and b.type = ${filed} order by b.seq limit 1)`;
    return [
      sql`select visit_id, ${way}::text, payload->>'key', null::timestamptz, null::timestamptz, case when ${next} ~ ${isoDatePattern} then ${next} end
        from ${a} a where type = ${callSucceededType} and payload->>'actionName' = ${call}`,
    ];
  });
  return sql.join([...perWay, ...afterFiled], sql` union all `);
}

/** Per visit, way of filing and key: when it was first filed, first saved on the phone, and the first date of loss named. */
export function visitClaimFilingsSql(visits: VisitsRead): RawBuilder<unknown> {
  return sql`select visit_id, way, key, min(filed_at) as filed_at, min(saved_at) as saved_at, min(loss_date) as loss_date
    from (${filingMomentsSql(visits)}) as moments where key is not null and key <> '' group by visit_id, way, key`;
}
