import * as accountCreation from './accountCreation';
import * as billing from './billing';
import * as claims from './claims';
import * as config from './config';
import * as development from './development';
import * as documents from './documents';
import type { Endpoint } from './endpoint';
import * as esign from './esign';
import * as guestClaims from './guestClaims';
import * as guestPay from './guestPay';
import * as idCards from './idCards';
import * as lifeQuoting from './lifeQuoting';
import * as liveAssist from './liveAssist';
import * as offers from './offers';
import * as party from './party';
import * as passkeys from './passkeys';
import * as payments from './payments';
import * as policies from './policies';
import * as policyBilling from './policyBilling';
import * as profile from './profile';
import * as quoting from './quoting';
import * as quoteLinks from './quoteLinks';
import * as recovery from './recovery';
import * as selfService from './selfService';
import * as sessions from './sessions';
import * as signIn from './signIn';
import * as support from './support';

// Every gateway call of the contract, gathered from its modules (a module's new endpoint is listed here by
// itself): the API description and the malformed-input test read them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- endpoints of every shape
export type AnyEndpoint = Endpoint<Record<string, string>, any, any>;

// By the area of the portal each serves (the API description's groups).
const modules = {
  'account creation': accountCreation,
  billing,
  claims,
  configuration: config,
  development,
  documents,
  'e-sign and onboarding': esign,
  'guest claims': guestClaims,
  'guest pay': guestPay,
  'ID cards': idCards,
  'life quoting': lifeQuoting,
  'live assist': liveAssist,
  offers,
  party,
  passkeys,
  payments,
  policies,
  'policy billing': policyBilling,
  profile,
  quoting: { ...quoting, ...quoteLinks },
  'self service': selfService,
  'ways back in': recovery,
  'recorded visits': sessions,
  'sign-in': signIn,
  support,
};

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'gateway', 'method', 'path', 'params', 'body', 'response'].every((key) => key in value);

const areas = new Map<AnyEndpoint, string>(
  Object.entries(modules).flatMap(([area, module]) =>
    Object.values(module)
      .filter(isEndpoint)
      .map((e) => [e, area] as const),
  ),
);

export const allEndpoints: readonly AnyEndpoint[] = [...areas.keys()];

/** The area of the portal an endpoint serves. */
export const areaOf = (endpoint: AnyEndpoint): string => areas.get(endpoint) ?? 'other';
