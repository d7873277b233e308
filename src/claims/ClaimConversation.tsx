import { claimMessageMaxLength, type ClaimMessage } from '../contract/claims';
import { claimMessages } from '../validation/messages';
import { compose, required, type Validator } from '../validation/validators';
import { noAccountOrCardNumber } from '../validation/freeText';

const notTooLong: Validator = (value) =>
  typeof value === 'string' && value.trim().length > claimMessageMaxLength
    ? claimMessages.messageTooLong(claimMessageMaxLength)
    : undefined;

/** A claim message as the customer and the gateway check it: written, not too long, no account or card number. */
export const claimMessageRule = compose(required, noAccountOrCardNumber, notTooLong);

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Who wrote a message, as its reader sees it. The customer reads their own messages as "You"; a note sent without
 * signing in reads as from a guest upload (the name a guest typed is no proof of who they are: the customer never sees
 * it as the author, the support console sees it beside the label); otherwise the writer's name.
 */
function authorOf(m: ClaimMessage, reader: 'customer' | 'agent'): string {
  if (m.author === 'guest')
    return reader === 'customer' ? claimMessages.fromGuestUpload : `${claimMessages.fromGuestUpload} (${m.authorName})`;
  return m.author === 'customer' && reader === 'customer' ? 'You' : m.authorName;
}

/** A claim's conversation, oldest first, each message under its author as the reader sees it (`authorOf`). */
export function ClaimMessageList({ messages, reader }: { messages: readonly ClaimMessage[]; reader: 'customer' | 'agent' }) {
  return (
    <ol className="claim-messages">
      {messages.map((m) => (
        <li key={m.messageId} className={`claim-message claim-message--${m.author}`}>
          <p className="claim-message__meta">
            <strong>{authorOf(m, reader)}</strong> <time dateTime={m.sentAt}>{sentAt(m.sentAt)}</time>
          </p>
          <p className="claim-message__body">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
