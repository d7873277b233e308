import type * as t from 'io-ts';
import { defineRoutes } from '../route';
import { stepsOf } from '../steps';

/** The add-vehicle flow's steps (spec section 2), in order, with the page name analytics and the title use. */
export const addVehicleSteps = /*#__PURE__*/ stepsOf([
  ['start', 'Add a vehicle'],
  ['intro', 'Add a vehicle: introduction'],
  ['specify-vehicle', 'Add a vehicle: how to identify it'],
  ['enter-year-make-model', 'Add a vehicle: year, make and model'],
  ['enter-vin-for-quote', 'Add a vehicle: VIN'],
  ['purchase-details', 'Add a vehicle: purchase details'],
  ['vehicle-details', 'Add a vehicle: vehicle details'],
  ['additional-vehicle-details', 'Add a vehicle: more details'],
  ['edit-coverages-for-quote', 'Add a vehicle: coverages and price'],
  ['edit-coverages-for-bind', 'Add a vehicle: confirm coverages'],
  ['enter-vin-for-bind', 'Add a vehicle: VIN to buy'],
  ['lender-search', 'Add a vehicle: lender'],
  ['review', 'Add a vehicle: review'],
  ['confirmation', 'Add a vehicle: confirmation'],
]);
export const AddVehicleStep = addVehicleSteps.codec;
export type AddVehicleStep = t.TypeOf<typeof AddVehicleStep>;

export const mortgageeSteps = /*#__PURE__*/ stepsOf([
  ['landing', 'Edit mortgagee'],
  ['select-lender', 'Edit mortgagee: choose how'],
  ['mortgage-help', 'Edit mortgagee: help'],
  ['search-lender', 'Edit mortgagee: find your lender'],
  ['mortgage-escrow-info', 'Edit mortgagee: escrow'],
  ['review', 'Edit mortgagee: review'],
  ['confirmation', 'Edit mortgagee: confirmation'],
]);
export const MortgageeStep = mortgageeSteps.codec;
export type MortgageeStep = t.TypeOf<typeof MortgageeStep>;

/** Updating a vehicle's lender: choosing the vehicle, then the new lender's review and confirmation. */
export const updateLenderSteps = /*#__PURE__*/ stepsOf([
  ['select', 'Update lender'],
  ['review', 'Update lender: review'],
  ['confirmation', 'Update lender: confirmation'],
]);
export const UpdateLenderStep = updateLenderSteps.codec;
export type UpdateLenderStep = t.TypeOf<typeof UpdateLenderStep>;

/**
 * Self service (spec section 2): the policy's changes, the add-vehicle flow, editing coverages, and under the
 * policy the mortgagee and a vehicle's lender. Declared before the policy's own routes, whose addresses they extend.
 */
export const selfServiceRoutes = /*#__PURE__*/ defineRoutes({
  selfService: { path: '/selfservice/:policyNumber', page: 'Change your policy', category: 'selfservice', access: 'customer' },
  editCoverage: {
    path: '/selfservice/:policyNumber/:coverage(edit-auto-coverage|edit-home-coverage)',
    page: ({ coverage }) => (coverage === 'edit-auto-coverage' ? 'Edit auto coverage' : 'Edit home coverage'),
    category: 'selfservice',
    access: 'customer',
  },
  removeVehicle: {
    path: '/selfservice/:policyNumber/remove-vehicle',
    page: 'Remove a vehicle',
    category: 'selfservice',
    access: 'customer',
  },
  quoteDriver: {
    path: '/selfservice/:policyNumber/quote-driver',
    page: 'Add or estimate a driver',
    category: 'selfservice',
    access: 'customer',
  },
  addVehicle: {
    path: `/selfservice/:policyNumber/:step(${addVehicleSteps.pattern})`,
    page: ({ step }) => addVehicleSteps.pageOf(step),
    category: 'selfservice',
    access: 'customer',
  },
  editMortgagee: {
    path: `/policies/:policyNumber/editmortgagee/:step(${mortgageeSteps.pattern})`,
    page: ({ step }) => mortgageeSteps.pageOf(step),
    category: 'policies',
    access: 'customer',
  },
  updateLender: {
    path: `/policies/:policyNumber/updatelender/:vehicleId?/:step(${updateLenderSteps.pattern})`,
    page: ({ step }) => updateLenderSteps.pageOf(step),
    category: 'policies',
    access: 'customer',
    accepts: ({ vehicleId, step }) => (step === 'select') === (vehicleId === undefined),
  },
});
