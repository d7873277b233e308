import { randomInt } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClaimsTable } from '../db/schema/claims';

// Claim file numbers (spec section 3: 11 digits) are drawn at random, so that one file number tells nothing about
// the next: a caller cannot reach a recent claim by counting. The primary key keeps them unique; a number already
// taken (by an older claim, or by a claim filed at the same instant) is drawn again.

/** A random 11-digit file number (never a leading zero: some systems read file numbers as numbers). */
const drawClaimFileNumber = (): string => String(randomInt(10_000_000_000, 100_000_000_000));

const attempts = 8;

/** Inserts a new claim under a fresh random file number, in the caller's transaction; answers the row. */
export async function insertNewClaim(
  db: Kysely<Database>,
  values: Omit<Insertable<ClaimsTable>, 'file_number'>,
  draw: () => string = drawClaimFileNumber,
) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    // `on conflict do nothing` leaves the transaction usable when the number is taken (a unique violation would abort it).
    const row = await db
      .insertInto('claims')
      .values({ ...values, file_number: draw() })
      .onConflict((oc) => oc.column('file_number').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error(`no free claim file number after ${attempts} draws`);
}
