import { useEffect, useRef } from 'react';
import { Button } from './Button';

export interface RemoveQuestionProps {
  /** Unique on the page: names the question for the group. */
  id: string;
  /** What is asked, e.g. 'Remove the card ending 4242?'. */
  question: string;
  onRemove: () => void;
  onKeep: () => void;
}

/**
 * Asks before something is removed, in place of its Remove button: the question takes focus so a keyboard user
 * answers it at once; Remove removes, Keep it puts the button back.
 */
export function RemoveQuestion({ id, question, onRemove, onKeep }: RemoveQuestionProps) {
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => asked.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className="remove-question">
      <p id={id} ref={asked} tabIndex={-1}>
        {question}
      </p>
      <Button variant="primary" onClick={onRemove}>
        Remove
      </Button>
      <Button variant="secondary" onClick={onKeep}>
        Keep it
      </Button>
    </div>
  );
}
