// The journey report over exported action logs: `npm run journeys -- FILE...`
// Each FILE is a log exported from a browser (window.portalActionLog.exportJson()) or the support console (its
// entries are read; the same file opens in Redux DevTools),
// a bare array of entries, or a JSON-lines file of either (one session a line). Prints each journey's
// funnel (ordered and strict, 60-minute window), knockouts, API failures, outage hits, claims filed and offer performance as CSV.
import { readFileSync } from 'node:fs';
import type { LogEntry } from '../src/bus/actionLog';
import { upgradeEntry } from '../src/bus/replay';
import { funnelOf, journeyReportOf, journeys, offerPerformanceOf, type Ordering } from '../src/shared/journeys';
import { funnelCsv, journeyReportCsv, offerPerformanceCsv } from '../src/support/csv';

function sessionsIn(text: string): LogEntry[][] {
  const parse = (json: unknown): LogEntry[] =>
    (Array.isArray(json) ? json : ((json as { entries?: LogEntry[] }).entries ?? [])) as LogEntry[];
  const trimmed = text.trim();
  if (trimmed === '') return [];
  try {
    return [parse(JSON.parse(trimmed))];
  } catch {
    return trimmed
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((line) => parse(JSON.parse(line)));
  }
}

function main(files: string[]): void {
  if (files.length === 0) {
    console.error('Usage: npm run journeys -- FILE...   (exported action logs: JSON, or JSON lines with one session a line)');
    process.exit(2);
  }
  const sessions = files.flatMap((f) => sessionsIn(readFileSync(f, 'utf8'))).map((entries) => entries.map((e) => upgradeEntry(e)));
  console.log(`# ${sessions.length} sessions`);
  for (const journey of journeys) {
    for (const ordering of ['ordered', 'strict'] as Ordering[]) {
      console.log(`\n# ${journey.label} funnel (${ordering}, 60-minute window)`);
      console.log(funnelCsv({ rows: funnelOf(sessions, { steps: journey.steps, windowMinutes: 60, ordering }) }));
    }
  }
  console.log(`\n${journeyReportCsv(journeyReportOf(sessions))}`);
  console.log(`\n# Offer performance\n${offerPerformanceCsv(offerPerformanceOf(sessions))}`);
}

if (/journeys\.ts$/.test(process.argv[1] ?? '')) main(process.argv.slice(2));
