import type { ActionLog } from '../bus/actionLog';
import { fillPath } from '../contract/endpoint';
import { uploadSessionBatch, visitSecretHeader, type RecordedApp } from '../contract/sessions';
import { gatewayBases } from '../../config/product';
import { pendingAfter, type Recorder } from '../recording/recorder';

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
    sendOnExit({ visitId, writeSecret }, batch, accessToken) {
      const headers: Record<string, string> = { 'content-type': 'application/json', [visitSecretHeader]: writeSecret };
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      const url = gatewayBases.main + fillPath(uploadSessionBatch.path, { visitId });
      fetch(url, { method: 'POST', headers, body: JSON.stringify(batch), keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      );
    },
  };
}
