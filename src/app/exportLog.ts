import type { ActionLog } from '../bus/actionLog';

declare global {
  interface Window {
    /** For support and analysts in a customer's browser: the masked action log as JSON (`ActionLogExport`: Redux DevTools imports it). */
    portalActionLog?: { exportJson(): string; download(): void };
  }
}

/** Makes the session's (already masked) log exportable, and writes it out when the page is hidden. */
export function exposeActionLog(log: ActionLog, initialState: unknown): void {
  window.addEventListener('pagehide', () => log.flush());
  window.portalActionLog = {
    exportJson: () => {
      log.flush();
      return log.exportJson(initialState);
    },
    download: () => {
      const url = URL.createObjectURL(new Blob([log.exportJson(initialState)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'portal-action-log.json' });
      link.click();
      URL.revokeObjectURL(url);
    },
  };
}
