import type { LineOfBusiness } from '../contract/policies';
import { viewOf, type PageView } from '../shared/route';
import { selfServiceRoutes } from '../shared/routes';

/** Every self-service page: each names its policy in its address. */
const policyPages = [
  selfServiceRoutes.selfService,
  selfServiceRoutes.editCoverage,
  selfServiceRoutes.removeVehicle,
  selfServiceRoutes.quoteDriver,
  selfServiceRoutes.addVehicle,
  selfServiceRoutes.editMortgagee,
  selfServiceRoutes.updateLender,
] as const;

/** The policy a self-service page view names, upper-cased (the stored form), or null for any other page. */
export function policyOfSelfServiceView(view: PageView): string | null {
  for (const route of policyPages) {
    const params = viewOf(view, route) as { policyNumber: string } | null;
    if (params) return params.policyNumber.toUpperCase();
  }
  return null;
}

/** The changes a customer makes online to a policy of each line: vehicles on auto, coverage and mortgagee on home and condo. */
type PolicyChange = 'vehicles' | 'homeCoverage' | 'mortgagee';

export function changesOf(lineOfBusiness: LineOfBusiness): readonly PolicyChange[] {
  if (lineOfBusiness === 'auto') return ['vehicles'];
  if (lineOfBusiness === 'home' || lineOfBusiness === 'condo') return ['homeCoverage', 'mortgagee'];
  return [];
}
