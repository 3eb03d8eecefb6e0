/**
 * Emails to users ("your video is ready" / "could not be made"): one Mailer interface, a SendGrid
 * implementation and a local outbox. Imports no Firebase; the triggers choose and configure one.
 * @module
 */
export type { Mailer, MailMessage } from './mailer.js';
export { composeVideoEmail, type VideoEmail, type ComposedEmail } from './compose-video-email.js';
export { parseAddress, type MailAddress } from './parse-address.js';
export { createOutboxMailer, type OutboxMailerOptions } from './outbox-mailer.js';
export { createSendGridMailer, SENDGRID_BASE_URL, type SendGridMailerOptions } from './sendgrid-mailer.js';
export { createMailer, type CreateMailerOptions } from './create-mailer.js';
