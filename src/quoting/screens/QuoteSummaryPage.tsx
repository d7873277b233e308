import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import { AlertBanner, Button, Form, PhoneLink, SelectField, StepIndicator, PageHeading } from '../../ui';
import { formatCents } from '../../shared/money';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { selectFlag } from '../../flags/selectors';
import { phones } from '../../../config/product';
import { bindSteps } from '../../../config/rating/bindSteps';
import { dwellingCoverages, type DwellingLine } from '../../../config/rating/dwelling';
import type { Quote, RatedCoverage } from '../../contract/quoting';
import { quotingActions } from '../catalogue';
import { bindLineOf, bindStepPath, quoteTypeNames, resumePathOf, stepNamesOf, sectionPath } from '../flow';
import { quotingMessages } from '../../validation/messages';
import { selectQuotingField } from '../selectors';
import { useQuoteOfRoute } from './useQuoteOfRoute';
import { EmailQuoteForm } from './EmailQuoteForm';
import { ReferralForm, onlineReferral } from './ReferralForm';
import { quotingRoutes } from '../../shared/routes/quoting';
import { useGoTo } from '../../shell/BusLink';

const coverageForm = declareForm('quote-coverages');
const lineNames: Record<string, string> = { auto: 'Auto', motorcycle: 'Motorcycle', home: 'Home', renters: 'Renters', condo: 'Condo' };

/** One choice per coverage of a line (a vehicle coverage's option applies to every vehicle). */
function coverageChoices(coverages: readonly RatedCoverage[]) {
  const seen = new Map<string, RatedCoverage>();
  for (const c of coverages) if (!seen.has(`${c.line}.${c.code}`)) seen.set(`${c.line}.${c.code}`, c);
  return [...seen.entries()].map(([key, c]) => ({
    key,
    name: `${lineNames[c.line] ?? c.line}: ${c.name}`,
    field: key.replace('.', '_'),
    options: c.options,
    option: c.option,
  }));
}

/** A dwelling coverage insured by amount shows the amount it insures (its share of what the customer entered). */
function insuredAmountCents(coverage: RatedCoverage, quote: Quote): number | null {
  const row = dwellingCoverages.find((r) => r.code === coverage.code && r.basis === 'amount');
  const share = row?.amountShare?.[coverage.line as DwellingLine];
  const entered = quote.sections.property?.coverageAmountCents;
  return share === undefined || entered === undefined ? null : Math.round(entered * share);
}

function PremiumTables({ quote }: { quote: Quote }) {
  const rating = quote.rating!;
  const subjects = [...new Set(rating.coverages.map((c) => `${c.line}|${c.subject}`))];
  return (
    <>
      {subjects.map((key) => {
        const [line, subject] = key.split('|') as [string, string];
        const rows = rating.coverages.filter((c) => c.line === line && c.subject === subject);
        return (
          <table key={key} className="quote-table">
            <caption>
              {lineNames[line]}: {subject}
            </caption>
            <thead>
              <tr>
                <th scope="col">Coverage</th>
                <th scope="col">Limit or deductible</th>
                <th scope="col">Premium</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.code}>
                  <th scope="row">{c.name}</th>
                  <td>
                    {[insuredAmountCents(c, quote), c.options.find((o) => o.code === c.option)?.label]
                      .map((part) => (typeof part === 'number' ? `${formatCents(part)} limit` : part))
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td>{formatCents(c.premiumCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      {rating.discounts.length > 0 && (
        <>
          <h2 className="quote-summary__subheading">Discounts</h2>
          <ul className="quote-summary__discounts">
            {rating.discounts.map((d) => (
              <li key={d.name}>
                {d.name}: -{formatCents(d.amountCents)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function CoverageOptions({ quote }: { quote: Quote }) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectQuotingField('submitting'));
  const formLog = useFormLog(coverageForm);
  const choices = useMemo(() => coverageChoices(quote.rating!.coverages), [quote]);
  const initialValues = useMemo(() => Object.fromEntries(choices.map((c) => [c.field, c.option])), [choices]);
  const submit = (values: Record<string, string>) => {
    dispatch(
      quotingActions.coverageChanged({ coverageChoices: Object.fromEntries(choices.map((c) => [c.key, values[c.field] ?? c.option])) }),
    );
  };
  return (
    <Form<Record<string, string>>
      onSubmit={submit}
      initialValues={initialValues}
      idPrefix="coverage-"
      className="quote-summary__options"
      {...formLog}
    >
      <h2 className="quote-summary__subheading">Change your coverages</h2>
      {choices.map((c) => (
        <SelectField key={c.key} name={c.field} label={c.name} options={c.options.map((o) => ({ value: o.code, label: o.label }))} />
      ))}
      <Button type="submit" variant="secondary" processing={submitting}>
        Update price
      </Button>
    </Form>
  );
}

/** /quoting/{quoteTypePrefix}/summary: the price per coverage, options that move it, and buy online or call. */
export default function QuoteSummaryPage() {
  const dispatch = useDispatch();
  const goTo = useGoTo();
  const { quoteType, quote } = useQuoteOfRoute();
  const crossSell = useSelector(selectFlag('EnableQuotingCrossSellBanner'));
  const error = useSelector(selectQuotingField('error'));
  if (!quoteType) return <Redirect to={quotingRoutes.quoteStart.to({})} />;
  if (!quote) return <Redirect to={sectionPath(quoteType, 'customer')} />;
  if (quote.status === 'inProgress' || quote.status === 'knockedOut') return <Redirect to={resumePathOf(quote)} />;
  const rating = quote.rating!;
  const line = bindLineOf(quoteType);
  const steps = stepNamesOf(quoteType);
  return (
    <div className="quote-summary">
      <PageHeading>Your {quoteTypeNames[quoteType].toLowerCase()} quote</PageHeading>
      <StepIndicator steps={steps} current={steps.length} />
      {error && <AlertBanner type="error" heading="We couldn't update your price" subtext={error} />}
      <p className="quote-summary__reference">
        Quote number {quote.jobNumber}. Your quote is saved until {quote.expiresOn.slice(5, 7)}/{quote.expiresOn.slice(8, 10)}/
        {quote.expiresOn.slice(0, 4)}; resume it with this quote number.
      </p>
      <div className="quote-summary__total" role="status" aria-live="polite">
        {rating.lines.map((l) => (
          <p key={l.line}>
            <span className="quote-summary__amount">{formatCents(l.totalCents)}</span> for {l.termMonths} months of{' '}
            {lineNames[l.line]?.toLowerCase()} insurance
          </p>
        ))}
      </div>
      {crossSell && quoteType !== 'bundle' && (
        <AlertBanner
          type="info"
          heading={quotingMessages.crossSellHeading}
          subtext={quotingMessages.crossSellBody[quoteType]}
          action={{ label: 'Start a bundle quote', onClick: () => dispatch(quotingActions.quoteStartRequested({ quoteType: 'bundle' })) }}
        />
      )}
      <PremiumTables quote={quote} />
      <CoverageOptions quote={quote} />
      {quote.status === 'quoted' && quote.allowBind && line ? (
        <Button onClick={() => goTo(bindStepPath(quoteType, bindSteps[line][0]!))}>Buy this policy online</Button>
      ) : (
        <p className="quote-summary__call">
          {quotingMessages.bindByPhone} <PhoneLink phone={quoteType === 'bundle' ? phones.bundleQuote : phones.quoteAndBindHelp} />
        </p>
      )}
      {quote.status === 'quoted' && <EmailQuoteForm quoteId={quote.quoteId} initialEmail={quote.sections.customer?.email ?? ''} />}
      {quote.status === 'quoted' && <ReferralForm {...onlineReferral(quote)} />}
      <p>
        <Link className="standalone-link" to={quotingRoutes.quoteStart.to({})}>
          Start another quote
        </Link>
      </p>
    </div>
  );
}
