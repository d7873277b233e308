import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { SubmissionFailure } from '../shared/submission';
import {
  CoverageOptions,
  DriverRequest,
  Endorsement,
  FoundLender,
  PremiumChange,
  ProductAvailability,
  VehicleAdded,
  VehicleKnockoutCode,
  VehicleWithLenders,
} from '../contract/selfService';
import { VinDecoded } from '../contract/quoting';
import { AddVehicleStep, MortgageeStep } from '../shared/routes/selfService';

const Values = t.record(t.string, t.string);
const policy = t.type({ policyNumber: t.string });
/** A step of a flow answered, and the step its answers lead to: each flow's steps are one codec (its route's parameter). */
const stepSubmitted = <S extends t.Mixed>(step: S) => t.type({ policyNumber: t.string, step, values: Values });
const stepAccepted = <S extends t.Mixed>(step: S) => t.type({ policyNumber: t.string, step, next: step, values: Values });
/** Loan numbers are sensitive: masked in the action log, analytics and the server log. */
const loanNumber = ['values.loanNumber', 'draft.loanNumber'];
const changeFailed = t.type({ key: t.string, failure: SubmissionFailure, status: t.union([t.number, t.null]), message: t.string });
/** A policy change's one idempotency key, with what it was for (the policy and its content, as stable JSON). */
export const ChangeIntent = t.type({ key: t.string, policyNumber: t.string, content: t.string });
export type ChangeIntent = t.TypeOf<typeof ChangeIntent>;

export const selfServiceActions = catalogue('selfService', {
  // Add a vehicle.
  addVehicleStepSubmitted: command(stepSubmitted(AddVehicleStep), { sensitive: loanNumber }),
  addVehicleStepAccepted: event(stepAccepted(AddVehicleStep), { sensitive: loanNumber }),
  addVehicleStarted: event(policy),
  addVehicleAvailabilityChecked: event(t.type({ availability: ProductAvailability })),
  addVehicleAvailabilityFailed: event(t.type({ policyNumber: t.string, message: t.string })),
  vinFound: event(t.type({ vehicle: VinDecoded })),
  vinNotFound: event(t.type({ message: t.string })),
  addVehicleRequoteRequested: command(t.type({ policyNumber: t.string, choices: Values })),
  addVehicleQuoted: event(t.type({ quote: PremiumChange })),
  addVehicleQuoteFailed: event(t.type({ message: t.string })),
  addVehicleKnockedOut: event(t.type({ code: VehicleKnockoutCode })),
  addVehicleBindRequested: command(policy),
  changeIntentCreated: event(ChangeIntent),
  vehicleAdded: event(t.type({ added: VehicleAdded })),
  addVehicleBindFailed: event(changeFailed),
  // Remove a vehicle.
  removalPreviewRequested: command(t.type({ policyNumber: t.string, vehicleId: t.string, effectiveDate: t.string })),
  removalPreviewed: event(t.type({ vehicleId: t.string, preview: PremiumChange })),
  removalPreviewFailed: event(t.type({ message: t.string })),
  removalRequested: command(policy),
  vehicleRemoved: event(t.type({ endorsement: Endorsement })),
  removalFailed: event(changeFailed),
  // Add or estimate a driver (AddDriver).
  driverQuoteRequested: command(t.type({ policyNumber: t.string, request: DriverRequest }), { sensitive: ['request.driver.dateOfBirth'] }),
  driverQuoted: event(t.type({ preview: PremiumChange })),
  driverQuoteFailed: event(t.type({ message: t.string })),
  driverAddRequested: command(policy),
  driverAdded: event(t.type({ endorsement: Endorsement })),
  driverAddFailed: event(changeFailed),
  // Lender search (the add-vehicle lender step and the mortgagee search).
  // On the update-lender page each vehicle has a search of its own: the vehicle it is for.
  lenderSearchRequested: command(
    t.intersection([t.type({ name: t.string, kind: t.keyof({ mortgage: null, auto: null }) }), t.partial({ vehicleId: t.string })]),
  ),
  lendersFound: event(t.type({ lenders: t.array(FoundLender) })),
  lenderSearchFailed: event(t.type({ message: t.string })),
  // Edit coverages.
  coverageOptionsLoaded: event(t.type({ options: CoverageOptions })),
  coverageOptionsLoadFailed: event(t.type({ policyNumber: t.string, message: t.string })),
  coveragePreviewRequested: command(t.type({ policyNumber: t.string, effectiveDate: t.string, choices: Values })),
  coveragePreviewed: event(t.type({ preview: PremiumChange, choices: Values })),
  coveragePreviewFailed: event(t.type({ message: t.string })),
  coverageChangeRequested: command(policy),
  coverageChanged: event(t.type({ endorsement: Endorsement })),
  coverageChangeFailed: event(changeFailed),
  // Edit mortgagee and update lender.
  mortgageeStepSubmitted: command(stepSubmitted(MortgageeStep), { sensitive: loanNumber }),
  mortgageeStepAccepted: event(stepAccepted(MortgageeStep), { sensitive: loanNumber }),
  mortgageeChangeRequested: command(policy),
  mortgageeReplaced: event(t.type({ endorsement: Endorsement })),
  mortgageeChangeFailed: event(changeFailed),
  vehicleLendersLoaded: event(t.type({ policyNumber: t.string, vehicles: t.array(VehicleWithLenders) })),
  vehicleLendersLoadFailed: event(t.type({ policyNumber: t.string, message: t.string })),
  lenderUpdateReviewed: command(t.type({ policyNumber: t.string, vehicleId: t.string, values: Values }), { sensitive: loanNumber }),
  lenderUpdateRequested: command(t.type({ policyNumber: t.string, vehicleId: t.string })),
  lenderUpdated: event(t.type({ vehicleId: t.string, endorsement: Endorsement })),
  lenderUpdateFailed: event(changeFailed),
  // The changes made to a policy (its overview's list).
  policyChangesLoaded: event(t.type({ policyNumber: t.string, endorsements: t.array(Endorsement) })),
  policyChangesLoadFailed: event(t.type({ policyNumber: t.string, message: t.string })),
});

export const selfServiceDescriptions: Descriptions<typeof selfServiceActions> = {
  addVehicleStepSubmitted: 'The customer answered a step of the add-vehicle flow',
  addVehicleStepAccepted: 'An add-vehicle step was accepted; the next step follows from the answers',
  addVehicleStarted: 'The customer started adding a vehicle to an auto policy (answers of an earlier try are cleared)',
  addVehicleAvailabilityChecked:
    'The gateway answered whether a vehicle can be added online to the policy in its state (product availability); when not, the customer is asked to call',
  addVehicleAvailabilityFailed: 'Whether a vehicle can be added online to the policy could not be checked',
  vinFound: 'The VIN search found the vehicle to add',
  vinNotFound: 'The VIN search found nothing for the vehicle to add',
  addVehicleRequoteRequested: 'The customer changed a coverage of the vehicle to add and asked for the price again',
  addVehicleQuoted: 'The premium change of adding the vehicle was rated',
  addVehicleQuoteFailed: 'The premium change of adding the vehicle could not be rated',
  addVehicleKnockedOut: 'A bind-time answer about the vehicle (for-profit use, garaging, registered owner) sends the customer to call',
  addVehicleBindRequested: 'The customer confirmed adding the vehicle on the review step',
  changeIntentCreated: 'A policy change got its one idempotency key (reused by every retry of it)',
  vehicleAdded: 'The vehicle was added to the policy; its ID card is available',
  addVehicleBindFailed: 'The vehicle was not added: refused, or the outcome is unknown (network or server)',
  removalPreviewRequested: 'The customer chose a vehicle to remove and asked what it does to the premium',
  removalPreviewed: 'The premium change of removing the vehicle was rated',
  removalPreviewFailed: 'The premium change of removing the vehicle could not be rated (or it is the last vehicle)',
  removalRequested: 'The customer confirmed removing the vehicle',
  vehicleRemoved: 'The vehicle was removed from the policy (its lender is told)',
  removalFailed: 'The vehicle was not removed: refused, or the outcome is unknown',
  driverQuoteRequested: 'The customer described a driver to add and asked what the driver would cost',
  driverQuoted: 'The premium change of adding the driver was estimated',
  driverQuoteFailed: 'The premium change of adding the driver could not be estimated (or adding a driver online is off)',
  driverAddRequested: 'The customer confirmed adding the estimated driver',
  driverAdded: 'The driver was added to the policy (an endorsement with a new declarations page)',
  driverAddFailed: 'The driver was not added: refused, or the outcome is unknown',
  lenderSearchRequested: 'The customer searched for a lender by name',
  lendersFound: 'The lender search answered',
  lenderSearchFailed: 'The lender search failed',
  coverageOptionsLoaded: "A policy's coverages and their options arrived",
  coverageOptionsLoadFailed: "A policy's coverage options could not be loaded",
  coveragePreviewRequested: 'The customer asked what new limits or deductibles would cost',
  coveragePreviewed: 'The premium change of new limits or deductibles was previewed',
  coveragePreviewFailed: 'The premium change of new limits or deductibles could not be previewed',
  coverageChangeRequested: 'The customer confirmed the coverage change',
  coverageChanged: 'The coverages were changed (an endorsement with a new declarations page)',
  coverageChangeFailed: 'The coverages were not changed: refused, or the outcome is unknown',
  mortgageeStepSubmitted: 'The customer answered a step of the edit-mortgagee flow',
  mortgageeStepAccepted: 'An edit-mortgagee step was accepted',
  mortgageeChangeRequested: 'The customer confirmed the new mortgagee',
  mortgageeReplaced: 'The mortgagee was replaced (an endorsement with a new declarations page)',
  mortgageeChangeFailed: 'The mortgagee was not replaced: refused, or the outcome is unknown',
  vehicleLendersLoaded: "The lenders of a policy's vehicles arrived",
  vehicleLendersLoadFailed: "The lenders of a policy's vehicles could not be loaded",
  lenderUpdateReviewed: "The customer gave a vehicle's new lender and went to review it",
  lenderUpdateRequested: "The customer confirmed a vehicle's new lender",
  lenderUpdated: "A vehicle's lender was updated",
  lenderUpdateFailed: "A vehicle's lender was not updated: refused, or the outcome is unknown",
  policyChangesLoaded: 'The changes made to a policy arrived (each with its effective date, premium change and amended declarations page)',
  policyChangesLoadFailed: 'The changes made to a policy could not be loaded',
};
