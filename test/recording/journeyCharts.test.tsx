import { render, screen, within } from '@testing-library/react';
import { Chart } from 'chart.js';
import { ClaimFilingsTable, FunnelPlot, JourneyReportPlots, OfferPerformancePlot, funnelPlot } from '../../src/support/JourneyCharts';
import { claimFilingsOf, funnelRows, journeyByKey, journeyReportOf, funnelOf, offerPerformanceOf } from '../../src/shared/journeys';
import { CATALOGUE_VERSION } from '../../src/bus/actionLog';
import { syntheticSessions } from '../../server/sessions/synthetic';
import type { FunnelReport, JourneyReport } from '../../src/contract/support';

// Chart.js draws on a canvas, which jsdom lacks: a 2D context that accepts every drawing call and measures text
// lets the real library build its charts, so the test reads what each plot was given from the chart itself.
beforeAll(() => {
  // Responsive charts watch their box; jsdom has no layout, so nothing ever resizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const context = (canvas: HTMLCanvasElement) =>
    new Proxy({ canvas } as Record<string | symbol, unknown>, {
      get: (target, key) => {
        if (key in target) return target[key];
        if (key === 'measureText')
          return (text: string) => ({ width: String(text).length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
        if (key === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) });
        if (key === 'createLinearGradient' || key === 'createRadialGradient') return () => ({ addColorStop: () => undefined });
        if (key === 'getLineDash') return () => [];
        return () => undefined;
      },
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return context(this) as never;
  });
});

const quote = journeyByKey('quote')!;
const funnel: FunnelReport = { journey: 'Quote', rows: funnelRows(quote.steps, [1000, 800, 300, 120]) };
const report: JourneyReport = {
  knockouts: [
    { lineOfBusiness: 'auto', reason: 'SR22 filing required', sessions: 42 },
    { lineOfBusiness: 'home', reason: 'Trampoline on premises', sessions: 7 },
  ],
  apiFailures: [{ call: 'policiesSummary', status: '503', failures: 12, sessions: 9 }],
  outageHits: [
    { outage: 'billing', sessions: 31 },
    { outage: 'lifeQuoting', sessions: 4 },
  ],
  claimFilings: [],
};

const chartOf = (name: RegExp) => Chart.getChart(screen.getByRole('img', { name }) as HTMLCanvasElement)!;
const plotted = (chart: Chart) =>
  chart.data.datasets.map((d) => ({
    type: (d as { type?: string }).type ?? (chart.config as { type: string }).type,
    label: d.label,
    data: d.data,
  }));

describe('the funnel plot', () => {
  it('plots sessions and drop-off per step as bars and step-to-step conversion as a line on its own axis', () => {
    render(<FunnelPlot funnel={funnel} />);
    const chart = chartOf(/Quote funnel/);
    expect(chart.data.labels).toEqual(['Quote start', 'Quote details', 'Quote summary', 'Bind confirmation']);
    expect(plotted(chart)).toEqual([
      { type: 'bar', label: 'Sessions reaching the step', data: [1000, 800, 300, 120] },
      { type: 'bar', label: 'Dropped off before the step', data: [0, 200, 500, 180] },
      { type: 'line', label: 'Conversion from the previous step (%)', data: [100, 80, 37.5, 40] },
    ]);
    expect(chart.options.scales?.conversion).toMatchObject({ min: 0, max: 100, position: 'right' });
    const table = screen.getByRole('region', { name: 'Numbers per step' });
    expect(within(table).getByRole('row', { name: /Quote summary/ })).toHaveTextContent('Quote summary30037.5%500');
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Download the funnel as CSV' }).getAttribute('href')!)).toContain(
      'Quote summary,300,0.3750,500',
    );
  });

  it('plots a funnel over 100,000 generated sessions', () => {
    const sessions = Array.from(syntheticSessions(100_000), (s) => s.entries);
    const rows = funnelOf(sessions, { steps: quote.steps, windowMinutes: 60, ordering: 'ordered' });
    render(<FunnelPlot funnel={{ journey: 'Quote', rows }} />);
    const [reached] = chartOf(/Quote funnel/).data.datasets;
    expect(reached!.data).toEqual(rows.map((r) => r.sessions));
    // About half the synthetic visits are quotes; each later step keeps fewer of them.
    expect(rows[0]!.sessions).toBeGreaterThan(45_000);
    expect(rows[0]!.sessions).toBeLessThan(55_000);
    expect(rows.every((r, i) => i === 0 || r.sessions < rows[i - 1]!.sessions)).toBe(true);
    expect(screen.getByText(`${rows[0]!.sessions.toLocaleString('en-US')} sessions started the journey.`)).toBeInTheDocument();
  }, 60000);

  it('gives a conversion of 0 after a step no session reached', () => {
    const none = journeyByKey('claim')!.steps.map(() => 0);
    expect(funnelPlot({ journey: 'Claim', rows: funnelRows(journeyByKey('claim')!.steps, none) }).data.datasets[2]!.data).toEqual(none);
  });
});

describe('the knockout, API failure and outage plots', () => {
  it('plots each as horizontal bars, with its table and the CSV of all three', () => {
    render(<JourneyReportPlots report={report} />);
    const knockouts = chartOf(/Knockouts by line of business/);
    expect(knockouts.options.indexAxis).toBe('y');
    expect(knockouts.options.scales?.x).toMatchObject({ stacked: true });
    expect(knockouts.data.labels).toEqual(['auto', 'home']);
    expect(plotted(knockouts)).toEqual([
      { type: 'bar', label: 'SR22 filing required', data: [42, 0] },
      { type: 'bar', label: 'Trampoline on premises', data: [0, 7] },
    ]);
    expect(plotted(chartOf(/API failures/))).toEqual([{ type: 'bar', label: 'Failures', data: [12] }]);
    const outages = chartOf(/Outage hits/);
    expect(outages.data.labels).toEqual(['billing', 'lifeQuoting']);
    expect(plotted(outages)).toEqual([{ type: 'bar', label: 'Sessions that met the outage', data: [31, 4] }]);
    expect(within(screen.getByRole('region', { name: 'Outage hits table' })).getByRole('row', { name: /billing/ })).toHaveTextContent(
      'billing31',
    );
    const csv = decodeURIComponent(screen.getByRole('link', { name: /as CSV/ }).getAttribute('href')!);
    expect(csv).toContain('auto,SR22 filing required,42');
    expect(csv).toContain('policiesSummary,503,12,9');
    expect(csv).toContain('billing,31');
  });

  it('says so instead of drawing an empty plot', () => {
    render(<JourneyReportPlots report={{ knockouts: [], apiFailures: [], outageHits: report.outageHits, claimFilings: [] }} />);
    expect(screen.getByText('No knockouts in the recorded sessions.')).toBeInTheDocument();
    expect(screen.getByText('No API failures in the recorded sessions.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('plots the report the command line gives over the same logs', () => {
    const sessions = Array.from(syntheticSessions(2_000, 3), (s) => s.entries);
    render(<JourneyReportPlots report={journeyReportOf(sessions)} />);
    const outages = chartOf(/Outage hits/);
    expect(outages.data.labels).toEqual(['billing']);
    expect((outages.data.datasets[0]!.data as number[])[0]).toBeGreaterThan(0);
  });
});

describe('claims filed', () => {
  // Signed in: one claim filed online, one saved on the phone and sent in a later visit; as a guest, none.
  const entry = (at: number, type: string, payload: unknown) => ({ seq: 1, at, type, v: CATALOGUE_VERSION, payload });
  const lossDay = Date.UTC(2025, 0, 6, 5); // 6 January 2025 began at 05:00 UTC (US Eastern)
  const minutes = 60_000;
  const visits = [
    [
      entry(lossDay, 'claims/fnolIntentCreated', { key: 'k1', filing: { lossDate: '2025-01-06' } }),
      entry(lossDay + 3 * 60 * minutes, 'api/callSucceeded', { actionName: 'claimFiling', key: 'k1' }),
      entry(lossDay + 5 * 60 * minutes, 'claims/fnolIntentCreated', { key: 'k2', filing: { lossDate: '2025-01-06' } }),
      entry(lossDay + 5 * 60 * minutes + 1000, 'claims/fnolQueued', { key: 'k2' }),
    ],
    [entry(lossDay + 5 * 60 * minutes + 1000 + 45 * minutes, 'api/callSucceeded', { actionName: 'claimFiling', key: 'k2' })],
  ];

  it('shows each way of filing with its claims, those saved on the phone first and the times to filing, in a named table', () => {
    render(<ClaimFilingsTable filings={claimFilingsOf(visits)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Claims filed' })).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Claims filed table' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Way of filing',
      'Claims filed',
      'First saved on the phone',
      'Loss to filing, median (hours)',
      'Loss to filing, 90th percentile (hours)',
      'Saved on the phone to filed, median (minutes)',
      'Saved on the phone to filed, 90th percentile (minutes)',
    ]);
    // From the loss: 3 hours and 5 h 46 min (median 4.4 h, 90th percentile 5.5 h); 45 minutes on the phone.
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([['Signed in', '2', '1', '4.4', '5.5', '45', '45']]);
  });

  it('says "none" for a time nothing measured (no claim of that way saved on the phone)', () => {
    render(<ClaimFilingsTable filings={claimFilingsOf([visits[0]!.slice(0, 2)])} />);
    const cells = [...within(screen.getByRole('region', { name: 'Claims filed table' })).getAllByRole('cell')].map((c) => c.textContent);
    expect(cells).toEqual(['Signed in', '1', '0', '3', '3', 'none', 'none']);
  });

  it('says so when no claim was filed, and adds the claims filed to the report CSV', () => {
    const { unmount } = render(<ClaimFilingsTable filings={[]} />);
    expect(screen.getByText('No claim was filed in the recorded sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<JourneyReportPlots report={{ ...report, claimFilings: claimFilingsOf(visits) }} />);
    const csv = decodeURIComponent(screen.getByRole('link', { name: /claims filed as CSV/ }).getAttribute('href')!);
    expect(csv).toContain('filing_way,claims_filed,saved_on_phone');
    expect(csv).toContain('signedIn,2,1,4.4,5.5,45,45');
  });
});

describe('offer performance', () => {
  // Three visits: group A's paperless banner shown in two and chosen in one; group B's shown and dismissed in one.
  const entry = (seq: number, type: string, kind: string, experienceGroup: string) => ({
    seq,
    at: seq * 1000,
    type,
    v: CATALOGUE_VERSION,
    payload: { slot: 'accountBanner', kind, experienceGroup, eventToken: 't' },
  });
  const visits = [
    [entry(1, 'offers/offerViewed', 'accountPaperless', 'A'), entry(2, 'offers/offerClicked', 'accountPaperless', 'A')],
    [entry(1, 'offers/offerViewed', 'accountPaperless', 'A'), entry(2, 'offers/offerViewed', 'accountPaperless', 'A')],
    [entry(1, 'offers/offerViewed', 'crossSell', 'B'), entry(2, 'offers/dismissRequested', 'crossSell', 'B')],
  ];

  it('shows each kind and group with sessions shown, clicked and dismissed, their rates, a plot and a CSV', () => {
    render(<OfferPerformancePlot offers={offerPerformanceOf(visits)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Offer performance' })).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Offer performance table' }));
    expect(table.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Promotion kindExperience groupShownClickedClick rateDismissedDismiss rate',
      'Account paperlessA2150.0%00.0%',
      'Cross sellB100.0%1100.0%',
    ]);
    const rates = chartOf(/click and dismiss rates/);
    expect(rates.data.labels).toEqual(['Account paperless, group A', 'Cross sell, group B']);
    expect(plotted(rates)).toEqual([
      { type: 'bar', label: 'Click rate (%)', data: [50, 0] },
      { type: 'bar', label: 'Dismiss rate (%)', data: [0, 100] },
    ]);
    const csv = decodeURIComponent(screen.getByRole('link', { name: /offer performance as CSV/ }).getAttribute('href')!);
    expect(csv).toContain('accountPaperless,A,2,1,0.5000,0,0.0000');
    expect(csv).toContain('crossSell,B,1,0,0.0000,1,1.0000');
  });

  it('says so when no offer was shown', () => {
    render(<OfferPerformancePlot offers={[]} />);
    expect(screen.getByText('No customer has been shown an offer in the recorded sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
