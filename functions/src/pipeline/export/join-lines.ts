/** Undoes line wrapping, for text handed to PowerPoint to wrap by itself. */

const CJK_CHAR = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u;

/**
 * Joins wrapped lines back into a paragraph: with a space between words, with nothing where the
 * break fell between Chinese, Japanese or Korean characters.
 */
export function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (text === '') {
      text = line;
      continue;
    }
    const before = text.at(-1) ?? '';
    const after = line[0] ?? '';
    text += CJK_CHAR.test(before) || CJK_CHAR.test(after) ? line : ` ${line}`;
  }
  return text;
}
