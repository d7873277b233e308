import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Bar } from 'react-chartjs-2';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Button, Form, RadioGroupField, SelectField, TextField } from '../ui';
import { journeys } from '../recording/journeys';
import { supportActions } from './catalogue';
import { selectSupport } from './selectors';
import { csvHref, funnelCsv, journeyReportCsv } from './csv';
import { supportCopy } from '../validation/messages';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

interface FunnelValues { journey: string; windowMinutes: string; ordering: 'ordered' | 'strict' }

function FunnelChart() {
  const { funnel } = useSelector(selectSupport);
  if (!funnel) return null;
  const data = {
    labels: funnel.rows.map((r) => r.step),
    datasets: [
      { label: 'Sessions reaching the step', data: funnel.rows.map((r) => r.sessions), backgroundColor: '#1d4f91' },
      { label: 'Dropped off before it', data: funnel.rows.map((r) => r.dropOff), backgroundColor: '#c8102e' },
    ],
  };
  return (
    <section aria-label="Funnel">
      <h2>{funnel.journey} funnel</h2>
      <div className="support-chart"><Bar data={data} options={{ responsive: true, maintainAspectRatio: false, animation: false }} aria-label={`${funnel.journey} funnel chart`} role="img" /></div>
      <table className="support-table">
        <thead><tr><th scope="col">Step</th><th scope="col">Sessions</th><th scope="col">Conversion from previous</th><th scope="col">Drop-off</th></tr></thead>
        <tbody>{funnel.rows.map((r) => <tr key={r.step}><td>{r.step}</td><td>{r.sessions}</td><td>{(r.conversion * 100).toFixed(1)}%</td><td>{r.dropOff}</td></tr>)}</tbody>
      </table>
      <p><a href={csvHref(funnelCsv(funnel))} download="funnel.csv">Download the funnel as CSV</a></p>
    </section>
  );
}

function JourneyReport() {
  const { report } = useSelector(selectSupport);
  if (!report) return null;
  const knockoutData = {
    labels: report.knockouts.map((k) => `${k.lineOfBusiness}: ${k.reason}`),
    datasets: [{ label: 'Sessions knocked out', data: report.knockouts.map((k) => k.sessions), backgroundColor: '#c8102e' }],
  };
  const failureData = {
    labels: report.apiFailures.map((f) => `${f.call} (${f.status})`),
    datasets: [{ label: 'Failures', data: report.apiFailures.map((f) => f.failures), backgroundColor: '#6b4c9a' }],
  };
  return (
    <section aria-label="Knockouts and failures">
      <h2>Knockouts by line of business</h2>
      <div className="support-chart"><Bar data={knockoutData} options={{ indexAxis: 'y', maintainAspectRatio: false, animation: false }} role="img" aria-label="Knockouts chart" /></div>
      <h2>API failures</h2>
      <div className="support-chart"><Bar data={failureData} options={{ indexAxis: 'y', maintainAspectRatio: false, animation: false }} role="img" aria-label="API failures chart" /></div>
      <h2>Outage hits</h2>
      <ul>{report.outageHits.map((o) => <li key={o.outage}>{o.outage}: {o.sessions} sessions</li>)}</ul>
      <p><a href={csvHref(journeyReportCsv(report))} download="journeys.csv">Download knockouts, failures and outages as CSV</a></p>
    </section>
  );
}

/** Journey analytics over the recorded sessions: funnels and the knockout/failure report. */
export default function JourneysPage() {
  const dispatch = useDispatch();
  useEffect(() => { dispatch(supportActions.journeyReportRequested()); }, [dispatch]);
  return (
    <>
      <h1 className="page-heading" tabIndex={-1}>{supportCopy.journeysHeading}</h1>
      <Form<FunnelValues> idPrefix="funnel" initialValues={{ journey: 'quote', windowMinutes: '60', ordering: 'ordered' }}
        onSubmit={(v) => { dispatch(supportActions.funnelRequested({ journey: v.journey, windowMinutes: Number(v.windowMinutes) || 60, ordering: v.ordering })); }}>
        <SelectField name="journey" label="Journey" options={journeys.map((j) => ({ value: j.key, label: j.label }))} />
        <TextField name="windowMinutes" label="Conversion window (minutes)" width="short" inputMode="numeric" />
        <RadioGroupField name="ordering" label="Step order" options={[{ value: 'ordered', label: 'In order (other steps may come between)' }, { value: 'strict', label: 'Strictly one after another' }]} />
        <Button type="submit">Show funnel</Button>
      </Form>
      <FunnelChart />
      <JourneyReport />
    </>
  );
}
