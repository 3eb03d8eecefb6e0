/** Picks the mailer: SendGrid when a key is configured, otherwise the local outbox (and says which). */
import type { Clock, Logger } from '../backend/index.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSendGridMailer } from './sendgrid-mailer.js';

export interface CreateMailerOptions {
  /** Empty or absent means "not configured". */
  sendGridApiKey?: string | undefined;
  from: string;
  /** Named in the emails as the address for questions. */
  supportEmail?: string | undefined;
  outboxDir: string;
  log: Logger;
  clock: Clock;
}

export function createMailer(options: CreateMailerOptions): Mailer {
  const key = options.sendGridApiKey?.trim() ?? '';
  if (key !== '')
    return createSendGridMailer({ apiKey: key, from: options.from, supportEmail: options.supportEmail });
  // The fallback is logged, never silent (STYLE item 10): a missing key in production shows up here.
  options.log.info('SendGrid is not configured; emails go to the local outbox', {
    outboxDir: options.outboxDir,
  });
  return createOutboxMailer({
    dir: options.outboxDir,
    from: options.from,
    supportEmail: options.supportEmail,
    log: options.log,
    clock: options.clock,
  });
}
