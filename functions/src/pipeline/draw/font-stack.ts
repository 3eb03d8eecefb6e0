/** The CSS font-family list a slide is drawn with, chosen by the paper's language. */
import { PipelineError } from '../errors.js';
import type { SlideFontFamilies } from './register-slide-fonts.js';

const CJK_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja', 'ko']);

/** Whether an ISO 639-1 code (or a tag like "zh-Hans") names Chinese, Japanese or Korean. */
export function isCjkLanguage(language: string): boolean {
  return CJK_LANGUAGES.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}

/**
 * Families in fallback order. A CJK deck puts the CJK font first so Latin words inside Chinese text
 * use its matching Latin glyphs; other decks still fall back to it for a stray CJK name.
 * Throws `missing_tool` for a CJK deck when no CJK font is found: the slides would show boxes.
 */
export function fontStack(language: string, families: SlideFontFamilies): string {
  const cjk = isCjkLanguage(language);
  if (cjk && families.cjk === undefined) {
    throw new PipelineError(
      'missing_tool',
      'Slides in Chinese, Japanese or Korean need the Noto Sans SC font, which is missing: reinstall the functions package with its dependencies (@expo-google-fonts/noto-sans-sc).',
    );
  }
  const ordered = cjk
    ? [families.cjk, families.sans, families.symbols]
    : [families.sans, families.cjk, families.symbols];
  return ordered
    .filter((family): family is string => family !== undefined)
    .map((family) => `"${family}"`)
    .join(', ');
}
