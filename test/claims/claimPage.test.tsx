import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import ClaimPage from '../../src/claims/screens/ClaimPage';
import { claimsActions } from '../../src/claims/catalogue';
import { claimsReducer } from '../../src/claims/slice';
import { documentsReducer } from '../../src/documents/slice';
import { formsReducer } from '../../src/forms/slice';
import { claimMessages } from '../../src/validation/messages';
import type { ClaimDetails } from '../../src/contract/claims';
import { recordDispatched } from '../support/dispatched';

const fileNumber = '31025061742';
const details = {
  claim: {
    fileNumber,
    lineOfBusiness: 'auto',
    claimType: 'collision',
    lossDate: '2026-11-12',
    status: 'open',
    policyNumber: 'C4M7X2-1001',
    summary: 'Rear-end collision',
    unreadMessages: 1,
  },
  lossLocation: null,
  reportedOn: '2026-11-12',
  closedOn: null,
  nextSteps: null,
  adjuster: { name: 'Maria Alvarez', phone: '614-555-0190', email: 'maria.alvarez@cardinalmutual.example' },
  coverages: [{ code: 'COLL', name: 'Collision', limits: 'Actual cash value', deductibleCents: 50000 }],
  payments: [{ paymentId: 'P1', coverageCode: 'COLL', paidOn: '2026-11-20', payee: 'Sawmill Collision Center', amountCents: 298217 }],
  emailNotifications: true,
} as unknown as ClaimDetails;

function renderAt(path: string, loaded = true) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ claims: claimsReducer, documents: documentsReducer, forms: formsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  if (loaded) {
    store.dispatch(claimsActions.detailsLoaded({ details }));
    store.dispatch(claimsActions.messagesLoaded({ fileNumber, messages: [] }));
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route path="/claims/:fileNumber">
          <ClaimPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

describe('a claim file', () => {
  it('shows the tabs, with the new messages on the Messages tab', () => {
    renderAt(`/claims/${fileNumber}/overview`);
    const tabs = within(screen.getByRole('navigation', { name: 'Claim sections' }))
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(tabs).toEqual(['Overview', 'Coverages and payments', 'Documents', 'Messages (1 new)', 'Notifications']);
    expect(screen.getByRole('heading', { level: 1, name: `Auto claim ${fileNumber}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: '614-555-0190' })).toBeTruthy();
  });

  it('lists coverages and the payments made with their payees and amounts', () => {
    renderAt(`/claims/${fileNumber}/coverages`);
    expect(screen.getAllByText('Sawmill Collision Center').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$2,982.17').length).toBeGreaterThan(0);
  });

  it('shows the not-found page for a malformed file number or a claim the gateway did not find', () => {
    renderAt('/claims/12345/overview', false);
    expect(screen.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
  });

  it('flags a probable card number in a message and sends nothing; a clean message is sent', async () => {
    const dispatched = renderAt(`/claims/${fileNumber}/messenger`);
    const field = screen.getByLabelText(/Message to Maria Alvarez/);
    fireEvent.change(field, { target: { value: 'Card 4111 1111 1111 1111 or 4111111111111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getAllByText(claimMessages.accountOrCardNumberInText).length).toBeGreaterThan(0));
    expect(dispatched.some((a) => a.type === claimsActions.messageSendRequested.type)).toBe(false);

    fireEvent.change(field, { target: { value: 'When will the car be ready?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(claimsActions.messageSendRequested({ fileNumber, body: 'When will the car be ready?' })),
    );
  });
});
