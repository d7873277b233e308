// Life quoting: eligibility limits and the term-life rate table. Data only; read by server/quoting/life.ts.

export const lifeLimits = {
  minAge: 18,
  maxAge: 75,
  /** A term is offered only when age + term stays at or below this. */
  maxAgeAtTermEnd: 85,
  minFaceAmountCents: 100_000_00,
  maxFaceAmountCents: 2_000_000_00,
  /** Height in inches and weight in pounds accepted at all (else HW_01). */
  minHeightInches: 48,
  maxHeightInches: 90,
  /** Body-mass index range accepted online. */
  minBmi: 16,
  maxBmi: 40,
  /** States where life is sold online. */
  states: ['OH', 'PA', 'IN', 'MI', 'KY', 'NY', 'WV', 'IL', 'WI', 'TN', 'NC', 'VA'],
} as const;

export const lifeTerms = [10, 20, 30] as const;

/** Answers of the health assessment: 'preferred' and 'standard' rate; 'decline' is knockout HA_01. */
export const healthClasses = {
  excellent: { label: 'Excellent: no ongoing conditions or medications', rateClass: 'preferred' },
  good: { label: 'Good: a controlled condition such as high blood pressure', rateClass: 'standard' },
  serious: { label: 'A serious condition in the last 10 years (heart disease, cancer, stroke)', rateClass: 'decline' },
} as const;

/** Annual rate per $1,000 of face amount, in hundredths of a cent, by age band upper bound, for a 20-year term, preferred, non-tobacco, male. */
export const lifeBaseRates: { upTo: number; rate: number }[] = [
  { upTo: 29, rate: 7_000 },
  { upTo: 39, rate: 8_500 },
  { upTo: 49, rate: 17_000 },
  { upTo: 59, rate: 42_000 },
  { upTo: 69, rate: 110_000 },
  { upTo: 75, rate: 260_000 },
];

export const lifeFactors = {
  term: { 10: 0.7, 20: 1.0, 30: 1.55 } as Record<number, number>,
  sex: { male: 1.0, female: 0.82 } as Record<string, number>,
  tobacco: { no: 1.0, yes: 2.9 } as Record<string, number>,
  rateClass: { preferred: 1.0, standard: 1.35 } as Record<string, number>,
  /** Monthly premium = annual x this. */
  monthlyModal: 0.0875,
  /** Policy fee per year, cents. */
  annualPolicyFeeCents: 6000,
};
