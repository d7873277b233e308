import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { audit, ledgerState, postTransaction } from './ledger';
import { lockPlan } from './planChange';

// Escrow: a mortgagee that pays a home's premium from the borrower's escrow account is billed the policy's
// installments instead of the customer. Moving a billed installment is a ledger row (kind 'escrow'), so the
// customer's balance, amount due and automatic payments no longer count it; the installments themselves never
// change amount, so the premium is still their sum to the cent, whoever they are billed to.

type Db = Kysely<Database>;

export interface EscrowChange {
  policyNumber: string;
  /** The mortgagee paying from escrow, or null: the customer pays again. */
  mortgagee: string | null;
  /** Installments due on or after this date move; an installment already past due before it stays the customer's. */
  since: string;
  /** Names the ledger rows of the move (the policy change's id). */
  sourceKey: string;
  today: string;
  actor: string;
}

/** An installment's ledger key: what it adds to or takes from the customer's bill. */
const moveKey = (change: EscrowChange, sequence: number) => `escrow:${change.sourceKey}:${change.policyNumber}:${sequence}`;

/**
 * Bills the policy's open installments due from `since` on to the mortgagee (escrow on), or every installment
 * the mortgagee was billed back to the customer (escrow off). A billed installment moves only when none of it
 * is paid: what the customer began to pay, they finish. Call inside the change's transaction.
 */
export async function billInstallmentsTo(trx: Db, change: EscrowChange): Promise<void> {
  const policy = await trx
    .selectFrom('policies')
    .select('account_number')
    .where('policy_number', '=', change.policyNumber)
    .executeTakeFirst();
  const accountNumber = policy?.account_number;
  if (!accountNumber) return;
  await lockPlan(trx, change.policyNumber);
  const moved =
    change.mortgagee === null
      ? await billCustomerAgain(trx, change, accountNumber)
      : await billMortgagee(trx, change, change.mortgagee, accountNumber);
  if (moved.count > 0)
    await audit(trx, change.actor, change.mortgagee ? 'escrow_billed_to_mortgagee' : 'escrow_billed_to_customer', accountNumber, {
      policyNumber: change.policyNumber,
      installments: moved.count,
      billedCents: moved.cents,
    });
}

async function billMortgagee(trx: Db, change: EscrowChange, mortgagee: string, accountNumber: string) {
  await trx
    .insertInto('billing_escrow')
    .values({ policy_number: change.policyNumber, mortgagee, since: change.since })
    .onConflict((oc) => oc.column('policy_number').doUpdateSet({ mortgagee }))
    .execute();
  const { installments, owedOn } = await ledgerState(trx, accountNumber, change.today);
  const open = installments.filter(
    (i) =>
      i.policyNumber === change.policyNumber &&
      i.dueDate >= change.since &&
      (i.status === 'scheduled' ||
        ((i.status === 'billed' || i.status === 'overdue') && owedOn(i.policyNumber, i.sequence) === i.amountCents + i.feeCents)),
  );
  const moves = open.map((i) => ({ sequence: i.sequence, billed: i.status !== 'scheduled', cents: i.amountCents + i.feeCents }));
  return moveInstallments(
    trx,
    change,
    accountNumber,
    moves,
    'mortgagee',
    (sequence) => `Installment ${sequence} billed to ${mortgagee}: paid by your mortgage company through escrow`,
  );
}

async function billCustomerAgain(trx: Db, change: EscrowChange, accountNumber: string) {
  await trx.deleteFrom('billing_escrow').where('policy_number', '=', change.policyNumber).execute();
  const escrowed = await trx
    .selectFrom('billing_installments')
    .select(['sequence', 'status', 'amount_cents', 'fee_cents'])
    .where('policy_number', '=', change.policyNumber)
    .where('status', '<>', 'superseded')
    .where('payer', '=', 'mortgagee')
    .orderBy('sequence')
    .execute();
  const moves = escrowed.map((i) => ({ sequence: i.sequence, billed: i.status === 'billed', cents: i.amount_cents + i.fee_cents }));
  return moveInstallments(
    trx,
    change,
    accountNumber,
    moves,
    'customer',
    (sequence) => `Installment ${sequence} billed to you again: no longer paid through escrow`,
  );
}

type Payer = 'customer' | 'mortgagee';

/**
 * Names the payer of each installment and, for one billed already, moves its amount on the customer's bill: off it
 * when the mortgagee pays, back onto it when the customer pays again.
 */
async function moveInstallments(
  trx: Db,
  change: EscrowChange,
  accountNumber: string,
  moves: { sequence: number; billed: boolean; cents: number }[],
  payer: Payer,
  description: (sequence: number) => string,
) {
  let cents = 0;
  for (const move of moves) {
    await setPayer(trx, change.policyNumber, move.sequence, payer);
    if (!move.billed) continue;
    cents += move.cents;
    await postTransaction(trx, {
      source_key: moveKey(change, move.sequence),
      account_number: accountNumber,
      policy_number: change.policyNumber,
      kind: 'escrow',
      amount_cents: payer === 'mortgagee' ? -move.cents : move.cents,
      description: description(move.sequence),
      posted_on: change.today,
      payment_id: null,
    });
  }
  return { count: moves.length, cents };
}

const setPayer = (trx: Db, policyNumber: string, sequence: number, payer: Payer) =>
  trx
    .updateTable('billing_installments')
    .set({ payer })
    .where('policy_number', '=', policyNumber)
    .where('sequence', '=', sequence)
    .where('status', '<>', 'superseded')
    .execute();
