import * as t from 'io-ts';
import { catalogue, event, type Descriptions } from '../bus/catalogue';

export const analyticsActions = catalogue('analytics', {
  pageTracked: event(
    t.type({
      pageName: t.string,
      pageCategory: t.string,
      resolution: t.string,
      device: t.string,
      timeStamp: t.string,
    }),
  ),
  billingTracked: event(
    t.type({
      billingLOB: t.string,
      billingCurrentPaymentPlan: t.string,
      billingSelectedPaymentPlan: t.string,
    }),
  ),
});

export const analyticsDescriptions: Descriptions<typeof analyticsActions> = {
  pageTracked: 'Global data-layer fields of a page view',
  billingTracked: 'Billing data-layer fields of the policies in view (a plan change, a payment)',
};
