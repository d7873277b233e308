import { claimMessageMaxLength } from '../../src/contract/claims';
import { claimMessages } from '../../src/validation/messages';
import { noAccountOrCardNumber } from '../../src/validation/freeText';
import { badRequest } from '../http/errors';

/** A claim message's text as it is kept (trimmed), by the client's rules: not empty, not too long, no account or card number. */
export function checkedMessageText(raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw badRequest(claimMessages.messageEmpty);
  if (text.length > claimMessageMaxLength) throw badRequest(claimMessages.messageTooLong(claimMessageMaxLength));
  const flagged = noAccountOrCardNumber(text);
  if (flagged) throw badRequest(flagged);
  return text;
}
