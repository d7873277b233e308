import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '../../../src/contract/chat';

/** A chat socket under test: the frames it received, in order, and how it closed. */
export interface TestSocket {
  ws: WebSocket;
  /** Frames received and not yet taken by `next`. */
  frames: ChatServerFrame[];
  /** Takes the next frame matching, waiting for it (up to `timeoutMs`); fails once the socket has closed without it. */
  next(match?: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

/** Opens the gateway's chat socket (not signed in yet). */
export async function openChatSocket(app: FastifyInstance): Promise<TestSocket> {
  await app.ready();
  const ws = await app.injectWS('/api/chat/socket');
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  const wakeAll = () => waiters.splice(0).forEach((wake) => wake());
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    wakeAll();
  });
  let isClosed = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      isClosed = true;
      resolve({ code, reason: reason.toString() });
      wakeAll();
    }),
  );
  const next = async (match: (frame: ChatServerFrame) => boolean = () => true, timeoutMs = 10_000): Promise<ChatServerFrame> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0]!;
      if (isClosed) throw new Error(`the socket closed: ${JSON.stringify(await closed)}`);
      if (Date.now() > until) throw new Error(`no such frame came; got ${JSON.stringify(frames)}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 200);
      });
    }
  };
  const send = (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return { ws, frames, next, closed, send };
}

/** A chat socket signed in with the token, its ready frame taken. */
export async function signedInChatSocket(app: FastifyInstance, token: string): Promise<TestSocket & { ready: ChatServerFrame }> {
  const socket = await openChatSocket(app);
  socket.send({ type: 'hello', token });
  return { ...socket, ready: await socket.next((frame) => frame.type === 'ready') };
}
