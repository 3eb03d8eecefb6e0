const STOPWORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'is', 'that', 'for', 'with', 'we', 'are', 'this'],
  de: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'den', 'von', 'zu', 'wir', 'ein'],
  fr: ['le', 'la', 'les', 'et', 'des', 'est', 'une', 'dans', 'pour', 'que', 'nous', 'du'],
  es: ['el', 'la', 'los', 'las', 'y', 'de', 'que', 'en', 'una', 'para', 'por', 'con'],
  pt: ['o', 'os', 'as', 'e', 'de', 'que', 'em', 'uma', 'para', 'com', 'não', 'do'],
  it: ['il', 'la', 'di', 'che', 'e', 'per', 'una', 'sono', 'con', 'del', 'della', 'non'],
  nl: ['de', 'het', 'een', 'en', 'van', 'dat', 'is', 'niet', 'met', 'voor', 'zijn', 'wij'],
};

/**
 * ISO 639-1 code of a text: scripts decide Chinese, Japanese, Korean and Russian; Latin-script
 * languages are told apart by their commonest words. Defaults to "en".
 */
export function detectLanguage(text: string): string {
  const han = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const kana = (text.match(/[\u3040-\u30ff]/g) ?? []).length;
  const hangul = (text.match(/[\uac00-\ud7af]/g) ?? []).length;
  const cyrillic = (text.match(/[\u0400-\u04ff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const cjkWeight = (han + kana + hangul) * 3;
  if (cjkWeight > latin) {
    if (kana > han * 0.1) return 'ja';
    if (hangul > han) return 'ko';
    return 'zh';
  }
  if (cyrillic > latin) return 'ru';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = 'en';
  let bestScore = 0;
  for (const [language, list] of Object.entries(STOPWORDS)) {
    const set = new Set(list);
    const score = words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0);
    if (score > bestScore * 1.2) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
