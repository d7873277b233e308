import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run journeys -- FILE...` over a small fixture: an exported log ({version, entries}), a JSON-lines file of
// two sessions and a bare array of entries. The expected numbers were counted by hand from the fixtures:
//   exported-quote.json  quote start, details, back to start, an API failure (quoteCreate 503), summary
//   sessions.jsonl       (1) quote start, details, an auto SR22 knockout
//                        (2) log in, signed in, account, a network failure, make a payment, billing outage met,
//                            the paperless banner (group B) shown twice and dismissed
//   bare-payment.json    make a payment, method, confirmation (review skipped)

const root = path.resolve(__dirname, '../..');
const fixtures = ['exported-quote.json', 'sessions.jsonl', 'bare-payment.json'].map((f) => path.join(__dirname, 'fixtures', f));
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** The command's output as its CSV sections, by their '# title' line (or, untitled, their header row) -> the rows. */
function sections(output: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const block of output.trim().split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const title = lines[0]!.startsWith('#') ? lines.shift()!.replace(/^#\s*/, '') : lines.shift()!;
    found.set(title, lines);
  }
  return found;
}

describe('npm run journeys over exported logs', () => {
  let report: Map<string, string[]>;
  beforeAll(() => {
    report = sections(execFileSync(tsx, ['scripts/journeys.ts', ...fixtures], { cwd: root, encoding: 'utf8' }));
  }, 60000);

  it('reads every session of every file, whatever the export format', () => {
    expect(report.has('4 sessions')).toBe(true);
  });

  it('counts an ordered funnel (a detour allowed) apart from a strict one (no other step between)', () => {
    expect(report.get('Quote funnel (ordered, 60-minute window)')).toEqual([
      'step,sessions,conversion,drop_off',
      'Quote start,2,1.0000,0',
      'Quote details,2,1.0000,0',
      'Quote summary,1,0.5000,1',
      'Bind confirmation,0,0.0000,1',
    ]);
    expect(report.get('Quote funnel (strict, 60-minute window)')).toEqual([
      'step,sessions,conversion,drop_off',
      'Quote start,2,1.0000,0',
      'Quote details,2,1.0000,0',
      'Quote summary,0,0.0000,2',
      'Bind confirmation,0,0.0000,0',
    ]);
  });

  it('gives drop-off and step-to-step conversion per step, by pages and by action types', () => {
    expect(report.get('Payment funnel (ordered, 60-minute window)')).toEqual([
      'step,sessions,conversion,drop_off',
      'Make a payment,2,1.0000,0',
      'Payment method,1,0.5000,1',
      'Payment review,0,0.0000,1',
      'Payment confirmation,0,0.0000,0',
    ]);
    expect(report.get('Sign-in funnel (ordered, 60-minute window)')).toEqual([
      'step,sessions,conversion,drop_off',
      'Log in page,1,1.0000,0',
      'Signed in,1,1.0000,0',
      'Account,1,1.0000,0',
    ]);
    expect(report.get('Claim filing funnel (strict, 60-minute window)')?.slice(1)).toEqual([
      'Claim intro,0,0.0000,0',
      'Claim loss date,0,0.0000,0',
      'Claim policy,0,0.0000,0',
      'Claim contact information,0,0.0000,0',
      'Claim review,0,0.0000,0',
      'Claim confirmation,0,0.0000,0',
    ]);
  });

  it('reports knockouts by line of business, API failures by call and status, and outage hits by session', () => {
    expect(report.get('line_of_business,knockout_reason,sessions')).toEqual(['auto,SR22 filing required,1']);
    expect(report.get('api_call,status,failures,sessions')).toEqual(['quoteCreate,503,1,1', 'policiesSummary,network,1,1']);
    // The outage check that found the window open and the blocked payment are one session's hits.
    expect(report.get('outage,sessions')).toEqual(['billing,1']);
  });

  it('reports offer performance by promotion kind and experience group, in sessions, with rates', () => {
    expect(report.get('Offer performance')).toEqual([
      'promotion_kind,experience_group,shown,clicked,click_rate,dismissed,dismiss_rate',
      'accountPaperless,B,1,0,0.0000,1,1.0000',
    ]);
  });

  it('says how to use it when given no file', () => {
    const run = spawnSync(tsx, ['scripts/journeys.ts'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: npm run journeys -- FILE...');
  }, 60000);
});
