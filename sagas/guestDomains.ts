import type { Services } from '../src/services/types';
import { withSlice, type DomainSagaLoaders } from './areaSagas';

/**
 * The sagas of the areas a visitor uses without logging in, each a chunk of its own with the area's slice, registered
 * as the chunk arrives (the guest pages' reducer adds it with `app/domainsStarted`, src/shell/registry.ts).
 */
export const guestDomainSagas: DomainSagaLoaders = {
  idCards: () =>
    withSlice(
      'idCards',
      import(/* webpackChunkName: "sagas-id-cards" */ './idCards').then((m) => m.idCardsSaga),
      import(/* webpackChunkName: "sagas-id-cards" */ '../src/idCards/slice').then((m) => m.idCardsReducer),
    ),
  documents: () =>
    withSlice(
      'documents',
      Promise.all([
        import(/* webpackChunkName: "sagas-documents" */ './documents'),
        import(/* webpackChunkName: "sagas-documents" */ '../src/services/uploader'),
      ]).then(
        ([{ documentsSaga }, { xhrDocumentUploader }]) =>
          (services: Services) =>
            documentsSaga(services, xhrDocumentUploader(services.auth)),
      ),
      import(/* webpackChunkName: "sagas-documents" */ '../src/documents/slice').then((m) => m.documentsReducer),
    ),
  // A payment, the customer's or a guest's, with the payment kept in this tab across a reload.
  payments: () =>
    withSlice(
      'payments',
      import(/* webpackChunkName: "sagas-payments" */ './payments').then((m) => m.paymentsSaga),
      import(/* webpackChunkName: "sagas-payments" */ '../src/payments/slice').then((m) => m.paymentsReducer),
    ),
  guestPay: () =>
    withSlice(
      'guestPay',
      import(/* webpackChunkName: "sagas-guest-pay" */ './guestPay').then((m) => m.guestPaySaga),
      import(/* webpackChunkName: "sagas-guest-pay" */ '../src/guestPay/slice').then((m) => m.guestPayReducer),
    ),
  guestClaims: () =>
    withSlice(
      'guestClaims',
      import(/* webpackChunkName: "sagas-guest-claims" */ './guestClaims').then((m) => m.guestClaimsSaga),
      import(/* webpackChunkName: "sagas-guest-claims" */ '../src/guestClaims/slice').then((m) => m.guestClaimsReducer),
    ),
};
