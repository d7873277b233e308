import * as t from 'io-ts';
import { catalogue, event } from '../bus/catalogue';

export const apiActions = catalogue('api', {
  callSucceeded: event('A gateway call flagged with an action name succeeded', t.type({ actionName: t.string })),
  callFailed: event('A gateway call failed: network, HTTP error, or an answer that did not decode', t.type({
    call: t.string,
    actionName: t.union([t.string, t.null]),
    status: t.union([t.number, t.null]),
    error: t.string,
    message: t.string,
  })),
  mitigationObserved: event('A response carried a mitigation-type header', t.type({ mitigationType: t.string })),
});
