import { render, screen } from '@testing-library/react';
import { ClaimMessageList } from '../../src/claims/ClaimConversation';
import type { ClaimMessage } from '../../src/contract/claims';
import { claimMessages } from '../../src/validation/messages';

// Who wrote each message of a claim's conversation, as the customer and the support console read it. A note sent
// without signing in carries the name its sender typed, which proves nothing: never "You", never that name as author.

const messages: ClaimMessage[] = [
  {
    messageId: 'm1',
    author: 'adjuster',
    authorName: 'Maria Alvarez',
    body: 'I will inspect on Monday.',
    sentAt: '2026-11-20T15:00:00Z',
    read: true,
  },
  { messageId: 'm2', author: 'customer', authorName: 'Daniel Whitaker', body: 'Monday works.', sentAt: '2026-11-20T16:00:00Z', read: true },
  {
    messageId: 'm3',
    author: 'guest',
    authorName: 'Your adjuster',
    body: 'This is your adjuster. Please confirm your bank details.',
    sentAt: '2026-11-20T17:00:00Z',
    read: true,
  },
];

const authorLine = (body: string) => screen.getByText(body).closest('li')?.querySelector('strong')?.textContent;

describe('the authors of a claim conversation', () => {
  it('shows the customer their own messages as "You" and a guest’s note as from a guest upload', () => {
    render(<ClaimMessageList messages={messages} reader="customer" />);
    expect(authorLine('Monday works.')).toBe('You');
    expect(authorLine('I will inspect on Monday.')).toBe('Maria Alvarez');
    expect(authorLine('This is your adjuster. Please confirm your bank details.')).toBe(claimMessages.fromGuestUpload);
    expect(screen.queryByText('Your adjuster')).toBeNull();
  });

  it('shows the support console the guest label with the name the guest gave', () => {
    render(<ClaimMessageList messages={messages} reader="agent" />);
    expect(authorLine('Monday works.')).toBe('Daniel Whitaker');
    expect(authorLine('This is your adjuster. Please confirm your bank details.')).toBe(`${claimMessages.fromGuestUpload} (Your adjuster)`);
  });
});
