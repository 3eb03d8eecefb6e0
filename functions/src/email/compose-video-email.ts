/** The words of the two video emails, kept apart from delivery so both mailers send the same text. */

export type VideoEmail =
  | { kind: 'ready'; jobLink: string; paperTitle: string }
  | { kind: 'failed'; jobLink: string; paperTitle: string; reason: string };

/** A composed email: one subject, the same message as plain text and as HTML. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * One quiet column with a button-like link. Inline styles and a table because mail clients ignore
 * style sheets; the link is repeated as text for clients that hide buttons.
 */
function htmlBody(paragraphs: string[], button: { label: string; href: string }, after: string[]): string {
  const p = (text: string): string =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${text}</p>`;
  const href = escapeHtml(button.href);
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">',
    '<tr><td>',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-size:16px">${escapeHtml(button.label)}</a></p>`,
    p(`Or open this link: <a href="${href}" style="color:#2563eb">${href}</a>`),
    ...after.map(p),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

/**
 * Subject, plain-text and HTML body of a video email; `supportEmail` is named as the address for questions.
 * @example
 * composeVideoEmail({ kind: 'ready', jobLink: 'https://app/video/j1', paperTitle: 'Attention' }, 'help@app');
 * // → { subject: 'Your video is ready: Attention', text: '…https://app/video/j1…', html: '<!doctype html>…' }
 */
export function composeVideoEmail(email: VideoEmail, supportEmail?: string): ComposedEmail {
  // A title can be empty (none found on the first page) or very long; the subject stays one short line.
  const title = email.paperTitle.trim() === '' ? 'your paper' : email.paperTitle.trim().replace(/\s+/g, ' ');
  const short = title.length > 80 ? `${title.slice(0, 79)}…` : title;
  const support = supportEmail === undefined || supportEmail.trim() === '' ? undefined : supportEmail.trim();
  const supportText = support === undefined ? '' : `Questions? Write to ${support}.\n\n`;
  const supportHtml =
    support === undefined
      ? []
      : [
          `Questions? Write to <a href="mailto:${escapeHtml(support)}" style="color:#2563eb">${escapeHtml(support)}</a>.`,
        ];
  const signature = '— Lectern';
  if (email.kind === 'ready') {
    return {
      subject: `Your video is ready: ${short}`,
      text: `Hello,\n\nThe narrated video of "${title}" is ready. Watch or download it here:\n\n${email.jobLink}\n\n${supportText}${signature}\n`,
      html: htmlBody(
        ['Hello,', `The narrated video of “${escapeHtml(title)}” is ready.`],
        { label: 'Watch your video', href: email.jobLink },
        [...supportHtml, signature],
      ),
    };
  }
  return {
    subject: `Your video could not be made: ${short}`,
    text: `Hello,\n\nThe video of "${title}" could not be made. ${email.reason}\n\nYou can try again here:\n\n${email.jobLink}\n\nThis video does not count against your monthly allowance.\n\n${supportText}${signature}\n`,
    html: htmlBody(
      ['Hello,', `The video of “${escapeHtml(title)}” could not be made. ${escapeHtml(email.reason)}`],
      { label: 'Try again', href: email.jobLink },
      ['This video does not count against your monthly allowance.', ...supportHtml, signature],
    ),
  };
}
