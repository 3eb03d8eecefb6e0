import { countWords } from '../text/index.js';

/**
 * A list too long to follow by ear ("… led to the isolation of 3-O-caffeoylshikimic acid,
 * 4-O-caffeoylshikimic acid, cosmosiin, ergostane-3,6-diol, … and vitexin") is said by its first
 * two items and how many more there are: a listener keeps two names, not twelve.
 */

/** Lists of more items than this are shortened: a list of names, where a list of phrases is shorter. */
const MAX_SPOKEN_ITEMS = 7;
/** An item of a list is a short phrase; a longer one is a clause, and the commas are not a list. */
const MAX_ITEM_WORDS = 4;

/** A sentence's opening phrase, which a comma follows and no list starts with ("In addition, …"). */
const OPENER =
  /^(?:in addition|in short|in particular|in practice|in total|for example|for instance|however|moreover|furthermore|thus|therefore|hence|also|finally|overall|\p{L}+ly)$/iu;

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * @example shortenLongList('It holds A, B, C, D, E, F, G, H and I.') // 'It holds A, B and seven others.'
 */
export function shortenLongList(sentence: string): string {
  // "and ten others" is English: a Chinese sentence keeps its list ("、" joins it anyway).
  if (/[\u3400-\u9fff]/.test(sentence)) return sentence;
  // Items are separated by ", " (a comma inside "3,6-diol" has no space) and the last by "and"/"or".
  // A full stop ends an item, unless it abbreviates a name ("P. paludosa").
  const item = String.raw`(?:[^,;:.()]|[,.](?! )|(?<=\b\p{Lu})\. )+?`;
  const pattern = new RegExp(
    String.raw`((?:${item}, ){${MAX_SPOKEN_ITEMS - 1},}${item}),? (?:and|or) (${item})(?=[.;:!?)]|,\s|$)`,
    'uy',
  );
  // The list may start at any item: "hampered by chronic lack of resources, severe …" after "Healthcare in Malawi, ".
  let list: RegExpExecArray | null = null;
  for (const start of [0, ...[...sentence.matchAll(/, /g)].map((m) => m.index + 2)]) {
    pattern.lastIndex = start;
    list = pattern.exec(sentence);
    const [first = '', second = ''] = (list?.[1] ?? '').split(', ');
    if (list !== null && !OPENER.test(first.trim()) && countWords(second, 'en') <= MAX_ITEM_WORDS) break;
    list = null;
  }
  if (list === null) return sentence;
  const items = (list[1] ?? '').split(', ');
  // The first item carries the words before the list ("led to the isolation of 3-O-…"); it stays whole.
  const [first = '', second = '', ...rest] = items;
  const last = list[2] ?? '';
  if ([second, ...rest, last].some((part) => countWords(part, 'en') > MAX_ITEM_WORDS)) return sentence;
  const total = items.length + 1;
  if (total <= MAX_SPOKEN_ITEMS) return sentence;
  const others = total - 2;
  const count = NUMBER_WORDS[others] ?? String(others);
  return `${sentence.slice(0, list.index)}${first}, ${second} and ${count} others${sentence.slice(list.index + list[0].length)}`;
}
