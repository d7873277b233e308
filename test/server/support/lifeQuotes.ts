import { addCalendarDays, businessToday } from '../../../src/validation/dates';

/** The date of birth of an applicant about this many years old today. */
export const yearsAgo = (years: number) => addCalendarDays(businessToday(new Date()), -Math.round(years * 365.25) - 10);

/**
 * A life applicant every rule accepts: a 20-year term of $500,000 for a healthy non-smoker in Ohio, quoted for each
 * term offered at their age. Each test names its applicant (a started application knocks the same person out, AS_01)
 * and overrides what it tries.
 */
export const cleanLifeAnswers = (lastName: string, overrides: object = {}) => ({
  dateOfBirth: '1988-05-14',
  sex: 'female',
  heightInches: 66,
  weightPounds: 150,
  tobacco: false,
  state: 'OH',
  lastName,
  health: 'excellent',
  coverageAmountCents: 500_000_00,
  termYears: 20,
  ...overrides,
});
