import type * as t from 'io-ts';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '../contract/passkeys';
import type { PasskeyOutcome, PasskeyService, PasskeySupport } from './types';

// The browser's passkeys through @simplewebauthn/browser, loaded when a ceremony starts (not with the login page's
// first script): a ceremony needs it, asking whether the browser can does not.

const webAuthn = () => import(/* webpackChunkName: "passkeys" */ '@simplewebauthn/browser');

async function support(): Promise<PasskeySupport> {
  const credential = typeof window === 'undefined' ? undefined : window.PublicKeyCredential;
  if (!credential) return { button: false, autofill: false };
  const autofill = await (credential.isConditionalMediationAvailable?.() ?? Promise.resolve(false)).catch(() => false);
  return { button: true, autofill };
}

/**
 * A ceremony's failure in the customer's terms. The browser answers NotAllowedError both when the customer closes its
 * dialog and when no passkey of this site is there (it may not say which, by design); an abort is another ceremony
 * (or the page) taking its place.
 */
function outcomeOf(error: unknown): PasskeyOutcome<never> {
  const { name, message } = error instanceof Error ? error : { name: '', message: String(error) };
  const code = (error as { code?: string }).code;
  const cause = (error as { cause?: { name?: string } }).cause?.name;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError' || cause === 'AbortError') {
    return { ok: false, reason: 'aborted', message };
  }
  if (name === 'NotAllowedError' || cause === 'NotAllowedError') return { ok: false, reason: 'cancelled', message };
  return { ok: false, reason: 'failed', message };
}

/** Runs a ceremony and reads the browser's answer with the contract's codec (what goes to the gateway as it is). */
async function ceremony<R>(codec: t.Type<R, unknown>, run: () => Promise<unknown>): Promise<PasskeyOutcome<R>> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (error) {
    return outcomeOf(error);
  }
  const decoded = codec.decode(answer);
  return decoded._tag === 'Right'
    ? { ok: true, response: decoded.right }
    : { ok: false, reason: 'failed', message: 'The browser answered with a passkey we could not read.' };
}

export function browserPasskeys(): PasskeyService {
  return {
    support,
    // The options are the gateway's, made by @simplewebauthn/server for this library: its own types, read loosely here.
    create: (options) =>
      ceremony(PasskeyRegistrationResponse, async () =>
        (await webAuthn()).startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
      ),
    get: (options, autofill) =>
      ceremony(PasskeyAuthenticationResponse, async () =>
        (await webAuthn()).startAuthentication({
          optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
          useBrowserAutofill: autofill,
        }),
      ),
  };
}
