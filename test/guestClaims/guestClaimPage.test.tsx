import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type UnknownAction } from 'redux';
import GuestClaimPage from '../../src/guestClaims/screens/GuestClaimPage';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { guestClaimsReducer } from '../../src/guestClaims/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsReducer } from '../../src/flags/slice';
import type { GuestFnolAnswers } from '../../src/shared/guestClaimFiling';
import type { GuestClaimFiled } from '../../src/contract/guestClaims';
import { phones } from '../../config/product';
import { errorCatalogue, formBanner } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

function renderAt(step: string, answers: GuestFnolAnswers = {}, answered: string[] = [], setup: UnknownAction[] = []) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ guestClaims: guestClaimsReducer, forms: formsReducer, flags: flagsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  store.dispatch(guestClaimsActions.guestFnolAnswersKept({ answers, answered }));
  for (const action of setup) store.dispatch(action);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/claims/fnol/prelogin/${step}`]}>
        <Route path="/claims/fnol/prelogin/:step">
          <GuestClaimPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

const answeredWith = (dispatched: UnknownAction[]) =>
  dispatched
    .filter((a) => a.type === guestClaimsActions.guestFnolStepAnswered.type)
    .map((a) => (a as unknown as { payload: unknown }).payload);

describe('reporting a claim without logging in', () => {
  it('gives the claims line and the life claims line the signed-in claim pages and Contact us give', () => {
    renderAt('intro');
    expect(screen.getByRole('link', { name: phones.claims })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phones.lifeClaims })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: phones.general })).toBeNull();
  });

  it('lets a beneficiary or family member report a death, and the insured a disability', async () => {
    renderAt('who-is-filing', { line: 'life' });
    expect(screen.getByRole('heading', { level: 1, name: 'Who is filing?' })).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'Who is filing this claim?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual([
      'I am the insured, reporting a disability',
      'I am a beneficiary, reporting the death of the insured',
      'I am a family member, reporting the death of the insured',
    ]);
  });

  it("asks a family member for the insured's last name and date of birth, shows errors on submit, and sends the date as ISO", async () => {
    const dispatched = renderAt('policy-details', { line: 'life', filer: 'family' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(formBanner.heading);
    expect(screen.getAllByText('Missing required field').length).toBeGreaterThanOrEqual(3);
    expect(answeredWith(dispatched)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Policy number/), { target: { value: 'l-204518736' } });
    fireEvent.change(screen.getByLabelText(/The insured's last name/), { target: { value: 'Nguyen' } });
    await userEvent.type(screen.getByLabelText(/The insured's date of birth/), '09/30/1985');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(answeredWith(dispatched)).toEqual([
        { step: 'policy-details', answers: { policyNumber: 'L-204518736', lastName: 'Nguyen', dateOfBirth: '1985-09-30' } },
      ]),
    );
  });

  it('asks which glass is damaged and why on a glass-only auto claim', async () => {
    const dispatched = renderAt('auto-incident-details', { line: 'auto', filer: 'policyholder', glassOnly: true });
    fireEvent.change(screen.getByLabelText(/What happened\?/), { target: { value: 'A stone hit the windshield' } });
    fireEvent.click(screen.getByLabelText('A rock or road debris'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(formBanner.heading);
    fireEvent.click(screen.getByLabelText('Windshield'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(answeredWith(dispatched)).toEqual([
        {
          step: 'auto-incident-details',
          answers: { description: 'A stone hit the windshield', glassLocations: ['windshield'], glassIncidentType: 'rock-chip' },
        },
      ]),
    );
  });

  it('names the glass question in the error summary, whose link focuses the group, and bars the whole group', async () => {
    renderAt('auto-incident-details', { line: 'auto', filer: 'policyholder', glassOnly: true });
    fireEvent.change(screen.getByLabelText(/What happened\?/), { target: { value: 'A stone hit the windshield' } });
    fireEvent.click(screen.getByLabelText('A rock or road debris'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = within(await screen.findByRole('alert', { name: formBanner.heading }));
    const link = summary.getByRole('link', { name: 'Which glass is damaged: Please select a valid response' });
    fireEvent.click(link);
    expect(screen.getByLabelText('Windshield')).toHaveFocus();
    const group = screen.getByRole('group', { name: 'Which glass is damaged?' });
    expect(group).toHaveClass('field--error');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group).getByText('Please select a valid response')).toBeInTheDocument();
  });

  it('shows a refused answer at its field', () => {
    renderAt(
      'incident-location',
      { line: 'home' },
      [],
      [
        guestClaimsActions.guestFnolAnswerRefused({
          step: 'incident-location',
          field: 'incidentLocation',
          message: 'This looks like a card number.',
        }),
      ],
    );
    expect(screen.getAllByText('This looks like a card number.').length).toBeGreaterThan(0);
  });

  it('sums up the answers with a link to change each, and submits', () => {
    const dispatched = renderAt('summary', {
      line: 'auto',
      filer: 'policyholder',
      glassOnly: true,
      policyNumber: 'C4M7X2-1001',
      description: 'A stone hit the windshield',
      glassLocations: ['windshield'],
      incidentDate: '2026-11-20',
      email: 'pat@example.com',
    });
    expect(screen.getByText('Auto or motorcycle')).toBeTruthy();
    expect(screen.getByText('Windshield')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change policy number' }).getAttribute('href')).toMatch(
      /\/claims\/fnol\/prelogin\/policy-details$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(dispatched.some((a) => a.type === guestClaimsActions.guestFnolSubmitRequested.type)).toBe(true);
  });

  it('confirms a life claim with its file number, the life claims line and its hours', () => {
    const filed = { fileNumber: '31026000001', line: 'life', claimType: 'death' } as GuestClaimFiled;
    renderAt('confirmation', {}, [], [guestClaimsActions.guestClaimFiled({ claim: filed })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your claim is submitted' })).toBeTruthy();
    expect(screen.getAllByText(/31026000001/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: phones.lifeClaims })).toBeTruthy();
    expect(screen.getByText(/Life claims/)).toBeTruthy();
    expect(screen.getByText(/8:30/)).toBeTruthy();
  });

  it('offers a retry on the submission error, with the technical submission message', () => {
    const message = `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}`;
    const dispatched = renderAt(
      'submission-error',
      { line: 'home' },
      ['summary'],
      [guestClaimsActions.guestClaimFilingFailed({ message })],
    );
    expect(screen.getByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatched.some((a) => a.type === guestClaimsActions.guestFnolSubmitRequested.type)).toBe(true);
    expect(screen.getByRole('link', { name: 'Review your answers' })).toBeTruthy();
  });
});
