import { expectSaga } from 'redux-saga-test-plan';
import { callEndpoint } from '../../sagas/api';
import { getPoliciesSummary } from '../../src/contract/policies';
import { submitCredentials } from '../../src/contract/signIn';
import { fileGuestClaim, type GuestClaimFiling } from '../../src/contract/guestClaims';
import { apiActions } from '../../src/api/catalogue';
import { fakeServices, fail, ok } from '../support/fakeServices';
import { demoPolicies } from '../support/demo';

describe('callEndpoint', () => {
  it('decodes the answer, records the mitigation type and the successful message, and caches the query', async () => {
    const services = fakeServices({ gateway: () => ok({ policies: demoPolicies }, 'captcha') });
    const { returnValue } = await expectSaga(callEndpoint, services, getPoliciesSummary, { actionName: 'policiesSummary' })
      .put(apiActions.mitigationObserved({ mitigationType: 'captcha' }))
      .put(apiActions.callSucceeded({ actionName: 'policiesSummary' }))
      .run();
    expect(returnValue).toEqual({ ok: true, value: { policies: demoPolicies } });
    await expectSaga(callEndpoint, services, getPoliciesSummary, {}).not.put.actionType(apiActions.callFailed.type).run();
    expect(services.sent).toHaveLength(1);
  });

  it("records with a call's success the idempotency key it was sent with, so its outcome joins its intent in the log", async () => {
    const claim = { fileNumber: '20261129001', line: 'auto', claimType: 'collision' };
    const services = fakeServices({ gateway: () => ok({ claim }) });
    const options = { body: {} as GuestClaimFiling, idempotencyKey: 'key-7', actionName: 'guestClaimFiling' };
    await expectSaga(callEndpoint, services, fileGuestClaim, options)
      .put(apiActions.callSucceeded({ actionName: 'guestClaimFiling', key: 'key-7' }))
      .run();
  });

  it('turns an answer that does not decode into a failure event with the decode report, never a crash', async () => {
    const services = fakeServices({ gateway: () => ok({ policies: [{ policyNumber: 'not-a-number' }] }) });
    const { returnValue } = await expectSaga(callEndpoint, services, getPoliciesSummary, { actionName: 'policiesSummary' })
      .put.like({
        action: {
          type: apiActions.callFailed.type,
          payload: { call: 'policiesSummary', actionName: 'policiesSummary', status: 200, error: 'decode_error' },
        },
      })
      .run();
    expect(returnValue).toMatchObject({ ok: false, error: 'decode_error' });
    expect((returnValue as { message: string }).message).toMatch(/policyNumber/);
  });

  it('reports HTTP errors with the gateway message', async () => {
    const services = fakeServices({
      gateway: () => fail(401, 'invalid_credentials', 'The login ID or password you entered is incorrect.'),
    });
    const { returnValue } = await expectSaga(callEndpoint, services, submitCredentials, {
      params: { uid: 'u1' },
      body: { loginId: 'a', password: 'b' },
      actionName: 'signIn',
    })
      .put(
        apiActions.callFailed({
          call: 'signIn',
          actionName: 'signIn',
          status: 401,
          error: 'invalid_credentials',
          message: 'The login ID or password you entered is incorrect.',
        }),
      )
      .run();
    expect(returnValue).toEqual({
      ok: false,
      status: 401,
      error: 'invalid_credentials',
      message: 'The login ID or password you entered is incorrect.',
    });
  });

  it('reports a network failure without retrying and caches nothing', async () => {
    const services = fakeServices({ gateway: () => 'network-failure' });
    const { returnValue } = await expectSaga(callEndpoint, services, getPoliciesSummary, {}).run();
    expect(returnValue).toMatchObject({ ok: false, status: null, error: 'network' });
    expect(services.sent).toHaveLength(1);
    expect(services.queries.get('main /policies/summary {}')).toBeUndefined();
  });

  it('never caches commands', async () => {
    const services = fakeServices({ gateway: () => ok({ redirectTo: '/oidc/auth/x' }) });
    const request = { params: { uid: 'u1' }, body: { loginId: 'a', password: 'b' } };
    await expectSaga(callEndpoint, services, submitCredentials, request).run();
    await expectSaga(callEndpoint, services, submitCredentials, request).run();
    expect(services.sent).toHaveLength(2);
  });
});
