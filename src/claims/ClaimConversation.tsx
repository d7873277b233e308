import { claimMessageMaxLength, type ClaimMessage } from '../contract/claims';
import { claimMessages } from '../validation/messages';
import { compose, noAccountOrCardNumber, required, type Validator } from '../validation/validators';

const notTooLong: Validator = (value) =>
  typeof value === 'string' && value.trim().length > claimMessageMaxLength
    ? claimMessages.messageTooLong(claimMessageMaxLength)
    : undefined;

/** A claim message as the customer and the gateway check it: written, not too long, no account or card number. */
export const claimMessageRule = compose(required, noAccountOrCardNumber, notTooLong);

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A claim's conversation, oldest first. The customer reads their own messages as "You"; the support console reads
 * the customer's name.
 */
export function ClaimMessageList({ messages, reader }: { messages: readonly ClaimMessage[]; reader: 'customer' | 'agent' }) {
  return (
    <ol className="claim-messages">
      {messages.map((m) => (
        <li key={m.messageId} className={`claim-message claim-message--${m.author}`}>
          <p className="claim-message__meta">
            <strong>{m.author === 'customer' && reader === 'customer' ? 'You' : m.authorName}</strong>{' '}
            <time dateTime={m.sentAt}>{sentAt(m.sentAt)}</time>
          </p>
          <p className="claim-message__body">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
