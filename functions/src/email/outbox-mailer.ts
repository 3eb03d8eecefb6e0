/**
 * The mailer used when SendGrid is not configured (local runs, the emulators): each email becomes an
 * `.eml` file in a folder, and the link is logged, so a developer can follow it without a mail server.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock, Logger } from '../backend/index.js';
import { composeVideoEmail, type VideoEmail } from './compose-video-email.js';
import type { MailMessage, Mailer } from './mailer.js';

export interface OutboxMailerOptions {
  /** Folder the `.eml` files are written to; created when missing. */
  dir: string;
  from: string;
  /** Named in the emails as the address for questions. */
  supportEmail?: string | undefined;
  log: Logger;
  clock: Clock;
}

/** The message in RFC 5322 shape with a text and an HTML part, as SendGrid would send it; any mail client opens it. */
function toEml(message: MailMessage, date: Date, boundary: string): string {
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  let sequence = 0;
  async function deliver(to: string, email: VideoEmail): Promise<void> {
    const { subject, text, html } = composeVideoEmail(email, options.supportEmail);
    const now = options.clock.now();
    await mkdir(options.dir, { recursive: true });
    sequence += 1;
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}-${email.kind}.eml`;
    const path = join(options.dir, name);
    // Renamed into place so a developer watching the folder never opens half a message.
    const partial = join(options.dir, `.${name}.tmp`);
    await writeFile(
      partial,
      toEml({ to, from: options.from, subject, text, html }, now, `lectern-${process.pid}-${sequence}`),
    );
    await rename(partial, path);
    options.log.info('Email written to the local outbox', { to, subject, link: email.jobLink, path });
  }
  return {
    sendVideoReady: (to, jobLink, paperTitle) => deliver(to, { kind: 'ready', jobLink, paperTitle }),
    sendVideoFailed: (to, jobLink, paperTitle, reason) =>
      deliver(to, { kind: 'failed', jobLink, paperTitle, reason }),
  };
}
