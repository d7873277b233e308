import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, TextField } from '../../ui';
import type { ChatConversation } from '../../contract/chat';
import { highlightTargetPattern, highlightTextMaxLength, type LiveShare } from '../../contract/liveAssist';
import { selectChatField } from '../../chat/selectors';
import { liveViewCopy as words } from '../../validation/messages';
import { compose, pattern, required, type Validator } from '../../validation/validators';
import { supportActions } from '../catalogue';
import { selectLiveFacts, selectLiveState, selectSupportField } from '../selectors';
import { ScreenFrame } from '../ReplayFrame';

const pointRules = {
  target: compose(required, pattern(highlightTargetPattern, words.pointTargetInvalid)),
  text: compose(required, ((value: string) =>
    value.trim().length > highlightTextMaxLength ? words.pointTextInvalid : undefined) as Validator),
};

/** The state a share ended in, in words: declined, or why it ended. */
function endedWords(share: LiveShare, customer: string): string {
  if (share.status === 'declined') return words.declined(customer);
  return share.endedReason ? words.ended[share.endedReason] : words.ended.stoppedByAgent;
}

/** The customer's screen as it is now, what the agent reads beside it, the pointer and the stop. */
function LiveView({ share, customer }: { share: LiveShare; customer: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectLiveState);
  const facts = useSelector(selectLiveFacts);
  const pointed = useSelector(selectSupportField('pointed'));
  const busy = useSelector(selectSupportField('liveBusy'));
  // The field the customer is in, suggested until the agent types another.
  const field = facts?.field ?? '';
  const suggested = useMemo(() => ({ target: field, text: '' }), [field]);
  return (
    <section aria-labelledby="live-view-heading" className="live-view" data-testid="live-view">
      <h3 id="live-view-heading">{words.heading(customer)}</h3>
      {!facts ? (
        <p role="status">{words.catchingUp}</p>
      ) : (
        <dl className="live-view__facts" data-testid="live-view-facts">
          <dt>{words.page}</dt>
          <dd data-testid="live-view-page">{facts.route}</dd>
          <dt>{words.window}</dt>
          <dd data-testid="live-view-window">{words.windowSize(facts.width, facts.height)}</dd>
          <dt>{words.field}</dt>
          <dd data-testid="live-view-field">{facts.field ?? words.noField}</dd>
        </dl>
      )}
      <Form<{ target: string; text: string }>
        idPrefix="live-point"
        initialValues={suggested}
        keepTyped
        rules={pointRules}
        onSubmit={(values) => {
          dispatch(
            supportActions.liveHighlightSent({ shareId: share.shareId, highlight: { target: values.target, text: values.text.trim() } }),
          );
        }}
        className="live-view__point"
      >
        <h4>{words.pointHeading}</h4>
        <TextField name="target" label={words.pointTarget} hint={words.pointTargetHint} width="medium" />
        <TextField name="text" label={words.pointText} maxLength={highlightTextMaxLength} />
        <Button type="submit">{words.pointSend}</Button>
        {pointed && <p role="status">{words.pointed}</p>}
      </Form>
      <Button variant="secondary" processing={busy} onClick={() => dispatch(supportActions.liveAssistStopped({ shareId: share.shareId }))}>
        {words.stop}
      </Button>
      {facts && <ScreenFrame state={state} width={facts.width} app="portal" title={words.frameTitle} label={words.frameTitle} />}
    </section>
  );
}

/**
 * Live assist at the chat desk, for the conversation the agent holds: ask to see the customer's screen, wait for the
 * answer (or withdraw), then watch it live until either side stops; what became of the last request stays in words.
 */
export function LiveAssistPanel({ conversation }: { conversation: ChatConversation }) {
  const dispatch = useDispatch();
  const latest = useSelector(selectChatField('liveShare'));
  const busy = useSelector(selectSupportField('liveBusy'));
  const message = useSelector(selectSupportField('liveMessage'));
  const share = latest?.conversationId === conversation.conversationId ? latest : null;
  const customer = conversation.customer;
  const open = share?.status === 'requested' || share?.status === 'live';
  return (
    <section aria-labelledby="live-assist-heading" className="live-assist-desk">
      <h3 id="live-assist-heading">Screen sharing</h3>
      {message && <AlertBanner type="error" heading={message} />}
      {share && !open && <p role="status">{endedWords(share, customer)}</p>}
      {!open && conversation.status === 'answered' && (
        <>
          <p>{words.askIntro}</p>
          <Button
            processing={busy}
            onClick={() => dispatch(supportActions.liveAssistAsked({ conversationId: conversation.conversationId }))}
          >
            {words.ask}
          </Button>
        </>
      )}
      {share?.status === 'requested' && (
        <>
          <p role="status">{words.waiting(customer)}</p>
          <Button
            variant="secondary"
            processing={busy}
            onClick={() => dispatch(supportActions.liveAssistStopped({ shareId: share.shareId }))}
          >
            {words.withdraw}
          </Button>
        </>
      )}
      {share?.status === 'live' && <LiveView share={share} customer={customer} />}
    </section>
  );
}
