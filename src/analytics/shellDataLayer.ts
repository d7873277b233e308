import { reducerOf } from '../bus/reducer';
import { analyticsActions } from './catalogue';
import { apiActions } from '../api/catalogue';
import { appActions } from '../shell/catalogue';
import { authActions } from '../auth/catalogue';

/** The analytics data layer of spec section 3, kept in session storage by the analytics saga. */
export interface DataLayer {
  global: { pageCategory: string; pageName: string; resolution: string; device: string; timeStamp: string; mitigationType: string };
  message: { messageID: string; messageType: '' | 'successful' | 'unsuccessful'; messageDescription: string };
  log: { logInfo: string };
  quote: {
    quoteId: string;
    jobNumber: string;
    quoteLOB: string;
    state: string;
    sourceOfBusiness: string;
    numberOfDrivers: string;
    numberOfVehicles: string;
    numberOfIncidents: string;
    autoSegmentation: string;
    dwellingSegmentation: string;
    errorCodes: string;
    allowBind: string;
    quotingEmail: string;
    quotingPhonenumber: string;
    easOfferings: string;
  };
  policy: { policyNumber: string; policies: string };
  claims: { claimFileNumber: string; claimsLOB: string; claimsType: string; claimStatus: string; emailStatus: string };
  billing: { billingLOB: string; billingCurrentPaymentPlan: string; billingSelectedPaymentPlan: string };
  profile: {
    accounts: string;
    username: string;
    age: string;
    email: string;
    partyUID: string;
    paperlessEBill: string;
    paperlessEPolicy: string;
  };
}

const blank = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

export const initialDataLayer: DataLayer = {
  global: blank('pageCategory', 'pageName', 'resolution', 'device', 'timeStamp', 'mitigationType'),
  message: { messageID: '', messageType: '', messageDescription: '' },
  log: blank('logInfo'),
  quote: blank(
    'quoteId',
    'jobNumber',
    'quoteLOB',
    'state',
    'sourceOfBusiness',
    'numberOfDrivers',
    'numberOfVehicles',
    'numberOfIncidents',
    'autoSegmentation',
    'dwellingSegmentation',
    'errorCodes',
    'allowBind',
    'quotingEmail',
    'quotingPhonenumber',
    'easOfferings',
  ),
  policy: blank('policyNumber', 'policies'),
  claims: blank('claimFileNumber', 'claimsLOB', 'claimsType', 'claimStatus', 'emailStatus'),
  billing: blank('billingLOB', 'billingCurrentPaymentPlan', 'billingSelectedPaymentPlan'),
  profile: blank('accounts', 'username', 'age', 'email', 'partyUID', 'paperlessEBill', 'paperlessEPolicy'),
};

/**
 * The data layer's shell groups, which every application on the bus folds: page views, API messages,
 * connectivity and page errors, and the sign-out reset. Domains add their own groups in slice.ts.
 */
export const shellDataLayer = reducerOf<DataLayer>(initialDataLayer, (on) => {
  const logInfo = (state: DataLayer, text: string): DataLayer => ({ ...state, log: { ...state.log, logInfo: text } });
  on(analyticsActions.pageTracked, (state, payload) => ({ ...state, global: { ...state.global, ...payload } }));
  on(apiActions.mitigationObserved, (state, payload) => ({
    ...state,
    global: { ...state.global, mitigationType: payload.mitigationType },
  }));
  on(apiActions.callSucceeded, (state, payload) => ({
    ...state,
    message: { messageID: payload.actionName, messageType: 'successful', messageDescription: `${payload.actionName} successful` },
  }));
  on(apiActions.callFailed, (state, payload) =>
    payload.actionName
      ? { ...state, message: { messageID: payload.actionName, messageType: 'unsuccessful', messageDescription: payload.message } }
      : state,
  );
  on(appActions.connectionLost, (state, payload) => logInfo(state, payload.message));
  on(appActions.connectionRestored, (state, payload) => logInfo(state, payload.message));
  on(appActions.pageErrorOccurred, (state, payload) =>
    logInfo(state, payload.chunkFailure ? `chunk load failed: ${payload.chunkFailure}` : 'page error'),
  );
  on(authActions.signedOut, (state) => ({ ...state, profile: initialDataLayer.profile, policy: initialDataLayer.policy }));
});
