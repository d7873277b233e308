// Rules of a person's name and contact answers, the same wherever they are asked (quoting, claims, account
// creation, the profile), shared by the screens and the gateways. A form that asks nothing of a quote takes them
// from here and carries none of the quoting application's words.
import { compose, pattern, required } from './validators';
import { fieldMessages } from './messages';
import * as patterns from './patterns';

export const firstName = compose(required, pattern(patterns.customerName, fieldMessages.firstName));
export const lastName = compose(required, pattern(patterns.customerName, fieldMessages.lastName));
export const email = compose(required, pattern(patterns.email, fieldMessages.email));
export const phoneDigits = compose(required, pattern(/^[1-9]\d{9}$/, fieldMessages.phone));
export const zip = compose(required, pattern(patterns.zip, fieldMessages.zip));
