// Driver rating factors. Each table is a list of bands: the first band whose `upTo` is at least the
// value applies (the last band has upTo Infinity). Data only.

export interface Band {
  upTo: number;
  factor: number;
}

/** Age in whole years on the effective date. */
export const ageFactors: Band[] = [
  { upTo: 20, factor: 2.1 },
  { upTo: 24, factor: 1.55 },
  { upTo: 29, factor: 1.2 },
  { upTo: 64, factor: 1.0 },
  { upTo: 74, factor: 1.1 },
  { upTo: Infinity, factor: 1.3 },
];

/** Whole years licensed. */
export const yearsLicensedFactors: Band[] = [
  { upTo: 2, factor: 1.4 },
  { upTo: 4, factor: 1.2 },
  { upTo: 9, factor: 1.05 },
  { upTo: Infinity, factor: 1.0 },
];

/** Accidents plus violations in the last 5 years. */
export const incidentFactors: Band[] = [
  { upTo: 0, factor: 1.0 },
  { upTo: 1, factor: 1.25 },
  { upTo: 2, factor: 1.5 },
  { upTo: Infinity, factor: 2.0 },
];

/** The factor of the first band covering `value`. */
export function bandFactor(bands: readonly Band[], value: number): number {
  const band = bands.find((b) => value <= b.upTo);
  if (!band) throw new RangeError(`no band for ${value}`);
  return band.factor;
}
