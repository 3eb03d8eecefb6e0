const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;

/**
 * Roughly how many tokens a model reads in `text`: about four characters each in alphabetic scripts,
 * about one per character in Chinese, Japanese and Korean. Errs high rather than low, so a budget
 * computed with it leaves room.
 */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 3.5);
}
