import type * as t from 'io-ts';
import { AuthConfig, BrowserCheck, getAuthConfig, getBrowserCheck } from '../contract/config';
import { fillPath } from '../contract/endpoint';
import { StartedSignIn, takeStartedSignIn } from '../contract/signIn';
import { breakpoints, gatewayBases } from '../../config/product';
import { fetchGateway } from './gateway';
import { oidcAuthService } from './auth';
import { webSocketChat } from './chatSocket';
import { webStore } from './storage';
import { edgeRequestIds, memoryQueryCache, type PageService, type Services } from './types';
import { indexedDbOfflineStore } from './offlineStore';
import { chosenFiles } from '../documents/fileShelf';
import { browserPasskeys } from './passkeys';

const emToPx = (em: string) => Number.parseFloat(em) * 16;

function browserPage(): PageService {
  return {
    currentUrl: () => window.location.href,
    assign: (url) => window.location.assign(url),
    replace: (url) => window.location.replace(url),
    rewriteAddress: (url) => window.history.replaceState(window.history.state, '', url),
    reload: () => window.location.reload(),
    scrollToTop: () => window.scrollTo(0, 0),
    resolution: () => `${window.screen.width}x${window.screen.height}`,
    device: () => {
      const width = window.innerWidth;
      if (width < emToPx(breakpoints.tablet)) return 'mobile';
      return width < emToPx(breakpoints.desktop) ? 'tablet' : 'desktop';
    },
    onConnectivity: (listener) => {
      const offline = () => listener(false);
      const online = () => listener(true);
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      return () => {
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
      };
    },
    onActivity: (listener) => {
      let last = 0;
      const used = () => {
        const now = Date.now();
        if (now - last < 1000) return;
        last = now;
        listener();
      };
      for (const type of activityEvents) window.addEventListener(type, used, { passive: true });
      return () => {
        for (const type of activityEvents) window.removeEventListener(type, used);
      };
    },
  };
}

/** What counts as using the page, for the inactivity timer. */
const activityEvents = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

/** Resolves once the page is idle: the browser check must not delay the first usable screen. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

/** A public read of the main gateway, decoded with its contract; null when it answers 404. */
async function readGateway<A>(path: string, codec: t.Type<A, unknown>, what: string): Promise<A | null> {
  const response = await fetch(gatewayBases.main + path, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  const decoded = codec.decode(await response.json());
  if (decoded._tag === 'Left') throw new Error(`${what} did not decode`);
  return decoded.right;
}

async function readGatewayOrThrow<A>(path: string, codec: t.Type<A, unknown>, what: string): Promise<A> {
  const answer = await readGateway(path, codec, what);
  if (answer === null) throw new Error(`${what} was not found`);
  return answer;
}

/** The gateway names the browser from its user agent, once the page is idle. */
async function checkBrowser(): Promise<BrowserCheck> {
  await whenIdle();
  return readGatewayOrThrow(getBrowserCheck.path, BrowserCheck, 'the browser check');
}

const loadAuthConfig = () => readGatewayOrThrow(getAuthConfig.path, AuthConfig, 'the sign-in configuration');

/** The sign-in the gateway started for the login page of this browser, when the callback carries its state. */
const loadStartedSignIn = (state: string): Promise<StartedSignIn | null> =>
  readGateway(fillPath(takeStartedSignIn.path, { state }), StartedSignIn, 'the started sign-in');

/** The real services of a browser tab. */
export function createBrowserServices(appVersion: string): Services {
  const local = webStore(window.localStorage);
  const clock = { now: () => Date.now() };
  const edgeIds = edgeRequestIds(() => crypto.randomUUID());
  const auth = oidcAuthService({ local, loadConfig: loadAuthConfig, loadStartedSignIn, origin: window.location.origin, now: clock.now });
  return {
    clock,
    ids: { newId: () => crypto.randomUUID() },
    local,
    session: webStore(window.sessionStorage),
    gateway: fetchGateway(
      { main: gatewayBases.main, quoting: gatewayBases.quoting, issuer: () => gatewayBases.issuer },
      () => auth.accessToken(),
      edgeIds.next,
    ),
    edgeRequestIds: edgeIds,
    auth,
    browser: { check: checkBrowser },
    page: browserPage(),
    queries: memoryQueryCache(),
    offline: indexedDbOfflineStore(),
    chosenFiles,
    passkeys: browserPasskeys(),
    appVersion,
    chat: webSocketChat(gatewayBases.main, () => auth.accessToken()),
  };
}
