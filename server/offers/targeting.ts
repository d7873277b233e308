import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { offerDefinitions } from '../../config/offers';
import { writeLimits } from '../../config/product';
import type { ExperienceGroup, Offer, OfferKind, OfferSlot } from '../../src/contract/offers';
import { countHit } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { eligibility, type PartyFacts } from './eligibility';

const digest = (...parts: string[]) => createHash('sha256').update(parts.join(':')).digest('hex');

/** A party's A/B group for a kind: the same on every call, device and gateway instance. */
export const experienceGroupOf = (partyId: string, kind: OfferKind): ExperienceGroup =>
  Number.parseInt(digest('offer-group', partyId, kind).slice(0, 8), 16) % 2 === 0 ? 'A' : 'B';

/** The token naming this offer to this party (display notifications, dismissals); meaningless to anyone else. */
export const eventTokenOf = (partyId: string, kind: OfferKind): string => digest('offer-event', partyId, kind).slice(0, 32);

const kinds = Object.keys(offerDefinitions) as OfferKind[];

function offerOf(partyId: string, kind: OfferKind, slot: OfferSlot): Offer {
  const definition = offerDefinitions[kind];
  const experienceGroup = experienceGroupOf(partyId, kind);
  const content = experienceGroup === 'B' && 'variantB' in definition ? definition.variantB : definition.content;
  return {
    slot,
    kind,
    offerType: definition.offerType,
    experienceGroup,
    eventToken: eventTokenOf(partyId, kind),
    action: { type: 'setJson', content },
  };
}

/** The kinds the party is eligible for and has not dismissed, in the order they are shown. */
export async function openKinds(db: Kysely<Database>, partyId: string, facts: PartyFacts): Promise<OfferKind[]> {
  const dismissed = new Set(
    (await db.selectFrom('offer_dismissals').select('kind').where('party_id', '=', partyId).execute()).map((r) => r.kind),
  );
  return kinds
    .filter((kind) => eligibility[kind](facts) && !dismissed.has(kind))
    .sort((a, b) => offerDefinitions[a].priority - offerDefinitions[b].priority);
}

/** The prefetch: the first open offer of each named slot. */
export function offersForSlots(partyId: string, open: readonly OfferKind[], slots: readonly OfferSlot[]): Offer[] {
  return [...new Set(slots)].flatMap((slot) => {
    const kind = open.find((k) => offerDefinitions[k].slot === slot);
    return kind ? [offerOf(partyId, kind, slot)] : [];
  });
}

/** The global slot: the first open offer whose button does not lead to the page asking (`parameters.page`, a route key). */
export function globalOffer(partyId: string, open: readonly OfferKind[], parameters: Record<string, string>): Offer[] {
  const kind = open.find((k) => offerDefinitions[k].content.actionRoute !== (parameters.page ?? null));
  return kind ? [offerOf(partyId, kind, 'global')] : [];
}

/** The open kind a token names for this party, or null (another party's token, a dismissed or ineligible offer). */
export const kindOfToken = (partyId: string, open: readonly OfferKind[], token: string): OfferKind | null =>
  open.find((kind) => eventTokenOf(partyId, kind) === token) ?? null;

/**
 * Whether this is the first display of the offer in the slot in this sign-in (its access token): the session id is the
 * browser's to choose, so a display is counted once per sign-in too, however many session ids it names (the analysts'
 * figures count visits, not notifications). Atomic, shared by every gateway instance.
 */
export async function firstDisplayOfSignIn(db: Kysely<Database>, signIn: string, kind: OfferKind, slot: OfferSlot): Promise<boolean> {
  const key = `offer-display:${digest('offer-sign-in', signIn).slice(0, 32)}:${kind}:${slot}`;
  return (await countHit(db, key, writeLimits.offerDisplayPerSignInMs)).hits === 1;
}

/** Records a display notification once per party, session and slot; false when this session's slot was notified already. */
export async function recordDisplay(
  db: Kysely<Database>,
  display: { partyId: string; sessionId: string; slot: OfferSlot; kind: OfferKind; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('offer_displays')
    .values({
      party_id: display.partyId,
      session_id: display.sessionId,
      slot: display.slot,
      kind: display.kind,
      experience_group: experienceGroupOf(display.partyId, display.kind),
      displayed_at: display.at,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
