import type { AddVehicleStep, MortgageeStep } from '../shared/routes/selfService';
import type { BindLender } from '../contract/quoting';
import { VehicleKnockedOut, type NewVehicle, type VehicleBindAnswers, type VehicleKnockoutCode } from '../contract/selfService';
import { vehicleKnockoutOf } from '../shared/vehicleKnockouts';
import { parseEntryDate } from '../validation/dates';

// The step decisions of the self-service flows: which step follows an answered one. Pure: the saga asks them
// and its tests check them (test/sagas/selfService.test.ts).

/** What the customer has answered so far in the add-vehicle flow, by field (form values are text). */
export type Draft = Readonly<Record<string, string>>;

const financed = (draft: Draft) => draft.ownership === 'financed' || draft.ownership === 'leased';

/** The step after an answered one; the VIN, lender and knockout branches follow the answers. */
export function nextAddVehicleStep(step: AddVehicleStep, draft: Draft): AddVehicleStep {
  switch (step) {
    // The introduction is one page with two addresses (spec section 2): both lead to the first question.
    case 'start':
    case 'intro':
      return 'specify-vehicle';
    case 'specify-vehicle':
      return draft.vehicleBy === 'vin' ? 'enter-vin-for-quote' : 'enter-year-make-model';
    case 'enter-year-make-model':
    case 'enter-vin-for-quote':
      return 'purchase-details';
    case 'purchase-details':
      return 'vehicle-details';
    case 'vehicle-details':
      return 'additional-vehicle-details';
    case 'additional-vehicle-details':
      return 'edit-coverages-for-quote';
    case 'edit-coverages-for-quote':
      return 'edit-coverages-for-bind';
    case 'edit-coverages-for-bind':
      return draft.vin ? (financed(draft) ? 'lender-search' : 'review') : 'enter-vin-for-bind';
    case 'enter-vin-for-bind':
      return financed(draft) ? 'lender-search' : 'review';
    case 'lender-search':
      return 'review';
    case 'review':
    case 'confirmation':
      return 'confirmation';
  }
}

/** The steps this customer's answers lead through, from the start to the review (the branches not taken left out). */
export function addVehiclePath(draft: Draft): AddVehicleStep[] {
  // A vehicle identified by its VIN has it from the quote on: the VIN is not asked again to buy.
  const answers = draft.vehicleBy === 'vin' && !draft.vin ? { ...draft, vin: 'asked at the quote' } : draft;
  const path: AddVehicleStep[] = ['start'];
  for (let step: AddVehicleStep = 'start'; step !== 'review';) {
    step = nextAddVehicleStep(step, answers);
    path.push(step);
  }
  return path;
}

/** The step that shows a question again when a later step is opened before it was answered. */
export function firstUnansweredStep(draft: Draft): AddVehicleStep | null {
  if (!draft.vehicleBy) return 'specify-vehicle';
  if (!draft.year || !draft.make) return draft.vehicleBy === 'vin' ? 'enter-vin-for-quote' : 'enter-year-make-model';
  if (!draft.ownership) return 'purchase-details';
  if (!draft.use) return 'vehicle-details';
  if (!draft.effectiveDate) return 'additional-vehicle-details';
  return null;
}

/** The bind-time answers (spec section 4: for-profit vehicle, garaged location, registered owner other). */
export const bindAnswersOf = (draft: Draft): VehicleBindAnswers => ({
  forProfit: draft.forProfit === 'yes',
  garagedElsewhere: draft.garagedElsewhere === 'yes',
  registeredOwner: draft.registeredOwner === 'other' ? 'other' : draft.registeredOwner === 'spouse' ? 'spouse' : 'self',
});

/** The knockout the answers bring (the gateway's rule too), or null. */
export const vehicleKnockout = (draft: Draft): VehicleKnockoutCode | null => vehicleKnockoutOf(bindAnswersOf(draft));

/** The knockout a refusal of the gateway names, by its code as data (VehicleKnockedOut), or null. */
export const knockoutOfRefusal = (refusal: unknown): VehicleKnockoutCode | null => (VehicleKnockedOut.is(refusal) ? refusal.code : null);

const isoOf = (entry: string | undefined) => parseEntryDate(entry ?? '') ?? entry ?? '';

/** The vehicle as the gateway takes it. */
export function vehicleOf(draft: Draft): NewVehicle {
  return {
    year: Number(draft.year),
    make: draft.make ?? '',
    model: draft.model ?? '',
    vin: draft.vin ? draft.vin.toUpperCase() : null,
    use: draft.use === 'pleasure' || draft.use === 'business' ? draft.use : 'commute',
    ownership: draft.ownership === 'financed' || draft.ownership === 'leased' ? draft.ownership : 'owned',
    purchaseDate: isoOf(draft.purchaseDate),
    garagingZip: draft.garagingZip ?? '',
  };
}

export const effectiveDateOf = (draft: Draft) => isoOf(draft.effectiveDate);

/** The coverage choices of the draft ('choice:COLL' fields, without a dot, which a form would read as a path). */
export const choicesOf = (draft: Draft): Record<string, string> =>
  Object.fromEntries(
    Object.entries(draft)
      .filter(([k]) => k.startsWith('choice:'))
      .map(([k, v]) => [`auto.${k.slice('choice:'.length)}`, v]),
  );

/** The lender picked in a search, with the loan number typed. */
export function lenderOf(values: Draft): BindLender | null {
  if (!values.lenderName) return null;
  return {
    name: values.lenderName,
    loanNumber: values.loanNumber ?? '',
    address: {
      line1: values.lenderLine1 ?? '',
      line2: values.lenderLine2 || null,
      city: values.lenderCity ?? '',
      state: values.lenderState ?? '',
      zip: values.lenderZip ?? '',
    },
  };
}

/** The edit-mortgagee step after an answered one. */
export function nextMortgageeStep(step: MortgageeStep, draft: Draft): MortgageeStep {
  switch (step) {
    case 'landing':
      return 'select-lender';
    case 'select-lender':
      return draft.lenderKnown === 'no' ? 'mortgage-help' : 'search-lender';
    case 'mortgage-help':
      return 'search-lender';
    case 'search-lender':
      return 'mortgage-escrow-info';
    case 'mortgage-escrow-info':
      return 'review';
    case 'review':
    case 'confirmation':
      return 'confirmation';
  }
}
