const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/** Replaces typographic ligature characters (ﬁ ﬂ ﬀ ﬃ ﬄ) with their letters, so words read and search normally. */
export function fixLigatures(text: string): string {
  return text.replace(/[\ufb00-\ufb06]/g, (ch) => LIGATURES[ch] ?? ch);
}
