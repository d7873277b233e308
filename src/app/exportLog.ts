import type { ActionLog } from '../bus/actionLog';
import { visitStart } from '../shell/pageLoad';

declare global {
  interface Window {
    /** For support and analysts in a customer's browser: the masked action log as JSON (`ActionLogExport`: Redux DevTools imports it). */
    portalActionLog?: { exportJson(): string; download(): void };
  }
}

/**
 * Makes the session's (already masked) log exportable, and writes it out when the page is hidden. The log is the
 * visit's, over all its page loads: it is exported from the visit's start, not from this page's first state.
 */
export function exposeActionLog(log: ActionLog, initialState: unknown): void {
  const start = visitStart(initialState);
  window.addEventListener('pagehide', () => log.flush());
  window.portalActionLog = {
    exportJson: () => {
      log.flush();
      return log.exportJson(start);
    },
    download: () => {
      const url = URL.createObjectURL(new Blob([log.exportJson(start)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'portal-action-log.json' });
      link.click();
      URL.revokeObjectURL(url);
    },
  };
}
