import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type UnknownAction } from 'redux';
import GuestUploadPage from '../../src/guestClaims/screens/GuestUploadPage';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { guestClaimsReducer } from '../../src/guestClaims/slice';
import { documentsActions } from '../../src/documents/catalogue';
import { documentsReducer } from '../../src/documents/slice';
import { formsReducer } from '../../src/forms/slice';
import { claimMessages, documentMessages, errorCatalogue } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

function renderAt(step: string, setup: UnknownAction[] = []) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ guestClaims: guestClaimsReducer, documents: documentsReducer, forms: formsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  for (const action of setup) store.dispatch(action);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/claims/prelogin/upload/${step}`]}>
        <Route path="/claims/prelogin/upload/:step">
          <GuestUploadPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

const granted = guestClaimsActions.guestUploadGranted({ fileNumber: '31025061742', grant: 'gug_1' });
const payloadsOf = (dispatched: UnknownAction[], type: string) =>
  dispatched.filter((a) => a.type === type).map((a) => (a as unknown as { payload: unknown }).payload);

describe('sending documents to a claim without logging in', () => {
  it('asks for the claim file number and date of loss, with errors on submit and the look-up refusal in the banner', async () => {
    const dispatched = renderAt('claim-info', [guestClaimsActions.guestUploadLookupFailed({ message: claimMessages.guestClaimNotFound })]);
    expect(screen.getByText(claimMessages.guestClaimNotFound)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Claim file number/), '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(claimMessages.fileNumber)).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText(/Claim file number/));
    await userEvent.type(screen.getByLabelText(/Claim file number/), '31025061742');
    await userEvent.type(screen.getByLabelText(/Date of loss/), '11/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(payloadsOf(dispatched, guestClaimsActions.guestUploadClaimEntered.type)).toEqual([
        { fileNumber: '31025061742', lossDate: '2026-11-12' },
      ]),
    );
  });

  it('takes the look-up refusal off the screen once the claim details are changed', async () => {
    renderAt('claim-info', [
      guestClaimsActions.guestUploadClaimEntered({ fileNumber: '31025061742', lossDate: '2026-11-12' }),
      guestClaimsActions.guestUploadLookupFailed({ message: claimMessages.guestClaimNotFound }),
    ]);
    expect(screen.getByText(claimMessages.guestClaimNotFound)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Claim file number/));
    await userEvent.type(screen.getByLabelText(/Claim file number/), '31025061743');
    await userEvent.tab();
    expect(screen.queryByText(claimMessages.guestClaimNotFound)).toBeNull();
  });

  it('sends the contact details with a dashed phone number', async () => {
    const dispatched = renderAt('contact-info', [
      guestClaimsActions.guestUploadClaimEntered({ fileNumber: '31025061742', lossDate: '2026-11-12' }),
      guestClaimsActions.guestUploadClaimFound({ fileNumber: '31025061742' }),
    ]);
    await userEvent.type(screen.getByLabelText('Your name'), 'Daniel Whitaker');
    await userEvent.type(screen.getByLabelText('Phone number'), '6145550142');
    await userEvent.type(screen.getByLabelText('Email'), 'd@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(payloadsOf(dispatched, guestClaimsActions.guestUploadContactEntered.type)).toEqual([
        { name: 'Daniel Whitaker', email: 'd@example.com', phone: '614-555-0142' },
      ]),
    );
  });

  it('sends nothing before a file is chosen, and shows each file with its progress once sent', async () => {
    const dispatched = renderAt('file-select', [granted]);
    expect(screen.getByText(/For claim 31025061742/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send files' }));
    expect((await screen.findAllByText(documentMessages.uploadFiles)).length).toBeGreaterThan(0);
    expect(payloadsOf(dispatched, guestClaimsActions.guestUploadFilesConfirmed.type)).toEqual([]);
  });

  it('confirms the files sent to the claim', () => {
    renderAt('file-upload', [
      granted,
      documentsActions.uploadFilesChosen({ files: [{ fileRef: 'f1', name: 'bumper.jpg', sizeBytes: 2048 }] }),
      documentsActions.uploadFileStarted({ fileRef: 'f1', key: 'k1' }),
      documentsActions.uploadFileProgressed({ fileRef: 'f1', percent: 100 }),
      documentsActions.uploadFileStored({
        fileRef: 'f1',
        document: {
          documentId: 'upload-1',
          category: 'claims',
          title: 'bumper.jpg',
          policyNumber: null,
          claimFileNumber: '31025061742',
          billType: null,
          envelopeId: null,
          issuedOn: '2026-11-25',
          dated: 'uploaded',
          source: 'uploaded',
          contentType: 'image/jpeg',
        } as never,
      }),
    ]);
    expect(screen.getByText(documentMessages.uploadSent)).toBeTruthy();
    // Sent, the file says so: no progress bar left at 100%.
    expect(screen.getByText(/· Sent$/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains that documents cannot be sent while the document service is down', () => {
    renderAt('system-outage');
    expect(screen.getByText(errorCatalogue.system.heading)).toBeTruthy();
  });
});
