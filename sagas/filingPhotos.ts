import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from 'redux';
import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import { limits, phones } from '../config/product';
import { uploadClaimDocument } from '../src/contract/documents';
import {
  GuestClaimLookup,
  guestUploadGrantHeader,
  openGuestUpload,
  uploadGuestClaimDocument,
  type GuestUploadGrant,
} from '../src/contract/guestClaims';
import type { ChosenPhoto, FilingPhoto } from '../src/shared/filingPhotos';
import { chosenFileRefusal } from '../src/shared/chosenFileRules';
import { firstBytesOf } from '../src/shared/fileTypes';
import type { Services } from '../src/services/types';
import { claimMessages, documentMessages } from '../src/validation/messages';
import { callEndpoint, type ApiResult } from './api';

// The photos and documents added to a claim's filing, signed in or as a guest. Chosen on the review, each is checked
// as the gateway would check it and kept on this device (IndexedDB, services.offline) under the filing's line and
// login, so it outlives the tab and a filing saved with no signal. Once the claim is filed each is sent to it, once
// (its own idempotency key), then deleted from the device; one that cannot be sent yet waits for the network with
// the filings. Deleted too when the filing is cancelled and at sign-out.

/** Where a photo goes once its claim is filed: the customer's claim, or a guest's (found by its details). */
export const PhotoTarget = t.union([
  t.type({ kind: t.literal('claim'), fileNumber: t.string }),
  t.type({ kind: t.literal('guestClaim'), lookup: GuestClaimLookup }),
]);
export type PhotoTarget = t.TypeOf<typeof PhotoTarget>;

/** What the device keeps of a photo beside its content (a boundary: decoded when read). */
const KeptPhoto = t.type({
  fileRef: t.string,
  line: t.string,
  owner: t.union([t.string, t.null]),
  name: t.string,
  sizeBytes: t.number,
  /** Its upload's idempotency key: a resend after a lost answer stores it once. */
  key: t.string,
  /** The filing's key once it is saved for sending (null: the filing still being answered). */
  filing: t.union([t.string, t.null]),
  /** Where it goes: set once its claim is filed. */
  target: t.union([PhotoTarget, t.null]),
});
type KeptPhoto = t.TypeOf<typeof KeptPhoto>;

/** One way of filing, as its photos see it: its line on the device, its photos in the store, and their event. */
export interface PhotoLine<S> {
  readonly line: string;
  readonly selectPhotos: (state: S) => readonly FilingPhoto[];
  readonly photosKept: (photos: FilingPhoto[]) => Action;
}

/** Who is signed in (the guest pages' store may hold no sign-in at all): photos, like filings, are kept per login. */
export const selectOwner = (state: { auth?: { loginId: string | null } }) => state.auth?.loginId ?? null;

/**
 * What the device keeps in one of its stores for whoever is signed in now, each record decoded (one that no longer
 * decodes is left out); a store that cannot be read keeps nothing.
 */
export function* keptForOwner<T extends { readonly owner: string | null }>(
  services: Services,
  store: 'queuedFilings' | 'keptPhotos',
  codec: t.Decoder<unknown, T>,
): SagaIterator<T[]> {
  const owner: string | null = yield select(selectOwner);
  let stored: unknown[];
  try {
    stored = yield call([services.offline, services.offline[store]]);
  } catch {
    return [];
  }
  return stored.flatMap((record) => {
    const decoded = codec.decode(record);
    return isRight(decoded) && decoded.right.owner === owner ? [decoded.right] : [];
  });
}

/** This line's photos kept on the device for whoever is signed in now. */
function* keptPhotos<S>(services: Services, photoLine: PhotoLine<S>): SagaIterator<KeptPhoto[]> {
  const kept: KeptPhoto[] = yield* keptForOwner(services, 'keptPhotos', KeptPhoto);
  return kept.filter((photo) => photo.line === photoLine.line);
}

/** One chosen file, checked and kept on the device; refused, it stays in the list with the reason. */
function* keepChosen<S>(services: Services, photoLine: PhotoLine<S>, file: ChosenPhoto, room: number): SagaIterator<FilingPhoto> {
  const content: File | undefined = yield call([services.chosenFiles, services.chosenFiles.get], file.fileRef);
  yield call([services.chosenFiles, services.chosenFiles.forget], file.fileRef);
  const refused = (message: string): FilingPhoto => ({ ...file, status: 'refused', message });
  if (!content) return refused(documentMessages.uploadFileGone(file.name));
  const head: Uint8Array | null = yield call(firstBytesOf, content);
  const refusal = chosenFileRefusal(file, head, room);
  if (refusal) return refused(refusal);
  const owner: string | null = yield select(selectOwner);
  const key: string = yield call([services.ids, services.ids.newId]);
  const record: KeptPhoto = { ...file, line: photoLine.line, owner, key, filing: null, target: null };
  try {
    yield call([services.offline, services.offline.keepPhoto], record, content);
  } catch {
    return refused(claimMessages.photoNotKept(file.name));
  }
  return { ...file, status: 'kept', message: null };
}

/** Files chosen on the review: each checked as the gateway would (size, type by content, how many) and kept. */
export function* choosePhotos<S>(services: Services, photoLine: PhotoLine<S>, { files }: { files: readonly ChosenPhoto[] }) {
  const photos: readonly FilingPhoto[] = yield select(photoLine.selectPhotos);
  const added: FilingPhoto[] = [];
  for (const file of files) {
    const room = limits.uploadMaxFiles - [...photos, ...added].filter((p) => p.status !== 'refused').length;
    added.push(yield* keepChosen(services, photoLine, file, room));
  }
  yield put(photoLine.photosKept([...photos, ...added]));
}

/** A photo removed from the filing: deleted from the device. */
export function* removePhoto<S>(services: Services, photoLine: PhotoLine<S>, { fileRef }: { fileRef: string }) {
  yield call([services.offline, services.offline.dropPhoto], fileRef);
  const photos: readonly FilingPhoto[] = yield select(photoLine.selectPhotos);
  yield put(photoLine.photosKept(photos.filter((p) => p.fileRef !== fileRef)));
}

/** After a reload, or with a filing saved on the device: the photos kept for it come back into view. */
export function* restorePhotos<S>(services: Services, photoLine: PhotoLine<S>) {
  const photos: readonly FilingPhoto[] = yield select(photoLine.selectPhotos);
  if (photos.length > 0) return;
  const kept = (yield* keptPhotos(services, photoLine)).filter((photo) => photo.target === null);
  if (kept.length === 0) return;
  yield put(
    photoLine.photosKept(kept.map(({ fileRef, name, sizeBytes }) => ({ fileRef, name, sizeBytes, status: 'kept', message: null }))),
  );
}

/**
 * Changes the device's record of each photo not yet on its way to a claim, of the filings named: null the one being
 * answered, a key the one saved under it.
 */
function* changeFilingPhotos<S>(
  services: Services,
  photoLine: PhotoLine<S>,
  of: readonly (string | null)[],
  changes: Partial<Pick<KeptPhoto, 'filing' | 'target'>> | 'drop',
): SagaIterator<void> {
  for (const photo of yield* keptPhotos(services, photoLine)) {
    if (photo.target !== null || !of.includes(photo.filing)) continue;
    if (changes === 'drop') yield call([services.offline, services.offline.dropPhoto], photo.fileRef);
    else yield call([services.offline, services.offline.changePhoto], photo.fileRef, changes);
  }
}

/** The filing saved on the device to be sent: its photos go with it (a new filing started after it has its own). */
export const photosSaved = <S>(services: Services, photoLine: PhotoLine<S>, key: string) =>
  changeFilingPhotos(services, photoLine, [null], { filing: key });

/** A saved filing refused, to be corrected and filed anew: its photos go with the corrected one. */
export const photosReturned = <S>(services: Services, photoLine: PhotoLine<S>, key: string) =>
  changeFilingPhotos(services, photoLine, [key], { filing: null });

/** The saved filing cancelled (null: the one being answered, a new report started): its photos deleted from the device, unsent. */
export function* photosCancelled<S>(services: Services, photoLine: PhotoLine<S>, key: string | null): SagaIterator<void> {
  yield* changeFilingPhotos(services, photoLine, [key], 'drop');
  const photos: readonly FilingPhoto[] = yield select(photoLine.selectPhotos);
  if (photos.length > 0) yield put(photoLine.photosKept([]));
}

/**
 * The claim filed under `key`: its photos are sent to it now, and any still waiting from before (true: some still
 * wait). Filed from its review (`answered`), the photos being added there are its own too; sent from the device, only
 * those saved with it (a claim being answered meanwhile keeps its own).
 */
export function* photosFiled<S>(
  services: Services,
  photoLine: PhotoLine<S>,
  filed: { key: string; answered: boolean },
  target: PhotoTarget,
): SagaIterator<boolean> {
  yield* changeFilingPhotos(services, photoLine, filed.answered ? [null, filed.key] : [filed.key], { target });
  return yield* sendWaitingPhotos(services, photoLine);
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** Sending again would not help: the gateway refused the file itself (its type, its size, the claim's limits). */
const refusedFile = (result: Failure) =>
  result.status !== null && result.status >= 400 && result.status < 500 && ![401, 408, 409, 429].includes(result.status);

/**
 * Guests' upload grants, kept across the rounds of sending until a minute before they expire: each new one spends a
 * look-up of the claim against the per-address limit. A grant the gateway refuses is forgotten.
 */
const keptGrants = new WeakMap<Services, Map<string, GuestUploadGrant>>();
const grantMarginMs = 60_000;

/** A guest's grant to send documents to the claim just filed, found by its details (held for the adjuster's review). */
function* guestGrant(services: Services, lookup: GuestClaimLookup): SagaIterator<ApiResult<{ grant: string }>> {
  const kept = keptGrants.get(services) ?? new Map<string, GuestUploadGrant>();
  keptGrants.set(services, kept);
  const lookupKey = JSON.stringify(lookup);
  const now: number = yield call([services.clock, services.clock.now]);
  const held = kept.get(lookupKey);
  if (held && Date.parse(held.expiresAt) - grantMarginMs > now) return { ok: true, value: held };
  const result: ApiResult<GuestUploadGrant> = yield* callEndpoint(services, openGuestUpload, {
    body: lookup,
    actionName: 'guestUploadGrant',
  });
  if (result.ok) kept.set(lookupKey, result.value);
  else kept.delete(lookupKey);
  return result;
}

const forgetGrant = (services: Services, grant: string) => {
  const kept = keptGrants.get(services);
  for (const [key, held] of kept ?? []) if (held.grant === grant) kept?.delete(key);
};

function* sendPhoto(services: Services, photo: KeptPhoto, content: Blob, grant: string | null): SagaIterator<ApiResult<unknown>> {
  const file = { content, name: photo.name };
  if (photo.target?.kind === 'claim') {
    return yield* callEndpoint(services, uploadClaimDocument, {
      params: { fileNumber: photo.target.fileNumber },
      idempotencyKey: photo.key,
      file,
      actionName: 'claimDocumentUpload',
    });
  }
  return yield* callEndpoint(services, uploadGuestClaimDocument, {
    headers: { [guestUploadGrantHeader]: grant ?? '' },
    idempotencyKey: photo.key,
    file,
    actionName: 'guestClaimDocumentUpload',
  });
}

/** A photo that cannot be sent at all: deleted from the device, and the customer told why. */
function* photoNotSent(services: Services, photo: KeptPhoto, reason: string): SagaIterator<FilingPhoto> {
  yield call([services.offline, services.offline.dropPhoto], photo.fileRef);
  return { ...shownOf(photo), status: 'notSent', message: claimMessages.photoNotSent(photo.name, reason) };
}

const shownOf = ({ fileRef, name, sizeBytes }: KeptPhoto) => ({ fileRef, name, sizeBytes });
const stillWaiting = (photo: KeptPhoto): FilingPhoto => ({
  ...shownOf(photo),
  status: 'kept',
  message: claimMessages.photoWaiting(photo.name),
});

type Grants = Map<string, ApiResult<{ grant: string }>>;

/** Where one photo stands after a try: sent, refused for good, or still waiting (no network, the gateway busy). */
function* tryPhoto(services: Services, photo: KeptPhoto, grants: Grants): SagaIterator<FilingPhoto> {
  const content: Blob | null = yield call([services.offline, services.offline.photoContent], photo.fileRef);
  if (!content) return yield* photoNotSent(services, photo, documentMessages.uploadFileGone(photo.name));
  let grant: string | null = null;
  if (photo.target?.kind === 'guestClaim') {
    // One grant for the claim's photos of one round.
    const lookupKey = JSON.stringify(photo.target.lookup);
    if (!grants.has(lookupKey)) grants.set(lookupKey, yield* guestGrant(services, photo.target.lookup));
    const granted = grants.get(lookupKey)!;
    if (!granted.ok)
      return refusedFile(granted) ? yield* photoNotSent(services, photo, claimMessages.photoByPhone(phones.claims)) : stillWaiting(photo);
    grant = granted.value.grant;
  }
  const result: ApiResult<unknown> = yield* sendPhoto(services, photo, content, grant);
  if (grant !== null && result.ok === false && (result.status === 401 || result.status === 403)) forgetGrant(services, grant);
  if (result.ok) {
    yield call([services.offline, services.offline.dropPhoto], photo.fileRef);
    return { ...shownOf(photo), status: 'sent', message: null };
  }
  return refusedFile(result) ? yield* photoNotSent(services, photo, result.message) : stillWaiting(photo);
}

/** The photo shown as it stands now, in its place (or last, sent from an earlier visit). */
function* showPhoto<S>(photoLine: PhotoLine<S>, photo: FilingPhoto): SagaIterator<void> {
  const photos: readonly FilingPhoto[] = yield select(photoLine.selectPhotos);
  const shown = photos.some((p) => p.fileRef === photo.fileRef);
  yield put(photoLine.photosKept(shown ? photos.map((p) => (p.fileRef === photo.fileRef ? photo : p)) : [...photos, photo]));
}

/**
 * Every photo of a filed claim still on the device, sent in the order chosen; those sent or refused leave it. What
 * the customer sees of each follows. True while any still waits for the network.
 */
export function* sendWaitingPhotos<S>(services: Services, photoLine: PhotoLine<S>): SagaIterator<boolean> {
  const waiting = (yield* keptPhotos(services, photoLine)).filter((photo) => photo.target !== null);
  const grants: Grants = new Map();
  let anyWaiting = false;
  for (const photo of waiting) {
    yield* showPhoto(photoLine, { ...shownOf(photo), status: 'sending', message: null });
    const outcome: FilingPhoto = yield* tryPhoto(services, photo, grants);
    if (outcome.status === 'kept') anyWaiting = true;
    yield* showPhoto(photoLine, outcome);
  }
  return anyWaiting;
}
