import nodemailer, { type Transporter } from 'nodemailer';
import { product } from '../../config/product';
import type { Send } from './outbox';

// Email delivery: with SMTP_URL set, the emails written to the outbox (codes, confirmations, ID cards with their PDFs)
// are sent through that server (notifier/outbox.ts claims them and renders what they carry).

/** Sending is the one thing the delivery needs of a mail transport. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * A transport to the SMTP server, whose time limits end a stuck sending (no connection, no greeting, a server gone
 * quiet) well inside the sender's lease on the message (notifier/outbox.ts), so it never overlaps another's sending.
 */
export const smtpTransport = (smtpUrl: string): MailTransport =>
  nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 });

/** The sender the portal's emails come from. */
export const emailFrom = `${product.name} <no-reply@cardinalmutual.example>`;

/** Sends an outbox email through a mail transport. */
export const sendEmail =
  (transport: MailTransport, from = emailFrom): Send =>
  async (email) => {
    await transport.sendMail({
      from,
      // The same message sent again (its job retried after a lost answer) carries the same id, which mail systems
      // use to keep one copy.
      messageId: `<outbox-${email.id}@cardinalmutual.example>`,
      to: email.recipient,
      subject: email.subject ?? product.name,
      text: email.body,
      // One-click unsubscribe (RFC 8058): the address in List-Unsubscribe, and the header saying a POST to it suffices.
      ...(email.listUnsubscribe
        ? { list: { unsubscribe: email.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
      attachments: email.attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.content) })),
    });
  };
