import * as t from 'io-ts';
import { endpoint } from './endpoint';

/**
 * One recorded action, as the action log keeps it (sensitive fields already masked in the browser). An action
 * without a payload comes without the key, which t.unknown accepts as it stands.
 */
export const RecordedAction = t.type({ seq: t.number, at: t.number, type: t.string, v: t.number, payload: t.unknown });
export type RecordedAction = t.TypeOf<typeof RecordedAction>;

export const RecordedApp = t.keyof({ portal: null, quoting: null });
export type RecordedApp = t.TypeOf<typeof RecordedApp>;

/** A batch of a visit's log. Batches are idempotent: the gateway keeps each (visit, seq) once. */
export const SessionBatch = t.type({
  app: RecordedApp,
  mobileApp: t.boolean,
  /** The width of the customer's window, so replay draws the screen at the same size. */
  viewportWidth: t.number,
  entries: t.array(RecordedAction),
});
export type SessionBatch = t.TypeOf<typeof SessionBatch>;

export const BatchStored = t.type({ stored: t.number, lastSeq: t.number });

/** A visit id is a UUID made by the browser (ids.newId). */
export const visitIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** The token is optional: a signed-in visit is linked to its party, a guest's is not. */
export const uploadSessionBatch = endpoint({
  name: 'sessionBatch',
  gateway: 'main',
  method: 'POST',
  path: '/sessions/:visitId/actions',
  params: t.type({ visitId: t.string }),
  body: SessionBatch,
  response: BatchStored,
  auth: true,
});
