import type { LineOfBusiness } from '../contract/policies';

/** The insurer's names for each line of business. */
export const lineOfBusinessLabels: Record<LineOfBusiness, string> = {
  auto: 'Auto',
  home: 'Home',
  condo: 'Condo',
  renters: 'Renters',
  motorcycle: 'Motorcycle',
  umbrella: 'Umbrella',
  marine: 'Boat',
  life: 'Life',
};

export const policyStatusLabels = { active: 'Active', pending: 'Pending', cancelled: 'Cancelled', expired: 'Expired' } as const;
