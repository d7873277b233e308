import * as t from 'io-ts';
import { catalogue, event } from '../bus/catalogue';

export const analyticsActions = catalogue('analytics', {
  pageTracked: event('Global data-layer fields of a page view', t.type({
    pageName: t.string, pageCategory: t.string, resolution: t.string, device: t.string, timeStamp: t.string,
  })),
});
