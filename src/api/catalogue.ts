import * as t from 'io-ts';
import { catalogue, event, type Descriptions } from '../bus/catalogue';

export const apiActions = catalogue('api', {
  // The idempotency key of the intent the call carried out (a payment, a claim filing), when it had one: analytics joins
  // the outcome to its intent, across visits (a claim saved on the phone and sent in a later visit).
  callSucceeded: event(t.intersection([t.type({ actionName: t.string }), t.partial({ key: t.string })])),
  callFailed: event(
    t.type({
      call: t.string,
      actionName: t.union([t.string, t.null]),
      status: t.union([t.number, t.null]),
      error: t.string,
      message: t.string,
    }),
  ),
  mitigationObserved: event(t.type({ mitigationType: t.string })),
});

export const apiDescriptions: Descriptions<typeof apiActions> = {
  callSucceeded: 'A gateway call flagged with an action name succeeded (with the idempotency key it was sent with, if any)',
  callFailed: 'A gateway call failed: network, HTTP error, or an answer that did not decode',
  mitigationObserved: 'A response carried a mitigation-type header',
};
