import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A mail server for tests: it takes every email the gateway's notifier sends (SMTP_URL) and keeps it, read in
// parts (subject, text, attachments). The journeys run apart from the global setup that starts it, so it also answers
// GET /messages on a small HTTP server of its own (E2E_SMTP_SINK) with what it received, as JSON.

export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  /** The attachment's bytes in base64. */
  content: string;
}

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The Message-ID header, by which mail systems know a message sent twice as one. */
  messageId: string;
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
  /** The List-Unsubscribe and List-Unsubscribe-Post headers (RFC 2369, 8058), when the message has them. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

export interface SmtpSink {
  /** For the gateway's smtpUrl (SMTP_URL). */
  smtpUrl: string;
  /** The HTTP address answering GET /messages. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a MIME entity into its (unfolded, lower-cased) headers and its body. */
function partOf(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (value: string | undefined, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value ?? '')?.[1];

/** Header words encoded as RFC 2047 (=?UTF-8?Q?...?= or ?B?). */
const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

function bytesOf(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const unwrapped = part.body.replace(/=\r?\n/g, '');
    return Buffer.from(
      unwrapped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body, 'utf8');
}

/** The leaf parts of a message, multiparts opened. */
function leavesOf(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((s) => !s.startsWith('--')).flatMap((s) => leavesOf(partOf(s.replace(/^\r?\n/, ''))));
}

/** Reads a message as the SMTP server received it: its subject, its text, its attachments. */
export function readMail(to: string[], raw: string): ReceivedMail {
  const message = partOf(raw);
  const leaves = leavesOf(message);
  const isAttachment = (p: Part) => /^attachment/i.test(p.headers.get('content-disposition') ?? '');
  const text = leaves.find((p) => !isAttachment(p) && /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain'));
  return {
    to,
    messageId: message.headers.get('message-id') ?? '',
    subject: decodeWords(message.headers.get('subject') ?? ''),
    listUnsubscribe: message.headers.get('list-unsubscribe') ?? null,
    listUnsubscribePost: message.headers.get('list-unsubscribe-post') ?? null,
    text: text ? bytesOf(text).toString('utf8') : '',
    attachments: leaves.filter(isAttachment).map((p) => ({
      fileName: decodeWords(
        parameter(p.headers.get('content-disposition'), 'filename') ?? parameter(p.headers.get('content-type'), 'name') ?? '',
      ),
      contentType: (p.headers.get('content-type') ?? '').split(';')[0]!.trim(),
      content: bytesOf(p).toString('base64'),
    })),
  };
}

/** Starts the mail server and its HTTP reader, both on this machine's loopback, on free ports. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          readMail(
            session.envelope.rcptTo.map((r) => r.address),
            Buffer.concat(chunks).toString('utf8'),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const reader: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/messages')
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    url: `http://127.0.0.1:${(reader.address() as AddressInfo).port}`,
    received,
    close: async () => {
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/**
 * The first email the sink received for `recipient` that `matches`, waiting for the notifier's next delivery round
 * (every few seconds) until `timeoutMs`; fails naming what the recipient did receive.
 */
export async function mailTo(
  recipient: string,
  matches: (mail: ReceivedMail) => boolean,
  { sinkUrl = process.env.E2E_SMTP_SINK, timeoutMs = 20_000 }: { sinkUrl?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  if (!sinkUrl) throw new Error('E2E_SMTP_SINK is not set: run the e2e project through jest (its global setup starts the mail sink)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = ((await (await fetch(`${sinkUrl}/messages`)).json()) as ReceivedMail[]).filter((m) =>
      m.to.some((to) => to.toLowerCase() === recipient.toLowerCase()),
    );
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No matching email to ${recipient} arrived; it received: ${JSON.stringify(mails.map((m) => m.subject))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
