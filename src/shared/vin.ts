import { vinManufacturers } from '../../config/vinManufacturers';

// A VIN read by its structure (ISO 3779, with the North American rules of 49 CFR 565): 17 characters without
// I, O or Q; position 9 a check digit of the others; position 10 the model year; positions 1-3 the world
// manufacturer identifier, whose make a small table names. Pure: the gateway and the browser read VINs alike.

/**
 * A vehicle as the customer tells it apart from another of the same year, make and model: with its VIN's last six
 * characters (the internal vehicle id is never shown).
 */
export const vehicleWithVin = (v: { year: number; make: string; model: string; vin: string }) =>
  `${v.year} ${v.make} ${v.model}${v.vin ? ` (VIN ending ${v.vin.slice(-6)})` : ''}`;

/** Whether a text has the shape of a VIN: 17 letters and digits, never I, O or Q. */
export const isVinShape = (vin: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);

const letterValues = 'ABCDEFGH.JKLMN.P.R.STUVWXYZ';
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The transliterated value of one VIN character (A=1 ... H=8, J=1 ... R=9, S=2 ... Z=9). */
function valueOf(character: string): number {
  if (/\d/.test(character)) return Number(character);
  const index = letterValues.indexOf(character);
  return (index % 9) + 1;
}

/** The check digit the other 16 characters call for ('0'-'9' or 'X'). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, character, i) => total + valueOf(character) * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The model years the 10th character can stand for (a 30-year cycle from 1980), newest last. */
export function modelYearsOf(code: string): number[] {
  const index = 'ABCDEFGHJKLMNPRSTVWXY123456789'.indexOf(code.toUpperCase());
  return index < 0 || code.length !== 1 ? [] : [1980 + index, 2010 + index, 2040 + index];
}

export type VinProblem = 'shape' | 'checkDigit' | 'modelYear';

export interface DecodedVin {
  vin: string;
  /** World manufacturer identifier (positions 1-3). */
  wmi: string;
  /** The make its manufacturer identifier names, or null when the table does not know it. */
  make: string | null;
  modelYear: number;
}

/**
 * Reads a VIN: its model year is the newest of the 10th character's cycle not after `latestModelYear` (next
 * year's models are on sale this year). A problem names what is wrong: the shape, the check digit, the year.
 */
export function decodeVin(raw: string, latestModelYear: number): { vin: DecodedVin } | { problem: VinProblem } {
  const vin = raw.trim().toUpperCase();
  if (!isVinShape(vin)) return { problem: 'shape' };
  if (vin[8] !== vinCheckDigit(vin)) return { problem: 'checkDigit' };
  const modelYear = modelYearsOf(vin[9] ?? '')
    .filter((year) => year <= latestModelYear)
    .pop();
  if (modelYear === undefined) return { problem: 'modelYear' };
  const wmi = vin.slice(0, 3);
  return { vin: { vin, wmi, make: vinManufacturers[wmi] ?? null, modelYear } };
}
