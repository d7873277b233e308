import * as t from 'io-ts';
import '../../src/catalogues';
import { lookupAction } from '../../src/bus/catalogue';
import { upgradeEntry } from '../../src/bus/replay';
import {
  MASK,
  isSensitiveByName,
  maskPaths,
  maskProbableNumbersIn,
  maskSensitiveNamesIn,
  redactAction,
  storableText,
} from '../../src/bus/redact';
import type { RecordedAction } from '../../src/contract/sessions';
import { formsActions } from '../../src/forms/catalogue';

// A browser's batch is not believed: every recorded action is checked against the action catalogue (the one
// place the gateway reads it) and masked again, by its declaration and by value, before it is stored.

/**
 * What an action the catalogue does not know (or whose payload does not match its declaration) is kept as: its
 * place in the visit (sequence number and time) without its type or payload, so a replay has no gap and nothing
 * unchecked is stored or shown.
 */
export const unrecognisedType = '@@recording/unrecognised';

/** The router's own actions (connected-react-router), which no catalogue declares: their shapes, checked here. */
const routerActions: Record<string, t.Mixed> = {
  '@@router/LOCATION_CHANGE': t.type({
    location: t.intersection([t.type({ pathname: t.string }), t.partial({ search: t.string, hash: t.string })]),
    action: t.string,
  }),
  '@@router/CALL_HISTORY_METHOD': t.type({ method: t.string, args: t.array(t.unknown) }),
};

/**
 * Forms are declared with their sensitive fields by the screens, which the gateway never loads: here a committed
 * form value is masked when its field's name is one of the sensitive kinds (DESIGN.md: passwords, card and bank
 * numbers, SSN, dates of birth, security codes).
 */
const sensitiveFieldNames = new Set(
  [
    'password',
    'confirmPassword',
    'currentPassword',
    'newPassword',
    'cardNumber',
    'securityCode',
    'cvv',
    'routingNumber',
    'bankAccountNumber',
    'confirmBankAccountNumber',
    'ssn',
    'socialSecurityNumber',
    'dateOfBirth',
    'dob',
    'code',
    'smsCode',
    'personalAccessCode',
    'totpSecret',
  ].map((name) => name.toLowerCase()),
);
/** A form field's own name: the last segment of its path ('drivers[0].dateOfBirth' -> 'dateOfBirth'). */
const ownName = (field: string) =>
  field
    .split(/[.[\]]/)
    .filter(Boolean)
    .pop() ?? '';

/** A form field is sensitive when named as one of the forms' sensitive fields, or when its name says so (src/bus). */
const isSensitiveField = (field: string, value: unknown) =>
  sensitiveFieldNames.has(ownName(field).toLowerCase()) || isSensitiveByName(ownName(field), value);

function maskByName(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskByName);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSensitiveField(key, item) && item !== '' && item != null ? MASK : maskByName(item)]),
  );
}

function maskedFormPayload(type: string, payload: unknown): unknown {
  const p = payload as { field: string; value: unknown; values: unknown };
  if (type === formsActions.fieldCommitted.type)
    return isSensitiveField(p.field, p.value) ? maskPaths(payload, ['value']) : maskByName(payload);
  return { ...(payload as object), values: maskByName(p.values) };
}

/** A payload fits its declaration when every mismatch is a value the browser masked (a masked SSN is no SSN). */
function fits(codec: t.Mixed, payload: unknown): boolean {
  const result = codec.decode(payload);
  return result._tag === 'Right' || result.left.every((error) => error.value === MASK);
}

/** Object keys made storable too: maskProbableNumbersIn has already done so for every string value. */
function storableKeysIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(storableKeysIn);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableKeysIn(item)]));
}

export interface CheckedAction {
  seq: number;
  at: number;
  type: string;
  payload: unknown;
  v: number;
}

/** A recorded action as the gateway stores it: checked against the catalogue, masked by declaration and by value. */
export function checkedAction(recorded: RecordedAction): CheckedAction {
  const entry = upgradeEntry(recorded);
  const unrecognised = { seq: entry.seq, at: entry.at, type: unrecognisedType, payload: undefined, v: entry.v };
  const router = routerActions[entry.type];
  const declared = router ? undefined : lookupAction(entry.type);
  if (!router && !declared) return unrecognised;
  const codec = router ?? declared!.codec;
  if (!fits(codec, entry.payload)) return unrecognised;
  const masked =
    declared?.domain === 'forms'
      ? maskSensitiveNamesIn(maskedFormPayload(entry.type, entry.payload))
      : redactAction({ type: entry.type, payload: entry.payload }).payload;
  const payload = masked === undefined ? undefined : storableKeysIn(maskProbableNumbersIn(masked));
  return { seq: entry.seq, at: entry.at, type: entry.type, payload, v: entry.v };
}
