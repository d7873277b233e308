import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addDriver,
  bindVehicleAddition,
  changeCoverages,
  getCoverageOptions,
  getEndorsements,
  getProductAvailability,
  getVehicleLenders,
  quoteCoverageChange,
  quoteDriverAddition,
  quoteVehicleAddition,
  quoteVehicleRemoval,
  removeVehicle,
  replaceMortgagees,
  searchLenders,
  updateVehicleLender,
  type NewDriver,
} from '../../src/contract/selfService';
import { businessToday } from '../../src/validation/dates';
import { fieldMessages, selfServiceMessages } from '../../src/validation/messages';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, notFound } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, isKnownKey, runOnce, succeeded } from '../http/idempotency';
import { policyNotFound, policyNumberParam } from '../policies/params';
import { policySummaries } from '../policies/queries';
import { maximumLenders } from '../quoting/evaluate';
import { type Clock, type Ids } from '../clock';
import {
  addDriver as applyDriverAddition,
  addVehicle,
  changeCoverages as applyCoverageChange,
  checkChoices,
  checkDriver,
  checkLenders,
  checkVehicle,
  checkVinToAdd,
  knockedOut,
  quoteChanged,
  rateDriverAddition,
  rateVehicleAddition,
  rateVehicleRemoval,
  removeVehicle as applyRemoval,
  vehicleToRemove,
  replaceMortgagees as applyMortgagees,
  updateVehicleLenders,
  type Actor,
} from '../selfService/changes';
import { vehicleKnockoutOf } from '../../src/shared/vehicleKnockouts';
import { availabilityOf, requireVehicleAvailable } from '../selfService/availability';
import { checkEffectiveDate, endorsementsOf, lockPolicy } from '../selfService/endorsements';
import { searchLenderDirectory, vehicleLendersOf } from '../selfService/lenders';
import {
  coveragesByCode,
  policyForRating,
  ratePolicyChange,
  stateOf,
  withChoices,
  type PolicyForRating,
  type RatedChange,
} from '../selfService/rating';

export interface SelfServicePluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  env?: Record<string, string | undefined>;
  clock: Clock;
  ids: Ids;
}

const dwellingLines = ['home', 'condo'];

/** A change's figures as the customer reads them: the premium for the term before and after, what the rest of the term costs. */
const premiumChangeOf = (p: PolicyForRating, effectiveDate: string, change: RatedChange, coverages = coveragesByCode(change)) => ({
  policyNumber: p.policyNumber,
  effectiveDate,
  currentPremiumCents: change.currentPremiumCents,
  newPremiumCents: change.newPremiumCents,
  premiumChangeCents: change.premiumChangeCents,
  coverages,
});

/**
 * Self-service policy changes: add a vehicle (quote and bind), edit coverages, edit the mortgagee, update a
 * vehicle's lender, and the lender search. Every call on a policy answers 404 for another party's policy; every
 * change runs once per idempotency key and is recorded as an endorsement.
 */
export const selfServicePlugin: FastifyPluginAsync<SelfServicePluginOptions> = async (app, { db, guards, env = {}, clock, ids }) => {
  const envOverrides = overridesFromEnv(env);
  const today = () => businessToday(clock.now());

  /** The caller's policy, ready for rating; 404 for a malformed number, another party's policy, or a line not rated. */
  async function ownPolicy(request: FastifyRequest, raw: string): Promise<PolicyForRating & { partyId: string }> {
    const policyNumber = policyNumberParam(raw);
    const row = await policySummaries(db, principalOf(request).loginId, policyNumber).executeTakeFirst();
    const owner = await db.selectFrom('policies').select('party_id').where('policy_number', '=', policyNumber).executeTakeFirst();
    const rated = row && owner ? await policyForRating(db, policyNumber) : null;
    if (!rated || !owner) throw policyNotFound();
    return { ...rated, partyId: owner.party_id };
  }

  /** The caller's policy number, whatever its line; 404 for a malformed number or another party's policy. */
  async function ownPolicyNumber(request: FastifyRequest, raw: string): Promise<string> {
    const policyNumber = policyNumberParam(raw);
    const owned = await policySummaries(db, principalOf(request).loginId, policyNumber).executeTakeFirst();
    if (!owned) throw policyNotFound();
    return policyNumber;
  }

  const actorOf = (request: FastifyRequest): Actor => ({
    loginId: principalOf(request).loginId,
    now: clock.now(),
    newId: () => ids.newId(),
  });
  const requireLine = (p: PolicyForRating, lines: readonly string[], message: string) => {
    if (!lines.includes(p.line)) throw badRequest(message);
  };
  const onlineStates = async () => (await loadRemoteConfig(db, envOverrides)).settings.AddVehicleOnlineStates;
  const lenderLimit = async () => maximumLenders((await loadRemoteConfig(db, envOverrides)).settings.RemoveLenderMaximumLendersAllowed);

  /**
   * Runs a change once per idempotency key, on the policy locked against a concurrent change: `work` is given the
   * policy as it stands once the lock is held, never as it was read before (a change made meanwhile counts).
   */
  async function once<T>(
    request: FastifyRequest,
    p: { partyId: string; policyNumber: string },
    content: unknown,
    work: (trx: Kysely<Database>, locked: PolicyForRating) => Promise<T>,
  ) {
    const key = idempotencyKeyOf(request.headers);
    return runOnce(db, { key, partyId: p.partyId, content }, async (trx) => {
      const locked = await lockPolicy(trx, p.policyNumber);
      if (!locked) throw policyNotFound();
      return succeeded(await work(trx, locked));
    });
  }

  contractRoute(app, quoteVehicleAddition, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params, body }) => {
      const p = await ownPolicy(request, params.policyNumber);
      requireLine(p, ['auto'], selfServiceMessages.notAuto);
      await requireVehicleAvailable(db, p.policyNumber, await onlineStates());
      checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
      checkVehicle(body.vehicle, today());
      checkChoices(p, body.choices);
      const { change, coverages } = rateVehicleAddition(p, body.vehicle, body.choices, body.effectiveDate);
      return premiumChangeOf(p, body.effectiveDate, change, coverages);
    },
  });

  contractRoute(app, bindVehicleAddition, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const p = await ownPolicy(request, params.policyNumber);
      requireLine(p, ['auto'], selfServiceMessages.notAuto);
      await requireVehicleAvailable(db, p.policyNumber, await onlineStates());
      checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
      const vin = body.vehicle.vin?.toUpperCase() ?? null;
      if (vin === null) throw badRequest(`vehicle.vin: ${fieldMessages.missingRequiredField}`);
      checkVehicle({ ...body.vehicle, vin }, today());
      checkChoices(p, body.choices);
      const knockout = vehicleKnockoutOf(body.answers);
      if (knockout) throw knockedOut(knockout);
      if (body.vehicle.ownership !== 'owned' && body.lender === null) throw badRequest(`lender: ${fieldMessages.missingRequiredField}`);
      if (body.lender) checkLenders([body.lender], await lenderLimit());
      const content = { path: bindVehicleAddition.path, policyNumber: p.policyNumber, body };
      // `locked` is the policy read after its lock: the vehicles and lines a change made a moment ago are the ones rated.
      const outcome = await once(request, p, content, async (trx, locked) => {
        const vehicle = await checkVinToAdd(trx, locked, { ...body.vehicle, vin }, today());
        // The vehicle is bound as it was quoted, or not at all: a price that moved since is quoted again first.
        const { change } = rateVehicleAddition(locked, vehicle, body.choices, body.effectiveDate);
        if (body.quoted && body.quoted.newPremiumCents !== change.newPremiumCents) throw quoteChanged();
        const added = await addVehicle(trx, locked, { ...body, vehicle, lender: body.lender }, actorOf(request));
        return { endorsement: added.endorsement, vehicleId: added.vehicleId, idCardId: `idcard-${added.vehicleId}` };
      });
      return answerOf(outcome, reply);
    },
  });

  contractRoute(app, getProductAvailability, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const policyNumber = await ownPolicyNumber(request, params.policyNumber);
      const availability = await availabilityOf(db, policyNumber, await onlineStates());
      if (!availability) throw policyNotFound();
      return availability;
    },
  });

  contractRoute(app, getCoverageOptions, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const p = await ownPolicy(request, params.policyNumber);
      const rated = ratePolicyChange(p, stateOf(p), today() < p.expirationDate ? today() : p.effectiveDate);
      return {
        policyNumber: p.policyNumber,
        lineOfBusiness: p.line,
        currentPremiumCents: p.premiumCents,
        coverages: coveragesByCode(rated),
      };
    },
  });

  contractRoute(app, quoteCoverageChange, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params, body }) => {
      const p = await ownPolicy(request, params.policyNumber);
      checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
      checkChoices(p, body.choices);
      return premiumChangeOf(p, body.effectiveDate, ratePolicyChange(p, withChoices(p, body.choices), body.effectiveDate));
    },
  });

  contractRoute(app, changeCoverages, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const p = await ownPolicy(request, params.policyNumber);
      checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
      checkChoices(p, body.choices);
      const content = { path: changeCoverages.path, policyNumber: p.policyNumber, body };
      return answerOf(await once(request, p, content, (trx, locked) => applyCoverageChange(trx, locked, body, actorOf(request))), reply);
    },
  });

  contractRoute(app, searchLenders, {
    preHandler: guards.customer,
    handler: async ({ body }) => {
      if (body.name.trim().length < 2 || body.name.length > 60) throw badRequest(`name: ${fieldMessages.provideValidResponse}`);
      return { lenders: await searchLenderDirectory(db, body.name, body.kind) };
    },
  });

  contractRoute(app, replaceMortgagees, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const p = await ownPolicy(request, params.policyNumber);
      requireLine(p, dwellingLines, selfServiceMessages.notDwelling);
      checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
      checkLenders(body.lenders, await lenderLimit());
      const content = { path: replaceMortgagees.path, policyNumber: p.policyNumber, body };
      return answerOf(await once(request, p, content, (trx, locked) => applyMortgagees(trx, locked, body, actorOf(request))), reply);
    },
  });

  contractRoute(app, getVehicleLenders, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      const p = await ownPolicy(request, params.policyNumber);
      return { vehicles: await vehicleLendersOf(db, p.policyNumber) };
    },
  });

  contractRoute(app, updateVehicleLender, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const p = await ownPolicy(request, params.policyNumber);
      const vehicle = (await vehicleLendersOf(db, p.policyNumber)).find((v) => v.vehicleId === params.vehicleId);
      if (!vehicle) throw notFound(selfServiceMessages.vehicleNotFound);
      checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
      checkLenders(body.lenders, await lenderLimit());
      const content = { path: updateVehicleLender.path, policyNumber: p.policyNumber, vehicleId: vehicle.vehicleId, body };
      return answerOf(
        await once(request, p, content, (trx, locked) => updateVehicleLenders(trx, locked, vehicle, body, actorOf(request))),
        reply,
      );
    },
  });

  /** The caller's auto policy and the vehicle to remove; 404 for another policy's vehicle. */
  async function removal(request: FastifyRequest, params: { policyNumber: string; vehicleId: string }, effectiveDate: string) {
    const p = await ownPolicy(request, params.policyNumber);
    requireLine(p, ['auto'], selfServiceMessages.notAuto);
    const vehicle = await vehicleToRemove(db, p, params.vehicleId);
    if (!vehicle) throw notFound(selfServiceMessages.vehicleNotFound);
    checkEffectiveDate(effectiveDate, today(), p.expirationDate);
    return { p, vehicle };
  }

  contractRoute(app, quoteVehicleRemoval, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params, body }) => {
      const { p, vehicle } = await removal(request, params, body.effectiveDate);
      return premiumChangeOf(p, body.effectiveDate, rateVehicleRemoval(p, vehicle.index, body.effectiveDate), []);
    },
  });

  contractRoute(app, removeVehicle, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const content = { path: removeVehicle.path, policyNumber: params.policyNumber.toUpperCase(), vehicleId: params.vehicleId, body };
      // A retry of a removal made finds the vehicle gone: its kept answer is given back.
      if (await isKnownKey(db, idempotencyKeyOf(request.headers))) {
        const p = await ownPolicy(request, params.policyNumber);
        return answerOf(await once(request, p, content, () => Promise.reject(notFound(selfServiceMessages.vehicleNotFound))), reply);
      }
      const { p } = await removal(request, params, body.effectiveDate);
      const outcome = await once(request, p, content, async (trx, locked) => {
        // Decided on the vehicles as they stand under the lock: a removal made meanwhile is seen here.
        const vehicle = await vehicleToRemove(trx, locked, params.vehicleId);
        if (!vehicle) throw notFound(selfServiceMessages.vehicleNotFound);
        return applyRemoval(trx, locked, vehicle, body.effectiveDate, actorOf(request));
      });
      return answerOf(outcome, reply);
    },
  });

  /** The caller's auto policy and the driver to add, checked; 404 while adding a driver online is off (AddDriver). */
  async function driverChange(request: FastifyRequest, policyNumber: string, body: { effectiveDate: string; driver: NewDriver }) {
    const p = await ownPolicy(request, policyNumber);
    if ((await loadRemoteConfig(db, envOverrides)).flags.AddDriver !== 'true') throw notFound(selfServiceMessages.addDriverOff);
    requireLine(p, ['auto'], selfServiceMessages.notAuto);
    checkEffectiveDate(body.effectiveDate, today(), p.expirationDate);
    checkDriver(body.driver, () => clock.now());
    return p;
  }

  contractRoute(app, quoteDriverAddition, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params, body }) => {
      const p = await driverChange(request, params.policyNumber, body);
      return premiumChangeOf(p, body.effectiveDate, rateDriverAddition(p, body.driver, body.effectiveDate), []);
    },
  });

  contractRoute(app, addDriver, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const p = await driverChange(request, params.policyNumber, body);
      const content = { path: addDriver.path, policyNumber: p.policyNumber, body };
      return answerOf(await once(request, p, content, (trx, locked) => applyDriverAddition(trx, locked, body, actorOf(request))), reply);
    },
  });

  contractRoute(app, getEndorsements, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params }) => {
      // Every line of the caller's policies has a list of changes (empty where none was made online).
      return { endorsements: await endorsementsOf(db, await ownPolicyNumber(request, params.policyNumber)) };
    },
  });
};
