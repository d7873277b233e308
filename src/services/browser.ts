import { AuthConfig, getAuthConfig } from '../contract/config';
import { fillPath } from '../contract/endpoint';
import { StartedSignIn, takeStartedSignIn } from '../contract/signIn';
import { breakpoints, gatewayBases, supportedBrowsers } from '../../config/product';
import { fetchGateway } from './gateway';
import { oidcAuthService } from './auth';
import { webSocketChat } from './chatSocket';
import { webStore } from './storage';
import { edgeRequestIds, memoryQueryCache, type BrowserCheck, type PageService, type Services } from './types';

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

async function checkBrowser(): Promise<BrowserCheck> {
  await whenIdle();
  const { checkUserAgent } = await import(/* webpackChunkName: "browser-check" */ '../app/browserSupport');
  return checkUserAgent(window.navigator.userAgent, supportedBrowsers);
}

async function loadAuthConfig(): Promise<AuthConfig> {
  const response = await fetch(gatewayBases.main + getAuthConfig.path, { headers: { accept: 'application/json' } });
  const decoded = AuthConfig.decode(await response.json());
  if (decoded._tag === 'Left') throw new Error('the sign-in configuration did not decode');
  return decoded.right;
}

/** The sign-in the gateway started for the login page of this browser, when the callback carries its state. */
async function loadStartedSignIn(state: string): Promise<StartedSignIn | null> {
  const response = await fetch(gatewayBases.main + fillPath(takeStartedSignIn.path, { state }), {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  const decoded = StartedSignIn.decode(await response.json());
  if (decoded._tag === 'Left') throw new Error('the started sign-in did not decode');
  return decoded.right;
}

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
    appVersion,
    chat: webSocketChat(gatewayBases.main, () => auth.accessToken()),
  };
}
