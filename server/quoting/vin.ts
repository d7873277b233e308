import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The model year of a VIN's 10th character (the 30-year cycle starting 2010 with 'A'). */
export function modelYearOf(code: string): number | null {
  const cycle = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const index = cycle.indexOf(code.toUpperCase());
  return index < 0 ? null : 2010 + index;
}

/** Whether a text is a VIN: 17 letters and digits, never I, O or Q. */
export const isVin = (vin: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);

/** A VIN's year, make and model (the make and model from its first eight characters), or null when unknown. */
export async function decodeVin(db: Kysely<Database>, vin: string) {
  const decoded = await db.selectFrom('vin_decodes').select(['make', 'model']).where('vin_prefix', '=', vin.slice(0, 8)).executeTakeFirst();
  const year = modelYearOf(vin[9] ?? '');
  return decoded && year !== null ? { vin, year, make: decoded.make, model: decoded.model } : null;
}
