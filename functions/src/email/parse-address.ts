/** Splits a From line such as `Lectern <noreply@lectern.local>` into the parts SendGrid wants. */

export interface MailAddress {
  email: string;
  name?: string;
}

/**
 * `'Lectern <a@b.org>'` → `{ name: 'Lectern', email: 'a@b.org' }`; a bare address has no name.
 */
export function parseAddress(value: string): MailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match === null) return { email: value.trim() };
  const name = (match[1] ?? '').trim();
  const email = (match[2] ?? '').trim();
  return name === '' ? { email } : { email, name };
}
