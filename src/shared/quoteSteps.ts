import type { BindStep } from '../../config/rating/bindSteps';
import type { QuoteSectionName, QuoteType } from '../contract/quoting';

// The names and address segments of the quote flow's steps: /quoting/{quoteTypePrefix}/{section}, its bind steps.
// Page names are the analytics names of spec section 2.

export const quoteTypeNames: Record<QuoteType, string> = {
  auto: 'Auto',
  motorcycle: 'Motorcycle',
  home: 'Home',
  renters: 'Renters',
  condo: 'Condo',
  bundle: 'Home and auto bundle',
};

/** The line of a quote referred to an agent: an online quote's type, or life. */
export const leadLineNames: Record<QuoteType | 'life', string> = { ...quoteTypeNames, life: 'Life' };

export const sectionSlugs: Record<QuoteSectionName, string> = {
  customer: 'customer',
  address: 'address',
  driver: 'driver',
  vehicle: 'vehicle',
  drivingHistory: 'driving-history',
  priorInsurance: 'prior-insurance',
  property: 'property',
  homeHistory: 'home-history',
  discounts: 'discounts',
};

export const sectionNames: Record<QuoteSectionName, string> = {
  customer: 'Customer',
  address: 'Address',
  driver: 'Driver',
  vehicle: 'Vehicle',
  drivingHistory: 'Driving history',
  priorInsurance: 'Prior insurance',
  property: 'Property',
  homeHistory: 'Home history',
  discounts: 'Discounts',
};

export const bindSlugs: Record<BindStep, string> = {
  additionalInformation: 'additional-information',
  policyOwners: 'policy-owners',
  drivers: 'drivers',
  vehicles: 'vehicles',
  tenants: 'tenants',
  homeowners: 'homeowners',
  mortgage: 'mortgage',
};

export const sectionBySlug = (slug: string): QuoteSectionName | undefined =>
  (Object.keys(sectionSlugs) as QuoteSectionName[]).find((s) => sectionSlugs[s] === slug);
export const bindStepBySlug = (slug: string): BindStep | undefined =>
  (Object.keys(bindSlugs) as BindStep[]).find((s) => bindSlugs[s] === slug);
