import type { ActionLog } from '../bus/actionLog';

declare global {
  interface Window {
    /** For support and analysts in a customer's browser: the masked action log as JSON. */
    portalActionLog?: { exportJson(): string; download(): void };
  }
}

/** Makes the session's (already masked) log exportable, and writes it out when the page is hidden. */
export function exposeActionLog(log: ActionLog): void {
  window.addEventListener('pagehide', () => log.flush());
  window.portalActionLog = {
    exportJson: () => {
      log.flush();
      return log.exportJson();
    },
    download: () => {
      const url = URL.createObjectURL(new Blob([log.exportJson()], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'portal-action-log.json' });
      link.click();
      URL.revokeObjectURL(url);
    },
  };
}
