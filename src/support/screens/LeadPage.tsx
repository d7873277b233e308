import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Button, Facts, Loading } from '../../ui';
import { supportRoutes } from '../../shared/routes';
import { formatEasternInstant, formatIsoDate } from '../../shared/format';
import { formatCents } from '../../shared/money';
import { quoteTypeNames } from '../../shared/quoteSteps';
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
          <h2>
            {quoteTypeNames[shown.quote.quoteType]} quote {shown.quote.jobNumber}
          </h2>
          <Facts
            facts={[
              ['Quote status', quoteStatusNames[shown.quote.status]],
              ['Saved until', formatIsoDate(shown.quote.expiresOn)],
              ...(shown.quote.rating?.lines ?? []).map((l): [string, string] => [
                `${l.line} premium`,
                `${formatCents(l.totalCents)} for ${l.termMonths} months`,
              ]),
              ...(shown.quote.sections.address
                ? [
                    [
                      'Address',
                      `${shown.quote.sections.address.line1}, ${shown.quote.sections.address.city}, ${shown.quote.sections.address.state} ${shown.quote.sections.address.zip}`,
                    ] as [string, string],
                  ]
                : []),
            ]}
          />
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
