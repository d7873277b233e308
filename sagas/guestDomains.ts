import type { Services } from '../src/services/types';
import type { DomainSagaLoaders } from './domains';

/** The sagas of the areas a visitor uses without logging in, each a chunk of its own (the guest pages load no other). */
export const guestDomainSagas: DomainSagaLoaders = {
  idCards: () => import(/* webpackChunkName: "sagas-id-cards" */ './idCards').then((m) => m.idCardsSaga),
  documents: () =>
    Promise.all([
      import(/* webpackChunkName: "sagas-documents" */ './documents'),
      import(/* webpackChunkName: "sagas-documents" */ '../src/services/uploader'),
    ]).then(
      ([{ documentsSaga }, { xhrDocumentUploader }]) =>
        (services: Services) =>
          documentsSaga(services, xhrDocumentUploader(services.auth)),
    ),
  guestPay: () => import(/* webpackChunkName: "sagas-guest-pay" */ './guestPay').then((m) => m.guestPaySaga),
  guestClaims: () => import(/* webpackChunkName: "sagas-guest-claims" */ './guestClaims').then((m) => m.guestClaimsSaga),
};
