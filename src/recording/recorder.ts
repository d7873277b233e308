import type { LogEntry } from '../bus/actionLog';
import type { RecordedApp, SessionBatch } from '../contract/sessions';

/** The visit a tab records into, with the write secret the gateway gave it when it started. */
export interface RecordedVisit {
  readonly visitId: string;
  readonly writeSecret: string;
}

/** What the recording saga needs of the page beyond the ordinary services: the log and the page's exit. */
export interface Recorder {
  readonly app: RecordedApp;
  /** The (already masked) log entries after the given sequence number. */
  pendingAfter(seq: number): readonly LogEntry[];
  viewportWidth(): number;
  /** Calls back when the page is hidden (closed, reloaded, left); returns the unsubscribe. */
  onPageHide(listener: () => void): () => void;
  /** Sends a batch that must outlive the page (fetch keepalive); a lost one is sent again on the next load. */
  sendOnExit(visit: RecordedVisit, batch: SessionBatch, accessToken: string | null): void;
}

/** keepalive bodies are limited to 64 KiB by browsers. */
export const exitBodyLimit = 60 * 1024;

export function pendingAfter(entries: readonly LogEntry[], seq: number): readonly LogEntry[] {
  const first = entries.findIndex((e) => e.seq > seq);
  return first < 0 ? [] : entries.slice(first);
}
