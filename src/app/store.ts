import {
  configureStore,
  type DevToolsEnhancerOptions,
  type Middleware,
  type Reducer,
  type Store,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { catalogueGuard } from '../bus/guard';
import { createActionLog, webStorageLog, type ActionLog, type LogStorage } from '../bus/actionLog';
import { redactAction } from '../bus/redact';
import { freshOnEachPageLoad } from '../shell/pageLoad';
import { limits, storageKeys } from '../../config/product';
import type { Services } from '../services/types';

export interface PortalStoreOptions<S> {
  /** The router's middleware (`routerMiddleware(history)`); an application without a router (the sign-in page) has none. */
  router?: Middleware;
  reducer: Reducer<S, UnknownAction>;
  services: Services;
  rootSaga: Saga<[Services]>;
  logStorage?: LogStorage;
  preloadedState?: Partial<S>;
  /** What to do with an action the catalogue does not accept: throw in tests, report in the browser. */
  onInvalidAction?: (problem: string) => void;
  /** Uploads this application's action log to the gateway (the browser apps; not tests or replay): see recordVisit. */
  recording?: Saga<[Services, ActionLog]>;
}

/**
 * One store setup for every application on the bus (customer portal, quoting, support console):
 * catalogue guard, action log, router, sagas. Actions and state stay serializable.
 */
/** The store, its action log, and the state before the log's first action on this page (for the log's export). */
export interface PortalStore<S> {
  store: Store<S, UnknownAction>;
  actionLog: ActionLog;
  initialState: S;
}

/**
 * Redux DevTools: a development build lets the extension drive the store; a production build shows it read-only
 * (actions and states to inspect and export, with sensitive values masked as in the action log), and takes nothing
 * from it: no dispatch, jump, skip, reorder, import, lock or persist, so the extension never changes a customer's state.
 */
export function devToolsOptions(environment: string | undefined): DevToolsEnhancerOptions {
  const masked = { actionSanitizer: <A extends { type: string }>(action: A) => redactAction(action) as A };
  if (environment !== 'production') return masked;
  return {
    ...masked,
    features: {
      pause: true,
      export: true,
      lock: false,
      persist: false,
      import: false,
      jump: false,
      skip: false,
      reorder: false,
      dispatch: false,
      test: false,
    },
  };
}

export function createPortalStore<S>(options: PortalStoreOptions<S>): PortalStore<S> {
  const { services } = options;
  const actionLog = createActionLog({
    now: services.clock.now,
    storage: options.logStorage ?? webStorageLog(window.sessionStorage, storageKeys.actionLog),
    maxEntries: limits.actionLogMaxEntries,
    schedule: (flush) => setTimeout(flush, 250),
  });
  const sagaMiddleware = createSagaMiddleware();
  const onInvalid = options.onInvalidAction ?? ((problem: string) => console.error(problem));
  const store = configureStore({
    reducer: freshOnEachPageLoad(options.reducer),
    preloadedState: options.preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ thunk: false })
        .concat(catalogueGuard(onInvalid))
        .concat(actionLog.middleware)
        .concat(options.router ? [options.router] : [])
        .concat(sagaMiddleware),
    devTools: devToolsOptions(process.env.NODE_ENV),
  }) as unknown as Store<S, UnknownAction>;
  const initialState = store.getState();
  // Recording starts first: it waits for the startup's app/started, which the root saga puts at once.
  if (options.recording) sagaMiddleware.run(options.recording, services, actionLog);
  sagaMiddleware.run(options.rootSaga, services);
  return { store, actionLog, initialState };
}
