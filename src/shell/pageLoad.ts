import type { Reducer, UnknownAction } from 'redux';
import { appActions } from './catalogue';

/** The router before a log's first LOCATION_CHANGE: at no page yet (the log's own LOCATION_CHANGE brings the customer's). */
const notRouted = { location: { pathname: '/', search: '', hash: '', query: {} }, action: 'POP' };

const withRouter = (state: unknown): state is { router: unknown } => typeof state === 'object' && state !== null && 'router' in state;

/**
 * Where a visit's log starts from: the application's fresh state, its router at no page yet. The browser's router
 * starts at the address the page loaded and replay's at its own: this is the one start both fold a log from, so the
 * console's replay and an export opened in Redux DevTools go through the same states.
 */
export function visitStart<S>(fresh: S): S {
  return withRouter(fresh) ? ({ ...fresh, router: notRouted } as S) : fresh;
}

/**
 * A visit's log spans page loads (sign-in, sign-out and reloads leave the page), and each load starts from a fresh
 * store: `app/started`, every load's first action, folds from fresh state. The router keeps its place until the new
 * page's first LOCATION_CHANGE (the store's own router starts at the loaded address, which a log does not hold).
 * The browser's store applies the same rule, so what a page restores from the tab (a payment in progress after a
 * reload) is restored by an action after `app/started`, and every fold of the log (the store, replay, Redux
 * DevTools' import) goes through the same states on every page, not the first page's only.
 */
export function freshOnEachPageLoad<S>(reducer: Reducer<S, UnknownAction>): Reducer<S, UnknownAction> {
  return (state, action) => {
    if (action.type !== appActions.started.type || state === undefined) return reducer(state, action);
    const kept = withRouter(state) ? ({ router: state.router } as unknown as S) : undefined;
    return reducer(kept, action);
  };
}
