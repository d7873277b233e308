import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Loading } from '../../ui';
import { supportRoutes } from '../../shared/routes';
import { formatEasternInstant } from '../../shared/format';
import { leadLineNames } from '../../shared/quoteSteps';
import { quotingMessages } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import { SupportTable } from '../SupportTable';

const statusNames = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const;

/** Prospects who asked an agent to call them about a quote: new ones first, the longest waiting at the top. */
export function LeadsPage() {
  const dispatch = useDispatch();
  const leads = useSelector(selectSupportField('leads'));
  const message = useSelector(selectSupportField('message'));
  useEffect(() => {
    dispatch(supportActions.leadsRequested());
  }, [dispatch]);
  return (
    <>
      <h1 className="page-heading" tabIndex={-1}>
        Leads
      </h1>
      {leads === null && !message && <Loading label="Loading leads" />}
      {leads?.length === 0 && <p>No prospect has asked to be called yet.</p>}
      {leads && leads.length > 0 && (
        <SupportTable
          label="Leads table"
          rows={leads}
          rowKey={(l) => l.leadId}
          columns={[
            { heading: 'Reference', cell: (l) => <Link to={supportRoutes.supportLead.to({ leadId: l.leadId })}>{l.reference}</Link> },
            { heading: 'Name', cell: (l) => l.name },
            {
              heading: 'Quote',
              cell: (l) => `${leadLineNames[l.quoteType]} ${l.jobNumber}${l.knockoutCode ? ` (knocked out: ${l.knockoutCode})` : ''}`,
            },
            { heading: 'Call', cell: (l) => quotingMessages.callWindows[l.timeWindow] },
            { heading: 'Asked (ET)', cell: (l) => formatEasternInstant(l.createdAt) },
            { heading: 'Status', cell: (l) => (l.status === 'new' ? <strong>{statusNames.new}</strong> : statusNames[l.status]) },
          ]}
        />
      )}
    </>
  );
}
