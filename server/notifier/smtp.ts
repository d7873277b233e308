import nodemailer, { type Transporter } from 'nodemailer';
import { product } from '../../config/product';
import type { Send } from './outbox';

// Email delivery: with SMTP_URL set, the emails written to the outbox (codes, confirmations, ID cards with their PDFs)
// are sent through that server (notifier/outbox.ts claims them and renders what they carry).

/** Sending is the one thing the delivery needs of a mail transport. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

export const smtpTransport = (smtpUrl: string): MailTransport => nodemailer.createTransport(smtpUrl);

/** The sender the portal's emails come from. */
export const emailFrom = `${product.name} <no-reply@cardinalmutual.example>`;

/** Sends an outbox email through a mail transport. */
export const sendEmail =
  (transport: MailTransport, from = emailFrom): Send =>
  async (email) => {
    await transport.sendMail({
      from,
      to: email.recipient,
      subject: email.subject ?? product.name,
      text: email.body,
      attachments: email.attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.content) })),
    });
  };
