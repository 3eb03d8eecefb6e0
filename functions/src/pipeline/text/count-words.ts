import { usesCjkScript } from './uses-cjk-script.js';

const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff]/g;

/**
 * Length of a text as a listener hears it: words for space-separated languages; for Chinese and
 * Japanese, CJK characters plus any embedded Latin words.
 */
export function countWords(text: string, language: string): number {
  if (usesCjkScript(language)) {
    const cjk = text.match(CJK_CHAR)?.length ?? 0;
    const latin = text.replace(CJK_CHAR, ' ').match(/[A-Za-z0-9]+(?:[.'’-][A-Za-z0-9]+)*/g)?.length ?? 0;
    return cjk + latin;
  }
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
