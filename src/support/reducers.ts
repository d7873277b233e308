import { combineReducers } from 'redux';
import type { History } from 'history';
import { replayableRouter } from '../shell/router';
import { supportReducer } from './slice';
import { chatReducer } from '../chat/slice';

export function createSupportReducer(history: History) {
  return combineReducers({ router: replayableRouter(history), support: supportReducer, chat: chatReducer });
}

export type SupportRootState = ReturnType<ReturnType<typeof createSupportReducer>>;
