import type { PaperDocument } from '../document.js';

/**
 * Names: words the paper never writes in lowercase and capitalises mid-sentence ("Malawi",
 * "Lukasz"), which keep their capital. A word only ever capitalised as a sentence's first word
 * ("Preliminary experiments …") is no name, unless a name is its partner ("Kalchbrenner and Blunsom").
 */
export function namesIn(document: PaperDocument): (word: string) => boolean {
  const text = [document.abstract, ...document.sections.map((s) => s.text)].join(' ');
  const lowercase = new Set(text.match(/(?<![\p{L}-])\p{Ll}[\p{Ll}-]*/gu) ?? []);
  const midSentence = new Set(text.match(/(?<=[\p{Ll}\d,;)]\s+)\p{Lu}[\p{L}-]*/gu) ?? []);
  // "Depending", "Interestingly", "Based": a sentence's first word in -ing, -ly or -ed is no name.
  const capitalised = (word: string): boolean =>
    !SENTENCE_OPENERS.has(word.toLowerCase()) &&
    !/^\p{Lu}\p{Ll}+(?:ing|ly|ed)$/u.test(word) &&
    !lowercase.has(word.toLowerCase());
  const named = (word: string): boolean => capitalised(word) && midSentence.has(word);
  // "Kalchbrenner and Blunsom use …": the first of two authors is named where a sentence starts.
  const partners = new Set(
    [...text.matchAll(/(\p{Lu}[\p{L}-]*)\s+(?:and|&)\s+(\p{Lu}[\p{L}-]*)/gu)]
      .filter((m) => named(m[2] ?? '') && capitalised(m[1] ?? ''))
      .map((m) => m[1] ?? ''),
  );
  return (word) => named(word) || partners.has(word);
}

/** Words that open sentences and are never names, however short the paper ("In addition, most …"). */
const SENTENCE_OPENERS = new Set(
  `a an the this that these those there it its we our they their he she his her one two no not only most many some
all any each every both several few other another such here when while if since because although after before during
given using doing despite unlike with without for from in on at by to as of yet so but and or however thus also`.split(
    /\s+/,
  ),
);
