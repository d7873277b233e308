// The bench prints each first page against its reference page of the stack alone, with the goal of issue 34. What
// is checked here is the reading of the goals (which page meets which, and how a pair is put), never a timing.
import { median, policiesOverview, publicFirstPages, scorePair, scorePairLine, weightLine } from '../../scripts/bench/goals';

const page = (name: string) => publicFirstPages.find((p) => p.name === name)!;

it('holds the login page against the stack page without a router and every other public first page against the routed one', () => {
  expect(publicFirstPages.map((p) => [p.name, p.reference, p.maxWeightRatio, p.maxScoreGap])).toEqual([
    ['login', 'stackFloorUnrouted', 1.2, 3],
    ['quoting start', 'stackFloor', 1.25, 3],
    ['pay as a guest', 'stackFloor', 1.25, 3],
    ['express ID', 'stackFloor', 1.25, 3],
    ['report a claim', 'stackFloor', 1.25, 3],
    ['upload, no login', 'stackFloor', 1.25, 3],
  ]);
  expect([policiesOverview.reference, policiesOverview.maxScoreGap, policiesOverview.signedIn]).toEqual(['stackFloor', 5, true]);
});

it('prints a page weight as its ratio to its reference page, with the goal and whether it is met', () => {
  expect(weightLine(page('login'), 1200, 1000)).toMatch(/login .* = 1\.20x \(goal: at most 1\.2x, met\)$/);
  expect(weightLine(page('login'), 1210, 1000)).toMatch(/= 1\.21x \(goal: at most 1\.2x, NOT MET\)$/);
  expect(weightLine(page('express ID'), 1250, 1000)).toMatch(/express ID .*routed stack page .* = 1\.25x \(goal: at most 1\.25x, met\)$/);
});

it('compares the median of three scores with the reference median, and wants CLS under 0.02 on every run', () => {
  expect(median([90, 98, 85])).toBe(90);
  expect(median([91, 87])).toBe(87);
  const runs = (scores: number[], cls = 0) => scores.map((score) => ({ score, cls }));
  const met = scorePair(page('quoting start'), runs([95, 89, 96]), [99, 98, 95]);
  expect(met).toMatchObject({ pageScore: 95, referenceScore: 98, difference: -3, met: true });
  expect(scorePairLine(met)).toMatch(/quoting start +95 +vs routed stack page +98 +difference +-3 \(goal: at least -3\).* met$/);
  expect(scorePair(page('quoting start'), runs([94, 94, 94]), [98, 98, 98]).met).toBe(false);
  expect(scorePair(page('quoting start'), [...runs([98, 98]), { score: 98, cls: 0.02 }], [98, 98, 98]).met).toBe(false);
  expect(scorePair(policiesOverview, runs([93, 93, 93]), [98, 98, 98]).met).toBe(true);
});
