import { expectSaga } from 'redux-saga-test-plan';
import { push } from 'connected-react-router';
import { combineReducers } from 'redux';
import { create, verify } from '../../sagas/accountCreation';
import { accountCreationActions } from '../../src/accountCreation/catalogue';
import { accountCreationReducer, initialAccountCreationState } from '../../src/accountCreation/slice';
import { storageKeys } from '../../config/product';
import { accountCreationMessages, fieldMessages } from '../../src/validation/messages';
import { redactAction } from '../../src/bus/redact';
import { fail, fakeServices, ok, type GatewayScript } from '../support/fakeServices';

const reducer = combineReducers({ accountCreation: accountCreationReducer });
const details = { policyNumber: 'A1B2C3-1234', lastName: 'Rivera', dateOfBirth: '1990-03-04', zip: '43215' };
const signInDetails = { loginId: 'jordan.rivera', email: 'jordan@example.com', password: 'New-Policy-2026!' };

describe('create account: information', () => {
  it('keeps the grant in the session only and goes on to the login ID step', async () => {
    const services = fakeServices({ gateway: () => ok({ grant: 'grant-secret', expiresAt: '2026-11-23T12:00:00.000Z', firstName: 'Jordan', email: 'jordan@example.com' }) });
    const { storeState, effects } = await expectSaga(verify, services, accountCreationActions.policyholderDetailsSubmitted({ details }))
      .withReducer(reducer)
      .put(accountCreationActions.policyholderVerified({ firstName: 'Jordan', email: 'jordan@example.com', expiresAt: '2026-11-23T12:00:00.000Z' }))
      .put(push('/create-account/loginID'))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([['accountCreationVerify', details]]);
    expect(services.session.get(storageKeys.accountCreationGrant)).toBe('grant-secret');
    expect(JSON.stringify(storeState)).not.toContain('grant-secret');
    expect(JSON.stringify(effects.put)).not.toContain('grant-secret');
  });

  it('stays on the step with the message when no policyholder matches', async () => {
    const services = fakeServices({ gateway: () => fail(404, 'not_found', accountCreationMessages.policyholderNotFound) });
    const { storeState } = await expectSaga(verify, services, accountCreationActions.policyholderDetailsSubmitted({ details }))
      .withReducer(reducer).not.put.actionType('@@router/CALL_HISTORY_METHOD').run();
    expect(storeState.accountCreation.error).toEqual({ field: null, message: accountCreationMessages.policyholderNotFound });
  });

  it('masks the identifying details in the action log', () => {
    const logged = JSON.stringify(redactAction(accountCreationActions.policyholderDetailsSubmitted({ details })));
    for (const secret of ['Rivera', '1990-03-04', '43215']) expect(logged).not.toContain(secret);
    expect(logged).toContain('A1B2C3-1234');
  });
});

describe('create account: login ID and password', () => {
  const withGrant = (gateway: GatewayScript) => {
    const services = fakeServices({ gateway });
    services.session.set(storageKeys.accountCreationGrant, 'grant-secret');
    return services;
  };

  it('creates the sign-in with the kept grant, forgets the grant and shows success', async () => {
    const services = withGrant(() => ok({ loginId: 'jordan.rivera' }));
    await expectSaga(create, services, accountCreationActions.signInDetailsSubmitted(signInDetails)).withReducer(reducer)
      .put(accountCreationActions.signInCreated({ loginId: 'jordan.rivera' }))
      .put(push('/create-account/success'))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ ...signInDetails, grant: 'grant-secret', agreedToTerms: true });
    expect(services.session.get(storageKeys.accountCreationGrant)).toBeNull();
  });

  it.each([['login_id_taken', 'loginId', accountCreationMessages.loginIdTaken], ['email_in_use', 'email', fieldMessages.emailInUse]] as const)(
    'keeps the customer on the step when the gateway answers %s, with the grant for another try', async (error, field, message) => {
      const services = withGrant(() => fail(409, error, message));
      const { storeState } = await expectSaga(create, services, accountCreationActions.signInDetailsSubmitted(signInDetails)).withReducer(reducer)
        .put(accountCreationActions.signInRefused({ field, message })).run();
      expect(storeState.accountCreation.error).toEqual({ field, message });
      expect(services.session.get(storageKeys.accountCreationGrant)).toBe('grant-secret');
    });

  it('goes to the expired step when the grant ran out, or was never there', async () => {
    await expectSaga(create, withGrant(() => fail(410, 'expired', accountCreationMessages.expiredBody)), accountCreationActions.signInDetailsSubmitted(signInDetails))
      .put(accountCreationActions.grantExpired()).put(push('/create-account/expired')).run();
    const none = fakeServices({ gateway: () => ok({ loginId: 'x' }) });
    await expectSaga(create, none, accountCreationActions.signInDetailsSubmitted(signInDetails)).put(push('/create-account/expired')).run();
    expect(none.sent).toHaveLength(0);
  });

  it('never logs the password', () => {
    expect(JSON.stringify(redactAction(accountCreationActions.signInDetailsSubmitted(signInDetails)))).not.toContain('New-Policy-2026!');
  });
});

describe('create account state', () => {
  it('keeps the verified policyholder when the sign-in is created or the grant runs out, so the login ID step never redirects while the saga moves on', () => {
    const verifiedState = accountCreationReducer(undefined, accountCreationActions.policyholderVerified({ firstName: 'Jordan', email: null, expiresAt: 'x' }));
    const created = accountCreationReducer(verifiedState, accountCreationActions.signInCreated({ loginId: 'jordan.rivera' }));
    expect(created).toMatchObject({ verified: verifiedState.verified, createdLoginId: 'jordan.rivera', submitting: false });
    expect(accountCreationReducer(verifiedState, accountCreationActions.grantExpired()).verified).toEqual(verifiedState.verified);
    expect(accountCreationReducer(created, accountCreationActions.accountCreationStarted())).toEqual(initialAccountCreationState);
  });
});
