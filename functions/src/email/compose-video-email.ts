/** The words of the two video emails, kept apart from delivery so both mailers send the same text. */

/** @public */
export type VideoEmail = { kind: 'ready'; jobLink: string; paperTitle: string } | { kind: 'failed'; jobLink: string; paperTitle: string; reason: string };

/**
 * Subject and plain-text body of a video email.
 * @example
 * composeVideoEmail({ kind: 'ready', jobLink: 'https://app/video/j1', paperTitle: 'Attention' });
 * // → { subject: 'Your video is ready: Attention', text: '…https://app/video/j1…' }
 * @public
 */
export function composeVideoEmail(email: VideoEmail): { subject: string; text: string } {
  // A title can be empty (none found on the first page) or very long; the subject stays one short line.
  const title = email.paperTitle.trim() === '' ? 'your paper' : email.paperTitle.trim().replace(/\s+/g, ' ');
  const short = title.length > 80 ? `${title.slice(0, 79)}…` : title;
  if (email.kind === 'ready') {
    return {
      subject: `Your video is ready: ${short}`,
      text: `Hello,\n\nThe narrated video of "${title}" is ready. Watch or download it here:\n\n${email.jobLink}\n\n— Lectern\n`,
    };
  }
  return {
    subject: `Your video could not be made: ${short}`,
    text: `Hello,\n\nThe video of "${title}" could not be made. ${email.reason}\n\nYou can try again here:\n\n${email.jobLink}\n\nThis video does not count against your monthly allowance.\n\n— Lectern\n`,
  };
}
