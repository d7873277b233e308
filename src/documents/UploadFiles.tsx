import { useEffect, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, FieldShell, ProgressBar, useFormField } from '../ui';
import { limits } from '../../config/product';
import { uploadAccept, uploadLimitLabel } from '../contract/documents';
import { documentsActions } from './catalogue';
import { selectUploadProgress } from './selectors';
import type { UploadFile } from './slice';
import { chosenFiles } from './fileShelf';
import { fileSize } from './DocumentList';

// The chosen files of an upload (signed in, or a guest's to a claim): the chooser, each file with its progress, and
// what can be done with it. Sending and retrying are the documents saga's, whoever sends.

const statusText = (file: UploadFile) =>
  file.status === 'stored'
    ? 'Sent'
    : file.status === 'sending'
      ? file.percent >= 100
        ? 'Checking the file'
        : 'Sending'
      : file.status === 'chosen'
        ? 'Ready to send'
        : 'Not sent';

/** One chosen file: its size, its progress once sending, why it was not accepted, and what can be done. */
function FileRow({ file, sending }: { file: UploadFile; sending: boolean }) {
  const dispatch = useDispatch();
  const removable = file.status === 'chosen' || file.status === 'refused' || (file.status === 'failed' && !sending);
  return (
    <li className={`upload-file upload-file--${file.status}`}>
      <div className="upload-file__head">
        <span className="upload-file__name">{file.name}</span>
        <span className="document-list__meta">
          {fileSize(file.sizeBytes)} · {statusText(file)}
        </span>
      </div>
      {/* Once sent, the status says so: no 'Uploading 100%' left behind. */}
      {file.status === 'sending' && <ProgressBar value={file.percent} label={`Uploading ${file.name}`} />}
      {file.message && (
        <p className="field__error">
          <span className="field__error-icon" aria-hidden="true" />
          {file.message}
        </p>
      )}
      <div className="upload-file__actions">
        {file.status === 'failed' && file.retryable && (
          <Button
            variant="secondary"
            onClick={() => dispatch(documentsActions.uploadRetryRequested({ fileRef: file.fileRef }))}
            aria-label={`Try again to send ${file.name}`}
          >
            Try again
          </Button>
        )}
        {removable && (
          <Button
            variant="link"
            onClick={() => dispatch(documentsActions.uploadFileRemoved({ fileRef: file.fileRef }))}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

export function FileList({ files }: { files: readonly UploadFile[] }) {
  const { sending } = useSelector(selectUploadProgress);
  if (files.length === 0) return null;
  return (
    <ul className="upload-files" aria-label="Chosen files">
      {files.map((f) => (
        <FileRow key={f.fileRef} file={f} sending={sending > 0} />
      ))}
    </ul>
  );
}

/** The file chooser as a kit field: its value is how many files can be sent, so 'none' shows the kit's error. */
export function FileChooser({ sendable }: { sendable: number }) {
  const dispatch = useDispatch();
  const field = useFormField<number>('files', { hasHint: true });
  const { onChange } = field.input;
  useEffect(() => {
    onChange(sendable);
  }, [onChange, sendable]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (files.length > 0) {
      dispatch(
        documentsActions.uploadFilesChosen({
          files: files.map((f) => ({ fileRef: chosenFiles.keep(f), name: f.name, sizeBytes: f.size })),
        }),
      );
    }
    // The same file can be chosen again after it was removed.
    event.target.value = '';
  };
  return (
    <FieldShell
      field={field}
      label="Files to send"
      hint={`PDF, JPEG, PNG or HEIC files, up to ${uploadLimitLabel} each, up to ${limits.uploadMaxFiles} files.`}
    >
      <input {...field.controlProps} className="upload-chooser" type="file" multiple accept={uploadAccept} onChange={choose} />
    </FieldShell>
  );
}
