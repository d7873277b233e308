import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type Action } from 'redux';
import ContactUsPage from '../../src/engagement/screens/ContactUsPage';
import TimeoutPage from '../../src/engagement/screens/TimeoutPage';
import { InactivityWarning } from '../../src/engagement/InactivityWarning';
import { engagementActions } from '../../src/engagement/catalogue';
import { engagementReducer } from '../../src/engagement/slice';
import { authActions } from '../../src/auth/catalogue';
import { contactLines, phones } from '../../config/product';
import { engagementMessages } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

function storeWith(...actions: Action[]) {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ engagement: engagementReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(record),
  });
  actions.forEach((a) => store.dispatch(a));
  return { store, seen };
}

const cardOf = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('li')!;

describe('contact us', () => {
  it('lists every phone line with its hours in ET, open or closed at the pinned clock', () => {
    // Tuesday 2026-11-24, 11 p.m. ET: general lines closed (6 a.m.-10 p.m.), claims open (24 hours), claims chat open.
    const { store } = storeWith(engagementActions.contactClockRead({ now: Date.parse('2026-11-25T04:00:00Z') }));
    render(
      <Provider store={store}>
        <ContactUsPage />
      </Provider>,
    );
    for (const line of contactLines) expect(within(cardOf(line.label)).getByRole('link', { name: line.phone })).toBeInTheDocument();
    expect(within(cardOf('Customer service')).getByText(engagementMessages.closedNow)).toBeInTheDocument();
    expect(within(cardOf('Customer service')).getByText('Monday-Friday: 6 a.m.-10 p.m. ET')).toBeInTheDocument();
    expect(within(cardOf('Report or discuss a claim')).getByText(engagementMessages.openNow)).toBeInTheDocument();
  });

  it('gives the claims lines the signed-in and guest claim pages call: claims, and life claims', () => {
    const { store } = storeWith(engagementActions.contactClockRead({ now: Date.parse('2026-11-24T15:00:00Z') }));
    render(
      <Provider store={store}>
        <ContactUsPage />
      </Provider>,
    );
    expect(within(cardOf('Report or discuss a claim')).getByRole('link', { name: phones.claims })).toBeInTheDocument();
    expect(within(cardOf('Life claims')).getByRole('link', { name: phones.lifeClaims })).toBeInTheDocument();
    expect(phones.claims).not.toBe(phones.general);
  });

  it('shows a line open in its hours', () => {
    // Tuesday, 10 a.m. ET.
    const { store } = storeWith(engagementActions.contactClockRead({ now: Date.parse('2026-11-24T15:00:00Z') }));
    render(
      <Provider store={store}>
        <ContactUsPage />
      </Provider>,
    );
    expect(within(cardOf('Customer service')).getByText(engagementMessages.openNow)).toBeInTheDocument();
    expect(within(cardOf('Life claims')).getByText(engagementMessages.openNow)).toBeInTheDocument();
  });
});

describe('the timeout page and warning', () => {
  it('leads back to where the customer was, through the login', () => {
    const { store, seen } = storeWith(engagementActions.timedOut({ idleMs: 900000, returnTo: '/billing' }));
    render(
      <Provider store={store}>
        <TimeoutPage />
      </Provider>,
    );
    expect(screen.getByText(engagementMessages.timedOutHeading)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: engagementMessages.logInAgain }));
    expect(seen).toContainEqual(authActions.signInRequested({ returnTo: '/billing' }));
  });

  it('warns in a dialog that keeps focus, and gives focus back when the customer stays', () => {
    const { store, seen } = storeWith();
    render(
      <Provider store={store}>
        <button type="button">Pay my bill</button>
        <InactivityWarning />
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Pay my bill' });
    opener.focus();
    act(() => void store.dispatch(engagementActions.inactivityWarned({ signOutAt: 1 })));
    const dialog = screen.getByRole('dialog', { name: engagementMessages.warningHeading });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const stay = within(dialog).getByRole('button', { name: engagementMessages.staySignedIn });
    fireEvent.click(stay);
    expect(seen).toContainEqual(engagementActions.staySignedInRequested());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
