// The browser check of spec section 5, answered by the gateway from the request's user agent: the parser
// (bowser) stays out of the scripts of every page, which ask once they are idle.
import Bowser from 'bowser';
import type { supportedBrowsers } from '../../config/product';
import type { BrowserCheck } from '../../src/contract/config';

export type SupportedBrowsers = typeof supportedBrowsers;

/** A browser and its OS, as named from the user agent. */
export interface BrowserInfo {
  readonly name: string;
  readonly version: string;
  readonly os: string;
  readonly osVersion: string;
  readonly userAgent: string;
}

export interface BrowserAssessment {
  supported: boolean;
  outdatedIos: boolean;
}

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** In-app browsers of the two supported social networks announce themselves in the user agent. */
const inAppPatterns: Record<string, RegExp> = { facebook: /FBAN|FBAV|FB_IAB/i, instagram: /Instagram/i };

/** Spec section 5: Chrome, Edge, Firefox 120+, Safari 16+, the two social in-app browsers at any version. */
export function assessBrowser(info: BrowserInfo, supported: SupportedBrowsers): BrowserAssessment {
  if (supported.inAppAnyVersion.some((name) => inAppPatterns[name]?.test(info.userAgent))) return { supported: true, outdatedIos: false };
  const isIos = info.os === 'iOS';
  const outdatedIos = isIos && major(info.osVersion) < supported.safari;
  const minimum: Record<string, number> = {
    Chrome: supported.chrome,
    Chromium: supported.chrome,
    'Microsoft Edge': supported.edge,
    Firefox: supported.firefox,
    Safari: supported.safari,
  };
  const required = minimum[info.name];
  const version = major(info.version);
  return { supported: required !== undefined && Number.isFinite(version) && version >= required && !outdatedIos, outdatedIos };
}

/** A named browser with its assessment: what the browser service answers. */
export function checkBrowserInfo(info: BrowserInfo, supported: SupportedBrowsers): BrowserCheck {
  return { name: info.name, version: info.version, ...assessBrowser(info, supported) };
}

/** Real user agents are a few hundred characters: the parser's patterns never read further. */
const userAgentMaxLength = 1024;

/** Names the browser and OS of a user agent (bowser), and assesses them; a request without one names none. */
export function checkUserAgent(header: string, supported: SupportedBrowsers): BrowserCheck {
  const userAgent = header.slice(0, userAgentMaxLength);
  if (!userAgent.trim()) return checkBrowserInfo({ name: '', version: '', os: '', osVersion: '', userAgent }, supported);
  const parsed = Bowser.getParser(userAgent);
  return checkBrowserInfo(
    {
      name: parsed.getBrowserName(),
      version: parsed.getBrowserVersion() ?? '',
      os: parsed.getOSName(),
      osVersion: parsed.getOSVersion() ?? '',
      userAgent,
    },
    supported,
  );
}
