/** The language a script is spoken in, as the voices understand it. */

/**
 * The base ISO 639-1 code of `language` ("en-GB" → "en"), lowercased. An unknown language ("" or
 * "und") is taken as English, the language of nearly all papers, rather than left unspoken.
 * @example spokenLanguage('zh-CN') // 'zh'
 * @internal
 */
export function spokenLanguage(language: string): string {
  const base = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base === '' || base === 'und' ? 'en' : base;
}
