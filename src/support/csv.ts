import type { FunnelReport, JourneyReport, OfferPerformanceRow } from '../contract/support';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const rows = (header: string[], body: (string | number)[][]) => [header, ...body].map((r) => r.map(cell).join(',')).join('\n');

export function funnelCsv(report: Pick<FunnelReport, 'rows'>): string {
  return rows(
    ['step', 'sessions', 'conversion', 'drop_off'],
    report.rows.map((r) => [r.step, r.sessions, r.conversion.toFixed(4), r.dropOff]),
  );
}

export function journeyReportCsv(report: JourneyReport): string {
  return [
    rows(
      ['line_of_business', 'knockout_reason', 'sessions'],
      report.knockouts.map((k) => [k.lineOfBusiness, k.reason, k.sessions]),
    ),
    rows(
      ['api_call', 'status', 'failures', 'sessions'],
      report.apiFailures.map((f) => [f.call, f.status, f.failures, f.sessions]),
    ),
    rows(
      ['outage', 'sessions'],
      report.outageHits.map((o) => [o.outage, o.sessions]),
    ),
    rows(
      [
        'filing_way',
        'claims_filed',
        'saved_on_phone',
        'loss_to_filed_hours_median',
        'loss_to_filed_hours_p90',
        'saved_to_filed_minutes_median',
        'saved_to_filed_minutes_p90',
      ],
      report.claimFilings.map((f) => [
        f.way,
        f.filed,
        f.savedOnPhone,
        f.lossToFiledHoursMedian ?? '',
        f.lossToFiledHoursP90 ?? '',
        f.savedToFiledMinutesMedian ?? '',
        f.savedToFiledMinutesP90 ?? '',
      ]),
    ),
  ].join('\n\n');
}

export function offerPerformanceCsv(offers: readonly OfferPerformanceRow[]): string {
  return rows(
    ['promotion_kind', 'experience_group', 'shown', 'clicked', 'click_rate', 'dismissed', 'dismiss_rate'],
    offers.map((o) => [o.kind, o.experienceGroup, o.shown, o.clicked, o.clickRate.toFixed(4), o.dismissed, o.dismissRate.toFixed(4)]),
  );
}

export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
