import * as t from 'io-ts';
import { endpoint } from './endpoint';
import { intBetween } from './identifiers';

/** Sequence numbers and counts are the database's integers. */
const maxInteger = 2_147_483_647;
/** Epoch milliseconds up to 9999-12-31, the range of a database timestamp a browser's clock can give. */
const maxEpochMs = 253_402_300_799_999;

/**
 * One recorded action, as the action log keeps it (sensitive fields already masked in the browser; the gateway
 * checks it against the action catalogue and masks it again). An action without a payload comes without the
 * key, which t.unknown accepts as it stands.
 */
export const RecordedAction = t.type({
  seq: intBetween(1, maxInteger),
  at: intBetween(0, maxEpochMs),
  type: t.string,
  v: intBetween(1, 1000),
  payload: t.unknown,
});
export type RecordedAction = t.TypeOf<typeof RecordedAction>;

export const RecordedApp = t.keyof({ portal: null, quoting: null });
export type RecordedApp = t.TypeOf<typeof RecordedApp>;

/** What a visit is, set once when it starts: later batches never change it. */
export const NewRecordedVisit = t.type({
  app: RecordedApp,
  mobileApp: t.boolean,
  /** The width of the customer's window, so replay draws the screen at the same size. */
  viewportWidth: intBetween(0, 100_000),
});
export type NewRecordedVisit = t.TypeOf<typeof NewRecordedVisit>;

/** The visit's write secret: only the tab that started the visit has it, and sends it with every batch. */
export const RecordedVisitStarted = t.type({ visitId: t.string, writeSecret: t.string });
export type RecordedVisitStarted = t.TypeOf<typeof RecordedVisitStarted>;

/** The request header that carries a visit's write secret. */
export const visitSecretHeader = 'x-visit-secret';

/** A batch of a visit's log. Batches are idempotent: the gateway keeps each (visit, seq) once. */
export const SessionBatch = t.type({ entries: t.array(RecordedAction) });
export type SessionBatch = t.TypeOf<typeof SessionBatch>;

export const BatchStored = t.type({ stored: t.number, lastSeq: t.number });

/** A visit id is a UUID made by the browser (ids.newId). */
export const visitIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Starts recording a visit: answers its write secret, once (a visit id already taken is a 409). The token is
 * optional: a visit started signed in belongs to that customer; a guest's is linked when the customer signs in.
 */
export const startRecordedVisit = endpoint({
  name: 'sessionStart',
  gateway: 'main',
  method: 'POST',
  path: '/sessions/:visitId',
  params: t.type({ visitId: t.string }),
  body: NewRecordedVisit,
  response: RecordedVisitStarted,
  auth: true,
});

/**
 * Adds a batch to a visit: only with the visit's write secret (header x-visit-secret) and, once the visit
 * belongs to a customer, that customer's token; anything else is a 403.
 */
export const uploadSessionBatch = endpoint({
  name: 'sessionBatch',
  gateway: 'main',
  method: 'POST',
  path: '/sessions/:visitId/actions',
  params: t.type({ visitId: t.string }),
  body: SessionBatch,
  response: BatchStored,
  auth: true,
  secretHeader: visitSecretHeader,
});
