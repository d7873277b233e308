import type { History } from 'history';
import type { RouterState } from 'connected-react-router';
import { replayableRouter } from '../shell/router';
import { appReducer, type AppState } from '../shell/slice';
import { authReducer } from '../auth/slice';
import { authActions } from '../auth/catalogue';
import { flagsReducer } from '../flags/slice';
import { analyticsReducer } from '../analytics/slice';
import { formsReducerForgettingAt } from '../forms/slice';
import { engagementReducer } from '../engagement/slice';
import { offersReducer } from '../offers/slice';
import { chatReducer } from '../chat/slice';
import { withAreaSlices } from '../shell/registry';
import { lazyDomains } from '../shell/manifest';
import type { AreaSlices } from './areaSlices';

/**
 * The reducers of the main customer application; replay folds the log through exactly these. The shell's slices (and
 * those of the sagas that start with the portal) are there from the start; each other area's joins, fresh, at the
 * `app/domainsStarted` of its area, once its chunk has registered it (sagas/domains.ts, src/shell/registry.ts).
 */
export function createRootReducer(history: History) {
  return withAreaSlices<RootState>(
    {
      router: replayableRouter(history),
      app: appReducer,
      auth: authReducer,
      flags: flagsReducer,
      analytics: analyticsReducer,
      forms: formsReducerForgettingAt(authActions.signedOut),
      engagement: engagementReducer,
      offers: offersReducer,
      chat: chatReducer,
    },
    lazyDomains,
  );
}

/** The portal's state; an area's slice is there from its area's start on (before it, its key is absent). */
export type RootState = AreaSlices & {
  router: RouterState;
  app: AppState;
  auth: ReturnType<typeof authReducer>;
  flags: ReturnType<typeof flagsReducer>;
  analytics: ReturnType<typeof analyticsReducer>;
  forms: ReturnType<ReturnType<typeof formsReducerForgettingAt>>;
  engagement: ReturnType<typeof engagementReducer>;
  offers: ReturnType<typeof offersReducer>;
  chat: ReturnType<typeof chatReducer>;
};
