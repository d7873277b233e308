// The bind steps of each line that binds online (spec sections 2 and 4): what the quoting app's flow and routes need
// on every page. The questions each step asks are in bindQuestions.ts, with the bind screens.

export type BindStep = 'additionalInformation' | 'policyOwners' | 'drivers' | 'vehicles' | 'tenants' | 'homeowners' | 'mortgage';
/** The lines that bind online: auto, and the dwelling forms renters (HO4), home (HO3) and condo (HO6). */
export type BindLine = 'auto' | 'renters' | 'home' | 'condo';
export type DwellingBindLine = Exclude<BindLine, 'auto'>;

export const bindSteps: Record<BindLine, readonly BindStep[]> = {
  auto: ['additionalInformation', 'policyOwners', 'drivers', 'vehicles'],
  renters: ['additionalInformation', 'policyOwners', 'tenants'],
  home: ['additionalInformation', 'policyOwners', 'homeowners', 'mortgage'],
  condo: ['additionalInformation', 'policyOwners', 'homeowners', 'mortgage'],
};

export const bindStepNames: Record<BindStep, string> = {
  additionalInformation: 'Additional information',
  policyOwners: 'Finalize policy owners',
  drivers: 'Drivers',
  vehicles: 'Vehicles',
  tenants: 'Tenants',
  homeowners: 'Homeowners',
  mortgage: 'Mortgage',
};

/** The dwelling form of each dwelling line: the setting BindOnlineDwellingForms lists the forms that bind online. */
export const dwellingForms: Record<DwellingBindLine, string> = { renters: 'HO4', home: 'HO3', condo: 'HO6' };

/**
 * The step that asks whether the home has a mortgage and, when it has, who the lender is: the mortgagee the
 * policy names. Not a knockout question; a yes needs the lender (name, address, loan number), at most
 * RemoveLenderMaximumLendersAllowed of them (spec section 9).
 */
export const lenderStep: BindStep = 'mortgage';

/** The line a quote type binds as, or null when it never binds online (motorcycle, bundles). */
export const bindLineOf = (quoteType: string): BindLine | null =>
  (Object.keys(bindSteps) as string[]).includes(quoteType) ? (quoteType as BindLine) : null;

export const isDwellingLine = (line: BindLine): line is DwellingBindLine => line !== 'auto';

/** The steps whose saving also checks the applicant's reports (bind-time report knockouts). */
export const reportCheckStep: BindStep = 'additionalInformation';
