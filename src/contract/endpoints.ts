import * as accountCreation from './accountCreation';
import * as billing from './billing';
import * as config from './config';
import * as development from './development';
import * as documents from './documents';
import type { Endpoint } from './endpoint';
import * as guestPay from './guestPay';
import * as idCards from './idCards';
import * as lifeQuoting from './lifeQuoting';
import * as party from './party';
import * as payments from './payments';
import * as policies from './policies';
import * as policyBilling from './policyBilling';
import * as quoting from './quoting';
import * as sessions from './sessions';
import * as signIn from './signIn';
import * as support from './support';

// Every gateway call of the contract, gathered from its modules (a module's new endpoint is listed here by
// itself): the API description and the malformed-input test read them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- endpoints of every shape
export type AnyEndpoint = Endpoint<Record<string, string>, any, any>;

const modules = [
  accountCreation,
  billing,
  config,
  development,
  documents,
  guestPay,
  idCards,
  lifeQuoting,
  party,
  payments,
  policies,
  policyBilling,
  quoting,
  sessions,
  signIn,
  support,
];

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'gateway', 'method', 'path', 'params', 'body', 'response'].every((key) => key in value);

export const allEndpoints: readonly AnyEndpoint[] = modules.flatMap((module) => Object.values(module).filter(isEndpoint));
