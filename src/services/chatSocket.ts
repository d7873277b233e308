import { chatSocketPath } from '../contract/chat';
import type { ChatService } from './types';

/**
 * The browser's WebSocket to the gateway's chat. The token goes in the first frame (a browser cannot set headers on
 * a WebSocket, and an address would log it); a socket that cannot open closes like any other, with code 1006.
 */
export function webSocketChat(base: string, accessToken: () => string | null): ChatService {
  return {
    connect(listener) {
      const url = new URL(base + chatSocketPath, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const socket = new WebSocket(url.href);
      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello', token: accessToken() ?? '' })));
      socket.addEventListener('message', (event) => {
        let frame: unknown;
        try {
          frame = JSON.parse(String(event.data));
        } catch {
          frame = null;
        }
        listener({ kind: 'frame', frame });
      });
      socket.addEventListener('close', (event) => listener({ kind: 'closed', code: event.code, reason: event.reason }));
      return {
        send: (frame) => {
          if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
        },
        close: () => socket.close(1000, 'Chat closed.'),
      };
    },
  };
}
