import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import EproxyPage from '../../src/profile/screens/EproxyPage';
import { profileActions } from '../../src/profile/catalogue';
import { profileReducer } from '../../src/profile/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsReducer } from '../../src/flags/slice';
import { appReducer } from '../../src/shell/slice';
import { profileMessages } from '../../src/validation/messages';

function renderEproxy(eligible: boolean) {
  const store = configureStore({
    reducer: combineReducers({ profile: profileReducer, forms: formsReducer, flags: flagsReducer, app: appReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }),
  });
  store.dispatch(profileActions.eproxyLoaded({ eligible, consented: false }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/profile/eproxy']}>
        <EproxyPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('electronic proxy voting', () => {
  it('tells a life-only customer once that voting is for mutual members, and never that they are one', () => {
    renderEproxy(false);
    expect(screen.getByText(profileMessages.eproxyNotMember)).toBeInTheDocument();
    expect(screen.queryByText(/you are a member/i)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('tells a mutual policyholder they are a member, and offers the consent to vote electronically', () => {
    renderEproxy(true);
    expect(screen.getByText(profileMessages.eproxyMember)).toBeInTheDocument();
    expect(screen.queryByText(profileMessages.eproxyNotMember)).toBeNull();
    expect(screen.getByRole('checkbox', { name: profileMessages.eproxyConsent })).toBeInTheDocument();
  });
});
