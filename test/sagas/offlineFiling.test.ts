import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { loadPoliciesSummary } from '../../sagas/policyholder';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { policiesReducer } from '../../src/policies/slice';
import { fakeServices, ok } from '../support/fakeServices';

const reducers = combineReducers({ auth: authReducer, policies: policiesReducer });
const policy = {
  policyNumber: 'C4M7X2-1001',
  lineOfBusiness: 'auto',
  side: 'mutual',
  status: 'active',
  effectiveDate: '2026-03-01',
  expirationDate: '2027-03-01',
  premiumCents: 84_210,
  accountNumber: 'N4820015',
  description: '2021 Toyota Camry',
};

describe('what this device keeps for filing a claim offline', () => {
  it('keeps, each time the policies load, only what filing needs of them, under the signed-in login', async () => {
    const services = fakeServices({ gateway: () => ok({ policies: [policy] }) });
    const signedIn = { auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' } };
    await expectSaga(loadPoliciesSummary, services)
      .withReducer(reducers, signedIn as never)
      .run();
    await expect(services.offline.keptPolicies('mutual.customer')).resolves.toEqual([
      {
        policyNumber: 'C4M7X2-1001',
        lineOfBusiness: 'auto',
        status: 'active',
        effectiveDate: '2026-03-01',
        expirationDate: '2027-03-01',
        description: '2021 Toyota Camry',
      },
    ]);
  });

  it('keeps nothing for a visitor who is not signed in', async () => {
    const services = fakeServices({ gateway: () => ok({ policies: [policy] }) });
    await expectSaga(loadPoliciesSummary, services)
      .withReducer(reducers, { auth: initialAuthState } as never)
      .run();
    await expect(services.offline.keptPolicies('mutual.customer')).resolves.toBeNull();
  });
});
