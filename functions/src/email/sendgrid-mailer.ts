/** Sends the video emails through SendGrid's v3 Mail Send API with plain `fetch` (no SDK to keep up to date). */
import { composeVideoEmail, type VideoEmail } from './compose-video-email.js';
import type { Mailer } from './mailer.js';
import { parseAddress } from './parse-address.js';

/** SendGrid's documented endpoint. @public */
export const SENDGRID_MAIL_SEND_URL = 'https://api.sendgrid.com/v3/mail/send';

/** @public */
export interface SendGridMailerOptions {
  apiKey: string;
  /** `Name <address>` or a bare address; must be a sender verified with SendGrid. */
  from: string;
  /** Overridden by tests to point at a local server. */
  endpoint?: string;
  /** A send that takes longer fails, so a task never hangs on the mail provider. */
  timeoutMs?: number;
}

/** The JSON body of one Mail Send request. @internal */
export function sendGridBody(to: string, from: string, subject: string, text: string): unknown {
  return {
    personalizations: [{ to: [{ email: to }] }],
    from: parseAddress(from),
    subject,
    content: [{ type: 'text/plain', value: text }],
  };
}

/** @public */
export function createSendGridMailer(options: SendGridMailerOptions): Mailer {
  const endpoint = options.endpoint ?? SENDGRID_MAIL_SEND_URL;
  const timeoutMs = options.timeoutMs ?? 15_000;
  async function deliver(to: string, email: VideoEmail): Promise<void> {
    const { subject, text } = composeVideoEmail(email);
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(sendGridBody(to, options.from, subject, text)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // SendGrid answers 202 Accepted with an empty body; errors come as JSON {errors: [{message}]}.
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 500);
      throw new Error(`SendGrid refused the email (HTTP ${response.status}): ${detail}`);
    }
  }
  return {
    sendVideoReady: (to, jobLink, paperTitle) => deliver(to, { kind: 'ready', jobLink, paperTitle }),
    sendVideoFailed: (to, jobLink, paperTitle, reason) => deliver(to, { kind: 'failed', jobLink, paperTitle, reason }),
  };
}
