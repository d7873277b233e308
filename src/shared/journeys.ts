import type { LogEntry } from '../bus/actionLog';
import { ExperienceGroup, OfferKind } from '../contract/offers';
import type { ClaimFilingRow, FilingWay, JourneyReport, OfferPerformanceRow } from '../contract/support';
import { easternClock } from './easternClock';
import { addressPattern, type Route } from './route';
import { fnolRoutes, paymentRoutes, quotingRoutes, shellRoutes } from './routes';

const paymentStepNames = { method: 'Payment method', verification: 'Payment review', confirmation: 'Payment confirmation' } as const;

/**
 * Journeys for support search and analysts' funnels. A step is reached by a page (a path pattern of a
 * router action) or by an action type. The same definitions drive the gateway's SQL and the command line.
 */
export interface FunnelStep {
  readonly name: string;
  /** A POSIX regular expression on the route's path (without /customers). */
  readonly path?: string;
  /** An exact action type. */
  readonly type?: string;
}

export interface Journey {
  readonly key: string;
  readonly label: string;
  readonly steps: readonly FunnelStep[];
}

/** A journey step reached on a page: one of these routes (some parameters fixed), matched on the recorded address. */
function onPage(name: string, ...places: readonly [Route, Readonly<Record<string, string>>?][]): FunnelStep {
  const patterns = places.map(([route, fixed]) => addressPattern(route, fixed ?? {}));
  return { name, path: patterns.length === 1 ? patterns[0]! : patterns.map((p) => `(${p})`).join('|') };
}

export const journeys: readonly Journey[] = [
  {
    key: 'signIn',
    label: 'Sign-in',
    steps: [
      onPage('Log in page', [shellRoutes.login]),
      { name: 'Signed in', type: 'auth/signedIn' },
      onPage('Account', [shellRoutes.account]),
    ],
  },
  {
    key: 'quote',
    label: 'Quote',
    steps: [
      onPage('Quote start', [quotingRoutes.quoteStart]),
      onPage('Quote details', [quotingRoutes.quoteSection], [quotingRoutes.lifeQuote]),
      onPage('Quote summary', [quotingRoutes.quoteSummary], [quotingRoutes.lifeQuoteSummary]),
      onPage('Bind confirmation', [quotingRoutes.bindConfirmation]),
    ],
  },
  {
    key: 'payment',
    label: 'Payment',
    steps: [
      onPage('Make a payment', [paymentRoutes.makeAPayment], [paymentRoutes.makeAPaymentForPolicy]),
      ...(['method', 'verification', 'confirmation'] as const).map((step) =>
        onPage(paymentStepNames[step], [paymentRoutes.makeAPayment, { step }], [paymentRoutes.makeAPaymentForPolicy, { step }]),
      ),
    ],
  },
  {
    key: 'claim',
    label: 'Claim filing',
    // Filing after sign-in: the steps every filing visits, whichever branch its answers take.
    steps: [
      onPage('Claim intro', [fnolRoutes.fnolStep, { step: 'intro' }]),
      onPage('Claim loss date', [fnolRoutes.fnolStep, { step: 'loss-date' }]),
      onPage('Claim policy', [fnolRoutes.fnolStep, { step: 'select-policy' }]),
      onPage('Claim contact information', [fnolRoutes.fnolStep, { step: 'contact-information' }]),
      onPage('Claim review', [fnolRoutes.fnolStep, { step: 'review' }]),
      onPage('Claim confirmation', [fnolRoutes.fnolStep, { step: 'confirm' }]),
    ],
  },
];

export const journeyByKey = (key: string) => journeys.find((j) => j.key === key);

/** The route path a log entry shows, when it is a router action. */
export function entryPath(entry: { type: string; payload?: unknown }): string | null {
  if (entry.type !== '@@router/LOCATION_CHANGE') return null;
  const pathname = (entry.payload as { location?: { pathname?: unknown } } | undefined)?.location?.pathname;
  return typeof pathname === 'string' ? pathname : null;
}

/** Actions that mean something went wrong for the customer (support's "error" search, and the error count). */
export const errorTypes = ['api/callFailed', 'app/pageErrorOccurred'] as const;
export const isErrorEntry = (type: string) => (errorTypes as readonly string[]).includes(type);

export type Ordering = 'ordered' | 'strict';

export interface FunnelQuery {
  readonly steps: readonly FunnelStep[];
  readonly windowMinutes: number;
  readonly ordering: Ordering;
}

export interface FunnelRow {
  readonly step: string;
  readonly sessions: number;
  /** Share of the previous step's sessions that reached this one (1 for the first step). */
  readonly conversion: number;
  /** Sessions of the previous step that did not reach this one. */
  readonly dropOff: number;
}

/** Conversion and drop-off from how many sessions reached each step. */
export function funnelRows(steps: readonly FunnelStep[], reached: readonly number[]): FunnelRow[] {
  return steps.map((step, i) => {
    const sessions = reached[i] ?? 0;
    const previous = i === 0 ? sessions : (reached[i - 1] ?? 0);
    return { step: step.name, sessions, conversion: previous === 0 ? 0 : sessions / previous, dropOff: previous - sessions };
  });
}

const matches = (step: FunnelStep, entry: { type: string; path: string | null }) =>
  (step.type === undefined || step.type === entry.type) &&
  (step.path === undefined || (entry.path !== null && new RegExp(step.path).test(entry.path)));

interface Hit {
  readonly step: number;
  readonly at: number;
}

/** An action as the funnels read it: its type, the address of a router action, its time. */
export interface FunnelAction {
  readonly type: string;
  readonly path: string | null;
  readonly at: number;
}

function hitsOf(actions: readonly FunnelAction[], steps: readonly FunnelStep[]): Hit[] {
  const hits: Hit[] = [];
  for (const action of actions) {
    // An action that fits several steps counts for the last of them (the most specific page).
    for (let i = steps.length - 1; i >= 0; i -= 1) {
      if (matches(steps[i]!, action)) {
        hits.push({ step: i + 1, at: action.at });
        break;
      }
    }
  }
  return hits;
}

const funnelActions = (entries: readonly LogEntry[]): FunnelAction[] =>
  entries.map((entry) => ({ type: entry.type, path: entryPath(entry), at: entry.at }));

/** Ordered: each step after the previous one (other actions in between allowed), within the window from the first. */
function reachedOrdered(hits: readonly Hit[], stepCount: number, windowMs: number): number {
  const start = hits.find((h) => h.step === 1);
  if (!start) return 0;
  let reached = 1;
  let index = hits.indexOf(start);
  while (reached < stepCount) {
    const next = hits.findIndex((h, i) => i > index && h.step === reached + 1 && h.at <= start.at + windowMs);
    if (next < 0) break;
    index = next;
    reached += 1;
  }
  return reached;
}

/** Strict: the steps one after another with no other funnel step between them (a repeat of the same step is one visit to it). */
function reachedStrict(hits: readonly Hit[], windowMs: number): number {
  const runs = hits.filter((h, i) => i === 0 || hits[i - 1]!.step !== h.step);
  let best = 0;
  runs.forEach((run, i) => {
    if (run.step !== 1) return;
    let reached = 1;
    for (let j = i + 1; j < runs.length && runs[j]!.step === reached + 1 && runs[j]!.at <= run.at + windowMs; j += 1) reached += 1;
    best = Math.max(best, reached);
  });
  return best;
}

/** How far one session got along the funnel (0 when it never reached the first step). */
export function stepsReached(entries: readonly LogEntry[], query: FunnelQuery): number {
  const hits = hitsOf(funnelActions(entries), query.steps);
  const windowMs = query.windowMinutes * 60_000;
  return query.ordering === 'strict' ? reachedStrict(hits, windowMs) : reachedOrdered(hits, query.steps.length, windowMs);
}

/**
 * A visit's times along a journey, whatever the window (the rollup the gateway keeps per visit): for each step, the
 * milliseconds from the first step to it, ordered (the first of each step after the previous one) and strict (the
 * least over the runs of consecutive steps that start at the first step); null where never reached. A visit's
 * actions come in time order, so a window of W counts step k exactly when its time is at most W.
 */
export interface JourneyTimes {
  readonly ordered: readonly (number | null)[];
  readonly strict: readonly (number | null)[];
}

export function journeyTimes(actions: readonly FunnelAction[], steps: readonly FunnelStep[]): JourneyTimes | null {
  const hits = hitsOf(actions, steps);
  const start = hits.findIndex((h) => h.step === 1);
  if (start < 0) return null;
  const ordered: (number | null)[] = steps.map(() => null);
  ordered[0] = 0;
  for (let index = start, step = 2; step <= steps.length; step += 1) {
    index = hits.findIndex((h, i) => i > index && h.step === step);
    if (index < 0) break;
    ordered[step - 1] = hits[index]!.at - hits[start]!.at;
  }
  const strict: (number | null)[] = steps.map(() => null);
  const runs = hits.filter((h, i) => i === 0 || hits[i - 1]!.step !== h.step);
  runs.forEach((run, i) => {
    if (run.step !== 1) return;
    for (let j = i, step = 1; j < runs.length && runs[j]!.step === step; j += 1, step += 1) {
      const elapsed = runs[j]!.at - run.at;
      const best = strict[step - 1];
      strict[step - 1] = best === null || best === undefined ? elapsed : Math.min(best, elapsed);
    }
  });
  return { ordered, strict };
}

/** The funnel over many sessions' logs (the command-line report over exported logs). */
export function funnelOf(sessions: readonly (readonly LogEntry[])[], query: FunnelQuery): FunnelRow[] {
  const reached = query.steps.map(() => 0);
  for (const entries of sessions) {
    const n = stepsReached(entries, query);
    for (let i = 0; i < n; i += 1) reached[i]! += 1;
  }
  return funnelRows(query.steps, reached);
}

/**
 * The report's events, by their catalogue types: a quote or life quote knocked out, and an outage a customer
 * met (a payment blocked, or an outage check that found a window active; a check that found none is no hit).
 * The gateway's SQL (server/sessions/reports.ts) counts by the same rules.
 */
export const reportTypes = {
  quoteKnockedOut: 'quoting/quoteKnockedOut',
  lifeKnockedOut: 'lifeQuoting/knockedOut',
  onboardingKnockedOut: 'onboarding/esignDeclined',
  apiFailed: 'api/callFailed',
  paymentBlockedByOutage: 'payments/paymentBlockedByOutage',
  billingOutageChecked: 'payments/outageChecked',
  lifeQuotingOutageChecked: 'lifeQuoting/outageChecked',
} as const;

type Payload = Record<string, unknown>;
const textOr = (value: unknown, fallback: string) => (value === undefined || value === null || value === '' ? fallback : String(value));

/** The line of business and reason of a knockout, or null when the entry is none. */
export function knockoutOf(type: string, p: Payload): [lineOfBusiness: string, reason: string] | null {
  if (type === reportTypes.quoteKnockedOut) return [textOr(p.quoteType, 'unknown'), textOr(p.reason ?? p.code, 'unknown')];
  if (type === reportTypes.lifeKnockedOut) return ['life', textOr(p.reason ?? p.code, 'unknown')];
  if (type === reportTypes.onboardingKnockedOut) return ['onboarding', textOr(p.reason, 'esignDecline')];
  return null;
}

/** The outages a customer met in this entry (none for a check that found no window active). */
export function outageHitsOf(type: string, p: Payload): string[] {
  if (type === reportTypes.paymentBlockedByOutage) return [textOr(p.outage, 'unknown')];
  if (type === reportTypes.billingOutageChecked) return (['billing', 'lifeBilling'] as const).filter((name) => p[name] === true);
  if (type === reportTypes.lifeQuotingOutageChecked) return p.active === true ? ['lifeQuoting'] : [];
  return [];
}

interface Tally<K> {
  key: K;
  sessions: Set<number>;
  hits: number;
}
function tally<K>(map: Map<string, Tally<K>>, id: string, key: K, session: number) {
  const row = map.get(id) ?? { key, sessions: new Set<number>(), hits: 0 };
  row.sessions.add(session);
  row.hits += 1;
  map.set(id, row);
}

/**
 * Claims filed, by way of filing. A filing is known by its idempotency key: made when the customer first submits (the
 * intent, which carries the date of loss), saved on the phone with it when no answer came (the queued event), and
 * filed when the gateway's answer reached the page (the filing call's success, recorded with the key), in a later
 * visit when the claim waited on the phone. The gateway's SQL (server/sessions/reports.ts) measures by the same rules.
 */
export const filingWays = {
  signedIn: {
    call: 'claimFiling',
    intent: 'claims/fnolIntentCreated',
    lossDate: 'lossDate',
    saved: 'claims/fnolQueued',
    /** Filed from the phone: names when it was saved and its date of loss (the saving visit may not be recorded). */
    savedSent: 'claims/fnolSavedClaimSent',
    /** The claim filed names its date of loss too: the first of these after the call's success in its visit. */
    filed: 'claims/claimFiled',
  },
  guest: {
    call: 'guestClaimFiling',
    intent: 'guestClaims/guestFnolIntentCreated',
    lossDate: 'incidentDate',
    saved: 'guestClaims/guestClaimQueued',
    savedSent: 'guestClaims/guestSavedClaimSent',
    filed: null,
  },
} as const satisfies Record<
  FilingWay,
  { call: string; intent: string; lossDate: string; saved: string; savedSent: string; filed: string | null }
>;
export const filingWayOrder: readonly FilingWay[] = ['signedIn', 'guest'];
/** The action whose payload names the filing call that succeeded and the key it carried. */
export const callSucceededType = 'api/callSucceeded';
/** A date of loss as the intent carries it (a masked or malformed one is not measured). */
export const isoDatePattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
/** A moment as the saved claim's filing names it (an ISO instant in UTC). */
export const isoInstantPattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?Z$';

/** The instant the business day (US Eastern) of a 'yyyy-mm-dd' date begins, in ms since the epoch. */
export function businessDayStart(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // 5 a.m. UTC is midnight EST or 1 a.m. EDT of the same day, even on the days the clocks change (at 2 a.m.).
  const probe = Date.UTC(year, month - 1, day, 5);
  return probe - easternClock(new Date(probe)).minute * 60_000;
}

/** The continuous percentile of sorted values (PostgreSQL's percentile_cont: linear between the two nearest), or null. */
export function percentileOf(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const first = sorted[lower]!;
  const second = sorted[Math.ceil(position)]!;
  return first + (second - first) * (position - lower);
}

/** What the SQL and the logs measure of one way of filing, in ms; the row rounds them to tenths of hours and minutes. */
export interface FilingMeasures {
  way: FilingWay;
  filed: number;
  savedOnPhone: number;
  lossToFiledMs: [median: number | null, p90: number | null];
  savedToFiledMs: [median: number | null, p90: number | null];
}

const tenthsOf = (ms: number | null, unitMs: number) => (ms === null ? null : Math.round((ms * 10) / unitMs) / 10);

/** The report's rows: signed in first, then guest, each way that filed a claim. */
export function claimFilingRows(measures: readonly FilingMeasures[]): ClaimFilingRow[] {
  return filingWayOrder.flatMap((way) => {
    const m = measures.find((x) => x.way === way);
    if (!m || m.filed === 0) return [];
    return [
      {
        way,
        filed: m.filed,
        savedOnPhone: m.savedOnPhone,
        lossToFiledHoursMedian: tenthsOf(m.lossToFiledMs[0], 3_600_000),
        lossToFiledHoursP90: tenthsOf(m.lossToFiledMs[1], 3_600_000),
        savedToFiledMinutesMedian: tenthsOf(m.savedToFiledMs[0], 60_000),
        savedToFiledMinutesP90: tenthsOf(m.savedToFiledMs[1], 60_000),
      },
    ];
  });
}

interface FilingSeen {
  lossDate?: string;
  savedAt?: number;
  filedAt?: number;
}

/** Claims filed per way over many logs: a filing's moments are found by its key in any visit. */
export function claimFilingsOf(sessions: readonly (readonly LogEntry[])[]): ClaimFilingRow[] {
  const seen: Record<FilingWay, Map<string, FilingSeen>> = { signedIn: new Map(), guest: new Map() };
  const filingOf = (way: FilingWay, key: unknown) => {
    if (typeof key !== 'string' || key === '') return undefined;
    const filing = seen[way].get(key) ?? {};
    seen[way].set(key, filing);
    return filing;
  };
  const earliest = (a: number | undefined, b: number) => (a === undefined ? b : Math.min(a, b));
  const datePattern = new RegExp(isoDatePattern);
  const instantPattern = new RegExp(isoInstantPattern);
  const lossDateOf = (filing: FilingSeen, lossDate: unknown) => {
    if (typeof lossDate === 'string' && datePattern.test(lossDate) && (filing.lossDate === undefined || lossDate < filing.lossDate))
      filing.lossDate = lossDate;
  };
  for (const entries of sessions) {
    // Backwards through the visit, so each filing call's success meets the claim filed next after it.
    const nextFiled: Partial<Record<FilingWay, Payload>> = {};
    for (const e of [...entries].reverse()) {
      const p = (e.payload ?? {}) as Payload;
      for (const way of filingWayOrder) {
        if (e.type === filingWays[way].filed) nextFiled[way] = p;
        else if (e.type === callSucceededType && p.actionName === filingWays[way].call && nextFiled[way]) {
          const filing = filingOf(way, p.key);
          if (filing) lossDateOf(filing, ((nextFiled[way]!.claim ?? {}) as Payload).lossDate);
        }
      }
    }
    for (const e of entries) {
      const p = (e.payload ?? {}) as Payload;
      for (const way of filingWayOrder) {
        const rules = filingWays[way];
        const filing =
          (e.type === callSucceededType && p.actionName === rules.call) ||
          e.type === rules.saved ||
          e.type === rules.savedSent ||
          e.type === rules.intent
            ? filingOf(way, p.key)
            : undefined;
        if (!filing) continue;
        if (e.type === callSucceededType) filing.filedAt = earliest(filing.filedAt, e.at);
        else if (e.type === rules.saved) filing.savedAt = earliest(filing.savedAt, e.at);
        else if (e.type === rules.savedSent) {
          if (typeof p.savedAt === 'string' && instantPattern.test(p.savedAt))
            filing.savedAt = earliest(filing.savedAt, Date.parse(p.savedAt));
          lossDateOf(filing, p.lossDate);
        } else lossDateOf(filing, ((p.filing ?? {}) as Payload)[rules.lossDate]);
      }
    }
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return claimFilingRows(
    filingWayOrder.map((way): FilingMeasures => {
      const filed = [...seen[way].values()].flatMap((f) => (f.filedAt === undefined ? [] : [{ ...f, filedAt: f.filedAt }]));
      const lossToFiled = sorted(filed.flatMap((f) => (f.lossDate === undefined ? [] : [f.filedAt - businessDayStart(f.lossDate)])));
      const savedToFiled = sorted(filed.flatMap((f) => (f.savedAt === undefined ? [] : [f.filedAt - f.savedAt])));
      return {
        way,
        filed: filed.length,
        savedOnPhone: savedToFiled.length,
        lossToFiledMs: [percentileOf(lossToFiled, 0.5), percentileOf(lossToFiled, 0.9)],
        savedToFiledMs: [percentileOf(savedToFiled, 0.5), percentileOf(savedToFiled, 0.9)],
      };
    }),
  );
}

/** Knockouts by line of business and reason, API failures by call and status, outage hits, claims filed, over many logs. */
export function journeyReportOf(sessions: readonly (readonly LogEntry[])[]): JourneyReport {
  const knockouts = new Map<string, Tally<[string, string]>>();
  const failures = new Map<string, Tally<[string, string]>>();
  const outages = new Map<string, Tally<string>>();
  sessions.forEach((entries, i) => {
    for (const e of entries) {
      const p = (e.payload ?? {}) as Payload;
      const knockout = knockoutOf(e.type, p);
      if (knockout) tally(knockouts, knockout.join('\u0000'), knockout, i);
      if (e.type === reportTypes.apiFailed) {
        const k: [string, string] = [textOr(p.call, 'unknown'), textOr(p.status, 'network')];
        tally(failures, k.join('\u0000'), k, i);
      }
      for (const outage of outageHitsOf(e.type, p)) tally(outages, outage, outage, i);
    }
  });
  return {
    knockouts: [...knockouts.values()]
      .map((r) => ({ lineOfBusiness: r.key[0], reason: r.key[1], sessions: r.sessions.size }))
      .sort((a, b) => b.sessions - a.sessions),
    apiFailures: [...failures.values()]
      .map((r) => ({ call: r.key[0], status: r.key[1], failures: r.hits, sessions: r.sessions.size }))
      .sort((a, b) => b.failures - a.failures),
    outageHits: [...outages.values()].map((r) => ({ outage: r.key, sessions: r.sessions.size })).sort((a, b) => b.sessions - a.sessions),
    claimFilings: claimFilingsOf(sessions),
  };
}

/**
 * Offer performance: the offer actions the portal records as a customer meets an offer (shown, its button chosen,
 * closed), counted in sessions per promotion kind and experience group. The gateway's SQL counts by the same rules.
 */
export const offerMeasures = { shown: 'offers/offerViewed', clicked: 'offers/offerClicked', dismissed: 'offers/dismissRequested' } as const;
type OfferMeasure = keyof typeof offerMeasures;

export const offerKinds = Object.keys(OfferKind.keys) as OfferKind[];
export const experienceGroups = Object.keys(ExperienceGroup.keys) as ExperienceGroup[];

/** Rows in the order of the promotion kinds (spec section 3), then group, with each rate a share of the sessions shown. */
export function offerPerformanceRows(
  counts: readonly (Pick<OfferPerformanceRow, 'kind' | 'experienceGroup'> & Record<OfferMeasure, number>)[],
) {
  const rank = (r: Pick<OfferPerformanceRow, 'kind' | 'experienceGroup'>) =>
    offerKinds.indexOf(r.kind) * experienceGroups.length + experienceGroups.indexOf(r.experienceGroup);
  return [...counts]
    .sort((a, b) => rank(a) - rank(b))
    .map((r): OfferPerformanceRow => ({
      kind: r.kind,
      experienceGroup: r.experienceGroup,
      shown: r.shown,
      clicked: r.clicked,
      dismissed: r.dismissed,
      clickRate: r.shown === 0 ? 0 : r.clicked / r.shown,
      dismissRate: r.shown === 0 ? 0 : r.dismissed / r.shown,
    }));
}

/** Offer performance over many logs (the command-line report over exported logs). */
export function offerPerformanceOf(sessions: readonly (readonly LogEntry[])[]): OfferPerformanceRow[] {
  const rows = new Map<string, Pick<OfferPerformanceRow, 'kind' | 'experienceGroup'> & Record<OfferMeasure, Set<number>>>();
  const measures = Object.entries(offerMeasures) as [OfferMeasure, string][];
  sessions.forEach((entries, i) => {
    for (const e of entries) {
      const measure = measures.find(([, type]) => type === e.type)?.[0];
      const { kind, experienceGroup } = (e.payload ?? {}) as Payload;
      if (!measure || !OfferKind.is(kind) || !ExperienceGroup.is(experienceGroup)) continue;
      const id = `${kind}:${experienceGroup}`;
      const row = rows.get(id) ?? {
        kind,
        experienceGroup,
        shown: new Set<number>(),
        clicked: new Set<number>(),
        dismissed: new Set<number>(),
      };
      row[measure].add(i);
      rows.set(id, row);
    }
  });
  return offerPerformanceRows(
    [...rows.values()].map((r) => ({ ...r, shown: r.shown.size, clicked: r.clicked.size, dismissed: r.dismissed.size })),
  );
}
