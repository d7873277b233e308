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
        <div className="support-scroll" role="region" aria-label="Leads table" tabIndex={0}>
          <table className="support-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Name</th>
                <th scope="col">Quote</th>
                <th scope="col">Call</th>
                <th scope="col">Asked (ET)</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((l) => (
                <tr key={l.leadId}>
                  <td>
                    <Link to={supportRoutes.supportLead.to({ leadId: l.leadId })}>{l.reference}</Link>
                  </td>
                  <td>{l.name}</td>
                  <td>
                    {leadLineNames[l.quoteType]} {l.jobNumber}
                    {l.knockoutCode ? ` (knocked out: ${l.knockoutCode})` : ''}
                  </td>
                  <td>{quotingMessages.callWindows[l.timeWindow]}</td>
                  <td>{formatEasternInstant(l.createdAt)}</td>
                  <td>{l.status === 'new' ? <strong>{statusNames.new}</strong> : statusNames[l.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
