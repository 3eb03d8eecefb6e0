/** Languages written without spaces between words, where text is measured in characters. */
const CJK_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja']);

/**
 * Whether a language (ISO 639-1, region suffix allowed: "zh-CN") is written in CJK characters
 * without spaces, so sentences end on "。" and length counts characters rather than words.
 */
export function usesCjkScript(language: string): boolean {
  return CJK_LANGUAGES.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}
