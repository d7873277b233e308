import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Loading, PageHeading } from '../../ui';
import { chatActions } from '../../chat/catalogue';
import { selectChatState } from '../../chat/selectors';
import { ChatThread } from '../../chat/ChatThread';
import '../../chat/chat.scss';
import { LiveAssistPanel } from './LiveAssistPanel';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import { LiveAuditTable } from '../LiveAuditTable';
import { liveViewCopy } from '../../validation/messages';

const statusWords = { waiting: 'Waiting', answered: 'Answered', ended: 'Ended' } as const;

/** The agents' desk: every open conversation (waiting ones first to take), and the chosen one to answer. */
export function ChatDeskPage() {
  const dispatch = useDispatch();
  const chat = useSelector(selectChatState);
  const audit = useSelector(selectSupportField('liveAudit'));
  useEffect(() => {
    dispatch(chatActions.loadRequested({ reason: 'desk' }));
    dispatch(supportActions.liveAuditRequested());
  }, [dispatch]);
  const open = chat.conversations.filter((c) => c.status !== 'ended');
  const selected = open.find((c) => c.conversationId === chat.selected) ?? null;
  return (
    <>
      <PageHeading>Chat desk</PageHeading>
      {chat.error && (
        <AlertBanner
          type="error"
          heading={chat.error}
          action={{ label: 'Reconnect', onClick: () => dispatch(chatActions.loadRequested({ reason: 'desk' })) }}
        />
      )}
      {chat.loading && <Loading label="Connecting to the chat" />}
      {chat.scriptLoaded && (
        <div className="chat-desk">
          <section aria-labelledby="chat-desk-conversations">
            <h2 id="chat-desk-conversations">Conversations</h2>
            {open.length === 0 ? (
              <p>No customer is waiting.</p>
            ) : (
              <ul className="chat-desk__list">
                {open.map((c) => (
                  <li key={c.conversationId}>
                    <Button
                      variant="link"
                      selected={c.conversationId === selected?.conversationId}
                      onClick={() => dispatch(chatActions.conversationSelected({ conversationId: c.conversationId }))}
                    >
                      {c.customer} ({statusWords[c.status]}
                      {c.agent ? `, ${c.agent}` : ''})
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {selected && (
            <section aria-labelledby="chat-desk-selected">
              <h2 id="chat-desk-selected">Chat with {selected.customer}</h2>
              {selected.status === 'waiting' && (
                <Button onClick={() => dispatch(chatActions.takeRequested({ conversationId: selected.conversationId }))}>
                  Take conversation
                </Button>
              )}
              <ChatThread
                id="chat-desk-message"
                self="agent"
                messages={chat.messages.filter((m) => m.conversationId === selected.conversationId)}
                onSend={(text) => dispatch(chatActions.messageSubmitted({ text, conversationId: selected.conversationId }))}
              />
              <Button variant="secondary" onClick={() => dispatch(chatActions.endRequested({ conversationId: selected.conversationId }))}>
                End conversation
              </Button>
              <LiveAssistPanel conversation={selected} />
            </section>
          )}
        </div>
      )}
      {audit && (
        <section aria-labelledby="live-audit-heading" className="live-audit">
          <h2 id="live-audit-heading">{liveViewCopy.auditHeading}</h2>
          <p>{liveViewCopy.auditIntro}</p>
          {audit.length === 0 ? (
            <p>{liveViewCopy.auditEmpty}</p>
          ) : (
            <LiveAuditTable records={audit} label={`${liveViewCopy.auditHeading} table`} />
          )}
        </section>
      )}
    </>
  );
}
