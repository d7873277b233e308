import { documentsReducer, initialDocumentsState } from '../../src/documents/slice';
import { documentsActions, guestUploadActions } from '../../src/documents/catalogue';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { lookupAction } from '../../src/bus/catalogue';
import { MASK, redactAction } from '../../src/bus/redact';

describe("a guest's grant to send documents, declared where the upload answers it", () => {
  it("keeps the guest claims' action types, so recorded visits replay as they were written", () => {
    expect(guestUploadActions.guestUploadGranted.type).toBe('guestClaims/guestUploadGranted');
    expect(guestUploadActions.homePhotoLinkOpened.type).toBe('guestClaims/homePhotoLinkOpened');
    expect(guestClaimsActions.guestUploadGranted).toBe(guestUploadActions.guestUploadGranted);
    expect(guestClaimsActions.homePhotoLinkOpened).toBe(guestUploadActions.homePhotoLinkOpened);
    expect(lookupAction('guestClaims/homePhotoLinkOpened')).toBe(guestUploadActions.homePhotoLinkOpened);
  });

  it('masks the grant and the photo link in the log', () => {
    const opened = guestClaimsActions.homePhotoLinkOpened({ photoId: 'ph_9', fileNumber: '31025061742', grant: 'gug_1' });
    expect(redactAction(opened).payload).toEqual({ photoId: MASK, fileNumber: '31025061742', grant: MASK });
    const granted = guestClaimsActions.guestUploadGranted({ fileNumber: '31025061742', grant: 'gug_2' });
    expect(redactAction(granted).payload).toEqual({ fileNumber: '31025061742', grant: MASK });
  });

  it('starts a fresh upload to the granted claim, from a look-up or a home photo link', () => {
    const chosen = documentsReducer(initialDocumentsState, documentsActions.uploadTargetChosen({ policyNumber: 'A1' }));
    const granted = documentsReducer(chosen, guestClaimsActions.guestUploadGranted({ fileNumber: '31025061742', grant: 'gug_2' }));
    expect(granted.upload).toEqual({ target: { claimFileNumber: '31025061742' }, files: [], guestGrant: 'gug_2' });
    const opened = documentsReducer(
      initialDocumentsState,
      guestClaimsActions.homePhotoLinkOpened({ photoId: 'ph_9', fileNumber: '31025061743', grant: 'gug_3' }),
    );
    expect(opened.upload).toEqual({ target: { claimFileNumber: '31025061743' }, files: [], guestGrant: 'gug_3' });
  });
});
