import { expectSaga } from 'redux-saga-test-plan';
import { push, replace } from 'connected-react-router';
import { combineReducers } from 'redux';
import { accountCreationSaga, checkChoice, checkCode, create, openLink, requestCode, verify } from '../../sagas/accountCreation';
import { appActions } from '../../src/shell/catalogue';
import { accountCreationActions } from '../../src/accountCreation/catalogue';
import { accountCreationReducer, initialAccountCreationState } from '../../src/accountCreation/slice';
import { storageKeys } from '../../config/product';
import { accountCreationMessages, fieldMessages } from '../../src/validation/messages';
import { redactAction } from '../../src/bus/redact';
import { fail, fakeServices, ok, type GatewayScript } from '../support/fakeServices';

const reducer = combineReducers({ accountCreation: accountCreationReducer });
const details = { policyNumber: 'A1B2C3-1234', lastName: 'Rivera', dateOfBirth: '1990-03-04', zip: '43215' };
const signInDetails = { loginId: 'jordan.rivera', email: 'jordan@example.com', password: 'New-Policy-2026!' };
const destinations = [
  { destinationId: 'email-7', channel: 'email', masked: 'j*****@example.com' },
  { destinationId: 'sms-3', channel: 'sms', masked: '(***) ***-0199' },
] as const;
const found = { firstName: 'Jordan', destinations: [...destinations], expiresAt: '2026-11-23T12:00:00.000Z' };
const verifiedPolicyholder = {
  firstName: 'Jordan',
  email: 'jordan@example.com',
  expiresAt: '2026-11-23T12:00:00.000Z',
  details: { name: 'Jordan R.', policyNumber: '******-1234', email: 'j*****@example.com', phone: '(***) ***-0199' },
};
const codeSent = { destination: destinations[0], codeExpiresAt: '2026-11-23T11:50:00.000Z', sendsLeft: 2 };
const token = 'T'.repeat(43);

describe('create account: information', () => {
  it('keeps the grant in the session only and goes on to the verification step with the masked destinations', async () => {
    const services = fakeServices({ gateway: () => ok({ grant: 'grant-secret', ...found }) });
    const { storeState, effects } = await expectSaga(verify, services, accountCreationActions.policyholderDetailsSubmitted({ details }))
      .withReducer(reducer)
      .put(accountCreationActions.policyholderFound(found))
      .put(push('/create-account/accountVerification'))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([['accountCreationVerify', details]]);
    expect(services.session.get(storageKeys.accountCreationGrant)).toBe('grant-secret');
    expect(JSON.stringify(storeState)).not.toContain('grant-secret');
    expect(JSON.stringify(effects.put)).not.toContain('grant-secret');
  });

  it('stays on the step with the message when no policyholder matches', async () => {
    const services = fakeServices({ gateway: () => fail(404, 'not_found', accountCreationMessages.policyholderNotFound) });
    const { storeState } = await expectSaga(verify, services, accountCreationActions.policyholderDetailsSubmitted({ details }))
      .withReducer(reducer)
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(storeState.accountCreation.error).toEqual({ field: null, message: accountCreationMessages.policyholderNotFound });
  });

  it('masks the identifying details in the action log', () => {
    const logged = JSON.stringify(redactAction(accountCreationActions.policyholderDetailsSubmitted({ details })));
    for (const secret of ['Rivera', '1990-03-04', '43215']) expect(logged).not.toContain(secret);
    expect(logged).toContain('A1B2C3-1234');
  });
});

const withGrant = (gateway: GatewayScript) => {
  const services = fakeServices({ gateway });
  services.session.set(storageKeys.accountCreationGrant, 'grant-secret');
  return services;
};

describe('create account: verification', () => {
  it('asks for a code at the chosen destination with the kept grant', async () => {
    const services = withGrant(() => ok(codeSent));
    const { storeState } = await expectSaga(
      requestCode,
      services,
      accountCreationActions.verificationCodeRequested({ destinationId: 'email-7' }),
    )
      .withReducer(reducer)
      .put(accountCreationActions.verificationCodeSent(codeSent))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([
      ['accountCreationSendCode', { grant: 'grant-secret', destinationId: 'email-7' }],
    ]);
    expect(storeState.accountCreation).toMatchObject({ submitting: false, codeSent, error: null });
  });

  it('stays on the step with the message when no more codes may be sent', async () => {
    const services = withGrant(() => fail(429, 'too_many_codes', accountCreationMessages.tooManyCodes));
    const { storeState } = await expectSaga(
      requestCode,
      services,
      accountCreationActions.verificationCodeRequested({ destinationId: 'email-7' }),
    )
      .withReducer(reducer)
      .put(accountCreationActions.verificationCodeNotSent({ message: accountCreationMessages.tooManyCodes }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(storeState.accountCreation.error).toEqual({ field: null, message: accountCreationMessages.tooManyCodes });
  });

  it('checks the code, then shows the details to confirm', async () => {
    const services = withGrant(() => ok(verifiedPolicyholder));
    const { storeState } = await expectSaga(checkCode, services, accountCreationActions.verificationCodeSubmitted({ code: '123456' }))
      .withReducer(reducer)
      .put(accountCreationActions.policyholderVerified(verifiedPolicyholder))
      .put(push('/create-account/confirmation'))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ grant: 'grant-secret', code: '123456' });
    expect(storeState.accountCreation.verified).toEqual(verifiedPolicyholder);
    expect(services.session.get(storageKeys.accountCreationGrant)).toBe('grant-secret');
  });

  it('keeps the customer on the step with the message for a wrong code', async () => {
    const message = accountCreationMessages.codeIncorrect(4);
    const { storeState } = await expectSaga(
      checkCode,
      withGrant(() => fail(400, 'code_incorrect', message)),
      accountCreationActions.verificationCodeSubmitted({ code: '000000' }),
    )
      .withReducer(reducer)
      .put(accountCreationActions.verificationCodeRefused({ message }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(storeState.accountCreation.error).toEqual({ field: 'code', message });
  });

  it('goes to the expired step when the grant ran out, or was never there', async () => {
    const gone = withGrant(() => fail(410, 'expired', accountCreationMessages.expiredBody));
    await expectSaga(checkCode, gone, accountCreationActions.verificationCodeSubmitted({ code: '123456' }))
      .put(accountCreationActions.grantExpired())
      .put(push('/create-account/expired'))
      .run();
    expect(gone.session.get(storageKeys.accountCreationGrant)).toBeNull();
    const none = fakeServices({ gateway: () => ok(codeSent) });
    await expectSaga(requestCode, none, accountCreationActions.verificationCodeRequested({ destinationId: 'email-7' }))
      .put(push('/create-account/expired'))
      .run();
    expect(none.sent).toHaveLength(0);
  });

  it('goes on to the login ID step when the customer confirms the details', async () => {
    await expectSaga(accountCreationSaga, fakeServices())
      .dispatch(accountCreationActions.detailsConfirmed())
      .put(push('/create-account/loginID'))
      .silentRun(250);
  });

  it('never logs the code', () => {
    expect(JSON.stringify(redactAction(accountCreationActions.verificationCodeSubmitted({ code: '482913' })))).not.toContain('482913');
  });
});

describe('create account: the emailed verification link', () => {
  const linkPage = appActions.pageViewed({
    route: 'createAccountAuthorization',
    page: 'Create account: Verification',
    category: 'createAccount',
    path: `/create-account/authorization/${token}`,
    hasHash: false,
  });

  it('opens the link from its address: a fresh grant in the session, straight on to the login ID step, the address out of the history', async () => {
    const services = fakeServices({ gateway: () => ok({ grant: 'fresh-grant', ...verifiedPolicyholder }) });
    const { storeState, effects } = await expectSaga(accountCreationSaga, services)
      .withReducer(reducer)
      .dispatch(linkPage)
      .put(accountCreationActions.authorizationLinkOpened({ token }))
      .put(accountCreationActions.policyholderVerified(verifiedPolicyholder))
      .put(replace('/create-account/loginID'))
      .silentRun(250);
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([['accountCreationOpenLink', { token }]]);
    expect(services.session.get(storageKeys.accountCreationGrant)).toBe('fresh-grant');
    expect(JSON.stringify([storeState, effects.put])).not.toContain('fresh-grant');
  });

  it.each([
    [410, 'expired', accountCreationMessages.expiredBody],
    [400, 'bad_request', accountCreationMessages.linkMalformed],
  ] as const)('sends a link answered %s to the expired step', async (status, error, message) => {
    const services = withGrant(() => fail(status, error, message));
    await expectSaga(openLink, services, accountCreationActions.authorizationLinkOpened({ token }))
      .put(accountCreationActions.grantExpired())
      .put(replace('/create-account/expired'))
      .run();
    expect(services.session.get(storageKeys.accountCreationGrant)).toBeNull();
  });

  it('masks the token in the action log: the command, the page view and the router', () => {
    const logged = JSON.stringify([
      redactAction(accountCreationActions.authorizationLinkOpened({ token })),
      redactAction(linkPage),
      redactAction({
        type: '@@router/LOCATION_CHANGE',
        payload: {
          location: { pathname: `/create-account/authorization/${token}`, search: '', hash: '' },
          action: 'POP',
          isFirstRendering: true,
        },
      }),
    ]);
    expect(logged).not.toContain(token);
    expect(logged).toContain('/create-account/authorization/[redacted]');
  });
});

describe('create account: the login ID step', () => {
  const choice = { loginId: 'jordan.rivera', email: 'jordan@example.com' };

  it('checks the login ID and email with the kept grant before the password step', async () => {
    const services = withGrant(() => ok({ loginId: 'jordan.rivera' }));
    const { storeState } = await expectSaga(checkChoice, services, accountCreationActions.loginIdSubmitted(choice))
      .withReducer(reducer)
      .put(accountCreationActions.loginIdChosen(choice))
      .run();
    expect(services.sent[0]).toMatchObject({ name: 'accountCreationCheckChoice', request: { body: { ...choice, grant: 'grant-secret' } } });
    expect(storeState.accountCreation).toMatchObject({ passwordStep: true, submitting: false });
  });

  it('says a taken login ID on the login ID step, and never shows the password step', async () => {
    const services = withGrant(() => fail(409, 'login_id_taken', accountCreationMessages.loginIdTaken));
    const { storeState } = await expectSaga(checkChoice, services, accountCreationActions.loginIdSubmitted(choice))
      .withReducer(reducer)
      .put(accountCreationActions.signInRefused({ field: 'loginId', message: accountCreationMessages.loginIdTaken }))
      .run();
    expect(storeState.accountCreation).toMatchObject({ passwordStep: false, submitting: false });
    expect(storeState.accountCreation.error).toEqual({ field: 'loginId', message: accountCreationMessages.loginIdTaken });
  });
});

describe('create account: login ID and password', () => {
  it('creates the sign-in with the kept grant, forgets the grant and shows success', async () => {
    const services = withGrant(() => ok({ loginId: 'jordan.rivera' }));
    await expectSaga(create, services, accountCreationActions.signInDetailsSubmitted(signInDetails))
      .withReducer(reducer)
      .put(accountCreationActions.signInCreated({ loginId: 'jordan.rivera' }))
      .put(push('/create-account/success'))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ ...signInDetails, grant: 'grant-secret', agreedToTerms: true });
    expect(services.session.get(storageKeys.accountCreationGrant)).toBeNull();
  });

  it.each([
    ['login_id_taken', 'loginId', accountCreationMessages.loginIdTaken],
    ['email_in_use', 'email', fieldMessages.emailInUse],
  ] as const)(
    'takes the customer back to the login ID step when the gateway answers %s, with the grant for another try',
    async (error, field, message) => {
      const services = withGrant(() => fail(409, error, message));
      const chosen = {
        ...initialAccountCreationState,
        chosen: { loginId: 'jordan.rivera', email: 'jordan@example.com' },
        passwordStep: true,
      };
      const { storeState } = await expectSaga(create, services, accountCreationActions.signInDetailsSubmitted(signInDetails))
        .withReducer(reducer, { accountCreation: chosen })
        .put(accountCreationActions.signInRefused({ field, message }))
        .put(
          appActions.pageViewed({
            route: 'createAccountLoginId',
            page: 'Create account: Login ID',
            category: 'createAccount',
            path: '/create-account/loginID',
            hasHash: false,
          }),
        )
        .run();
      expect(storeState.accountCreation.error).toEqual({ field, message });
      expect(storeState.accountCreation.passwordStep).toBe(false);
      expect(services.session.get(storageKeys.accountCreationGrant)).toBe('grant-secret');
    },
  );

  it('shows the password step as a page view of its own at the login ID address, and the login ID step again on the way back', async () => {
    const chosen = accountCreationActions.loginIdChosen({ loginId: 'jordan.rivera', email: 'jordan@example.com' });
    const view = (page: string) =>
      appActions.pageViewed({
        route: 'createAccountLoginId',
        page,
        category: 'createAccount',
        path: '/create-account/loginID',
        hasHash: false,
      });
    const { storeState } = await expectSaga(accountCreationSaga, fakeServices())
      .withReducer(reducer)
      .dispatch(chosen)
      .put(view('Create account: Password'))
      .dispatch(accountCreationActions.loginIdStepReopened())
      .put(view('Create account: Login ID'))
      .silentRun(50);
    expect(storeState.accountCreation).toMatchObject({ chosen: chosen.payload, passwordStep: false });
  });

  it('goes to the expired step when the grant ran out, or was never there', async () => {
    await expectSaga(
      create,
      withGrant(() => fail(410, 'expired', accountCreationMessages.expiredBody)),
      accountCreationActions.signInDetailsSubmitted(signInDetails),
    )
      .put(accountCreationActions.grantExpired())
      .put(push('/create-account/expired'))
      .run();
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
    const verifiedState = accountCreationReducer(
      undefined,
      accountCreationActions.policyholderVerified({ ...verifiedPolicyholder, email: null }),
    );
    const created = accountCreationReducer(verifiedState, accountCreationActions.signInCreated({ loginId: 'jordan.rivera' }));
    expect(created).toMatchObject({ verified: verifiedState.verified, createdLoginId: 'jordan.rivera', submitting: false });
    expect(accountCreationReducer(verifiedState, accountCreationActions.grantExpired()).verified).toEqual(verifiedState.verified);
    expect(accountCreationReducer(created, accountCreationActions.accountCreationStarted())).toEqual(initialAccountCreationState);
  });
});
