import type { ActionLog, LogEntry } from '../bus/actionLog';
import { fillPath } from '../contract/endpoint';
import { uploadSessionBatch, type RecordedApp, type SessionBatch } from '../contract/sessions';
import { gatewayBases } from '../../config/product';

/** What the recording saga needs of the page beyond the ordinary services: the log and the page's exit. */
export interface Recorder {
  readonly app: RecordedApp;
  /** The (already masked) log entries after the given sequence number. */
  pendingAfter(seq: number): readonly LogEntry[];
  viewportWidth(): number;
  /** Calls back when the page is hidden (closed, reloaded, left); returns the unsubscribe. */
  onPageHide(listener: () => void): () => void;
  /** Sends a batch that must outlive the page (fetch keepalive); a lost one is sent again on the next load. */
  sendOnExit(visitId: string, batch: SessionBatch, accessToken: string | null): void;
}

/** keepalive bodies are limited to 64 KiB by browsers. */
export const exitBodyLimit = 60 * 1024;

export function pendingAfter(entries: readonly LogEntry[], seq: number): readonly LogEntry[] {
  const first = entries.findIndex((e) => e.seq > seq);
  return first < 0 ? [] : entries.slice(first);
}

/** The recorder of a browser tab. */
export function browserRecorder(app: RecordedApp, log: ActionLog): Recorder {
  return {
    app,
    pendingAfter: (seq) => pendingAfter(log.entries(), seq),
    viewportWidth: () => window.innerWidth,
    onPageHide(listener) {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
    sendOnExit(visitId, batch, accessToken) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      const url = gatewayBases.main + fillPath(uploadSessionBatch.path, { visitId });
      fetch(url, { method: 'POST', headers, body: JSON.stringify(batch), keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      );
    },
  };
}
