import { fieldSelector } from '../bus/fieldSelector';
import type { ChatState } from './slice';

interface WithChat {
  chat: ChatState;
}

export const selectChatState = (state: WithChat) => state.chat;
/** Narrow reads: one field of the slice each. */
export const selectChatField = fieldSelector(selectChatState);
