import { checkAction } from '../../src/bus/guard';
import { selfServiceActions } from '../../src/selfService/catalogue';
import { selfServiceRoutes } from '../../src/shared/routes';
import { addVehicleSteps, mortgageeSteps, updateLenderSteps } from '../../src/shared/routes/selfService';
import type { VehicleKnockedOut } from '../../src/contract/selfService';
import { knockoutOfRefusal } from '../../src/selfService/flow';

// Each self-service flow's steps are one codec: the catalogue guard refuses a step the flow does not have, as the
// route refuses its address, and a knockout is one of the contract's codes.

const policyNumber = 'C4M7X2-1001';
const action = (type: string, payload: object) => ({ type, payload });

describe("self service's step codecs", () => {
  it.each([
    [selfServiceActions.addVehicleStepSubmitted.type, { policyNumber, step: 'specify-vehicle', values: {} }],
    [selfServiceActions.addVehicleStepAccepted.type, { policyNumber, step: 'specify-vehicle', next: 'enter-vin-for-quote', values: {} }],
    [selfServiceActions.mortgageeStepSubmitted.type, { policyNumber, step: 'select-lender', values: {} }],
    [selfServiceActions.mortgageeStepAccepted.type, { policyNumber, step: 'select-lender', next: 'mortgage-help', values: {} }],
    [selfServiceActions.addVehicleKnockedOut.type, { code: 'GARAGED_LOCATION' }],
  ])('the guard takes %s with a step or code of its flow', (type, payload) => {
    expect(checkAction(action(type, payload))).toBeUndefined();
  });

  it.each([
    ['an add-vehicle step the flow does not have', selfServiceActions.addVehicleStepSubmitted.type, { policyNumber, step: 'pick-colour' }],
    ['a mortgagee step as an add-vehicle step', selfServiceActions.addVehicleStepSubmitted.type, { policyNumber, step: 'mortgage-help' }],
    ['an add-vehicle step as a mortgagee step', selfServiceActions.mortgageeStepSubmitted.type, { policyNumber, step: 'lender-search' }],
    ['a next step the flow does not have', selfServiceActions.addVehicleStepAccepted.type, { policyNumber, step: 'review', next: 'done' }],
    ['a knockout code the contract does not know', selfServiceActions.addVehicleKnockedOut.type, { code: 'FLOOD_ZONE' }],
    ['a knockout code as free text', selfServiceActions.addVehicleKnockedOut.type, { code: 'GARAGED_LOCATION: call us' }],
  ])('the guard refuses %s', (_, type, payload) => {
    expect(checkAction(action(type, { values: {}, ...payload }))).toMatch(/malformed payload/);
  });

  it("a flow's route answers exactly its steps, each with its page name", () => {
    for (const step of addVehicleSteps.order) {
      expect(selfServiceRoutes.addVehicle.match(`/selfservice/${policyNumber}/${step}`)).toEqual({ policyNumber, step });
      expect(selfServiceRoutes.addVehicle.pageOf({ policyNumber, step })).toMatch(/^Add a vehicle/);
    }
    for (const step of mortgageeSteps.order)
      expect(selfServiceRoutes.editMortgagee.pageOf({ policyNumber, step })).toMatch(/^Edit mortgagee/);
    for (const step of updateLenderSteps.order)
      expect(selfServiceRoutes.updateLender.pageOf({ policyNumber, step })).toMatch(/^Update lender/);
    expect(selfServiceRoutes.addVehicle.match(`/selfservice/${policyNumber}/pick-colour`)).toBeNull();
    expect(selfServiceRoutes.editMortgagee.match(`/policies/${policyNumber}/editmortgagee/lender-search`)).toBeNull();
  });

  it("reads a knockout from the gateway's refusal by its code, and nothing from a message", () => {
    const refusal: VehicleKnockedOut = { error: 'knockout', code: 'FOR_PROFIT_VEHICLE', message: 'Please call us.' };
    expect(knockoutOfRefusal(refusal)).toBe('FOR_PROFIT_VEHICLE');
    expect(knockoutOfRefusal({ error: 'knockout', message: 'FOR_PROFIT_VEHICLE: Please call us.' })).toBeNull();
    expect(knockoutOfRefusal({ error: 'knockout', code: 'FLOOD_ZONE', message: 'Please call us.' })).toBeNull();
    expect(knockoutOfRefusal(undefined)).toBeNull();
  });
});
