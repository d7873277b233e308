import { expectSaga } from 'redux-saga-test-plan';
import { authActions } from '../../src/auth/catalogue';
import { combineReducers } from 'redux';
import { push, replace } from 'connected-react-router';
import { submitChange, showProfile } from '../../sagas/profile';
import { appActions } from '../../src/shell/catalogue';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { profileActions } from '../../src/profile/catalogue';
import { initialProfileState, profileReducer, type ProfileState } from '../../src/profile/slice';
import { initialOnboardingState, onboardingReducer } from '../../src/onboarding/slice';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { redactAction } from '../../src/bus/redact';
import { fakeServices, fail, ok, type GatewayScript } from '../support/fakeServices';
import { demoParty } from '../support/demo';
import { profileMessages } from '../../src/validation/messages';

// Profile changes: one idempotency key per intent (kept for a retry after an unknown outcome, ended by a refusal),
// the answer kept in the slice, and the customer led to where the confirmation shows. Passwords and codes never
// reach the log or the intent.

const reducer = combineReducers({ profile: profileReducer, auth: authReducer, analytics: analyticsReducer });
const signedIn = { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' };
const start = (profile: Partial<ProfileState> = {}) => ({
  auth: signedIn,
  profile: { ...initialProfileState, party: demoParty, status: 'loaded', ...profile },
});
const password = profileActions.changeRequested({
  change: { kind: 'password', currentPassword: 'Old-password-1', newPassword: 'New-password-2' },
});

async function run(action: ReturnType<typeof profileActions.changeRequested>, gateway: GatewayScript, state: object = start()) {
  const services = fakeServices({ gateway });
  const { storeState } = await expectSaga(submitChange, services, action)
    .withReducer(reducer, state as never)
    .run();
  return { state: (storeState as { profile: ProfileState }).profile, services };
}

describe('a profile change', () => {
  it('sends the password change with its key, forgets the intent, and signs out, saying the password was changed', async () => {
    const services = fakeServices({ gateway: () => ok({ changed: true }) });
    const { storeState } = await expectSaga(submitChange, services, password)
      .withReducer(reducer, start() as never)
      .put(profileActions.changeIntentCreated({ kind: 'password', fields: '{"kind":"password"}', key: 'id-1' }))
      .put(profileActions.changeSaved({ kind: 'password', result: { done: true }, route: 'profileSecurity' }))
      .put(authActions.signedOut({ reason: 'passwordChanged' }))
      .put(replace('/forced-logout'))
      .run();
    expect(services.sent).toMatchObject([
      {
        name: 'changePassword',
        request: { idempotencyKey: 'id-1', body: { currentPassword: 'Old-password-1', newPassword: 'New-password-2' } },
      },
    ]);
    const profile = (storeState as { profile: ProfileState }).profile;
    expect(profile.intents).toEqual({});
    // Signed out: nothing of the profile is kept.
    expect(profile.notice).toBeNull();
    expect(JSON.stringify(profile.intents)).not.toContain('Old-password-1');
  });

  it("stays inside onboarding when the change is made on onboarding's notifications step", async () => {
    const texting = { phone: '317-555-0128', groups: ['billing'], tcpaConsent: false };
    const services = fakeServices({ gateway: () => ok(texting) });
    const code = profileActions.changeRequested({ change: { kind: 'textingCode', code: '123456' } });
    const { storeState } = await expectSaga(submitChange, services, code)
      .withReducer(reducer, start({ viewing: 'onboardingStep' }) as never)
      .put(profileActions.changeSaved({ kind: 'textingCode', result: { texting }, route: null }))
      .not.put.actionType(push('/profile/notifications').type)
      .run();
    // Its confirmation shows there, on the step.
    expect((storeState as { profile: ProfileState }).profile.notice).toEqual({ kind: 'textingCode', route: 'onboardingStep' });
  });

  it('keeps the key after a network failure, so the retry sends the same one', async () => {
    const first = await run(password, () => 'network-failure');
    expect(first.state.changes.password).toEqual({ busy: false, error: 'The gateway could not be reached.', saved: false });
    expect(first.state.intents.password?.key).toBe('id-1');
    const retry = await run(password, () => ok({ changed: true }), { auth: signedIn, profile: first.state });
    expect(retry.services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1']);
  });

  it('a refusal ends the intent and keeps the message for the form', async () => {
    const { state } = await run(password, () => fail(400, 'current_password', 'Your current password is not right. Please try again.'));
    expect(state.changes.password).toEqual({ busy: false, error: 'Your current password is not right. Please try again.', saved: false });
    expect(state.intents).toEqual({});
  });

  it('adds an email with the step-up grant its password proved, sent in a header, and keeps the party the gateway answers', async () => {
    const party = { ...demoParty, emails: [...demoParty.emails, { address: 'new@example.com', primary: false }] };
    const grant = 'g'.repeat(43);
    const { state, services } = await run(
      profileActions.changeRequested({
        change: { kind: 'email', address: 'new@example.com', primary: false, currentPassword: 'Old-password-1' },
      }),
      (endpoint) => ok(endpoint.name === 'proveIdentity' ? { grant, expiresAt: '2026-11-25T15:05:00Z' } : party),
    );
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity', 'addEmail']);
    expect(services.sent[0]).toMatchObject({ request: { body: { password: 'Old-password-1' } } });
    expect(services.sent[1]).toMatchObject({
      request: { body: { address: 'new@example.com', primary: false }, headers: { 'x-step-up-grant': grant } },
    });
    expect(state.party?.emails).toContainEqual({ address: 'new@example.com', primary: false });
  });

  it('adds a phone on a side trip from onboarding, then leads back to the onboarding step it left', async () => {
    const phone = profileActions.changeRequested({
      change: { kind: 'phone', number: '317-555-0199', phoneKind: 'mobile', extension: null, primary: false },
    });
    const trip = { ...initialOnboardingState, sideTrip: { returnTo: '/onboarding/notifications', category: 'profile' } };
    const withOnboarding = combineReducers({
      profile: profileReducer,
      auth: authReducer,
      analytics: analyticsReducer,
      onboarding: onboardingReducer,
    });
    await expectSaga(submitChange, fakeServices({ gateway: () => ok(demoParty) }), phone)
      .withReducer(withOnboarding, { ...start(), onboarding: trip } as never)
      .put(push('/onboarding/notifications'))
      .not.put(push('/profile/contact-information'))
      .run();
    // Without a side trip, the contact information shows the new phone as before.
    await expectSaga(submitChange, fakeServices({ gateway: () => ok(demoParty) }), phone)
      .withReducer(reducer, start() as never)
      .put(push('/profile/contact-information'))
      .run();
  });

  it('a wrong step-up proof sends no change and keeps the message for the proof field', async () => {
    const { state, services } = await run(
      profileActions.changeRequested({ change: { kind: 'loginId', loginId: 'new.name', currentPassword: 'Wrong-1' } }),
      () => fail(400, 'proof_incorrect', profileMessages.stepUp.proofWrong),
    );
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity']);
    expect(state.changes.loginId).toEqual({ busy: false, error: profileMessages.stepUp.proofWrong, saved: false });
    expect(
      JSON.stringify(
        redactAction(profileActions.changeRequested({ change: { kind: 'loginId', loginId: 'x', currentPassword: 'Wrong-1' } })),
      ),
    ).not.toContain('Wrong-1');
  });

  it('keeps an authenticator key being set up, and masks it in the log', async () => {
    const enrolment = { key: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' };
    const { state } = await run(
      profileActions.changeRequested({ change: { kind: 'startAuthenticatorApp', currentPassword: 'Old-password-1' } }),
      (endpoint) => ok(endpoint.name === 'proveIdentity' ? { grant: 'g'.repeat(43), expiresAt: '2026-11-25T15:05:00Z' } : enrolment),
    );
    expect(state.enrolment).toEqual(enrolment);
    const logged = redactAction(profileActions.changeSaved({ kind: 'startAuthenticatorApp', result: { enrolment }, route: null }));
    expect(JSON.stringify(logged)).not.toContain('JBSWY3DPEHPK3PXP');
    const asked = redactAction(password);
    expect(JSON.stringify(asked)).not.toMatch(/Old-password-1|New-password-2/);
  });
});

describe('profile pages', () => {
  it('loads the party and the paperless preferences for the landing, and fills the analytics profile group', async () => {
    const paperless = { accounts: [{ accountNumber: 'N4820015', quadrantName: 'mutual', eBill: true, ePolicy: false }] };
    const services = fakeServices({ gateway: (endpoint) => ok(endpoint.name === 'party' ? demoParty : paperless) });
    const view = appActions.pageViewed({ route: 'profile', page: 'Profile', category: 'profile', path: '/profile', hasHash: false });
    const { storeState } = await expectSaga(showProfile, services, view)
      .withReducer(reducer, { auth: signedIn } as never)
      .put(profileActions.paperlessLoaded(paperless as never))
      .run();
    const state = storeState as { profile: ProfileState; analytics: DataLayer };
    expect(state.profile.paperless).toEqual(paperless.accounts);
    expect(state.analytics.profile).toMatchObject({ paperlessEBill: 'true', paperlessEPolicy: 'false', age: '44' });
  });

  it("loads the party and the texting account for onboarding's notifications step (the profile's own pieces)", async () => {
    const texting = { phone: null, groups: [], tcpaConsent: false };
    const services = fakeServices({ gateway: (endpoint) => ok(endpoint.name === 'party' ? demoParty : texting) });
    const view = appActions.pageViewed({
      route: 'onboardingStep',
      page: 'Notifications',
      category: 'onboarding',
      path: '/onboarding/notifications',
      hasHash: false,
    });
    await expectSaga(showProfile, services, view)
      .withReducer(reducer, { auth: signedIn } as never)
      .put(profileActions.textingLoaded(texting as never))
      .run();
    expect(services.sent.map((s) => s.name).sort()).toEqual(['party', 'textingAccount']);
  });
});
