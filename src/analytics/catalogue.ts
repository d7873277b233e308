import * as t from 'io-ts';
import { catalogue, event } from '../bus/catalogue';

export const analyticsActions = catalogue('analytics', {
  pageTracked: event('Global data-layer fields of a page view', t.type({
    pageName: t.string, pageCategory: t.string, resolution: t.string, device: t.string, timeStamp: t.string,
  })),
  billingTracked: event('Billing data-layer fields of the policies in view (a plan change, a payment)', t.type({
    billingLOB: t.string, billingCurrentPaymentPlan: t.string, billingSelectedPaymentPlan: t.string,
  })),
});
