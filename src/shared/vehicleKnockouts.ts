import { vehicleBindKnockouts } from '../../config/selfService';
import type { VehicleBindAnswers, VehicleKnockoutCode } from '../contract/selfService';

/**
 * The bind-time knockout of an added vehicle's answers (spec section 4), or null: the browser asks it before the
 * review, the gateway before adding the vehicle (its refusal names the code as data, VehicleKnockedOut).
 */
export function vehicleKnockoutOf(answers: VehicleBindAnswers): VehicleKnockoutCode | null {
  if (answers.forProfit) return vehicleBindKnockouts.forProfit;
  if (answers.garagedElsewhere) return vehicleBindKnockouts.garagedElsewhere;
  if (answers.registeredOwner === 'other') return vehicleBindKnockouts.registeredOwnerOther;
  return null;
}
