import type { Endpoint } from '../../src/contract/endpoint';
import { memoryStore } from '../../src/services/storage';
import type { BrowserCheck } from '../../src/contract/config';
import {
  edgeRequestIds,
  memoryQueryCache,
  memoryOfflineStore,
  NetworkError,
  type GatewayAnswer,
  type GatewayRequest,
  type Services,
  type SignedInSession,
  type ChatSocketEvent,
  type PasskeyOutcome,
  type PasskeySupport,
} from '../../src/services/types';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '../../src/contract/passkeys';

/** What a browser's authenticator would answer (never checked here: the gateway script decides). */
export const madePasskey: PasskeyRegistrationResponse = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
};
export const usedPasskey: PasskeyAuthenticationResponse = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgO', signature: 'MEUCIQ' },
};

/** The passkey ceremonies a saga started, with their options, and how the fake browser answered. */
export interface PasskeyCeremony {
  readonly kind: 'create' | 'get';
  readonly options: unknown;
  readonly autofill: boolean;
}

export type GatewayScript = (
  endpoint: Endpoint<Record<string, string>, never, never>,
  request: GatewayRequest,
) => GatewayAnswer | 'network-failure';

export interface FakeServices extends Services {
  readonly sent: { name: string; request: GatewayRequest }[];
  readonly assigned: string[];
  readonly replaced: string[];
  readonly rewritten: string[];
  readonly reloads: number[];
  readonly scrolls: number[];
  session: ReturnType<typeof memoryStore>;
  local: ReturnType<typeof memoryStore>;
  /** Frames sent on the chat socket, and the socket's listener (to play the gateway's side). */
  readonly chatSent: unknown[];
  readonly chatSocket: { listener: ((event: ChatSocketEvent) => void) | null; closed: number };
  /** The files a screen would have chosen: shelve one, and the saga finds it by its reference. */
  readonly shelf: Map<string, File> & { forget(fileRef: string): void };
  readonly passkeyCeremonies: PasskeyCeremony[];
}

/** The fake browser's passkeys: what it supports, and how it ends each ceremony (by default, the customer's passkey). */
export interface FakePasskeys {
  support?: PasskeySupport;
  outcome?: (ceremony: PasskeyCeremony) => PasskeyOutcome<never> | 'answered';
}

/** Deterministic services: a fixed clock, counting ids, in-memory storage, a scripted gateway. */
export function fakeServices(
  options: {
    now?: number;
    gateway?: GatewayScript;
    session?: SignedInSession | null;
    browser?: Partial<BrowserCheck> | Error;
    passkeys?: FakePasskeys;
  } = {},
): FakeServices {
  let id = 0;
  const sent: FakeServices['sent'] = [];
  const assigned: string[] = [];
  const replaced: string[] = [];
  const rewritten: string[] = [];
  const reloads: number[] = [];
  const scrolls: number[] = [];
  const chatSent: unknown[] = [];
  const chatSocket: FakeServices['chatSocket'] = { listener: null, closed: 0 };
  let current: SignedInSession | null = options.session ?? null;
  const shelf = Object.assign(new Map<string, File>(), { forget: (fileRef: string) => void shelf.delete(fileRef) });
  const passkeyCeremonies: PasskeyCeremony[] = [];
  const ceremony = <R>(made: PasskeyCeremony, response: R): Promise<PasskeyOutcome<R>> => {
    passkeyCeremonies.push(made);
    const outcome = options.passkeys?.outcome?.(made) ?? 'answered';
    return Promise.resolve(outcome === 'answered' ? { ok: true, response } : outcome);
  };
  const services: FakeServices = {
    clock: { now: () => options.now ?? Date.UTC(2026, 10, 22, 15, 0, 0) },
    ids: { newId: () => `id-${++id}` },
    local: memoryStore(),
    session: memoryStore(),
    gateway: {
      async send(endpoint, request) {
        sent.push({ name: endpoint.name, request });
        const answer = options.gateway?.(endpoint as never, request) ?? {
          status: 404,
          body: { error: 'not_found', message: 'no script' },
          mitigationType: null,
        };
        if (answer === 'network-failure') throw new NetworkError();
        return answer;
      },
    },
    auth: {
      currentSession: () => current,
      startSignIn: async () => undefined,
      completeSignIn: async () => {
        if (!current) throw new Error('no code');
        return current;
      },
      adoptToken: () => null,
      signOut: async () => {
        current = null;
      },
      accessToken: () => (current ? 'token' : null),
    },
    browser: {
      check: async () => {
        if (options.browser instanceof Error) throw options.browser;
        return { name: 'Chrome', version: '130.0', supported: true, outdatedIos: false, ...options.browser };
      },
    },
    page: {
      currentUrl: () => 'http://localhost/customers/implicit/callback?code=abc&state=xyz',
      assign: (url) => void assigned.push(url),
      replace: (url) => void replaced.push(url),
      rewriteAddress: (url) => void rewritten.push(url),
      reload: () => void reloads.push(1),
      scrollToTop: () => void scrolls.push(1),
      resolution: () => '1280x800',
      device: () => 'desktop',
      onConnectivity: () => () => undefined,
      onActivity: () => () => undefined,
    },
    edgeRequestIds: edgeRequestIds(() => `edge-${++id}`),
    queries: memoryQueryCache(),
    offline: memoryOfflineStore(),
    chosenFiles: shelf,
    shelf,
    passkeys: {
      support: async () => options.passkeys?.support ?? { button: true, autofill: false },
      create: (passkeyOptions) => ceremony({ kind: 'create', options: passkeyOptions, autofill: false }, madePasskey),
      get: (passkeyOptions, autofill) => ceremony({ kind: 'get', options: passkeyOptions, autofill }, usedPasskey),
    },
    passkeyCeremonies,
    appVersion: '1.0.0+test',
    chat: {
      connect(listener) {
        chatSocket.listener = listener;
        return { send: (frame) => void chatSent.push(frame), close: () => void chatSocket.closed++ };
      },
    },
    chatSent,
    chatSocket,
    sent,
    assigned,
    replaced,
    rewritten,
    reloads,
    scrolls,
  };
  return services;
}

export const ok = (body: unknown, mitigationType: string | null = null): GatewayAnswer => ({ status: 200, body, mitigationType });
export const fail = (status: number, error: string, message: string): GatewayAnswer => ({
  status,
  body: { error, message },
  mitigationType: null,
});

/** The claims and photos saved on one fake device moved onto another (the same phone, its gateway answering otherwise). */
export async function moveSavedFilings(from: Services, to: Services): Promise<void> {
  for (const entry of await from.offline.queuedFilings()) await to.offline.queueFiling((entry as { key: string }).key, entry);
  for (const record of (await from.offline.keptPhotos()) as { fileRef: string }[]) {
    await to.offline.keepPhoto(record, (await from.offline.photoContent(record.fileRef))!);
  }
}
