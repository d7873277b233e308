import type * as t from 'io-ts';
import type { Endpoint } from '../contract/endpoint';
import type { BrowserCheck } from '../contract/config';
import type {
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
} from '../contract/passkeys';

/** Everything a saga may touch outside the store. Injected, so every saga is deterministic under test. */
export interface Services {
  readonly clock: { now(): number };
  readonly ids: { newId(): string };
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
  readonly gateway: Gateway;
  readonly edgeRequestIds: EdgeRequestIds;
  readonly auth: AuthService;
  readonly browser: BrowserService;
  readonly page: PageService;
  /** Query results, cached without expiry (spec section 7); cleared on sign-out. */
  readonly queries: QueryCache;
  readonly appVersion: string;
  /** The chat socket with a live agent. */
  readonly chat: ChatService;
  /** What this browser keeps so a claim can be filed with no signal (IndexedDB in the browser). */
  readonly offline: OfflineStore;
  /** The files a customer chose on a page, by reference, until a saga takes them (src/documents/fileShelf.ts). */
  readonly chosenFiles: ChosenFiles;
  /** The browser's passkeys (WebAuthn): made in the profile, used on the login page. */
  readonly passkeys: PasskeyService;
}

/** What the browser offers of passkeys: a passkey on request (the button), and in the login ID's autofill. */
export interface PasskeySupport {
  readonly button: boolean;
  readonly autofill: boolean;
}

/**
 * How a passkey ceremony ended: the browser's answer, or why not: `cancelled` (the customer closed the browser's
 * dialog, or no passkey of this site was there), `aborted` (another ceremony took its place: the button after the
 * autofill), `failed` (anything else, in the browser's words).
 */
export type PasskeyOutcome<R> =
  | { readonly ok: true; readonly response: R }
  | { readonly ok: false; readonly reason: 'cancelled' | 'aborted' | 'failed'; readonly message: string };

/** The browser's side of passkeys. Its answers go to the gateway from the saga that asked, never into an action. */
export interface PasskeyService {
  support(): Promise<PasskeySupport>;
  /** Makes a passkey with the gateway's options (navigator.credentials.create). */
  create(options: PasskeyCreationOptions): Promise<PasskeyOutcome<PasskeyRegistrationResponse>>;
  /** Signs with a passkey the customer picks, from a dialog or, with `autofill`, from the login ID's suggestions. */
  get(options: PasskeyRequestOptions, autofill: boolean): Promise<PasskeyOutcome<PasskeyAuthenticationResponse>>;
}

/** A File cannot enter the store or the action log: the screen shelves it, and actions carry its reference. */
export interface ChosenFiles {
  get(fileRef: string): File | undefined;
  forget(fileRef: string): void;
}

/** What happens on a chat socket: open (and signed in), a frame of the gateway, or closed (with why). */
export type ChatSocketEvent =
  { readonly kind: 'frame'; readonly frame: unknown } | { readonly kind: 'closed'; readonly code: number; readonly reason: string };

export interface ChatConnection {
  send(frame: unknown): void;
  close(): void;
}

/** Opens the chat socket and signs in on it with the stored token (never in the store); events until closed. */
export interface ChatService {
  connect(listener: (event: ChatSocketEvent) => void): ChatConnection;
}

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export interface GatewayAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly mitigationType: string | null;
}

export interface GatewayRequest {
  readonly params?: Record<string, string>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  /** Extra request headers of one call (e.g. a quote's access token). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The file of an upload (an endpoint whose body is a multipart form), sent as its one file part. */
  readonly file?: { readonly content: Blob; readonly name: string };
}

/** Raw transport: a network failure rejects with NetworkError; an HTTP error status resolves. */
export interface Gateway {
  send(endpoint: Endpoint<Record<string, string>, t.Mixed, t.Mixed>, request: GatewayRequest): Promise<GatewayAnswer>;
}

/** The edge-UUID header option (spec section 9): when on, the transport adds a new request id header to every call. */
export interface EdgeRequestIds {
  use(on: boolean): void;
  /** A new request id for a call, or null while the option is off. */
  next(): string | null;
}

export function edgeRequestIds(newId: () => string): EdgeRequestIds {
  let on = false;
  return {
    use: (value) => {
      on = value;
    },
    next: () => (on ? newId() : null),
  };
}

export class NetworkError extends Error {
  constructor(message = 'network request failed') {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface SignedInSession {
  readonly loginId: string;
  readonly expiresAt: number;
  readonly returnTo: string | null;
  /** A support agent's sign-in opens the support console, a customer's the account (read from the token, unverified). */
  readonly role?: 'customer' | 'support';
}

/** The sign-in token lives here (local storage), never in the store or the log. */
export interface AuthService {
  /** The stored session, if its token has not expired. */
  currentSession(): SignedInSession | null;
  /** Leaves the page for the identity provider's authorization request. */
  startSignIn(returnTo: string | null): Promise<void>;
  /** Completes the authorization code flow on the callback page. */
  completeSignIn(callbackUrl: string): Promise<SignedInSession>;
  /** Stores a token handed over by the mobile app (`sessionToken`). Returns null when it is unusable. */
  adoptToken(token: string): SignedInSession | null;
  /** Revokes and forgets the token. */
  signOut(): Promise<void>;
  accessToken(): string | null;
}

export interface BrowserService {
  check(): Promise<BrowserCheck>;
}

/** The window, as far as sagas need it. */
export interface PageService {
  currentUrl(): string;
  assign(url: string): void;
  /** Loads another address in place of this page (no history entry). */
  replace(url: string): void;
  /** Changes the address bar without loading anything (a parameter leaving the address). */
  rewriteAddress(url: string): void;
  reload(): void;
  scrollToTop(): void;
  resolution(): string;
  device(): 'mobile' | 'tablet' | 'desktop';
  /** Calls back on offline/online; returns the unsubscribe. */
  onConnectivity(listener: (online: boolean) => void): () => void;
  /** Calls back (at most once a second) when the customer uses the page: keys, pointer, scroll; returns the unsubscribe. */
  onActivity(listener: () => void): () => void;
}

export interface QueryCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  clear(): void;
}

/**
 * What this browser keeps for filing a claim offline, per signed-in login. Values come back as stored, unknown: the
 * saga that reads them decodes them (a browser's storage is a boundary like any other).
 */
export interface OfflineStore {
  keepPolicies(loginId: string, policies: readonly unknown[]): Promise<void>;
  keptPolicies(loginId: string): Promise<unknown>;
  /** A filing waiting for the network, under its idempotency key: it outlives the tab and the browser. */
  queueFiling(key: string, filing: unknown): Promise<void>;
  /** The filings waiting, in the order they were queued. */
  queuedFilings(): Promise<unknown[]>;
  dropFiling(key: string): Promise<void>;
  /**
   * A photo or document chosen for a filing: its record (as the saga made it, with its `fileRef`) and its content,
   * kept until it is sent to the filed claim, and deleted when the filing is cancelled.
   */
  keepPhoto(record: { readonly fileRef: string }, content: Blob): Promise<void>;
  /** Every photo's record, in the order chosen (never the content). */
  keptPhotos(): Promise<unknown[]>;
  photoContent(fileRef: string): Promise<Blob | null>;
  /** The photo's record changed (its filing saved for sending, the claim it goes to); a photo deleted stays so. */
  changePhoto(fileRef: string, changes: Readonly<Record<string, unknown>>): Promise<void>;
  dropPhoto(fileRef: string): Promise<void>;
  /** Everything kept, for every login, and every filing and photo waiting. */
  forget(): Promise<void>;
}

export function memoryOfflineStore(): OfflineStore {
  const policies = new Map<string, readonly unknown[]>();
  const filings = new Map<string, unknown>();
  const photos = new Map<string, { record: object; content: Blob }>();
  return {
    keepPolicies: async (loginId, kept) => void policies.set(loginId, kept),
    keptPolicies: async (loginId) => policies.get(loginId) ?? null,
    queueFiling: async (key, filing) => void filings.set(key, filing),
    queuedFilings: async () => [...filings.values()],
    dropFiling: async (key) => void filings.delete(key),
    keepPhoto: async (record, content) => void photos.set(record.fileRef, { record, content }),
    keptPhotos: async () => [...photos.values()].map((photo) => photo.record),
    photoContent: async (fileRef) => photos.get(fileRef)?.content ?? null,
    changePhoto: async (fileRef, changes) => {
      const photo = photos.get(fileRef);
      if (photo) photos.set(fileRef, { ...photo, record: { ...photo.record, ...changes } });
    },
    dropPhoto: async (fileRef) => void photos.delete(fileRef),
    forget: async () => {
      policies.clear();
      filings.clear();
      photos.clear();
    },
  };
}

export function memoryQueryCache(): QueryCache {
  const entries = new Map<string, unknown>();
  return { get: (key) => entries.get(key), set: (key, value) => void entries.set(key, value), clear: () => entries.clear() };
}
