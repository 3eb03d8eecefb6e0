/**
 * Sends the video emails through SendGrid's v3 Mail Send API with the official `@sendgrid/mail` client.
 * Each mailer has its own client (never the package's shared singleton), so its key, time-out and base
 * URL cannot leak into another. Busy answers (429, 5xx, time-outs) are retried a few times; the caller
 * logs a final failure and carries on, since an email never decides whether a video was made.
 */
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import {
  ProviderError,
  kindOfStatus,
  parseRetryAfter,
  withRetries,
  type RetryOptions,
} from '../pipeline/providers/index.js';
import { composeVideoEmail, type VideoEmail } from './compose-video-email.js';
import type { Mailer } from './mailer.js';
import { parseAddress } from './parse-address.js';

/** SendGrid's documented API host; the client appends `v3/mail/send`. */
export const SENDGRID_BASE_URL = 'https://api.sendgrid.com/';

export interface SendGridMailerOptions {
  apiKey: string;
  /** `Name <address>` or a bare address; must be a sender verified with SendGrid. */
  from: string;
  /** Named in the emails as the address for questions. */
  supportEmail?: string | undefined;
  /** Another host speaking the same API (a local stand-in in tests, SendGrid's EU host). */
  baseUrl?: string | undefined;
  /** One request that takes longer is abandoned (and retried), so a task never hangs on the mail provider. */
  timeoutMs?: number | undefined;
  /** Attempts and waits for busy answers; tests pass a fake sleep. */
  retry?: RetryOptions | undefined;
}

interface SendGridFailure {
  code?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown>; body?: unknown };
}

/** SendGrid's own words from an error body `{errors: [{message}]}`, for the log. */
function reasonOf(body: unknown): string {
  const errors = (body as { errors?: Array<{ message?: unknown }> } | null | undefined)?.errors;
  const messages = Array.isArray(errors)
    ? errors.map((e) => (typeof e.message === 'string' ? e.message : '')).filter((m) => m !== '')
    : [];
  return messages.length > 0 ? messages.join(' ') : JSON.stringify(body ?? '').slice(0, 300);
}

/** The client's failure (a ResponseError with the status, or an axios error) as the providers' one error type. */
function toProviderError(error: unknown): ProviderError {
  const failure = (error ?? {}) as SendGridFailure & { code?: unknown };
  if (typeof failure.code === 'number' && failure.response !== undefined) {
    const status = failure.code;
    const reason = reasonOf(failure.response.body);
    const retryAfter = failure.response.headers?.['retry-after'];
    return new ProviderError(
      'SendGrid',
      kindOfStatus(status, reason),
      `SendGrid refused the email (HTTP ${status}): ${reason}`,
      {
        status,
        retryAfterMs: parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : undefined),
        cause: error,
      },
    );
  }
  const message = typeof failure.message === 'string' ? failure.message : String(error);
  const timedOut =
    failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT' || /timeout/i.test(message);
  return new ProviderError(
    'SendGrid',
    timedOut ? 'timeout' : 'server',
    `SendGrid could not be reached: ${message}`,
    { cause: error },
  );
}

export function createSendGridMailer(options: SendGridMailerOptions): Mailer {
  const client = new Client();
  client.setApiKey(options.apiKey);
  // setApiKey resets the base URL to SendGrid's own, so the override comes after it.
  client.setDefaultRequest('baseUrl', options.baseUrl ?? SENDGRID_BASE_URL);
  const service = new MailService();
  service.setClient(client);
  service.setTimeout(options.timeoutMs ?? 15_000);
  const from = parseAddress(options.from);

  async function deliver(to: string, email: VideoEmail): Promise<void> {
    const { subject, text, html } = composeVideoEmail(email, options.supportEmail);
    const message = { to, from, subject, text, html };
    await withRetries(
      async () => {
        try {
          await service.send(message);
        } catch (error) {
          throw toProviderError(error);
        }
      },
      { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000, ...options.retry },
    );
  }
  return {
    sendVideoReady: (to, jobLink, paperTitle) => deliver(to, { kind: 'ready', jobLink, paperTitle }),
    sendVideoFailed: (to, jobLink, paperTitle, reason) =>
      deliver(to, { kind: 'failed', jobLink, paperTitle, reason }),
  };
}
