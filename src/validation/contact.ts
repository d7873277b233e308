// Rules of the profile's contact forms, shared by the screens and the gateway (validateValues on a request body).
import type { PostalAddress } from '../contract/policies';
import { fieldMessages, profileMessages, quotingMessages } from './messages';
import * as patterns from './patterns';
import { city, state, street, zip } from './quoting';
import { compose, notPattern, pattern, type Rules } from './validators';

/** A second address line is optional; when given, a street line (never a P.O. box). */
const line2 = compose(pattern(patterns.street, fieldMessages.provideValidResponse), notPattern(patterns.poBox, quotingMessages.noPoBox));

export const addressRules: Rules<PostalAddress> = { line1: street, line2, city, state, zip };

/** A phone extension: up to 5 digits (spec section 5). */
export const phoneExtension = pattern(/^\d{1,5}$/, profileMessages.extension);
/** An international number: up to 15 digits (spec section 5). */
export const internationalPhone = pattern(/^\d{1,15}$/, profileMessages.internationalPhone);
