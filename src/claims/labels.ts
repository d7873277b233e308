import type { ClaimStatus } from '../contract/claims';
import type { InsuredVehicle } from '../contract/policies';

export const claimStatusLabels: Record<ClaimStatus, string> = { open: 'Open', closed: 'Closed' };

/** The kinds of loss in the customer's words; an unknown kind is shown as it is. */
const claimTypeLabels: Readonly<Record<string, string>> = {
  collision: 'Collision',
  glass: 'Glass damage',
  theft: 'Theft',
  weather: 'Weather damage',
  water: 'Water damage',
  fire: 'Fire',
  hull: 'Hull damage',
  vandalism: 'Vandalism',
  'auto-other': 'Vehicle damage',
  'home-other': 'Property damage',
  death: 'Death',
  disability: 'Disability',
};

export const claimTypeLabel = (claimType: string): string => claimTypeLabels[claimType] ?? claimType;

/** A vehicle of the policy as the filing names it: year, make and model. */
export const vehicleName = (vehicle: Pick<InsuredVehicle, 'year' | 'make' | 'model'>): string =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
