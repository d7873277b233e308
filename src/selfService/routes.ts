import type { LineOfBusiness } from '../contract/policies';

/** The changes a customer makes online to a policy of each line: vehicles on auto, coverage and mortgagee on home and condo. */
type PolicyChange = 'vehicles' | 'homeCoverage' | 'mortgagee';

export function changesOf(lineOfBusiness: LineOfBusiness): readonly PolicyChange[] {
  if (lineOfBusiness === 'auto') return ['vehicles'];
  if (lineOfBusiness === 'home' || lineOfBusiness === 'condo') return ['homeCoverage', 'mortgagee'];
  return [];
}
