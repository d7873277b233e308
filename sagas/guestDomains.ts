import type { Services } from '../src/services/types';
import { registerAreaSlices } from '../src/shell/registry';
import type { DomainSagaLoaders } from './areaSagas';

/**
 * The sagas of the areas a visitor uses without logging in, each a chunk of its own with the area's slice, registered
 * as the chunk arrives (the guest pages' reducer adds it with `app/domainsStarted`, src/shell/registry.ts).
 */
export const guestDomainSagas: DomainSagaLoaders = {
  idCards: () =>
    Promise.all([
      import(/* webpackChunkName: "sagas-id-cards" */ './idCards'),
      import(/* webpackChunkName: "sagas-id-cards" */ '../src/idCards/slice'),
    ]).then(([{ idCardsSaga }, { idCardsReducer }]) => {
      registerAreaSlices('idCards', { idCards: idCardsReducer });
      return idCardsSaga;
    }),
  documents: () =>
    Promise.all([
      import(/* webpackChunkName: "sagas-documents" */ './documents'),
      import(/* webpackChunkName: "sagas-documents" */ '../src/services/uploader'),
      import(/* webpackChunkName: "sagas-documents" */ '../src/documents/slice'),
    ]).then(([{ documentsSaga }, { xhrDocumentUploader }, { documentsReducer }]) => {
      registerAreaSlices('documents', { documents: documentsReducer });
      return (services: Services) => documentsSaga(services, xhrDocumentUploader(services.auth));
    }),
  guestPay: () =>
    Promise.all([
      import(/* webpackChunkName: "sagas-guest-pay" */ './guestPay'),
      import(/* webpackChunkName: "sagas-guest-pay" */ '../src/guestPay/slice'),
    ]).then(([{ guestPaySaga }, { guestPayReducer }]) => {
      registerAreaSlices('guestPay', { guestPay: guestPayReducer });
      return guestPaySaga;
    }),
  guestClaims: () =>
    Promise.all([
      import(/* webpackChunkName: "sagas-guest-claims" */ './guestClaims'),
      import(/* webpackChunkName: "sagas-guest-claims" */ '../src/guestClaims/slice'),
    ]).then(([{ guestClaimsSaga }, { guestClaimsReducer }]) => {
      registerAreaSlices('guestClaims', { guestClaims: guestClaimsReducer });
      return guestClaimsSaga;
    }),
};
