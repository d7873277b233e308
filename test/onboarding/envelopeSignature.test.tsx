// The signing screen: a name in any alphabet is adopted as typed, and a name that is not the signer's is refused
// with the words of the messages module, naming whose name to type.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import EnvelopePage from '../../src/onboarding/screens/EnvelopePage';
import { documentsReducer, initialDocumentsState } from '../../src/documents/slice';
import { initialOnboardingState, onboardingReducer } from '../../src/onboarding/slice';
import { onboardingActions } from '../../src/onboarding/catalogue';
import { onboardingMessages } from '../../src/validation/messages';
import type { Envelope } from '../../src/contract/esign';

const envelopeFor = (signerName: string): Envelope => ({
  envelopeId: 'ENV-6158804-APP',
  subject: 'Your policy documents to sign, policy P7D4W2-4001',
  status: 'delivered',
  sentAt: '2026-11-01T14:00:00.000Z',
  statusAt: '2026-11-01T14:05:00.000Z',
  policyNumber: 'P7D4W2-4001' as never,
  documentCount: 1,
  recipients: [{ name: signerName, email: 'signer@example.com', role: 'signer', signedAt: null }],
  documents: [
    {
      documentId: 'esign-ENV-6158804-APP-APP' as never,
      title: 'Auto insurance application',
      issuedOn: '2026-11-01' as never,
      signed: false,
    },
  ],
  events: [],
  declineReason: null,
});

function renderEnvelope(signerName: string) {
  const store = configureStore({
    reducer: combineReducers({ onboarding: onboardingReducer, documents: documentsReducer }),
    preloadedState: { onboarding: initialOnboardingState, documents: initialDocumentsState },
  });
  store.dispatch(onboardingActions.envelopeLoaded({ envelope: envelopeFor(signerName) }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/onboarding/esign/ENV-6158804-APP']}>
        <Route path="/onboarding/esign/:envelopeId" component={EnvelopePage} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('adopting a signature on the signing screen', () => {
  it('adopts an accented name as typed', async () => {
    const user = userEvent.setup();
    const store = renderEnvelope('José Núñez');
    await user.type(screen.getByLabelText(/Type your full name/), 'José Núñez');
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    expect(await screen.findByLabelText('Adopted signature: José Núñez')).toBeInTheDocument();
    expect(store.getState().onboarding.signing).toMatchObject({ signature: 'José Núñez' });
    expect(screen.queryByText(onboardingMessages.signaturePattern)).toBeNull();
  });

  it("refuses another person's name, saying whose name to type", async () => {
    const user = userEvent.setup();
    const store = renderEnvelope('Kevin Park');
    await user.type(screen.getByLabelText(/Type your full name/), 'Jordan Perez');
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    expect((await screen.findAllByText(onboardingMessages.signatureNotSigner('Kevin Park'))).length).toBeGreaterThan(0);
    expect(store.getState().onboarding.signing?.signature ?? null).toBeNull();
  });
});
