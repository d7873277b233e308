import type { Send } from './outbox';

// Text messages go through one SMS provider, configured by SMS_API_URL, SMS_API_KEY and SMS_FROM: a POST of a form
// (To, From, Body) with basic authentication, the shape the big providers' message APIs share (Twilio's
// .../Accounts/{sid}/Messages.json with SMS_API_KEY `sid:token`, and the providers modelled on it). Any 2xx answer
// means accepted; anything else is a failure and the text stays in the outbox for the next round.

export interface SmsProviderConfig {
  /** The provider's messages endpoint. */
  url: string;
  /** `user:secret` for basic authentication (an account id and its token). */
  key: string;
  /** The number (E.164) or sender id the texts come from. */
  from: string;
}

/** Only what the adapter needs of fetch, so tests may pass their own. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number }>;

/** A phone on file (859-555-0134, or an international number of up to 15 digits) in E.164, as providers take it. */
export function e164Of(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** Sends an outbox text through the provider. The body (a code) is never logged here or by the caller. */
export const sendText =
  (config: SmsProviderConfig, fetchImpl: Fetch = fetch): Send =>
  async (text) => {
    const answer = await fetchImpl(config.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(config.key).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: e164Of(text.recipient), From: config.from, Body: text.body }).toString(),
      // A provider that does not answer fails the sending well inside the sender's lease on the text (notifier/outbox.ts).
      signal: AbortSignal.timeout(30_000),
    });
    if (!answer.ok) throw new Error(`The SMS provider answered ${answer.status}`);
  };
