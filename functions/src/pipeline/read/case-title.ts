/** Words a title keeps in lower case after its first word. */
const MINOR_WORD = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'of',
  'in',
  'on',
  'at',
  'to',
  'by',
  'with',
  'from',
  'as',
  'via',
  'vs',
  'into',
]);

const WORD = /\p{L}[\p{L}\p{N}'’]*/gu;

/**
 * A title set in capitals ("PARALLELIZATION OF AUDIO APPLICATIONS WITH FAUST"), in title case as the
 * document's own text spells its words: "Parallelization of Audio Applications with Faust". A word the
 * text writes only in capitals is an acronym and stays so ("ASCE-Like", "R"); minor words go lower
 * case except first and after a colon; a variable of one small letter stays ("Multivariate t"). A title
 * with any other small letter is returned as printed. Section
 * headings set in capitals ("3 INPUT AND OPTIONS") are cased the same way.
 */
export function caseTitle(title: string, text: string): string {
  const words = title.match(WORD) ?? [];
  // A variable set in its own case ("ON MULTIVARIATE t AND GAUSS PROBABILITIES") is no small letter of the title's words.
  const lettered = words.filter((w) => !/^\p{Ll}$/u.test(w)).join(' ');
  if (/\p{Ll}/u.test(lettered) || words.filter((w) => /^\p{Lu}{2,}/u.test(w)).length < 2) return title;
  const wanted = new Set(words.map((w) => w.toLowerCase()));
  const spellings = new Map<string, Map<string, number>>();
  for (const [written] of text.matchAll(WORD)) {
    const lower = written.toLowerCase();
    if (!wanted.has(lower)) continue;
    const counts = spellings.get(lower) ?? new Map<string, number>();
    counts.set(written, (counts.get(written) ?? 0) + 1);
    spellings.set(lower, counts);
  }
  let first = true;
  return title.replace(/(\p{L}[\p{L}\p{N}'’]*)|(:)/gu, (match: string, word: string | undefined) => {
    if (word === undefined) {
      first = true;
      return match;
    }
    const opening = first;
    first = false;
    const counts = [...(spellings.get(word.toLowerCase())?.entries() ?? [])];
    const spelled = counts
      .filter(([written]) => written !== written.toUpperCase())
      .sort((a, b) => b[1] - a[1])[0]?.[0];
    // An acronym, which the text writes only in capitals, or a single letter ("R", "A").
    if (word.length === 1 || (spelled === undefined && counts.length > 0)) return word;
    const spelling = spelled ?? word.toLowerCase();
    // A name's own capitals ("SuperCollider", "LaTeX") stay as the text writes them.
    if (spelling !== spelling.toLowerCase() && spelling.slice(1) !== spelling.slice(1).toLowerCase())
      return spelling;
    const lower = spelling.toLowerCase();
    if (!opening && MINOR_WORD.has(lower)) return lower;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}
