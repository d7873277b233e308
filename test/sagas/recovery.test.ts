import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { storageKeys } from '../../config/product';
import { askForLoginId, askForResetCode, setNewPassword } from '../../sagas/recovery';
import { recoveryActions } from '../../src/recovery/catalogue';
import { recoveryReducer, type RecoveryState } from '../../src/recovery/slice';
import { recoveryMessages } from '../../src/validation/messages';
import { fail, fakeServices, ok } from '../support/fakeServices';

const ticket = 'T'.repeat(43);
const reducer = combineReducers({ recovery: recoveryReducer });

describe('password reset', () => {
  it('asks for a code, keeps the ticket in the tab session only, then sets the new password with it', async () => {
    const services = fakeServices({
      gateway: (endpoint) =>
        endpoint.name === 'passwordResetRequest' ? ok({ ticket, expiresAt: '2026-11-24T12:15:00.000Z' }) : ok({ loginId: 'life.customer' }),
    });
    const asked = await expectSaga(askForResetCode, services, recoveryActions.passwordResetRequested({ loginId: 'life.customer' }))
      .withReducer(reducer)
      .put(recoveryActions.passwordResetCodeSent({ expiresAt: '2026-11-24T12:15:00.000Z' }))
      .run();
    expect((asked.storeState.recovery as RecoveryState).resetStep).toBe('code');
    expect(JSON.stringify(asked.effects.put)).not.toContain(ticket);
    expect(services.session.get(storageKeys.passwordResetTicket)).toBe(ticket);

    const done = await expectSaga(
      setNewPassword,
      services,
      recoveryActions.newPasswordSubmitted({ code: '123456', password: 'NewSecret2026' }),
    )
      .withReducer(reducer, asked.storeState as never)
      .put(recoveryActions.passwordChanged({ loginId: 'life.customer' }))
      .run();
    expect(services.sent.at(-1)?.request.body).toEqual({ ticket, code: '123456', password: 'NewSecret2026' });
    expect(services.session.get(storageKeys.passwordResetTicket)).toBeNull();
    expect((done.storeState.recovery as RecoveryState).resetStep).toBe('done');
  });

  it("shows the gateway's words for a wrong code, and asks for a new code when the ticket is gone", async () => {
    const services = fakeServices({ gateway: () => fail(400, 'code_incorrect', 'That code is not right. You have 4 tries left.') });
    services.session.set(storageKeys.passwordResetTicket, ticket);
    await expectSaga(setNewPassword, services, recoveryActions.newPasswordSubmitted({ code: '000000', password: 'NewSecret2026' }))
      .put(recoveryActions.newPasswordRefused({ message: 'That code is not right. You have 4 tries left.' }))
      .run();
    const fresh = fakeServices();
    await expectSaga(setNewPassword, fresh, recoveryActions.newPasswordSubmitted({ code: '000000', password: 'NewSecret2026' }))
      .put(recoveryActions.newPasswordRefused({ message: recoveryMessages.codeExpired }))
      .run();
    expect(fresh.sent).toEqual([]);
  });

  it('shows a refusal of the code request (asked too often)', async () => {
    const services = fakeServices({ gateway: () => fail(429, 'too_many_attempts', recoveryMessages.tooManyRequests) });
    await expectSaga(askForResetCode, services, recoveryActions.passwordResetRequested({ loginId: 'someone' }))
      .put(recoveryActions.passwordResetRefused({ message: recoveryMessages.tooManyRequests }))
      .run();
  });
});

describe('login ID reminder', () => {
  it('says it was sent once the gateway took it, and shows a refusal', async () => {
    const services = fakeServices({ gateway: () => ok({ accepted: true }) });
    const { storeState } = await expectSaga(askForLoginId, services, recoveryActions.loginIdReminderRequested({ email: 'a@example.com' }))
      .withReducer(reducer)
      .put(recoveryActions.loginIdReminderSent())
      .run();
    expect((storeState.recovery as RecoveryState).reminder).toBe('sent');
    await expectSaga(
      askForLoginId,
      fakeServices({ gateway: () => fail(429, 'too_many_attempts', recoveryMessages.tooManyRequests) }),
      recoveryActions.loginIdReminderRequested({ email: 'a@example.com' }),
    )
      .put(recoveryActions.loginIdReminderRefused({ message: recoveryMessages.tooManyRequests }))
      .run();
  });
});
