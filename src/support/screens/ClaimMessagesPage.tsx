import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Loading } from '../../ui';
import { supportRoutes } from '../../shared/routes';
import { formatEasternInstant } from '../../shared/format';
import { supportCopy } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';

/** Every claim conversation: customers waiting for an answer first, the longest waiting at the top. */
export function ClaimMessagesPage() {
  const dispatch = useDispatch();
  const conversations = useSelector(selectSupportField('conversations'));
  const message = useSelector(selectSupportField('message'));
  useEffect(() => {
    dispatch(supportActions.claimConversationsRequested());
  }, [dispatch]);
  return (
    <>
      <h1 className="page-heading" tabIndex={-1}>
        {supportCopy.claimMessagesHeading}
      </h1>
      {conversations === null && !message && <Loading label="Loading claim messages" />}
      {conversations?.length === 0 && <p>{supportCopy.noClaimConversations}</p>}
      {conversations && conversations.length > 0 && (
        <div className="support-scroll" role="region" aria-label="Claim conversations table" tabIndex={0}>
          <table className="support-table">
            <thead>
              <tr>
                <th scope="col">Claim file</th>
                <th scope="col">Customer</th>
                <th scope="col">Answered as</th>
                <th scope="col">Last message (ET)</th>
                <th scope="col">Messages</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {conversations.map((c) => (
                <tr key={c.fileNumber}>
                  <td>
                    <Link to={supportRoutes.supportClaimConversation.to({ fileNumber: c.fileNumber })}>{c.fileNumber}</Link>
                  </td>
                  <td>{c.customerName}</td>
                  <td>{c.answeredAs}</td>
                  <td>{formatEasternInstant(c.lastMessageAt)}</td>
                  <td>{c.messageCount}</td>
                  <td>{c.awaitingAnswer ? <strong>Awaiting an answer</strong> : 'Answered'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
