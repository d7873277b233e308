import type { Kysely } from 'kysely';
import { product } from '../../config/product';
import type { Database } from '../db/schema';

/**
 * Confirms a change to the customer by email, through the outbox: to the primary address (or the first), and to an
 * address that was replaced or added as well, so a change nobody asked for is seen where the customer reads.
 */
export async function confirmChange(db: Kysely<Database>, partyId: string, what: string, alsoTo: string | null = null): Promise<void> {
  const emails = await db
    .selectFrom('party_emails')
    .select('address')
    .where('party_id', '=', partyId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  const recipients = new Set([emails[0]?.address, alsoTo].filter((a): a is string => Boolean(a)));
  for (const recipient of recipients) {
    await db
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient,
        subject: `${product.name}: your profile was changed`,
        body: `${what}\n\nIf you did not make this change, call us right away and change your password.`,
      })
      .execute();
  }
}
