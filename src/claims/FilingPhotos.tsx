import { useId, type ChangeEvent } from 'react';
import { limits } from '../../config/product';
import { uploadAccept, uploadLimitLabel } from '../contract/documents';
import { Button } from '../ui';
import { chosenFiles } from '../documents/fileShelf';
import { fileSize } from '../documents/DocumentList';
import type { ChosenPhoto, FilingPhoto, PhotoStatus } from '../shared/filingPhotos';
import { claimMessages } from '../validation/messages';
import '../documents/documents.scss';

// The photos and documents of a claim's filing, signed in or as a guest: chosen on its review (kept on this phone
// with the filing, sagas/filingPhotos.ts), and on the confirmation what became of each once the claim was filed.

const statusText: Record<PhotoStatus, string> = {
  kept: 'Kept on this phone',
  refused: 'Not added',
  sending: 'Sending',
  sent: 'Sent to your claim',
  notSent: 'Not sent',
};
/** The documents list's classes for each status (a green edge once sent, red when refused or not sent). */
const rowClass: Record<PhotoStatus, string> = { kept: 'chosen', refused: 'refused', sending: 'sending', sent: 'stored', notSent: 'failed' };

function PhotoRow({ photo, onRemove }: { photo: FilingPhoto; onRemove?: (fileRef: string) => void }) {
  return (
    <li className={`upload-file upload-file--${rowClass[photo.status]}`}>
      <div className="upload-file__head">
        <span className="upload-file__name">{photo.name}</span>
        <span className="document-list__meta">
          {fileSize(photo.sizeBytes)} · {statusText[photo.status]}
        </span>
      </div>
      {photo.message && (
        <p className={photo.status === 'kept' ? 'field__hint' : 'field__error'}>
          {photo.status !== 'kept' && <span className="field__error-icon" aria-hidden="true" />}
          {photo.message}
        </p>
      )}
      {onRemove && (
        <div className="upload-file__actions">
          <Button variant="link" onClick={() => onRemove(photo.fileRef)} aria-label={`Remove ${photo.name}`}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/** What became of the photos once the claim was filed (or, with a filing saved on this phone, what waits with it). */
export function FilingPhotoList({ photos }: { photos: readonly FilingPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="upload-files" aria-label="Photos and documents">
      {photos.map((photo) => (
        <PhotoRow key={photo.fileRef} photo={photo} />
      ))}
    </ul>
  );
}

/** The review's photos: a chooser (several at once) and each chosen file with Remove. */
export function FilingPhotoChooser({
  photos,
  onChosen,
  onRemove,
}: {
  photos: readonly FilingPhoto[];
  onChosen: (files: ChosenPhoto[]) => void;
  onRemove: (fileRef: string) => void;
}) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (files.length > 0) onChosen(files.map((f) => ({ fileRef: chosenFiles.keep(f), name: f.name, sizeBytes: f.size })));
    // The same file can be chosen again after it was removed.
    event.target.value = '';
  };
  return (
    <section className="filing-photos" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{claimMessages.photosHeading}</h2>
      <p className="field__hint" id={`${id}-hint`}>
        {claimMessages.photosHint(uploadLimitLabel, limits.uploadMaxFiles)}
      </p>
      <label className="field__label" htmlFor={`${id}-files`}>
        Add photos or documents
      </label>
      <input
        id={`${id}-files`}
        className="upload-chooser"
        type="file"
        multiple
        accept={uploadAccept}
        aria-describedby={`${id}-hint`}
        onChange={choose}
      />
      {photos.length > 0 && (
        <ul className="upload-files" aria-label="Photos and documents">
          {photos.map((photo) => (
            <PhotoRow key={photo.fileRef} photo={photo} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </section>
  );
}
