import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One recorded visit (a browser tab's session of the portal or the quoting application). */
export interface RecordedSessionsTable {
  visit_id: string;
  app: 'portal' | 'quoting';
  /** The SHA-256 of the visit's write secret (null: recorded before visits had owners; it takes no batches). */
  write_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer the visit belongs to: set when it starts signed in, or at its first batch with a valid token. */
  login_id: string | null;
  party_id: string | null;
  mobile_app: Generated<boolean>;
  viewport_width: number;
  started_at: Timestamp;
  last_at: Timestamp;
  /** When the gateway opened the visit (never changes): the month of its actions' partition. */
  opened_at: Timestamp;
  action_count: Generated<number>;
  error_count: Generated<number>;
  /** The action count its journeys were rolled up at (server/sessions/rollups.ts): rolled up while equal to action_count. */
  rolled_up_actions: Generated<number>;
  /** Whether every action of the visit is in its rollup (action_count = rolled_up_actions; migration 1703). */
  rolled_up: GeneratedAlways<boolean>;
}

/**
 * One action of a visit's log, masked in the browser and again by the gateway. (visit_id, seq) is unique (with the
 * visit's `opened_at`, its partition's key): repeated batches are ignored.
 */
export interface RecordedActionsTable {
  visit_id: string;
  seq: number;
  opened_at: Timestamp;
  at: Timestamp;
  type: string;
  /** The route of a router action, for journeys. */
  path: string | null;
  payload: ColumnType<unknown, string | null, string | null>;
  v: number;
}

/** One step of one of the product's journeys (src/shared/journeys.ts), as the analysts' views read it; written at each start. */
export interface AnalyticsJourneyStepsTable {
  journey: string;
  journey_label: string;
  step: number;
  step_name: string;
  path_pattern: string | null;
  action_type: string | null;
}

/** A rolled-up visit's times along one journey (src/shared/journeys.ts journeyTimes), ms from the first step; null: not reached. */
export interface JourneyVisitsTable {
  visit_id: string;
  journey: string;
  started_at: Timestamp;
  ordered_ms: (string | null)[];
  strict_ms: (string | null)[];
}

/** What one rolled-up visit met of one of the reports' measures (server/sessions/measures.ts), and how many times. */
export interface VisitMeasuresTable {
  visit_id: string;
  measure: string;
  first_value: string;
  second_value: string;
  times: number;
}

/** A claim a rolled-up visit carried towards filing, one way of filing and key: the first of each moment in that visit. */
export interface VisitClaimFilingsTable {
  visit_id: string;
  way: string;
  key: string;
  filed_at: Timestamp | null;
  saved_at: Timestamp | null;
  loss_date: string | null;
}

export interface SessionTables {
  recorded_sessions: RecordedSessionsTable;
  recorded_actions: RecordedActionsTable;
  analytics_journey_steps: AnalyticsJourneyStepsTable;
  journey_visits: JourneyVisitsTable;
  visit_measures: VisitMeasuresTable;
  visit_claim_filings: VisitClaimFilingsTable;
}
