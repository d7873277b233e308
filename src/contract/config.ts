import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { flagDefaults, outageNames, settingDefaults, type FlagName, type OutageName, type SettingName } from '../../config/flags';

const FlagValue = t.keyof({ true: null, false: null });
const flagProps = Object.fromEntries(Object.keys(flagDefaults).map((k) => [k, FlagValue])) as Record<FlagName, typeof FlagValue>;
const settingProps = Object.fromEntries(Object.keys(settingDefaults).map((k) => [k, t.string])) as Record<SettingName, t.StringC>;
export const OutageWindow = t.type({ start: t.union([t.string, t.null]), end: t.union([t.string, t.null]) });
const outageProps = Object.fromEntries(outageNames.map((k) => [k, OutageWindow])) as Record<OutageName, typeof OutageWindow>;

/** Remote configuration (spec section 9): flags as 'true'/'false' strings, comma-list and integer settings, outage windows. */
export const RemoteConfig = t.type({
  flags: t.type(flagProps),
  settings: t.type(settingProps),
  outages: t.type(outageProps),
});
export type RemoteConfig = t.TypeOf<typeof RemoteConfig>;

export const getRemoteConfig = endpoint({
  name: 'remoteConfig',
  gateway: 'main',
  method: 'GET',
  path: '/config',
  params: noParams,
  body: noBody,
  response: RemoteConfig,
  auth: false,
});

/** Where the portal signs in: the OpenID Connect issuer and this portal's client. */
export const AuthConfig = t.type({ issuer: t.string, clientId: t.string, scope: t.string });
export type AuthConfig = t.TypeOf<typeof AuthConfig>;

export const getAuthConfig = endpoint({
  name: 'authConfig',
  gateway: 'main',
  method: 'GET',
  path: '/auth/config',
  params: noParams,
  body: noBody,
  response: AuthConfig,
  auth: false,
});

/** The browser, named from the request's user agent and assessed against the supported versions (spec section 5). */
export const BrowserCheck = t.type({ name: t.string, version: t.string, supported: t.boolean, outdatedIos: t.boolean });
export type BrowserCheck = t.TypeOf<typeof BrowserCheck>;

/** The gateway names the browser (the user agent parser stays out of every page's scripts). */
export const getBrowserCheck = endpoint({
  name: 'browserCheck',
  gateway: 'main',
  method: 'GET',
  path: '/browser-check',
  params: noParams,
  body: noBody,
  response: BrowserCheck,
  auth: false,
});
