import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, RadioGroupField, SelectField, TextField } from '../../ui';
import { journeys } from '../../shared/journeys';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import { supportCopy } from '../../validation/messages';
import { FunnelPlot, JourneyReportPlots, OfferPerformancePlot } from '../JourneyCharts';

interface FunnelValues {
  journey: string;
  windowMinutes: string;
  ordering: 'ordered' | 'strict';
}

const firstFunnel: FunnelValues = { journey: 'quote', windowMinutes: '60', ordering: 'ordered' };
const funnelRequest = (v: FunnelValues) =>
  supportActions.funnelRequested({ journey: v.journey, windowMinutes: Number(v.windowMinutes) || 60, ordering: v.ordering });

function FunnelChart() {
  const funnel = useSelector(selectSupportField('funnel'));
  return funnel ? <FunnelPlot funnel={funnel} /> : null;
}

function OfferPerformance() {
  const offers = useSelector(selectSupportField('offers'));
  return offers ? <OfferPerformancePlot offers={offers} /> : null;
}

function JourneyReport() {
  const report = useSelector(selectSupportField('report'));
  return report ? <JourneyReportPlots report={report} /> : null;
}

/** Journey analytics over the recorded sessions: funnels, the knockout/failure report and offer performance. */
export default function JourneysPage() {
  const dispatch = useDispatch();
  // The page opens on the report, the quote funnel and offer performance; the agent then asks for other funnels.
  useEffect(() => {
    dispatch(supportActions.journeyReportRequested());
    dispatch(funnelRequest(firstFunnel));
    dispatch(supportActions.offerPerformanceRequested());
  }, [dispatch]);
  return (
    <>
      <h1 className="page-heading" tabIndex={-1}>
        {supportCopy.journeysHeading}
      </h1>
      <Form<FunnelValues>
        idPrefix="funnel"
        initialValues={firstFunnel}
        onSubmit={(v) => {
          dispatch(funnelRequest(v));
        }}
      >
        <SelectField name="journey" label="Journey" options={journeys.map((j) => ({ value: j.key, label: j.label }))} />
        <TextField name="windowMinutes" label="Conversion window (minutes)" width="short" inputMode="numeric" />
        <RadioGroupField
          name="ordering"
          label="Step order"
          options={[
            { value: 'ordered', label: 'In order (other steps may come between)' },
            { value: 'strict', label: 'Strictly one after another' },
          ]}
        />
        <Button type="submit">Show funnel</Button>
      </Form>
      <FunnelChart />
      <JourneyReport />
      <OfferPerformance />
    </>
  );
}
