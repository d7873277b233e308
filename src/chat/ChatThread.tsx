import { useState, type FormEvent } from 'react';
import type { ChatMessage } from '../contract/chat';
import { chatMessageMaxLength } from '../contract/chat';
import { Button } from '../ui';

export interface ChatThreadProps {
  messages: readonly ChatMessage[];
  /** Which author is 'you' (the customer in the widget, the agent at the desk). */
  self: ChatMessage['author'];
  onSend(text: string): void;
  /** Names the message box (unique on the page). */
  id: string;
  disabled?: boolean;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** A conversation's messages (announced as they come) and the box to answer in: the widget's and the desk's. */
export function ChatThread({ messages, self, onSend, id, disabled = false }: ChatThreadProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <div className="chat-thread">
      <ol className="chat-thread__messages" aria-live="polite" aria-label="Messages">
        {messages.map((m) => (
          <li key={m.messageId} className={`chat-thread__message chat-thread__message--${m.author === self ? 'self' : 'other'}`}>
            <span className="visually-hidden">{m.author === self ? 'You' : m.author === 'agent' ? 'Agent' : 'Customer'}: </span>
            {m.text}
            <span className="chat-thread__time"> {timeOf(m.sentAt)}</span>
          </li>
        ))}
      </ol>
      <form className="chat-thread__form" onSubmit={submit}>
        <label htmlFor={id} className="chat-thread__label">
          Your message
        </label>
        <textarea
          id={id}
          className="chat-thread__input"
          rows={2}
          maxLength={chatMessageMaxLength}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={disabled}>
          Send
        </Button>
      </form>
    </div>
  );
}
