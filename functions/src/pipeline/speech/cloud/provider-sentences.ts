/** What a researcher reads when a cloud voice fails: one sentence per kind of failure, whichever provider. */
import type { ProviderErrorKind } from '../../providers/index.js';

/**
 * @param detail The provider's own words for a refused request, if it gave any.
 * @example sentenceFor('auth', 'ElevenLabs', 'Sully')
 * @internal
 */
export function sentenceFor(
  kind: ProviderErrorKind,
  provider: string,
  voiceName: string,
  detail = '',
): string {
  switch (kind) {
    case 'auth':
      return `${provider} did not accept the server's API key, so the ${voiceName} voice cannot speak right now.`;
    case 'quota':
      return `The ${provider} account has used up its quota, so the ${voiceName} voice cannot speak until it is topped up.`;
    case 'rate_limit':
      return `${provider} is receiving too many requests right now; try this slide again in a minute.`;
    case 'server':
      return `${provider} had a problem producing the ${voiceName} voice; try again in a few minutes.`;
    case 'timeout':
      return `${provider} did not answer in time; try again in a few minutes.`;
    case 'bad_request':
      return `${provider} refused to read this slide${detail ? ` (${detail.replace(/\.$/, '')})` : ''}.`;
    case 'bad_response':
      return `${provider} sent back audio that could not be read.`;
  }
}
