import { combineReducers, type Reducer, type ReducersMapObject, type UnknownAction } from 'redux';
import { appActions } from './catalogue';
import type { LazyDomain } from './manifest';

/**
 * The slices each area brought with its chunk (its sagas' loader registers them, sagas/domains.ts). Loading an area's
 * slice also declares its catalogue, so the catalogue guard knows its actions from then on.
 */
const slicesOfArea = new Map<LazyDomain, ReducersMapObject>();

/** An area's slices, registered once: the first of its routes to load brings them, a later one changes nothing. */
export function registerAreaSlices(area: LazyDomain, slices: ReducersMapObject): void {
  if (!slicesOfArea.has(area)) slicesOfArea.set(area, slices);
}

type StartedState = { app?: { startedDomains?: readonly string[] } } | undefined;

/** The areas started once this action is folded: those of the state so far, and the ones it starts. */
function startedWith(state: StartedState, action: UnknownAction): readonly string[] {
  const before = state?.app?.startedDomains ?? [];
  return appActions.domainsStarted.match(action) ? [...before, ...action.payload.domains] : before;
}

/**
 * An application's reducer whose area slices join the state with the action that starts their area
 * (`app/domainsStarted`, which the navigation puts once the area's chunk, slice and sagas, has loaded): the shell's
 * slices from the start, each area's from then on, its state fresh. The slice joins at a logged action, not at a
 * store's replaceReducer call, so every fold of the log (the store, the support console's replay, an export opened in
 * Redux DevTools) adds it at the same place and goes through the same states.
 */
export function withAreaSlices<S>(shell: ReducersMapObject, areas: readonly LazyDomain[]): Reducer<S, UnknownAction> {
  const combined = new Map<string, Reducer>();
  const reducerOf = (started: readonly string[]): Reducer => {
    const present = areas.filter((area) => started.includes(area) && slicesOfArea.has(area));
    const key = present.join();
    const known = combined.get(key);
    if (known) return known;
    const reducer = combineReducers(Object.assign({}, shell, ...present.map((area) => slicesOfArea.get(area))) as ReducersMapObject);
    combined.set(key, reducer);
    return reducer;
  };
  return (state, action) => reducerOf(startedWith(state as StartedState, action))(state, action) as S;
}
