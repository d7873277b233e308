import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Button, Facts, Loading } from '../../ui';
import { supportRoutes } from '../../shared/routes';
import { formatEasternInstant, formatIsoDate } from '../../shared/format';
import { formatCents } from '../../shared/money';
import { quoteTypeNames } from '../../shared/quoteSteps';
import type { Quote } from '../../contract/quoting';
import type { LifeQuote } from '../../contract/lifeQuoting';
import { quotingMessages } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';

const statusNames = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const;
const quoteStatusNames = { inProgress: 'In progress', quoted: 'Quoted', knockedOut: 'Knocked out', bound: 'Bought' } as const;

/** One lead: who to call and when, the quote read-only, and marking it contacted or closed. */
export function LeadPage() {
  const dispatch = useDispatch();
  const { leadId } = useParams<{ leadId: string }>();
  const opened = useSelector(selectSupportField('lead'));
  const message = useSelector(selectSupportField('message'));
  useEffect(() => {
    dispatch(supportActions.leadOpenRequested({ leadId }));
  }, [dispatch, leadId]);
  const shown = opened?.lead.leadId === leadId ? opened : null;
  const mark = (status: 'contacted' | 'closed') => dispatch(supportActions.leadMarkRequested({ leadId, status }));
  return (
    <>
      <p>
        <Link to={supportRoutes.supportLeads.to({})}>Back to leads</Link>
      </p>
      <h1 className="page-heading" tabIndex={-1}>
        {shown ? `Lead ${shown.lead.reference}` : 'Lead'}
      </h1>
      {!shown && !message && <Loading label="Loading the lead" />}
      {shown && (
        <>
          <Facts
            facts={[
              ['Status', statusNames[shown.lead.status]],
              ['Name', shown.lead.name],
              ['Phone', shown.lead.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')],
              ['Email', shown.lead.email ?? 'None given'],
              ['Call', `${quotingMessages.callWindows[shown.lead.timeWindow]} (Eastern time)`],
              ['Asked', `${formatEasternInstant(shown.lead.createdAt)} ET`],
              ['Knockout', shown.lead.knockoutCode ?? 'None'],
            ]}
          />
          {'quote' in shown ? <OnlineQuoteFacts quote={shown.quote} /> : <LifeQuoteFacts quote={shown.lifeQuote} />}
          <p className="support-lead__actions">
            {shown.lead.status === 'new' && (
              <Button variant="secondary" onClick={() => mark('contacted')}>
                Mark contacted
              </Button>
            )}{' '}
            {shown.lead.status !== 'closed' && <Button onClick={() => mark('closed')}>Mark closed</Button>}
          </p>
        </>
      )}
    </>
  );
}

/** An online quote, read-only: its status, until when it is saved, its premiums and its address. */
function OnlineQuoteFacts({ quote }: { quote: Quote }) {
  const address = quote.sections.address;
  return (
    <>
      <h2>
        {quoteTypeNames[quote.quoteType]} quote {quote.jobNumber}
      </h2>
      <Facts
        facts={[
          ['Quote status', quoteStatusNames[quote.status]],
          ['Saved until', formatIsoDate(quote.expiresOn)],
          ...(quote.rating?.lines ?? []).map((l): [string, string] => [
            `${l.line} premium`,
            `${formatCents(l.totalCents)} for ${l.termMonths} months`,
          ]),
          ...(address ? [['Address', `${address.line1}, ${address.city}, ${address.state} ${address.zip}`] as [string, string]] : []),
        ]}
      />
    </>
  );
}

/** A life quote, read-only: the coverage asked for, its knockout if any, and the premium of each term offered. */
function LifeQuoteFacts({ quote }: { quote: LifeQuote }) {
  return (
    <>
      <h2>Life quote {quote.quoteId}</h2>
      <Facts
        facts={[
          ['Coverage amount', formatCents(quote.coverageAmountCents)],
          ['Knockout reason', quote.knockout?.reason ?? 'None'],
          ['Application started', quote.applicationStarted ? 'Yes' : 'No'],
          ...quote.premiums.map((p): [string, string] => [
            `${p.termYears}-year term`,
            `${formatCents(p.monthlyPremiumCents)} a month or ${formatCents(p.annualPremiumCents)} a year`,
          ]),
        ]}
      />
    </>
  );
}
