import { bindLineOf, bindStepNames, bindSteps, type BindStep } from '../../config/rating/bindQuestions';
import { quoteSectionsOf, type Quote, type QuoteSectionName, type QuoteType } from '../contract/quoting';

// The quote flow's addresses and names: /quoting/{quoteTypePrefix}/{section}, summary, knockout, bind
// steps and the bind confirmation. Page names are the analytics names of spec section 2.

export const quoteTypeNames: Record<QuoteType, string> = {
  auto: 'Auto',
  motorcycle: 'Motorcycle',
  home: 'Home',
  renters: 'Renters',
  condo: 'Condo',
  bundle: 'Home and auto bundle',
};

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

export const sectionPath = (type: QuoteType, section: QuoteSectionName) => `/quoting/${type}/${sectionSlugs[section]}`;
export const summaryPath = (type: QuoteType) => `/quoting/${type}/summary`;
export const knockoutPath = (type: QuoteType) => `/quoting/${type}/knockout`;
export const bindStepPath = (type: QuoteType, step: BindStep) => `/quoting/${type}/bind/${bindSlugs[step]}`;
export const bindConfirmationPath = (type: QuoteType) => `/quoting/${type}/bindConfirmation`;

/** The steps shown in the step indicator: the sections, then the summary. */
export const stepNamesOf = (type: QuoteType) => [...quoteSectionsOf[type].map((s) => sectionNames[s]), 'Summary'];

/** Where the prospect goes after a section: the next section, or the summary. */
export function nextPath(type: QuoteType, section: QuoteSectionName): string {
  const sections = quoteSectionsOf[type];
  const next = sections[sections.indexOf(section) + 1];
  return next ? sectionPath(type, next) : summaryPath(type);
}

export function previousPath(type: QuoteType, section: QuoteSectionName): string {
  const sections = quoteSectionsOf[type];
  const previous = sections[sections.indexOf(section) - 1];
  return previous ? sectionPath(type, previous) : '/quoting';
}

export function nextBindPath(type: QuoteType, step: BindStep): string {
  const line = bindLineOf(type);
  const steps = line ? bindSteps[line] : [];
  const next = steps[steps.indexOf(step) + 1];
  return next ? bindStepPath(type, next) : bindConfirmationPath(type);
}

export { bindLineOf, bindStepNames, bindSteps };

/** Where a quote continues: its knockout, its confirmation, its summary, or its first unanswered section. */
export function resumePathOf(quote: Quote): string {
  if (quote.status === 'knockedOut') return knockoutPath(quote.quoteType);
  if (quote.status === 'bound') return bindConfirmationPath(quote.quoteType);
  const missing = quoteSectionsOf[quote.quoteType].find((s) => quote.sections[s] === undefined);
  return missing ? sectionPath(quote.quoteType, missing) : summaryPath(quote.quoteType);
}
