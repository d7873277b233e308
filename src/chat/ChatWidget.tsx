import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Loading } from '../ui';
import { selectSignedIn } from '../auth/selectors';
import { selectSettingList } from '../flags/selectors';
import { formatContactHours, isOpenNow } from '../validation/contactHours';
import { chatActions } from './catalogue';
import { selectChatState } from './selectors';
import { ChatThread } from './ChatThread';
import { LiveAssist } from './LiveAssist';
import { useViewportCover } from './viewportCover';
import './chat.scss';

/**
 * The customer's chat (spec section 4): the launcher (76 px, fixed bottom-right; hidden while the chat is open,
 * without a deployment ID, or while a proactive offer shows; a dot for unread messages), the proactive offer, and the
 * chat window. Everything it does is an action on the bus.
 */
export function ChatWidget() {
  const dispatch = useDispatch();
  const signedIn = useSelector(selectSignedIn);
  const deploymentId = useSelector(selectSettingList('ChatDeploymentId'));
  // Undefined in a store without chat (the light sign-in page's): nothing to show there.
  const chat = useSelector(selectChatState) as ReturnType<typeof selectChatState> | undefined;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const offerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const shown = { open: chat?.open ?? false, offer: chat?.proactiveOffer ?? false };
  const before = useRef(shown);
  // Escape inside the open chat closes it (a listener on the panel: the section itself is no control).
  useEffect(() => {
    const panel = panelRef.current;
    if (!shown.open || !panel) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(chatActions.closed());
    };
    panel.addEventListener('keydown', closeOnEscape);
    return () => panel.removeEventListener('keydown', closeOnEscape);
  }, [shown.open, dispatch]);
  // Focus follows the widget: into the chat as it opens (the launcher that had focus is gone), and back to the
  // launcher when the chat or the offer that held focus closes (never taken from elsewhere on the page).
  useEffect(() => {
    const was = before.current;
    before.current = shown;
    if (shown.open && !was.open) headingRef.current?.focus();
    else if ((was.open && !shown.open) || (was.offer && !shown.offer && !shown.open)) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) launcherRef.current?.focus();
    }
  });
  useViewportCover(offerRef, signedIn && !!deploymentId && shown.offer && !shown.open);
  if (!signedIn || !deploymentId || !chat) return null;
  const open = chat.now === null || isOpenNow('claimsChat', new Date(chat.now));
  const conversation = chat.conversations.find((c) => c.status !== 'ended');
  const messages = conversation ? chat.messages.filter((m) => m.conversationId === conversation.conversationId) : [];
  const start = () => {
    dispatch(chatActions.loadRequested({ reason: 'launcher' }));
    dispatch(chatActions.opened());
  };
  return (
    <>
      <LiveAssist />
      {!chat.open && !chat.proactiveOffer && (
        <button type="button" className="chat-launcher" onClick={start} ref={launcherRef}>
          <span className="visually-hidden">
            Chat with us{chat.unread > 0 ? ` (${chat.unread} unread ${chat.unread === 1 ? 'message' : 'messages'})` : ''}
          </span>
          <span aria-hidden="true" className="chat-launcher__icon">
            Chat
          </span>
          {chat.unread > 0 && <span aria-hidden="true" className="chat-launcher__dot" />}
        </button>
      )}
      {chat.proactiveOffer && !chat.open && (
        <section className="chat-offer" aria-label="Chat offer" ref={offerRef}>
          <p className="chat-offer__text">Questions about your claim? An agent can chat with you now.</p>
          <div className="chat-offer__actions">
            <Button onClick={() => dispatch(chatActions.proactiveOfferAccepted())}>Start chat</Button>
            <Button variant="secondary" onClick={() => dispatch(chatActions.proactiveOfferRejected())}>
              No thanks
            </Button>
          </div>
        </section>
      )}
      {chat.open && (
        <section className="chat-panel" aria-labelledby="chat-panel-heading" ref={panelRef}>
          <div className="chat-panel__header">
            <h2 id="chat-panel-heading" className="chat-panel__heading" tabIndex={-1} ref={headingRef}>
              Chat with us
            </h2>
            <Button variant="secondary" onClick={() => dispatch(chatActions.closed())}>
              Close chat
            </Button>
          </div>
          {chat.loading && <Loading label="Connecting you to an agent" />}
          {chat.error && <AlertBanner type="error" heading={chat.error} />}
          {!open ? (
            <p className="chat-panel__closed">Claims chat is closed now. Chat is open {formatContactHours('claimsChat')}.</p>
          ) : (
            chat.scriptLoaded && (
              <>
                <p className="chat-panel__status">
                  {conversation?.status === 'answered'
                    ? 'An agent is with you.'
                    : conversation?.status === 'waiting'
                      ? 'Waiting for an agent.'
                      : 'Send a message and an agent will answer.'}
                </p>
                <ChatThread
                  id="chat-message"
                  self="customer"
                  messages={messages}
                  onSend={(text) => dispatch(chatActions.messageSubmitted({ text }))}
                />
                {conversation && (
                  <Button variant="secondary" onClick={() => dispatch(chatActions.endRequested({}))}>
                    End chat
                  </Button>
                )}
              </>
            )
          )}
        </section>
      )}
    </>
  );
}
