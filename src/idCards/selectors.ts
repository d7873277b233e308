import type { IdCardsState, Delivery } from './slice';

interface WithIdCards {
  idCards: IdCardsState;
}

const notYet = { status: 'idle', done: null, message: null } as const;
const loading = { status: 'loading', cards: [] } as const;

/** The cards of a scope (a policy number or 'all'); status 'loading' until they arrive. */
export const selectIdCards = (scope: string) => (state: WithIdCards) => state.idCards.lists[scope] ?? loading;
export const selectEmailDelivery =
  (policyNumber: string) =>
  (state: WithIdCards): Delivery<string> =>
    state.idCards.email[policyNumber] ?? notYet;
export const selectMailDelivery = (policyNumber: string) => (state: WithIdCards) => state.idCards.mail[policyNumber] ?? notYet;
export const selectExpressId = (state: WithIdCards) => state.idCards.express;
