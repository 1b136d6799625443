import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';

export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
};

const transports = new Map<string, Transporter>();

/**
 * One transport per SMTP_URL for the life of the process. The callers wait for the send
 * (a status change answers only after its message is stored), so a mail server that never
 * answers must fail in seconds rather than nodemailer's default minutes. Query parameters
 * of SMTP_URL still override these timeouts.
 */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Hands the message to the SMTP server; rejects with the server's or the network's reason. */
export async function sendMail(smtpUrl: string, message: MailMessage): Promise<void> {
  await transportFor(smtpUrl).sendMail(message);
}

/**
 * The port for text messages. `send` resolves once the provider accepted the message and
 * rejects with its reason otherwise; `delivers` says whether anything left the building.
 *
 * The only adapter today is the outbox itself: nothing is sent, and the stored row (state
 * 'kept') is the message, for an admin to read and pass on. A real provider (Twilio, an
 * SMS gateway's HTTP API...) is added as a second adapter with `delivers: true`, picked in
 * `smsProviderFor` from a new config setting (for example SMS_URL), the way SMTP_URL picks
 * e-mail delivery; the service needs no change.
 */
export type SmsProvider = {
  readonly delivers: boolean;
  send(to: string, body: string): Promise<void>;
};

const outboxSms: SmsProvider = { delivers: false, send: () => Promise.resolve() };

export function smsProviderFor(_config: Config): SmsProvider {
  return outboxSms;
}

/**
 * The port's inbound side: a text a customer sent, as a receiving adapter hands it over. An
 * adapter that receives (a provider's webhook) calls the marketing service's `receiveSms` with
 * each, from a route registered only when that adapter is configured; the outbox adapter
 * receives nothing, so until one is set up people stop texts by the link in each of them.
 */
export type InboundSms = { from: string; body: string; at: Date };
