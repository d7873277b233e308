import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { limits, product } from '../../config/product';
import {
  emailIdCards,
  getIdCards,
  getPolicyIdCards,
  mailIdCards,
  requestExpressId,
  type ExpressIdRequest,
} from '../../src/contract/idCards';
import { documentMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { countHit } from '../db/rateLimits';
import type { Database, OutboxAttachment } from '../db/schema';
import type { Clock } from '../clock';
import { businessToday } from '../../src/validation/dates';
import type { LinkIssuer } from '../documents/downloads';
import { idCardsOf, type IdCardRecord } from '../documents/library';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError, notFound } from '../http/errors';
import { partyIdOf } from '../policies/details';
import { principalOf, type Guards } from '../http/guards';
import { policyNotFound, policyNumberParam } from '../policies/params';

export interface IdCardsPluginOptions {
  db: Kysely<Database>;
  clock: Clock;
  guards: Guards;
  links: LinkIssuer;
  env: Record<string, string | undefined>;
}

const lines = (cards: IdCardRecord[]) => cards.map((c) => `${c.vehicle} (VIN ${c.vin})`).join('\n');
const oneLine = (a: { line1: string; line2: string | null; city: string; state: string; zip: string }) =>
  [a.line1, a.line2, `${a.city}, ${a.state.trim()} ${a.zip}`].filter(Boolean).join(', ');

/** ID cards of auto and motorcycle policies: list, email, mail, and express ID for guests. */
export const idCardsPlugin: FastifyPluginAsync<IdCardsPluginOptions> = async (app, { db, guards, links, env, clock }) => {
  const envOverrides = overridesFromEnv(env);

  const partyOf = async (request: FastifyRequest) => {
    const partyId = await partyIdOf(db, principalOf(request).loginId);
    if (!partyId) throw notFound('We could not find your customer record.');
    return partyId;
  };
  /** The cards of one of the party's policies; a policy that is not theirs (or has no cards) is not found. */
  const policyCards = async (request: FastifyRequest, rawPolicyNumber: string) => {
    const policyNumber = policyNumberParam(rawPolicyNumber);
    const partyId = await partyOf(request);
    const today = businessToday(clock.now());
    const cards = await idCardsOf(db, partyId, today, policyNumber);
    if (cards.length === 0) throw policyNotFound();
    return { partyId, policyNumber, cards, today };
  };

  contractRoute(app, getIdCards, {
    preHandler: guards.customer,
    handler: async ({ request }) => ({ cards: await idCardsOf(db, await partyOf(request), businessToday(clock.now())) }),
  });

  contractRoute(app, getPolicyIdCards, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => ({ cards: (await policyCards(request, params.policyNumber)).cards }),
  });

  contractRoute(app, emailIdCards, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params, body }) => {
      const { partyId, policyNumber, cards, today } = await policyCards(request, params.policyNumber);
      const email = await db
        .selectFrom('party_emails')
        .select('address')
        .where('party_id', '=', partyId)
        .where('address', '=', body.email.trim().toLowerCase())
        .executeTakeFirst();
      if (!email) throw badRequest(documentMessages.emailNotYours);
      await db
        .insertInto('outbox')
        .values({
          channel: 'email',
          recipient: email.address,
          subject: `Your ${product.name} ID cards for policy ${policyNumber}`,
          body: `Your insurance ID cards for policy ${policyNumber} are attached:\n${lines(cards)}\n\nDocuments: ${cards.map((c) => c.cardId).join(', ')}`,
          attachments: JSON.stringify(
            cards.map(({ cardId }): OutboxAttachment => ({ kind: 'idCard', partyId, policyNumber, cardId, asOf: today })),
          ),
        })
        .execute();
      return { sentTo: email.address };
    },
  });

  contractRoute(app, mailIdCards, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const { partyId, policyNumber, cards } = await policyCards(request, params.policyNumber);
      const address = await db
        .selectFrom('party_addresses')
        .select(['line1', 'line2', 'city', 'state', 'zip'])
        .where('party_id', '=', partyId)
        .where('kind', '=', 'mailing')
        .executeTakeFirst();
      if (!address) throw badRequest(documentMessages.noMailingAddress);
      await db
        .insertInto('outbox')
        .values({
          channel: 'mail',
          recipient: oneLine(address),
          subject: `ID cards for policy ${policyNumber}`,
          body: `Print and mail the ID cards of policy ${policyNumber}:\n${lines(cards)}\n\nDocuments: ${cards.map((c) => c.cardId).join(', ')}`,
        })
        .execute();
      return { mailedTo: { ...address, state: address.state.trim() } };
    },
  });

  contractRoute(app, requestExpressId, {
    handler: async ({ request, body }) => {
      const config = await loadRemoteConfig(db, envOverrides);
      if (config.flags.DisableExpressID === 'true')
        throw notFound('Express ID cards are not available. Please log in to see your ID cards.');
      await throttle(db, request.ip, body.policyNumber);
      const partyId = await matchingParty(db, body);
      const cards = partyId ? await idCardsOf(db, partyId, businessToday(clock.now()), body.policyNumber.trim().toUpperCase()) : [];
      // One answer for every mismatch, so a guest learns nothing about which detail was wrong.
      if (!partyId) throw notFound(documentMessages.expressIdNoMatch);
      // A guest who proved who they are learns why a home (or life, boat ...) policy has no cards.
      if (cards.length === 0 && !(await isVehiclePolicy(db, body.policyNumber)))
        throw new HttpError(422, 'no_id_cards', documentMessages.expressIdNotVehicle);
      if (cards.length === 0) throw notFound(documentMessages.expressIdNoMatch);
      return { cards: cards.map((card) => ({ ...card, link: links.issue(card.cardId, partyId) })) };
    },
  });
};

async function throttle(db: Kysely<Database>, address: string, policyNumber: string) {
  const window = limits.expressIdWindowMs;
  const [byAddress, byPolicy] = await Promise.all([
    countHit(db, `express-id:ip:${address}`, window),
    countHit(db, `express-id:policy:${policyNumber.trim().toUpperCase().slice(0, 20)}`, window),
  ]);
  if (byAddress.hits > limits.expressIdAttemptsPerAddress || byPolicy.hits > limits.expressIdAttemptsPerPolicy) {
    const retryAfter = Math.ceil((Math.max(byAddress.resetAt.getTime(), byPolicy.resetAt.getTime()) - Date.now()) / 1000);
    throw new HttpError(429, 'too_many_attempts', documentMessages.expressIdTooMany(), { 'retry-after': String(Math.max(1, retryAfter)) });
  }
}

/** Whether the policy is of a line of business that has ID cards (auto, motorcycle). */
async function isVehiclePolicy(db: Kysely<Database>, policyNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('policies')
    .select('line_of_business')
    .where('policy_number', '=', policyNumber.trim().toUpperCase())
    .executeTakeFirst();
  return row?.line_of_business === 'auto' || row?.line_of_business === 'motorcycle';
}

const digits = (zip: string) => zip.replace(/\D/g, '').slice(0, 5);

/** The party whose policy number, ZIP code (mailing or garaging) and date of birth or last name all match. */
async function matchingParty(db: Kysely<Database>, request: ExpressIdRequest): Promise<string | undefined> {
  const policyNumber = request.policyNumber.trim().toUpperCase();
  const dateOfBirth = request.dateOfBirth?.trim() ?? '';
  const lastName = request.lastName?.trim().toLowerCase() ?? '';
  if (!patterns.zip.test(request.zip.trim()) || (!patterns.isoDate.test(dateOfBirth) && lastName === '')) return undefined;
  const row = await db
    .selectFrom('policies as p')
    .innerJoin('parties as pa', 'pa.party_id', 'p.party_id')
    .select(['pa.party_id', 'pa.last_name', 'pa.date_of_birth'])
    .where('p.policy_number', '=', policyNumber)
    .executeTakeFirst();
  if (!row) return undefined;
  const zip = digits(request.zip);
  const [mailing, garaging, drivers] = await Promise.all([
    db.selectFrom('party_addresses').select('zip').where('party_id', '=', row.party_id).execute(),
    db.selectFrom('vehicles').select('garaging_zip as zip').where('policy_number', '=', policyNumber).execute(),
    db.selectFrom('drivers').select(['date_of_birth', 'last_name']).where('policy_number', '=', policyNumber).execute(),
  ]);
  const zipMatches = [...mailing, ...garaging].some((a) => digits(a.zip) === zip);
  const people = [
    { dob: isoDay(row.date_of_birth), last: row.last_name },
    ...drivers.map((d) => ({ dob: isoDay(d.date_of_birth), last: d.last_name })),
  ];
  const personMatches = people.some(
    (p) => (dateOfBirth !== '' && p.dob === dateOfBirth) || (lastName !== '' && p.last.toLowerCase() === lastName),
  );
  return zipMatches && personMatches ? row.party_id : undefined;
}

const isoDay = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
