import { reducerOf } from '../bus/reducer';
import type {
  AccountInstallment,
  Backbill,
  BillingAccount,
  BillingStatement,
  BillingTransaction,
  CanceledPayment,
  PaymentPlanCode,
  PaymentPlanSchedule,
} from '../contract/billing';
import type { SavedMethod, ScheduledPayment } from '../contract/payments';
import { authActions } from '../auth/catalogue';
import { billingActions, type ScheduledPaymentIntent, type TransactionFilter } from './catalogue';
import type { SubmissionFailure } from '../shared/submission';

export interface TransactionsOfAccount {
  readonly status: 'loaded' | 'failed';
  readonly items: readonly BillingTransaction[];
}

type LoadStatus = 'idle' | 'loaded' | 'failed';

/**
 * A change in progress (automatic payments, payment plan): what was chosen, its intent (the choice with
 * its one idempotency key, kept until the change is answered for certain), the call running, its failure.
 */
interface Change<Choice, Outcome> {
  readonly choice: Choice | null;
  readonly intent: (Choice & { readonly key: string }) | null;
  readonly busy: boolean;
  readonly error: string | null;
  /** Why the last attempt failed: refused (the message says why) or technical (outcome unknown, resubmit). */
  readonly failure: SubmissionFailure | null;
  readonly outcome: Outcome | null;
}
const noChange = { choice: null, intent: null, busy: false, error: null, failure: null, outcome: null } as const;

/** A refusal ends the intent (trying again is a new change); an unknown outcome keeps it for the retry. */
const failedChange = <C extends { intent: unknown }>(change: C, payload: { failure: SubmissionFailure; message: string }): C => ({
  ...change,
  busy: false,
  error: payload.message,
  failure: payload.failure,
  intent: payload.failure === 'technical' ? change.intent : null,
});

/** Reads of an account's ledger beside its transactions (null: not loaded); `failed` names the calls that failed. */
export interface AccountLedger {
  readonly installments: readonly AccountInstallment[] | null;
  readonly canceledPayments: readonly CanceledPayment[] | null;
  readonly backbills: readonly Backbill[] | null;
  readonly failed: readonly string[];
}
export const emptyLedger: AccountLedger = { installments: null, canceledPayments: null, backbills: null, failed: [] };

export interface BillingState {
  readonly status: LoadStatus;
  readonly ledgers: Readonly<Record<string, AccountLedger>>;
  readonly accounts: readonly BillingAccount[];
  readonly transactions: Readonly<Record<string, TransactionsOfAccount>>;
  readonly filter: TransactionFilter;
  readonly statements: {
    readonly status: LoadStatus;
    readonly items: readonly BillingStatement[];
    readonly links: Readonly<Record<string, string>>;
    readonly linkError: string | null;
  };
  readonly methods: {
    readonly status: LoadStatus;
    readonly items: readonly SavedMethod[];
    readonly adding: boolean;
    readonly addError: string | null;
    readonly removing: readonly string[];
    readonly removeError: string | null;
    /** The last save or removal that went through, confirmed on screen until the next one starts. */
    readonly done: { readonly outcome: 'saved' | 'removed'; readonly method: SavedMethod } | null;
  };
  readonly autopay: Change<
    { readonly accountNumber: string; readonly methodId: string | null },
    { readonly accountNumber: string; readonly method: SavedMethod | null }
  >;
  readonly planChange: Change<{ readonly policyNumber: string; readonly plan: PaymentPlanCode }, PaymentPlanSchedule> & {
    readonly preview: PaymentPlanSchedule | null;
  };
  /** Payments on a later date: the list, the one being changed, the change's intent and how it ended. */
  readonly scheduled: {
    readonly status: LoadStatus;
    readonly items: readonly ScheduledPayment[];
    readonly editing: string | null;
    readonly intent: ScheduledPaymentIntent | null;
    readonly busy: boolean;
    readonly failure: { readonly scheduledPaymentId: string; readonly message: string } | null;
    readonly done: 'updated' | 'cancelled' | null;
  };
}

export const initialBillingState: BillingState = {
  status: 'idle',
  accounts: [],
  transactions: {},
  filter: 'all',
  ledgers: {},
  statements: { status: 'idle', items: [], links: {}, linkError: null },
  methods: { status: 'idle', items: [], adding: false, addError: null, removing: [], removeError: null, done: null },
  autopay: noChange,
  planChange: { ...noChange, preview: null },
  scheduled: { status: 'idle', items: [], editing: null, intent: null, busy: false, failure: null, done: null },
};

const withScheduled = (state: BillingState, change: Partial<BillingState['scheduled']>): BillingState => ({
  ...state,
  scheduled: { ...state.scheduled, ...change },
});
const replaced = (items: readonly ScheduledPayment[], next: ScheduledPayment) =>
  items.map((item) => (item.scheduledPaymentId === next.scheduledPaymentId ? next : item));

const withLedger = (state: BillingState, accountNumber: string, change: Partial<AccountLedger>): BillingState => ({
  ...state,
  ledgers: { ...state.ledgers, [accountNumber]: { ...(state.ledgers[accountNumber] ?? emptyLedger), ...change } },
});

export const billingReducer = reducerOf<BillingState>(initialBillingState, (on) => {
  on(billingActions.accountsLoaded, (state, payload) => ({ ...state, status: 'loaded', accounts: payload.accounts }));
  on(billingActions.accountsLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(billingActions.transactionsLoaded, (state, payload) => ({
    ...state,
    transactions: { ...state.transactions, [payload.accountNumber]: { status: 'loaded', items: payload.transactions } },
  }));
  on(billingActions.transactionsLoadFailed, (state, payload) => ({
    ...state,
    transactions: { ...state.transactions, [payload.accountNumber]: { status: 'failed', items: [] } },
  }));
  on(billingActions.installmentsLoaded, (state, payload) =>
    withLedger(state, payload.accountNumber, { installments: payload.installments }),
  );
  on(billingActions.canceledPaymentsLoaded, (state, payload) =>
    withLedger(state, payload.accountNumber, { canceledPayments: payload.payments }),
  );
  on(billingActions.backbillsLoaded, (state, payload) => withLedger(state, payload.accountNumber, { backbills: payload.backbills }));
  on(billingActions.ledgerLoadFailed, (state, payload) =>
    withLedger(state, payload.accountNumber, {
      failed: [...(state.ledgers[payload.accountNumber]?.failed ?? []), payload.call],
    }),
  );
  on(billingActions.transactionsFiltered, (state, payload) => ({ ...state, filter: payload.filter }));
  on(billingActions.statementsLoaded, (state, payload) => ({
    ...state,
    statements: { ...state.statements, status: 'loaded', items: payload.statements },
  }));
  on(billingActions.statementsLoadFailed, (state) => ({ ...state, statements: { ...state.statements, status: 'failed' } }));
  on(billingActions.statementLinksIssued, (state, payload) => ({
    ...state,
    statements: {
      ...state.statements,
      linkError: null,
      links: { ...state.statements.links, ...Object.fromEntries(payload.links.map((l) => [l.statementId, l.url])) },
    },
  }));
  on(billingActions.statementLinksFailed, (state, payload) => ({
    ...state,
    statements: { ...state.statements, linkError: payload.message },
  }));
  on(billingActions.methodsLoaded, (state, payload) => ({
    ...state,
    methods: { ...state.methods, status: 'loaded', items: payload.methods },
  }));
  on(billingActions.methodsLoadFailed, (state) => ({ ...state, methods: { ...state.methods, status: 'failed' } }));
  on(billingActions.methodAddRequested, (state) => ({ ...state, methods: { ...state.methods, adding: true, addError: null, done: null } }));
  on(billingActions.methodSaved, (state, payload) => ({
    ...state,
    methods: {
      ...state.methods,
      adding: false,
      items: [...state.methods.items.filter((m) => m.methodId !== payload.method.methodId), payload.method],
      done: { outcome: 'saved', method: payload.method },
    },
  }));
  on(billingActions.methodSaveFailed, (state, payload) => ({
    ...state,
    methods: { ...state.methods, adding: false, addError: payload.message },
  }));
  on(billingActions.methodRemoveRequested, (state, payload) => ({
    ...state,
    methods: { ...state.methods, removeError: null, done: null, removing: [...state.methods.removing, payload.methodId] },
  }));
  on(billingActions.methodRemoved, (state, payload) => {
    const removed = state.methods.items.find((m) => m.methodId === payload.methodId);
    return {
      ...state,
      methods: {
        ...state.methods,
        done: removed ? { outcome: 'removed', method: removed } : state.methods.done,
        items: state.methods.items.filter((m) => m.methodId !== payload.methodId),
        removing: state.methods.removing.filter((id) => id !== payload.methodId),
      },
    };
  });
  on(billingActions.methodRemoveFailed, (state, payload) => ({
    ...state,
    methods: { ...state.methods, removeError: payload.message, removing: state.methods.removing.filter((id) => id !== payload.methodId) },
  }));
  on(billingActions.autopayReviewed, (state, payload) => ({
    ...state,
    autopay: { ...noChange, choice: payload, intent: state.autopay.intent },
  }));
  on(billingActions.autopayIntentCreated, (state, payload) => ({ ...state, autopay: { ...state.autopay, intent: payload } }));
  on(billingActions.autopaySubmitRequested, (state) => ({
    ...state,
    autopay: { ...state.autopay, busy: true, error: null, failure: null },
  }));
  on(billingActions.autopayChanged, (state, payload) => ({
    ...state,
    autopay: { ...state.autopay, busy: false, outcome: payload, intent: null },
    accounts: state.accounts.map((a) =>
      a.accountNumber === payload.accountNumber
        ? {
            ...a,
            autopay: payload.method && {
              methodId: payload.method.methodId,
              kind: payload.method.kind,
              label: payload.method.label,
              lastFour: payload.method.lastFour,
            },
          }
        : a,
    ),
  }));
  on(billingActions.autopayChangeFailed, (state, payload) => ({ ...state, autopay: failedChange(state.autopay, payload) }));
  on(billingActions.paymentPlanSelected, (state, payload) => ({
    ...state,
    planChange: { ...noChange, preview: null, choice: payload, busy: true, intent: state.planChange.intent },
  }));
  on(billingActions.paymentPlanIntentCreated, (state, payload) => ({
    ...state,
    planChange: { ...state.planChange, intent: payload },
  }));
  on(billingActions.paymentPlanPreviewed, (state, payload) => ({
    ...state,
    planChange: { ...state.planChange, busy: false, preview: payload.schedule },
  }));
  on(billingActions.paymentPlanPreviewFailed, (state, payload) => ({
    ...state,
    planChange: { ...state.planChange, busy: false, error: payload.message },
  }));
  on(billingActions.paymentPlanChangeRequested, (state) => ({
    ...state,
    planChange: { ...state.planChange, busy: true, error: null, failure: null },
  }));
  on(billingActions.paymentPlanChanged, (state, payload) => ({
    ...state,
    planChange: { ...state.planChange, busy: false, outcome: payload.schedule, intent: null },
    accounts: state.accounts.map((a) => ({
      ...a,
      policies: a.policies.map((p) => (p.policyNumber === payload.schedule.policyNumber ? { ...p, plan: payload.schedule.plan } : p)),
    })),
  }));
  on(billingActions.paymentPlanChangeFailed, (state, payload) => ({
    ...state,
    planChange: failedChange(state.planChange, payload),
  }));
  on(billingActions.scheduledPaymentsLoaded, (state, payload) =>
    withScheduled(state, { status: 'loaded', items: payload.scheduledPayments }),
  );
  on(billingActions.scheduledPaymentsLoadFailed, (state) => withScheduled(state, { status: 'failed' }));
  on(billingActions.scheduledPaymentEditStarted, (state, payload) =>
    withScheduled(state, { editing: payload.scheduledPaymentId, failure: null, done: null }),
  );
  on(billingActions.scheduledPaymentEditRequested, (state) => withScheduled(state, { busy: true, failure: null, done: null }));
  on(billingActions.scheduledPaymentIntentCreated, (state, payload) => withScheduled(state, { intent: payload }));
  on(billingActions.scheduledPaymentChanged, (state, payload) =>
    withScheduled(state, {
      items: replaced(state.scheduled.items, payload.scheduled),
      busy: false,
      editing: null,
      intent: null,
      done: 'updated',
    }),
  );
  on(billingActions.scheduledPaymentCancelled, (state, payload) =>
    withScheduled(state, {
      items: replaced(state.scheduled.items, payload.scheduled),
      busy: false,
      editing: null,
      intent: null,
      done: 'cancelled',
    }),
  );
  on(billingActions.scheduledPaymentEditFailed, (state, payload) =>
    withScheduled(state, {
      busy: false,
      failure: { scheduledPaymentId: payload.scheduledPaymentId, message: payload.message },
      intent: payload.failure === 'technical' ? state.scheduled.intent : null,
    }),
  );
  on(authActions.signedOut, () => initialBillingState);
});
