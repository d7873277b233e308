// The goals of the first pages (issue 34), each measured against a reference page of the design card's stack alone
// (scripts/bench/stackFloor*.tsx), built with the portal's own webpack settings in the same run. `npm run bench`
// prints them; no test asserts a timing or a weight.

/** The reference pages: the stack without a router (the login page has none) and with one (every other page). */
export const references = {
  stackFloorUnrouted: 'stack page, no router',
  stackFloor: 'routed stack page',
} as const;
export type Reference = keyof typeof references;

/** A first page the bench measures: where it is, what says it is drawn, and what it is held against. */
export interface BenchedPage {
  name: string;
  path: string;
  /** A CSS selector that is in the document once the page's screen is drawn. */
  ready: string;
  reference: Reference;
  /** Its scripts until the network is idle (gzip) at most this many times its reference page's. */
  maxWeightRatio?: number;
  /** Its Lighthouse mobile performance score (median of three) at most this many points under its reference's. */
  maxScoreGap: number;
  signedIn?: boolean;
}

/** Where a newcomer lands without signing in. */
export const publicFirstPages: readonly BenchedPage[] = [
  {
    name: 'login',
    path: '/customers/login',
    ready: 'button:has-text("Log in")',
    reference: 'stackFloorUnrouted',
    maxWeightRatio: 1.2,
    maxScoreGap: 3,
  },
  { name: 'quoting start', path: '/customers/quoting', ready: 'main h1', reference: 'stackFloor', maxWeightRatio: 1.25, maxScoreGap: 3 },
  {
    name: 'pay as a guest',
    path: '/customers/pay-as-guest',
    ready: 'main h1',
    reference: 'stackFloor',
    maxWeightRatio: 1.25,
    maxScoreGap: 3,
  },
  { name: 'express ID', path: '/customers/express-id', ready: 'main h1', reference: 'stackFloor', maxWeightRatio: 1.25, maxScoreGap: 3 },
  {
    name: 'report a claim',
    path: '/customers/claims/fnol/prelogin/intro',
    ready: 'main h1',
    reference: 'stackFloor',
    maxWeightRatio: 1.25,
    maxScoreGap: 3,
  },
  {
    name: 'upload, no login',
    path: '/customers/claims/prelogin/upload/claim-info',
    ready: 'main h1',
    reference: 'stackFloor',
    maxWeightRatio: 1.25,
    maxScoreGap: 3,
  },
];

/** The signed-in page held against the routed reference too, with more room (it draws a customer's policies). */
export const policiesOverview: BenchedPage = {
  name: 'policies overview',
  path: '/customers/policies',
  ready: 'main h1',
  reference: 'stackFloor',
  maxScoreGap: 5,
  signedIn: true,
};

export const goals = { cls: 0.02, routeChunkBytes: 40 * 1024, lighthouseRuns: 3 } as const;

/** The middle value (of an even count, the lower of the two middle ones). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/** One printed line: a page's weight, its reference's, the ratio and its goal. */
export function weightLine(page: BenchedPage, bytes: number, referenceBytes: number): string {
  const ratio = bytes / referenceBytes;
  const goal = page.maxWeightRatio ?? Number.POSITIVE_INFINITY;
  return (
    `${page.name.padEnd(17)} ${kb(bytes).padStart(9)} / ${references[page.reference]} ${kb(referenceBytes)}` +
    ` = ${ratio.toFixed(2)}x (goal: at most ${goal}x, ${verdict(ratio <= goal)})`
  );
}

/** A page's Lighthouse runs against its reference's, both from the same run of the bench. */
export interface ScorePair {
  page: string;
  reference: string;
  pageScore: number;
  referenceScore: number;
  difference: number;
  maxGap: number;
  worstCls: number;
  met: boolean;
}

export function scorePair(
  page: BenchedPage,
  pageRuns: readonly { score: number; cls: number }[],
  referenceScores: readonly number[],
): ScorePair {
  const pageScore = median(pageRuns.map((r) => r.score));
  const referenceScore = median(referenceScores);
  const difference = pageScore - referenceScore;
  const worstCls = Math.max(...pageRuns.map((r) => r.cls));
  return {
    page: page.name,
    reference: references[page.reference],
    pageScore,
    referenceScore,
    difference,
    maxGap: page.maxScoreGap,
    worstCls,
    met: difference >= -page.maxScoreGap && worstCls < goals.cls,
  };
}

/** One printed line of a pair: page, reference, median scores, difference, goal. */
export function scorePairLine(pair: ScorePair): string {
  const signed = pair.difference > 0 ? `+${pair.difference}` : String(pair.difference);
  return (
    `${pair.page.padEnd(17)} ${String(pair.pageScore).padStart(3)}  vs ${pair.reference.padEnd(21)} ${String(pair.referenceScore).padStart(3)}` +
    `  difference ${signed.padStart(3)} (goal: at least -${pair.maxGap})  worst CLS ${pair.worstCls.toFixed(3)} (goal: under ${goals.cls})` +
    `  ${verdict(pair.met)}`
  );
}
