import { useSelector } from 'react-redux';
import { formatIsoDate } from '../shared/format';
import type { PortalDocument } from '../contract/documents';
import { selectDocumentLinks } from './selectors';

/** Open (new tab) and download links of one document, once its short-lived link has arrived. */
export function DocumentLinks({ documentId, title }: { documentId: string; title: string }) {
  const link = useSelector(selectDocumentLinks)[documentId];
  if (!link) return <span className="document-list__meta">Preparing link…</span>;
  return (
    <span className="document-list__actions">
      <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${title} (opens in a new tab)`}>
        Open
      </a>
      <a href={`${link.url}&download=1`} download aria-label={`Download ${title}`}>
        Download
      </a>
    </span>
  );
}

const datedLabels: Record<PortalDocument['dated'], string> = { issued: 'Issued', effective: 'Effective', uploaded: 'Uploaded' };

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/heic': 'HEIC image',
  'image/heif': 'HEIF image',
};

/** A file size as people read it: 820 KB, 2.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function DocumentList({ documents, empty }: { documents: readonly PortalDocument[]; empty: string }) {
  if (documents.length === 0) return <p>{empty}</p>;
  return (
    <ul className="document-list">
      {documents.map((d) => {
        const title = d.claimFileNumber
          ? `${d.title}, claim ${d.claimFileNumber}`
          : d.policyNumber
            ? `${d.title}, policy ${d.policyNumber}`
            : d.title;
        return (
          <li key={d.documentId}>
            <span>
              <strong>{title}</strong>
              <br />
              <span className="document-list__meta">
                {datedLabels[d.dated]} {formatIsoDate(d.issuedOn)} · {typeLabels[d.contentType] ?? 'File'}
              </span>
            </span>
            <DocumentLinks documentId={d.documentId} title={title} />
          </li>
        );
      })}
    </ul>
  );
}
