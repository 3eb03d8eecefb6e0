/** Brackets that open and close, in Latin and full-width forms. */
const PAIRS: Readonly<Record<string, string>> = { ')': '(', '）': '（', ']': '[', '»': '«' };
const OPENERS = new Set(Object.values(PAIRS));

/**
 * Whether `text` closes every bracket it opens, in order, and every double quotation it opens ("the
 * operator [", "(see below", "“dépliable" are pieces of something longer).
 */
export function isBalanced(text: string): boolean {
  const open: string[] = [];
  for (const char of text) {
    if (OPENERS.has(char)) open.push(char);
    else if (PAIRS[char] !== undefined && open.pop() !== PAIRS[char]) return false;
  }
  return open.length === 0 && (text.match(/[“”„]/g)?.length ?? 0) % 2 === 0;
}
