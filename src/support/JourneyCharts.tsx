import { Bar, Chart } from 'react-chartjs-2';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import type { ClaimFilingRow, FunnelReport, JourneyReport, OfferPerformanceRow } from '../contract/support';
import type { OfferKind } from '../contract/offers';
import { supportCopy } from '../validation/messages';
import { csvHref, funnelCsv, journeyReportCsv, offerPerformanceCsv } from './csv';
import { SupportTable } from './SupportTable';

// The analysts' plots (Chart.js, in the support console's own chunk): each with its numbers in a table beside it,
// which is also what a screen reader reads, and the same report as CSV.

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const colours = { reached: '#1d4f91', dropped: '#c8102e', conversion: '#2e7d32', failure: '#6b4c9a', outage: '#b35900' } as const;
const still = { animation: false, responsive: true, maintainAspectRatio: false } as const;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The funnel as a plot: sessions reaching each step and dropping off before it (bars), step-to-step conversion (line, right axis). */
export function funnelPlot(funnel: FunnelReport): {
  data: ChartData<'bar' | 'line', number[], string>;
  options: ChartOptions<'bar' | 'line'>;
} {
  return {
    data: {
      labels: funnel.rows.map((r) => r.step),
      datasets: [
        {
          type: 'bar',
          label: 'Sessions reaching the step',
          data: funnel.rows.map((r) => r.sessions),
          backgroundColor: colours.reached,
          yAxisID: 'sessions',
          order: 2,
        },
        {
          type: 'bar',
          label: 'Dropped off before the step',
          data: funnel.rows.map((r) => r.dropOff),
          backgroundColor: colours.dropped,
          yAxisID: 'sessions',
          order: 3,
        },
        {
          type: 'line',
          label: 'Conversion from the previous step (%)',
          data: funnel.rows.map((r) => Math.round(r.conversion * 1000) / 10),
          borderColor: colours.conversion,
          backgroundColor: colours.conversion,
          yAxisID: 'conversion',
          order: 1,
        },
      ],
    },
    options: {
      ...still,
      scales: {
        sessions: { type: 'linear', position: 'left', beginAtZero: true, title: { display: true, text: 'Sessions' } },
        conversion: {
          type: 'linear',
          position: 'right',
          min: 0,
          max: 100,
          grid: { drawOnChartArea: false },
          title: { display: true, text: 'Conversion %' },
        },
      },
    },
  };
}

export function FunnelPlot({ funnel }: { funnel: FunnelReport }) {
  const { data, options } = funnelPlot(funnel);
  const first = funnel.rows[0]?.sessions ?? 0;
  return (
    <section className="support-plot" aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">{funnel.journey} funnel</h2>
      <p>{first.toLocaleString('en-US')} sessions started the journey.</p>
      <div className="support-chart">
        <Chart
          type="bar"
          data={data}
          options={options}
          role="img"
          aria-label={`${funnel.journey} funnel: sessions, drop-off and conversion per step (numbers in the table below)`}
        />
      </div>
      <SupportTable
        label="Numbers per step"
        rows={funnel.rows}
        rowKey={(r) => r.step}
        columns={[
          { heading: 'Step', cell: (r) => r.step },
          { heading: 'Sessions', cell: (r) => r.sessions.toLocaleString('en-US') },
          { heading: 'Conversion from previous', cell: (r) => percent(r.conversion) },
          { heading: 'Drop-off', cell: (r) => r.dropOff.toLocaleString('en-US') },
        ]}
      />
      <p>
        <a href={csvHref(funnelCsv(funnel))} download={`funnel-${funnel.journey.toLowerCase()}.csv`}>
          Download the funnel as CSV
        </a>
      </p>
    </section>
  );
}

/** One count per label, as horizontal bars (a row per label, so long labels stay readable on a phone). */
export interface Counted {
  readonly label: string;
  readonly count: number;
}

export function countPlot(rows: readonly Counted[], series: string, colour: string): ChartData<'bar', number[], string> {
  return { labels: rows.map((r) => r.label), datasets: [{ label: series, data: rows.map((r) => r.count), backgroundColor: colour }] };
}

const countOptions: ChartOptions<'bar'> = { ...still, indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } };

/** Colours told apart by most kinds of colour vision (Okabe and Ito), for one series per knockout reason. */
const reasonColours = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#f0e442'];

/** Knockout reasons by line of business: a bar per line, stacked by reason (so each line's total reads too). */
export function knockoutPlot(knockouts: JourneyReport['knockouts']): ChartData<'bar', number[], string> {
  const lines = [...new Set(knockouts.map((k) => k.lineOfBusiness))];
  const reasons = [...new Set(knockouts.map((k) => k.reason))];
  return {
    labels: lines,
    datasets: reasons.map((reason, i) => ({
      label: reason,
      data: lines.map((line) => knockouts.find((k) => k.lineOfBusiness === line && k.reason === reason)?.sessions ?? 0),
      backgroundColor: reasonColours[i % reasonColours.length],
    })),
  };
}

const stackedOptions: ChartOptions<'bar'> = {
  ...countOptions,
  scales: {
    x: { stacked: true, beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Sessions knocked out' } },
    y: { stacked: true },
  },
};

function KnockoutPlot({ knockouts }: { knockouts: JourneyReport['knockouts'] }) {
  const title = 'Knockouts by line of business';
  const data = knockoutPlot(knockouts);
  return (
    <section className="support-plot" aria-labelledby="knockouts-heading">
      <h2 id="knockouts-heading">{title}</h2>
      {knockouts.length === 0 ? (
        <p>No knockouts in the recorded sessions.</p>
      ) : (
        <>
          <div className="support-chart" style={{ height: `${Math.max(12, 8 + (data.labels?.length ?? 0) * 2.5)}rem` }}>
            <Bar data={data} options={stackedOptions} role="img" aria-label={`${title}, stacked by reason (numbers in the table below)`} />
          </div>
          <SupportTable
            label={`${title} table`}
            rows={knockouts}
            rowKey={(k) => `${k.lineOfBusiness}:${k.reason}`}
            columns={[
              { heading: 'Line of business', cell: (k) => k.lineOfBusiness },
              { heading: 'Reason', cell: (k) => k.reason },
              { heading: 'Sessions knocked out', cell: (k) => k.sessions.toLocaleString('en-US') },
            ]}
          />
        </>
      )}
    </section>
  );
}

function CountPlot({
  id,
  title,
  series,
  rows,
  colour,
  none,
}: {
  id: string;
  title: string;
  series: string;
  rows: readonly Counted[];
  colour: string;
  none: string;
}) {
  return (
    <section className="support-plot" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <>
          <div className="support-chart" style={{ height: `${Math.max(8, 3 + rows.length * 2)}rem` }}>
            <Bar
              data={countPlot(rows, series, colour)}
              options={countOptions}
              role="img"
              aria-label={`${title} (numbers in the table below)`}
            />
          </div>
          <SupportTable
            label={`${title} table`}
            rows={rows}
            rowKey={(r) => r.label}
            columns={[
              { heading: title, cell: (r) => r.label },
              { heading: series, cell: (r) => r.count.toLocaleString('en-US') },
            ]}
          />
        </>
      )}
    </section>
  );
}

/** Knockout reasons by line of business, API failures by call and status, and outage hits, each as a plot. */
const measured = (value: number | null) => (value === null ? 'none' : value.toLocaleString('en-US', { maximumFractionDigits: 1 }));

/** Claims filed per way of filing, with those first saved on the phone and the times to filing: a table, no plot. */
export function ClaimFilingsTable({ filings }: { filings: readonly ClaimFilingRow[] }) {
  const title = supportCopy.claimFilingsHeading;
  return (
    <section className="support-plot" aria-labelledby="claim-filings-heading">
      <h2 id="claim-filings-heading">{title}</h2>
      <p>{supportCopy.claimFilingsIntro}</p>
      {filings.length === 0 ? (
        <p>{supportCopy.noClaimFilings}</p>
      ) : (
        <SupportTable
          label={`${title} table`}
          rows={filings}
          rowKey={(f) => f.way}
          columns={[
            { heading: 'Way of filing', cell: (f) => supportCopy.filingWays[f.way] },
            { heading: 'Claims filed', cell: (f) => f.filed.toLocaleString('en-US') },
            { heading: 'First saved on the phone', cell: (f) => f.savedOnPhone.toLocaleString('en-US') },
            { heading: 'Loss to filing, median (hours)', cell: (f) => measured(f.lossToFiledHoursMedian) },
            { heading: 'Loss to filing, 90th percentile (hours)', cell: (f) => measured(f.lossToFiledHoursP90) },
            { heading: 'Saved on the phone to filed, median (minutes)', cell: (f) => measured(f.savedToFiledMinutesMedian) },
            { heading: 'Saved on the phone to filed, 90th percentile (minutes)', cell: (f) => measured(f.savedToFiledMinutesP90) },
          ]}
        />
      )}
    </section>
  );
}

export function JourneyReportPlots({ report }: { report: JourneyReport }) {
  return (
    <>
      <KnockoutPlot knockouts={report.knockouts} />
      <CountPlot
        id="api-failures"
        title="API failures"
        series="Failures"
        colour={colours.failure}
        none="No API failures in the recorded sessions."
        rows={report.apiFailures.map((f) => ({ label: `${f.call} (${f.status})`, count: f.failures }))}
      />
      <CountPlot
        id="outage-hits"
        title="Outage hits"
        series="Sessions that met the outage"
        colour={colours.outage}
        none="No customer met an outage in the recorded sessions."
        rows={report.outageHits.map((o) => ({ label: o.outage, count: o.sessions }))}
      />
      <ClaimFilingsTable filings={report.claimFilings} />
      <p>
        <a href={csvHref(journeyReportCsv(report))} download="journeys.csv">
          Download knockouts, failures, outages and claims filed as CSV
        </a>
      </p>
    </>
  );
}

const offerKindNames: Readonly<Record<OfferKind, string>> = supportCopy.offerKinds;
const offerLabel = (o: OfferPerformanceRow) => `${offerKindNames[o.kind]}, group ${o.experienceGroup}`;

/** Click and dismiss rates of each promotion kind and experience group, as horizontal bars (percent of the sessions shown). */
export function offerRatesPlot(offers: readonly OfferPerformanceRow[]): ChartData<'bar', number[], string> {
  const percentOf = (share: number) => Math.round(share * 1000) / 10;
  return {
    labels: offers.map(offerLabel),
    datasets: [
      { label: 'Click rate (%)', data: offers.map((o) => percentOf(o.clickRate)), backgroundColor: colours.conversion },
      { label: 'Dismiss rate (%)', data: offers.map((o) => percentOf(o.dismissRate)), backgroundColor: colours.dropped },
    ],
  };
}

const rateOptions: ChartOptions<'bar'> = {
  ...still,
  indexAxis: 'y',
  scales: { x: { min: 0, max: 100, title: { display: true, text: 'Share of the sessions shown (%)' } } },
};

/** Offers shown, clicked and dismissed by promotion kind and experience group, with their rates. */
export function OfferPerformancePlot({ offers }: { offers: readonly OfferPerformanceRow[] }) {
  const title = supportCopy.offersHeading;
  return (
    <section className="support-plot" aria-labelledby="offers-heading">
      <h2 id="offers-heading">{title}</h2>
      <p>{supportCopy.offersIntro}</p>
      {offers.length === 0 ? (
        <p>{supportCopy.noOffers}</p>
      ) : (
        <>
          <div className="support-chart" style={{ height: `${Math.max(10, 5 + offers.length * 3)}rem` }}>
            <Bar
              data={offerRatesPlot(offers)}
              options={rateOptions}
              role="img"
              aria-label={`${title}: click and dismiss rates by promotion kind and experience group (numbers in the table below)`}
            />
          </div>
          <SupportTable
            label={`${title} table`}
            rows={offers}
            rowKey={(o) => `${o.kind}:${o.experienceGroup}`}
            columns={[
              { heading: 'Promotion kind', cell: (o) => offerKindNames[o.kind] },
              { heading: 'Experience group', cell: (o) => o.experienceGroup },
              { heading: 'Shown', cell: (o) => o.shown.toLocaleString('en-US') },
              { heading: 'Clicked', cell: (o) => o.clicked.toLocaleString('en-US') },
              { heading: 'Click rate', cell: (o) => percent(o.clickRate) },
              { heading: 'Dismissed', cell: (o) => o.dismissed.toLocaleString('en-US') },
              { heading: 'Dismiss rate', cell: (o) => percent(o.dismissRate) },
            ]}
          />
          <p>
            <a href={csvHref(offerPerformanceCsv(offers))} download="offer-performance.csv">
              Download offer performance as CSV
            </a>
          </p>
        </>
      )}
    </section>
  );
}
