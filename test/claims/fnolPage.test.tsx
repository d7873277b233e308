import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import '../../src/catalogues';
import FnolPage from '../../src/claims/screens/FnolPage';
import { claimsActions } from '../../src/claims/catalogue';
import { claimsReducer, initialClaimsState } from '../../src/claims/slice';
import { flagsReducer } from '../../src/flags/slice';
import { formsReducer } from '../../src/forms/slice';
import { policiesActions } from '../../src/policies/catalogue';
import { policiesReducer } from '../../src/policies/slice';
import { profileReducer } from '../../src/profile/slice';
import type { ClaimSummary } from '../../src/contract/claims';
import type { PolicyDetails } from '../../src/contract/policies';
import type { FnolAnswers } from '../../src/shared/claimFiling';
import { claimMessages, dateMessages, errorCatalogue, fieldMessages } from '../../src/validation/messages';
import { phones } from '../../config/product';
import { demoPolicies } from '../support/demo';
import { recordDispatched } from '../support/dispatched';

const auto: FnolAnswers = { lossDate: '2026-11-20', policyNumber: 'A1B2C3-1234', lossKind: 'auto' };
const vehicle = (vehicleId: string, year: number, make: string, model: string) => ({
  vehicleId,
  year,
  make,
  model,
  vin: '',
  garagingZip: '43215',
});
const autoDetails = {
  summary: demoPolicies[0]!,
  namedInsureds: ['Daniel Whitaker'],
  coverages: [],
  discounts: [],
  vehicles: [vehicle('V10001', 2021, 'Toyota', 'Camry'), vehicle('V10002', 2019, 'Honda', 'CR-V')],
  drivers: [],
  property: null,
  mortgagees: [],
  watercraft: [],
  life: null,
} as PolicyDetails;
const homeWeather: FnolAnswers = {
  lossDate: '2026-11-20',
  policyNumber: 'H7K2M9-5521',
  lossKind: 'home',
  description: 'Hail broke the skylight',
  weatherRelated: true,
  cause: 'hail',
  anyoneInjured: false,
  lossLocation: '120 Maple Ave, Columbus',
  additionalInformation: '',
  phone: '614-555-0142',
  email: 'maria.lopez@example.com',
  textNotifications: true,
};
const filedClaim = {
  fileNumber: '31125112200',
  lineOfBusiness: 'home',
  claimType: 'weather',
  lossDate: '2026-11-20',
  status: 'open',
  policyNumber: 'H7K2M9-5521',
  summary: 'Hail broke the skylight',
  unreadMessages: 0,
} as ClaimSummary;
const homeAnswered = [
  'intro',
  'loss-date',
  'select-policy',
  'home-loss-description',
  'was-weather-related',
  'home-loss-weather-related',
  'was-anyone-injured',
  'loss-location',
  'additional-information',
  'contact-information',
  'text-notification-enrollment',
  'review',
];

function renderStep(step: string, answers: FnolAnswers = auto, answered: string[] = ['intro', 'loss-date', 'select-policy']) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({
      claims: claimsReducer,
      flags: flagsReducer,
      forms: formsReducer,
      policies: policiesReducer,
      profile: profileReducer,
    }),
    preloadedState: { claims: { ...initialClaimsState, fnol: { ...initialClaimsState.fnol, answers, answered } } } as never,
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  store.dispatch(policiesActions.summaryLoaded({ policies: demoPolicies }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/claims/fnol/${step}`]}>
        <Route path="/claims/fnol/:step">
          <FnolPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
  const answeredWith = () =>
    dispatched.filter((a) => a.type === claimsActions.fnolStepAnswered.type).map((a) => (a as never as { payload: unknown }).payload);
  return { store, dispatched, answeredWith, user: userEvent.setup() };
}

describe('a question step of filing a claim', () => {
  it("asks which of the policy's vehicles was involved and whether another was, refuses no answer, and sends the answers", async () => {
    const { user, answeredWith, store } = renderStep('other-vehicle');
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles involved' })).toBeInTheDocument();
    expect(screen.getByText('Loading your vehicles')).toBeInTheDocument();
    act(() => {
      store.dispatch(policiesActions.detailsLoaded({ details: autoDetails }));
    });
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/claims/fnol/select-policy');
    const vehicles = screen.getByRole('group', { name: 'Which of your vehicles was involved?' });
    expect(
      within(vehicles)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['V10001', 'V10002']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: `Was another vehicle involved: ${fieldMessages.selectValidResponse}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Which of your vehicles was involved: ${fieldMessages.selectValidResponse}` }),
    ).toBeInTheDocument();
    expect(answeredWith()).toEqual([]);
    await user.click(within(vehicles).getByRole('radio', { name: '2019 Honda CR-V' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(answeredWith()).toEqual([{ step: 'other-vehicle', answers: { vehicleId: 'V10002', otherVehicleInvolved: true } }]),
    );
  });

  it("says so, with the claims line, when the policy's vehicles cannot be loaded (no network, or the policy gone): never an endless spinner", () => {
    const { store } = renderStep('other-vehicle');
    act(() => {
      store.dispatch(policiesActions.detailsLoadFailed({ policyNumber: auto.policyNumber!, message: 'The gateway could not be reached.' }));
    });
    expect(screen.queryByText('Loading your vehicles')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(claimMessages.vehiclesUnavailable);
    expect(screen.getByRole('link', { name: /1-800/ })).toBeInTheDocument();
  });

  it('flags free text holding a probable account or card number on its step, and shows the saga refusal at its field', async () => {
    const { user, answeredWith, store } = renderStep('loss-description');
    await user.type(screen.getByLabelText('Tell us what happened'), 'My card 4111111111111111 was in the car');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(claimMessages.accountOrCardNumberInText)).length).toBeGreaterThan(0);
    expect(answeredWith()).toEqual([]);

    await user.clear(screen.getByLabelText('Tell us what happened'));
    await user.type(screen.getByLabelText('Tell us what happened'), 'A rock hit the windshield on I-71');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(answeredWith()).toEqual([
        { step: 'loss-description', answers: { description: 'A rock hit the windshield on I-71', vehicleStolen: false } },
      ]),
    );
    act(() => {
      store.dispatch(
        claimsActions.fnolAnswerRefused({
          step: 'loss-description',
          field: 'description',
          message: claimMessages.accountOrCardNumberInText,
        }),
      );
    });
    expect((await screen.findAllByText(claimMessages.accountOrCardNumberInText)).length).toBeGreaterThan(0);
  });

  it('refuses a loss date in the future, and sends a date it accepts as yyyy-mm-dd', async () => {
    const { user, answeredWith } = renderStep('loss-date', {}, ['intro']);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    const date = screen.getByLabelText('Date of loss');
    await user.type(date, '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(dateMessages.withinLastYears(3))).length).toBeGreaterThan(0);
    await user.clear(date);
    const { month, day, year } = { month: '11', day: '01', year: String(new Date().getFullYear() - 1) };
    await user.type(date, `${month}/${day}/${year}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(answeredWith()).toEqual([{ step: 'loss-date', answers: { lossDate: `${year}-${month}-${day}` } }]));
  });

  it('takes the tow amount in dollars through the currency mask, at most 5 digits', async () => {
    const { user, answeredWith } = renderStep('tow-amount');
    const amount = screen.getByLabelText(/What did the tow cost/);
    await user.type(amount, '1234567');
    expect(amount).toHaveValue('12,345');
    await user.clear(amount);
    await user.type(amount, '150.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(answeredWith()).toEqual([{ step: 'tow-amount', answers: { towAmountCents: 15050 } }]));
  });

  it('asks which glass is damaged with checkboxes', async () => {
    const glass = renderStep('auto-glass-damage-locations', { ...auto, glassDamaged: true });
    await glass.user.click(screen.getByRole('checkbox', { name: 'Windshield' }));
    await glass.user.click(screen.getByRole('checkbox', { name: 'Mirror' }));
    await glass.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(glass.answeredWith()).toEqual([
        { step: 'auto-glass-damage-locations', answers: { glassLocations: ['windshield', 'mirror'] } },
      ]),
    );
  });

  it('lists the policies a claim can be filed on', () => {
    renderStep('select-policy', { lossDate: '2026-11-20' }, ['intro', 'loss-date']);
    const group = screen.getByRole('group', { name: 'Policy' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['A1B2C3-1234', 'H7K2M9-5521']);
  });

  it('says to call when no policy can take a claim online (every one cancelled, or of a line filed by phone)', () => {
    const { store } = renderStep('select-policy', { lossDate: '2026-11-20' }, ['intro', 'loss-date']);
    act(() => {
      store.dispatch(policiesActions.summaryLoaded({ policies: demoPolicies.map((p) => ({ ...p, status: 'cancelled' as const })) }));
    });
    expect(screen.getByText(claimMessages.noPolicyToFile, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phones.claims })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Policy' })).queryAllByRole('radio')).toEqual([]);
  });

  it("offers a life-only customer's life policy, and asks a life claim what is reported without asking about injuries", async () => {
    const life = { ...demoPolicies[0]!, policyNumber: 'L-204518736', lineOfBusiness: 'life', side: 'life', description: 'Term 20' };
    const { store, user, answeredWith } = renderStep('select-policy', { lossDate: '2026-11-20' }, ['intro', 'loss-date']);
    act(() => {
      store.dispatch(policiesActions.summaryLoaded({ policies: [life] as typeof demoPolicies }));
    });
    await user.click(within(screen.getByRole('group', { name: 'Policy' })).getByRole('radio', { name: /^Life policy L-204518736/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(answeredWith()).toEqual([{ step: 'select-policy', answers: { policyNumber: 'L-204518736' } }]));
    cleanup();

    const lifeAnswers: FnolAnswers = { lossDate: '2026-11-20', policyNumber: 'L-204518736', lossKind: 'life' };
    const step = renderStep('loss-description', lifeAnswers);
    expect(screen.queryByRole('group', { name: 'Was your vehicle stolen?' })).toBeNull();
    await step.user.click(screen.getByRole('radio', { name: 'A disability of the insured' }));
    await step.user.type(screen.getByLabelText('Tell us what happened'), 'A fall at work in March');
    await step.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(step.answeredWith()).toEqual([
        { step: 'loss-description', answers: { lifeEvent: 'disability', description: 'A fall at work in March' } },
      ]),
    );
    cleanup();
    renderStep('loss-location', { ...lifeAnswers, lifeEvent: 'disability', description: 'A fall' }, [
      'intro',
      'loss-date',
      'select-policy',
      'loss-description',
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/claims/fnol/loss-description');
  });

  it('sends a step its answers do not lead to back to the start', () => {
    renderStep('auto-glass', homeWeather, homeAnswered);
    expect(screen.queryByRole('heading', { name: 'Glass damage' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Report a claim' })).toBeInTheDocument();
  });
});

describe('the review and the confirmation of a filing', () => {
  it('lists every answer with a link to change it, and submits', async () => {
    const { user, dispatched } = renderStep('review', homeWeather, homeAnswered);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your claim' })).toBeInTheDocument();
    const answers = document.querySelector<HTMLElement>('dl.answer-list')!;
    expect(within(answers).getByText('Hail')).toBeInTheDocument();
    expect(within(answers).getByText('Home policy H7K2M9-5521')).toBeInTheDocument();
    expect(within(answers).getByText('11/20/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the answer to: What kind of weather caused the damage?' })).toHaveAttribute(
      'href',
      '/claims/fnol/home-loss-weather-related',
    );
    expect(screen.getAllByRole('link', { name: /^Change/ })).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(dispatched).toContainEqual(claimsActions.fnolSubmitRequested({}));
  });

  it('confirms again the claim just filed when the browser goes back to its review, and with nothing to review starts again', () => {
    const { store } = renderStep('review', homeWeather, homeAnswered);
    act(() => {
      store.dispatch(claimsActions.claimFiled({ claim: { ...filedClaim } }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'We received your claim' })).toBeInTheDocument();
    cleanup();
    renderStep('review', {}, []);
    expect(screen.getByRole('heading', { level: 1, name: 'Report a claim' })).toBeInTheDocument();
  });

  it("shows the error catalogue's technical-submission message after a failure, and keeps every answer", () => {
    const { store } = renderStep('review', homeWeather, homeAnswered);
    act(() => {
      store.dispatch(claimsActions.fnolSubmitRequested({}));
      store.dispatch(
        claimsActions.claimFilingFailed({ message: `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}` }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue.technicalSubmission(phones.claims));
    expect(screen.getByText('Hail broke the skylight')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit claim' })).not.toHaveAttribute('aria-busy');
  });

  it('adds photos on the review by reference (the file stays out of the store), lists each with why one was refused, and removes one', async () => {
    const { user, dispatched, store } = renderStep('review', homeWeather, homeAnswered);
    const chooser = screen.getByLabelText('Add photos or documents');
    expect(chooser).toHaveAccessibleDescription(claimMessages.photosHint('10 MB', 10));
    await user.upload(chooser, new File(['photo'], 'skylight.jpg', { type: 'image/jpeg' }));
    const chosen = dispatched.find((a) => a.type === claimsActions.fnolPhotosChosen.type) as ReturnType<
      typeof claimsActions.fnolPhotosChosen
    >;
    expect(chosen.payload.files).toEqual([{ fileRef: expect.stringMatching(/^file-/), name: 'skylight.jpg', sizeBytes: 5 }]);
    act(() => {
      store.dispatch(
        claimsActions.fnolPhotosKept({
          photos: [
            { fileRef: 'f1', name: 'skylight.jpg', sizeBytes: 5, status: 'kept', message: null },
            {
              fileRef: 'f2',
              name: 'notes.txt',
              sizeBytes: 4,
              status: 'refused',
              message: 'notes.txt is not a PDF, JPEG, PNG or HEIC file.',
            },
          ],
        }),
      );
    });
    const list = screen.getByRole('list', { name: 'Photos and documents' });
    expect(within(list).getByText(/Kept on this phone/)).toBeInTheDocument();
    expect(within(list).getByText('notes.txt is not a PDF, JPEG, PNG or HEIC file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove skylight.jpg' }));
    expect(dispatched).toContainEqual(claimsActions.fnolPhotoRemoveRequested({ fileRef: 'f1' }));
  });

  it('says on the confirmation which photos reached the claim and which wait for the network', () => {
    const { store } = renderStep('confirm', homeWeather, homeAnswered);
    act(() => {
      store.dispatch(claimsActions.claimFiled({ claim: filedClaim }));
      store.dispatch(
        claimsActions.fnolPhotosKept({
          photos: [
            { fileRef: 'f1', name: 'skylight.jpg', sizeBytes: 5, status: 'sent', message: null },
            { fileRef: 'f2', name: 'ceiling.jpg', sizeBytes: 5, status: 'kept', message: claimMessages.photoWaiting('ceiling.jpg') },
          ],
        }),
      );
    });
    const list = screen.getByRole('list', { name: 'Photos and documents' });
    expect(within(list).getByText(/Sent to your claim/)).toBeInTheDocument();
    expect(within(list).getByText(claimMessages.photoWaiting('ceiling.jpg'))).toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos or documents')).not.toBeInTheDocument();
  });

  it('confirms with the new file number, what happens next, the claims line and a link to the claim', () => {
    const { store } = renderStep('confirm', homeWeather, homeAnswered);
    const claim = filedClaim;
    act(() => {
      store.dispatch(claimsActions.claimFiled({ claim }));
    });
    expect(screen.getByText('31125112200', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(claimMessages.filedNextSteps))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phones.claims })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your claim 31125112200' })).toHaveAttribute('href', '/claims/31125112200');
  });
});
