const CJK_CHAR = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/**
 * Joins the lines of one paragraph into running text. A word broken at the line end
 * ("repre-" + "sentation") is rejoined; compounds keep their hyphen ("state-of-" + "the-art"),
 * and so does a word the document spells with a hyphen elsewhere (`vocabulary`).
 */
export function joinLines(lines: readonly string[], vocabulary: ReadonlySet<string> = new Set()): string {
  let text = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (text === '') {
      text = line;
      continue;
    }
    const broken = /([\p{L}]+(?:-[\p{L}]+)*)-$/u.exec(text);
    const next = /^[\p{Ll}][\p{L}]*/u.exec(line);
    if (broken && next) {
      const prefix = broken[1] ?? '';
      const hyphenated = `${prefix}-${next[0]}`.toLowerCase();
      const keepHyphen = prefix.includes('-') || (vocabulary.has(hyphenated) && !vocabulary.has(`${prefix}${next[0]}`.toLowerCase()));
      text = keepHyphen ? `${text}${line}` : `${text.slice(0, -1)}${line}`;
    } else if (CJK_CHAR.test(text.at(-1) ?? '') && CJK_CHAR.test(line[0] ?? '')) {
      text += line;
    } else {
      text += ` ${line}`;
    }
  }
  return text;
}
