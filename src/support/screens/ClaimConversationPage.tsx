import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { AlertBanner, Button, Form, Loading, TextAreaField } from '../../ui';
import { ClaimMessageList, claimMessageRule } from '../../claims/ClaimConversation';
import { supportRoutes } from '../../shared/routes';
import { supportCopy } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import '../../claims/claims.scss';

/** One claim's conversation, answered by the agent as the claim's adjuster. */
export function ClaimConversationPage() {
  const dispatch = useDispatch();
  const { fileNumber } = useParams<{ fileNumber: string }>();
  const thread = useSelector(selectSupportField('conversation'));
  const message = useSelector(selectSupportField('message'));
  const answering = useSelector(selectSupportField('answering'));
  const answerError = useSelector(selectSupportField('answerError'));
  const answered = useSelector(selectSupportField('answeredFile')) === fileNumber;
  useEffect(() => {
    dispatch(supportActions.claimConversationOpenRequested({ fileNumber }));
  }, [dispatch, fileNumber]);
  const shown = thread?.conversation.fileNumber === fileNumber ? thread : null;
  return (
    <>
      <p>
        <Link to={supportRoutes.supportClaimMessages.to({})}>Back to claim messages</Link>
      </p>
      <h1 className="page-heading" tabIndex={-1}>
        {shown ? supportCopy.conversationHeading(fileNumber, shown.conversation.customerName) : 'Claim conversation'}
      </h1>
      {!shown && !message && <Loading label="Loading the conversation" />}
      {shown && (
        <>
          <ClaimMessageList messages={shown.messages} reader="agent" />
          {answered && <AlertBanner type="success" heading={supportCopy.answerSent} subtext={supportCopy.answerSentDetail} />}
          <Form<{ body: string }>
            key={shown.messages.length}
            idPrefix="claim-answer"
            rules={{ body: claimMessageRule }}
            serverError={answerError ? { message: answerError } : null}
            onSubmit={(values) => {
              dispatch(supportActions.claimAnswerRequested({ fileNumber, body: values.body.trim() }));
            }}
          >
            <TextAreaField
              name="body"
              label={`Answer as ${shown.conversation.answeredAs}`}
              hint="The customer sees this in the claim messenger. Never include account or card numbers."
              rows={5}
            />
            <Button type="submit" processing={answering}>
              Send answer
            </Button>
          </Form>
        </>
      )}
    </>
  );
}
