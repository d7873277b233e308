import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { paymentMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import { accepting } from '../http/access';
import { callerParty } from '../party/caller';
import { grantedAccount } from './guestPay';
import { accountNotFound, ownedAccount } from './ledger';

// Who pays an account (and may tokenize a card or bank account for it): a signed-in customer who owns it, or a
// guest whose grant was issued for it.

type Channel = 'customer' | 'guest';
export interface Payer {
  partyId: string | null;
  tokenOwner: string | null;
  channel: Channel;
  actor: string;
  side: 'mutual' | 'life';
}

const guestGrantOf = (body: unknown): string | null => {
  const grant = (body as { guestGrant?: unknown } | null)?.guestGrant;
  return typeof grant === 'string' ? grant : null;
};

/** A call made with a guest grant skips the customer guard (the handler checks the grant instead). */
export function customerOrGuest(guards: Guards): preHandlerHookHandler {
  const customer = guards.customer as unknown as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  return accepting(
    async function guard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (guestGrantOf(request.body) !== null) return;
      await customer.call(this, request, reply);
    } as preHandlerHookHandler,
    [['customerToken'], ['guestGrant']],
  );
}

const grantRefused = () => new HttpError(401, 'guest_grant_refused', paymentMessages.guestGrantExpired);

/**
 * Who pays the account: a guest whose grant was issued for exactly this account, or a signed-in
 * customer who owns it. Anything else is refused without saying whether the account exists.
 */
export async function payerOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  grant: string | null,
  accountNumber: string | null,
): Promise<Payer> {
  if (grant !== null) {
    const granted = await grantedAccount(db, grant);
    if (!granted) throw grantRefused();
    if (accountNumber !== null && granted.account_number !== accountNumber) throw accountNotFound();
    return { partyId: null, tokenOwner: null, channel: 'guest', actor: `guest:${granted.account_number}`, side: granted.side };
  }
  const party = await callerParty(db, request);
  const account = party && accountNumber !== null ? await ownedAccount(db, party, accountNumber) : undefined;
  if (!party || (accountNumber !== null && !account)) throw accountNotFound();
  return { partyId: party, tokenOwner: party, channel: 'customer', actor: principalOf(request).loginId, side: account?.side ?? 'mutual' };
}
