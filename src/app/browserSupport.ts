import { supportedBrowsers } from '../../config/product';
import type { BrowserInfo } from '../services/types';

export interface BrowserAssessment { supported: boolean; outdatedIos: boolean }

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** In-app browsers of the two supported social networks announce themselves in the user agent. */
const inAppPatterns: Record<string, RegExp> = { facebook: /FBAN|FBAV|FB_IAB/i, instagram: /Instagram/i };

/** Spec section 5: Chrome, Edge, Firefox 120+, Safari 16+, the two social in-app browsers at any version. */
export function assessBrowser(info: BrowserInfo): BrowserAssessment {
  if (supportedBrowsers.inAppAnyVersion.some((name) => inAppPatterns[name]?.test(info.userAgent))) return { supported: true, outdatedIos: false };
  const isIos = info.os === 'iOS';
  const outdatedIos = isIos && major(info.osVersion) < supportedBrowsers.safari;
  const minimum: Record<string, number> = {
    Chrome: supportedBrowsers.chrome, Chromium: supportedBrowsers.chrome, 'Microsoft Edge': supportedBrowsers.edge,
    Firefox: supportedBrowsers.firefox, Safari: supportedBrowsers.safari,
  };
  const required = minimum[info.name];
  const version = major(info.version);
  const supported = required !== undefined && Number.isFinite(version) && version >= required && !outdatedIos;
  return { supported, outdatedIos };
}
