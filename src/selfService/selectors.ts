import type { SelfServiceState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithSelfService {
  selfService: SelfServiceState;
}

export const selectSelfService = (state: WithSelfService) => state.selfService;
/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectSelfServiceField = fieldSelector(selectSelfService);
export const selectAddVehicle = (state: WithSelfService) => state.selfService.addVehicle;
export const selectCoverageChange = (state: WithSelfService) => state.selfService.coverage;
export const selectMortgageeChange = (state: WithSelfService) => state.selfService.mortgagee;
export const selectLenderUpdate = (state: WithSelfService) => state.selfService.lenderUpdate;
export const selectVehicleLenders = (policyNumber: string) => (state: WithSelfService) =>
  state.selfService.vehicleLenders[policyNumber] ?? null;
export const selectDriverChange = (state: WithSelfService) => state.selfService.driver;
export const selectRemoval = (state: WithSelfService) => state.selfService.removal;
/** The changes made to a policy, once loaded (null before). */
export const selectPolicyChanges = (policyNumber: string) => (state: WithSelfService) => state.selfService.changes[policyNumber] ?? null;
