import type { Kysely } from 'kysely';
import type { ProductAvailability } from '../../src/contract/selfService';
import { selfServiceMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { settingItems } from '../config/remoteConfig';

// Product availability: a vehicle and its coverages can be added online to an auto policy written in one of the
// AddVehicleOnlineStates (a comma list of remote configuration); elsewhere the customer is asked to call.

/** What can be added online to a policy; undefined when there is no such policy (callers check ownership first). */
export async function availabilityOf(
  db: Kysely<Database>,
  policyNumber: string,
  onlineStates: string,
): Promise<ProductAvailability | undefined> {
  const policy = await db
    .selectFrom('policies')
    .select(['line_of_business', 'state'])
    .where('policy_number', '=', policyNumber)
    .executeTakeFirst();
  if (!policy) return undefined;
  const state = policy.state.trim().toUpperCase();
  return {
    policyNumber,
    lineOfBusiness: policy.line_of_business,
    state,
    addVehicle: policy.line_of_business === 'auto' && settingItems(onlineStates).includes(state),
  };
}

/** Refuses a vehicle quote or bind the policy's state does not offer online (the screens ask the gateway first). */
export async function requireVehicleAvailable(db: Kysely<Database>, policyNumber: string, onlineStates: string): Promise<void> {
  if (!(await availabilityOf(db, policyNumber, onlineStates))?.addVehicle)
    throw badRequest(selfServiceMessages.addVehicleUnavailableRefusal);
}
