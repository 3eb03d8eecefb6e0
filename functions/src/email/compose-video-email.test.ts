import { describe, expect, it } from 'vitest';
import { composeVideoEmail } from './compose-video-email.js';
import { parseAddress } from './parse-address.js';

describe('composeVideoEmail', () => {
  it('names the paper in the subject and puts the link in the body of the ready email', () => {
    const email = composeVideoEmail({
      kind: 'ready',
      jobLink: 'http://localhost:5000/video/job-1',
      paperTitle: 'Attention Is All You Need',
    });
    expect(email.subject).toBe('Your video is ready: Attention Is All You Need');
    expect(email.text).toContain('http://localhost:5000/video/job-1');
  });

  it('gives the reason and the retry link in the failure email', () => {
    const email = composeVideoEmail({
      kind: 'failed',
      jobLink: 'https://x/video/j',
      paperTitle: '',
      reason: 'The renderer crashed.',
    });
    expect(email.subject).toBe('Your video could not be made: your paper');
    expect(email.text).toContain('The renderer crashed.');
    expect(email.text).toContain('https://x/video/j');
  });

  it('writes the same message as HTML, with a button-like link and the support address', () => {
    const email = composeVideoEmail(
      { kind: 'ready', jobLink: 'https://x/video/j?a=1&b=2', paperTitle: 'Q & A' },
      'help@lectern.app',
    );
    expect(email.html).toContain('<a href="https://x/video/j?a=1&amp;b=2" style="display:inline-block');
    expect(email.html).toContain('Q &amp; A');
    expect(email.html).toContain('mailto:help@lectern.app');
    expect(email.text).toContain('Questions? Write to help@lectern.app.');
  });

  it('keeps a very long title to one short subject line', () => {
    const email = composeVideoEmail({ kind: 'ready', jobLink: 'l', paperTitle: 'A'.repeat(300) });
    expect(email.subject.length).toBeLessThan(110);
  });
});

describe('parseAddress', () => {
  it('splits a display name from the address', () => {
    expect(parseAddress('Lectern <noreply@lectern.local>')).toEqual({
      name: 'Lectern',
      email: 'noreply@lectern.local',
    });
  });

  it('keeps a bare address without a name', () => {
    expect(parseAddress(' a@b.org ')).toEqual({ email: 'a@b.org' });
  });
});
