import * as t from 'io-ts';

// The photos and documents a customer adds to a claim's filing, signed in or as a guest: chosen on its review, kept
// on this device (IndexedDB) with the filing, sent to the claim once it is filed. The store and the log hold what the
// customer sees of each (its name, size and where it stands), never its content.

/** A file the screen shelved (src/documents/fileShelf.ts), by its reference. */
export const ChosenPhoto = t.type({ fileRef: t.string, name: t.string, sizeBytes: t.number });
export type ChosenPhoto = t.TypeOf<typeof ChosenPhoto>;

/** Where a photo stands: kept on this device, refused (the message says why), on its way, sent, or not sent (why). */
export const PhotoStatus = t.keyof({ kept: null, refused: null, sending: null, sent: null, notSent: null });
export type PhotoStatus = t.TypeOf<typeof PhotoStatus>;

export const FilingPhoto = t.intersection([ChosenPhoto, t.type({ status: PhotoStatus, message: t.union([t.string, t.null]) })]);
export type FilingPhoto = t.TypeOf<typeof FilingPhoto>;

/** The filing's photos as they stand now, after each change (chosen, removed, restored, sent). */
export const FilingPhotos = t.type({ photos: t.array(FilingPhoto) });
