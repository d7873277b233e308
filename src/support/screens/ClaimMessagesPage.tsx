import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Loading } from '../../ui';
import { supportRoutes } from '../../shared/routes';
import { formatEasternInstant } from '../../shared/format';
import { supportCopy } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import { SupportTable } from '../SupportTable';

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
        <SupportTable
          label="Claim conversations table"
          rows={conversations}
          rowKey={(c) => c.fileNumber}
          columns={[
            {
              heading: 'Claim file',
              cell: (c) => <Link to={supportRoutes.supportClaimConversation.to({ fileNumber: c.fileNumber })}>{c.fileNumber}</Link>,
            },
            { heading: 'Customer', cell: (c) => c.customerName },
            { heading: 'Answered as', cell: (c) => c.answeredAs },
            { heading: 'Last message (ET)', cell: (c) => formatEasternInstant(c.lastMessageAt) },
            { heading: 'Messages', cell: (c) => c.messageCount },
            { heading: 'Status', cell: (c) => (c.awaitingAnswer ? <strong>Awaiting an answer</strong> : 'Answered') },
          ]}
        />
      )}
    </>
  );
}
