import { flagDefaults, outageNames, settingDefaults } from '../../config/flags';
import type { RemoteConfig } from '../contract/config';

export const defaultRemoteConfig: RemoteConfig = {
  flags: { ...flagDefaults },
  settings: { ...settingDefaults },
  outages: Object.fromEntries(outageNames.map((name) => [name, { start: null, end: null }])) as RemoteConfig['outages'],
};
