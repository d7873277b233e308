import { reducerOf } from '../bus/reducer';
import type { ExpressIdCard, IdCard } from '../contract/idCards';
import type { PostalAddress } from '../contract/policies';
import { authActions } from '../auth/catalogue';
import { idCardsActions } from './catalogue';

export interface Delivery<Done> {
  readonly status: 'idle' | 'sending' | 'done' | 'failed';
  readonly done: Done | null;
  readonly message: string | null;
}
const idle = { status: 'idle', done: null, message: null } as const;

export interface IdCardsState {
  /** Card lists by scope: a policy number, or 'all'. */
  readonly lists: Readonly<Record<string, { status: 'loaded' | 'failed'; cards: readonly IdCard[] }>>;
  readonly email: Readonly<Record<string, Delivery<string>>>;
  readonly mail: Readonly<Record<string, Delivery<PostalAddress>>>;
  readonly express: { status: 'idle' | 'searching' | 'found' | 'rejected'; cards: readonly ExpressIdCard[]; message: string | null };
}

export const initialIdCardsState: IdCardsState = { lists: {}, email: {}, mail: {}, express: { status: 'idle', cards: [], message: null } };

export const idCardsReducer = reducerOf<IdCardsState>(initialIdCardsState, (on) => {
  on(idCardsActions.cardsLoaded, (state, payload) => ({
    ...state,
    lists: { ...state.lists, [payload.scope]: { status: 'loaded', cards: payload.cards } },
  }));
  on(idCardsActions.cardsLoadFailed, (state, payload) => ({
    ...state,
    lists: { ...state.lists, [payload.scope]: { status: 'failed', cards: [] } },
  }));
  on(idCardsActions.emailRequested, (state, payload) => ({
    ...state,
    email: { ...state.email, [payload.policyNumber]: { ...idle, status: 'sending' } },
  }));
  on(idCardsActions.emailed, (state, payload) => ({
    ...state,
    email: { ...state.email, [payload.policyNumber]: { status: 'done', done: payload.sentTo, message: null } },
  }));
  on(idCardsActions.emailFailed, (state, payload) => ({
    ...state,
    email: { ...state.email, [payload.policyNumber]: { status: 'failed', done: null, message: payload.message } },
  }));
  on(idCardsActions.mailRequested, (state, payload) => ({
    ...state,
    mail: { ...state.mail, [payload.policyNumber]: { ...idle, status: 'sending' } },
  }));
  on(idCardsActions.mailed, (state, payload) => ({
    ...state,
    mail: { ...state.mail, [payload.policyNumber]: { status: 'done', done: payload.mailedTo, message: null } },
  }));
  on(idCardsActions.mailFailed, (state, payload) => ({
    ...state,
    mail: { ...state.mail, [payload.policyNumber]: { status: 'failed', done: null, message: payload.message } },
  }));
  on(idCardsActions.expressIdRequested, (state) => ({ ...state, express: { status: 'searching', cards: [], message: null } }));
  on(idCardsActions.expressIdFound, (state, payload) => ({
    ...state,
    express: { status: 'found', cards: payload.cards, message: null },
  }));
  on(idCardsActions.expressIdRejected, (state, payload) => ({
    ...state,
    express: { status: 'rejected', cards: [], message: payload.message },
  }));
  on(authActions.signedOut, () => initialIdCardsState);
});
