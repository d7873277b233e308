import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { carriesSecret } from '../bus/redact';

export const ChunkFailure = t.keyof({ missing: null, timeout: null, other: null });
export type ChunkFailure = t.TypeOf<typeof ChunkFailure>;

const pathOf = (payload: unknown): string => {
  const path = typeof payload === 'object' && payload !== null ? (payload as { path?: unknown }).path : undefined;
  return typeof path === 'string' ? path : '';
};

export const appActions = catalogue('app', {
  started: event(t.type({ appVersion: t.string, visitId: t.string })),
  versionChanged: event(t.type({ from: t.union([t.string, t.null]), to: t.string })),
  mobileModeDetected: event(t.type({ loader: t.boolean, mode: t.boolean })),
  pageViewed: event(
    t.intersection([
      t.type({ route: t.string, page: t.string, category: t.string, path: t.string, hasHash: t.boolean }),
      t.partial({ analyticsPage: t.string }),
    ]),
    {
      // An address carrying a one-time secret (a verification link's token) is not written down.
      sensitive: (payload) => (carriesSecret(pathOf(payload)) ? ['path'] : []),
    },
  ),
  pageErrorOccurred: event(t.type({ chunkFailure: t.union([ChunkFailure, t.null]), message: t.string })),
  domainsStarted: event(t.type({ domains: t.array(t.string) })),
  refreshRequested: command(),
  connectionLost: event(t.type({ message: t.string })),
  connectionRestored: event(t.type({ message: t.string })),
  browserChecked: event(
    t.type({
      supported: t.boolean,
      outdatedIos: t.boolean,
      name: t.string,
      version: t.string,
      bannerDismissed: t.boolean,
    }),
  ),
  browserBannerDismissed: command(),
  noticeShown: event(t.type({ heading: t.string, text: t.string })),
  noticeDismissed: command(),
});

export const appDescriptions: Descriptions<typeof appActions> = {
  started: 'The portal started in this tab',
  versionChanged: 'A new app version cleared stale storage',
  mobileModeDetected: 'remoteOverride switched mobile-app behaviour',
  pageViewed: 'A route was shown',
  pageErrorOccurred: 'A page failed to render or its script chunk failed to load',
  domainsStarted: 'The sagas of areas a route talks to arrived with its screen and started',
  refreshRequested: 'The customer asked to reload the page',
  connectionLost: 'Customer has lost network connection',
  connectionRestored: 'Customer has regained network connection',
  browserChecked: 'The browser was compared with the supported list',
  browserBannerDismissed: 'The customer closed the unsupported-browser banner',
  noticeShown: 'Something done away from its own pages was told on the page shown (a claim saved on the phone, sent)',
  noticeDismissed: 'The customer closed the notice',
};
