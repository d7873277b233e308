import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { submitChange } from '../../sagas/profile';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { profileActions } from '../../src/profile/catalogue';
import { initialProfileState, profileReducer, type ProfileState } from '../../src/profile/slice';
import { analyticsReducer } from '../../src/analytics/slice';
import { redactAction } from '../../src/bus/redact';
import { passkeyMessages } from '../../src/validation/messages/passkeys';
import { stepUpHeader } from '../../src/contract/profile';
import type { Passkeys } from '../../src/contract/passkeys';
import { fakeServices, fail, madePasskey, ok, type FakePasskeys, type GatewayScript } from '../support/fakeServices';
import { demoParty } from '../support/demo';

// Passkeys in the profile: set up after a fresh proof (the step-up grant goes with the options and the passkey), the
// browser makes it with the customer, the gateway keeps it; renamed and removed as profile changes. The password and
// the browser's answer never reach an action.

const reducer = combineReducers({ profile: profileReducer, auth: authReducer, analytics: analyticsReducer });
const start = {
  auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' },
  profile: { ...initialProfileState, party: demoParty, status: 'loaded' as const, passkeys: [] },
};
const grant = 'g'.repeat(43);
const creation = {
  challenge: 'cmVnaXN0ZXI',
  rp: { name: 'Cardinal Mutual', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'mutual.customer', displayName: 'Pat Customer' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
};
const saved: Passkeys = {
  passkeys: [
    {
      passkeyId: 'cred-1',
      name: 'My phone',
      createdAt: '2026-11-29T15:00:00.000Z',
      createdFrom: 'Chrome on Android, 127.0.0.1',
      lastUsedAt: null,
      lastUsedFrom: null,
      backedUp: true,
      userVerified: true,
    },
  ],
  secondFactorRequired: false,
};
const gateway: GatewayScript = (endpoint) => {
  if (endpoint.name === 'proveIdentity') return ok({ grant, expiresAt: '2026-11-29T15:05:00Z' });
  if (endpoint.name === 'startPasskeyRegistration') return ok(creation);
  return ok(saved);
};
const add = profileActions.changeRequested({ change: { kind: 'addPasskey', name: 'My phone', currentPassword: 'Portal-Demo-2026!' } });

async function run(action: ReturnType<typeof profileActions.changeRequested>, script: GatewayScript, passkeys?: FakePasskeys) {
  const services = fakeServices({ gateway: script, passkeys });
  const { storeState, effects } = await expectSaga(submitChange, services, action)
    .withReducer(reducer, start as never)
    .run();
  return { state: (storeState as { profile: ProfileState }).profile, services, puts: JSON.stringify(effects.put ?? []) };
}

describe('passkeys in the profile', () => {
  it('sets one up: the proof, the options and the passkey under one grant, the browser in between; the list kept', async () => {
    const { state, services, puts } = await run(add, gateway);
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity', 'startPasskeyRegistration', 'registerPasskey']);
    const [, options, register] = services.sent;
    expect(options!.request.headers).toEqual({ [stepUpHeader]: grant });
    expect(register!.request.headers).toEqual({ [stepUpHeader]: grant });
    expect(register!.request.body).toEqual({ name: 'My phone', response: madePasskey });
    // One key for the change, another derived from it for its options (a retry asks for the same challenge).
    expect(options!.request.idempotencyKey).toBe(`${register!.request.idempotencyKey}-options`);
    expect(services.passkeyCeremonies).toEqual([{ kind: 'create', options: creation, autofill: false }]);
    expect(state.passkeys).toEqual(saved.passkeys);
    expect(state.changes.addPasskey).toEqual({ busy: false, error: null, saved: true });
    expect(puts).not.toContain(madePasskey.response.attestationObject);
    expect(JSON.stringify(redactAction(add))).not.toContain('Portal-Demo-2026!');
  });

  it('a dialog the customer closed saves nothing and says so at the form; the next try asks for the same challenge', async () => {
    const { state, services } = await run(add, gateway, {
      outcome: () => ({ ok: false, reason: 'cancelled', message: 'The operation either timed out or was not allowed.' }),
    });
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity', 'startPasskeyRegistration']);
    expect(state.changes.addPasskey).toEqual({ busy: false, error: passkeyMessages.notMade, saved: false });
    // The change's key is kept: trying again gets the same options (their challenge good for minutes), no second one.
    expect(state.intents.addPasskey).toMatchObject({ kind: 'addPasskey' });
  });

  it("the gateway's refusal of the passkey is shown in its words", async () => {
    const { state } = await run(add, (endpoint, request) =>
      endpoint.name === 'registerPasskey' ? fail(400, 'passkey_not_saved', passkeyMessages.notSaved) : gateway(endpoint, request),
    );
    expect(state.changes.addPasskey!.error).toBe(passkeyMessages.notSaved);
    expect(state.passkeys).toEqual([]);
  });

  it('renames one without a proof, and removes one with the grant its password proved', async () => {
    const renamed = await run(
      profileActions.changeRequested({ change: { kind: 'renamePasskey', passkeyId: 'cred-1', name: 'Work laptop' } }),
      gateway,
    );
    expect(renamed.services.sent.map((s) => s.name)).toEqual(['renamePasskey']);
    expect(renamed.services.sent[0]!.request).toMatchObject({ params: { passkeyId: 'cred-1' }, body: { name: 'Work laptop' } });

    const removed = await run(
      profileActions.changeRequested({ change: { kind: 'removePasskey', passkeyId: 'cred-1', currentPassword: 'Portal-Demo-2026!' } }),
      (endpoint, request) =>
        endpoint.name === 'removePasskey' ? ok({ passkeys: [], secondFactorRequired: false }) : gateway(endpoint, request),
    );
    expect(removed.services.sent.map((s) => s.name)).toEqual(['proveIdentity', 'removePasskey']);
    expect(removed.services.sent[1]!.request.headers).toEqual({ [stepUpHeader]: grant });
    expect(removed.state.passkeys).toEqual([]);
    expect(removed.state.notice).toBeNull();
  });
});
