import type { ColumnType } from 'kysely';

/** A display notification of the targeting service (migration 1000_offers): one per party, session and slot. */
export interface OfferDisplaysTable {
  party_id: string;
  session_id: string;
  slot: string;
  kind: string;
  experience_group: 'A' | 'B';
  displayed_at: ColumnType<Date, Date | string, never>;
}

/** An offer a customer dismissed: it is not offered again. */
export interface OfferDismissalsTable {
  party_id: string;
  kind: string;
  dismissed_at: ColumnType<Date, Date | string, never>;
}

export interface OfferTables {
  offer_displays: OfferDisplaysTable;
  offer_dismissals: OfferDismissalsTable;
}
