/**
 * Why a vehicle cannot be added online, by its bind-time knockout (spec section 4, VehicleKnockoutCode; the add-vehicle
 * screen reads one per code, so a code without its words fails its type check); the call to continue follows.
 */
const vehicleKnockouts = {
  FOR_PROFIT_VEHICLE: 'A for-profit vehicle, one that carries people or goods for pay, cannot be added online.',
  GARAGED_LOCATION: 'A vehicle garaged at a location other than yours cannot be added online.',
  REGISTERED_OWNER_OTHER: 'A vehicle whose registered owner is someone other than you or your spouse cannot be added online.',
} as const;

/** Self-service policy changes' own copy (spec section 2: self service, edit mortgagee, update lender). */
export const selfServiceMessages = {
  vehicleKnockouts,
  effectiveDateRange: 'Please choose a date from today through 60 days from today, before your policy term ends',
  lastVehicle: 'A policy needs at least one vehicle. To remove this one, please call us.',
  tooManyLenders: (max: number) => `You can name at most ${max} lender${max === 1 ? '' : 's'} here. To name more, please call us.`,
  noLenderFound: 'We could not find a lender by that name. Please check it, or enter the lender yourself.',
  notAuto: 'Vehicles can be added to an auto policy only.',
  notDwelling: 'A mortgagee can be named on a home or condo policy only.',
  coverageOption: 'Please select a valid response',
  vehicleNotFound: 'We could not find that vehicle on this policy.',
  addDriverOff: 'Adding a driver online is not available. Please call us.',
  noChanges: 'No changes have been made to this policy this term.',
  noOnlineChanges: 'Changes to this policy cannot be made online. Please call us.',
  addVehicleUnavailableHeading: 'Adding a vehicle online is not available for this policy',
  addVehicleUnavailable: 'We can add the vehicle and its coverages for you by phone. Please call us at',
  addVehicleUnavailableRefusal: 'Adding a vehicle online is not available for this policy. Please call us.',
  vinProblem: {
    shape: 'A VIN has 17 letters and numbers, without I, O or Q. Please check it.',
    checkDigit: 'This VIN does not add up (its 9th character is a check digit). Please check it.',
    modelYear: 'We cannot read a model year from this VIN. Please check it.',
  },
  vinYearNotQuoted: (vinYear: number, quotedYear: number) =>
    `This VIN is of a ${vinYear} vehicle, and the price was for a ${quotedYear}. Please change the year to ${vinYear} to see the price of this vehicle, or check the VIN.`,
  vinAlreadyInsured: 'This vehicle is already on your policy.',
  /** After a vehicle is added: its ID card exists at once, and proves insurance only from the day the change takes effect. */
  addedVehicleCard: (effective: string, today: boolean) =>
    today
      ? 'Your new ID card is ready now, and your amended declarations page is with your policy documents.'
      : `Your new ID card is ready, in effect from ${effective}, and your amended declarations page is with your policy documents.`,
  quoteChanged: 'The price of this change is no longer the one shown. Please review the new price before you confirm.',
  lenderRemoved: (lender: string) =>
    `${lender} is named as lender on this vehicle. When the vehicle is removed, the lender is removed with it and we let the lender know the vehicle is no longer insured with us.`,
} as const;
