/** The one interface the task steps use to tell a user about their video; SendGrid or a local outbox behind it. */

export interface Mailer {
  /** Tells `to` that the video of `paperTitle` is ready at `jobLink` (the app's `/video/{jobId}` page). */
  sendVideoReady(to: string, jobLink: string, paperTitle: string): Promise<void>;
  /** Tells `to` that the video could not be made, why (`reason`, a sentence for people) and where to retry. */
  sendVideoFailed(to: string, jobLink: string, paperTitle: string, reason: string): Promise<void>;
}

/** A finished message, whichever way it is delivered. */
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}
