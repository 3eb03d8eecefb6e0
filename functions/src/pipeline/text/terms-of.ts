import { usesCjkScript } from './uses-cjk-script.js';

/** Function words that say nothing about what a sentence is about. */
const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having he
her here hers him his how however i if in into is it its itself just may might more most much must my no nor
not now of off on once only or other our ours out over own same she should so some such than that the their
them then there these they this those through thus to too under until up upon very via was we were what when
where which while who whom why will with within without would yet you your using used use based show shows
shown one two three first second new different given well et al fig figure table section eq equation paper
work also can many several`.split(/\s+/),
);

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
/** Common Chinese function characters; bigrams made only of them carry no topic. */
const CJK_FUNCTION_CHARS = new Set(
  '的了和与及在是为对中于以其等而或将被由这该此从到也就都并所之一个上下'.split(''),
);

/**
 * The content terms of a text, for similarity: lowercased, stopwords dropped, crudely stemmed words
 * for space-separated languages; character bigrams (plus any Latin words) for Chinese and Japanese.
 */
export function termsOf(text: string, language: string): string[] {
  const terms: string[] = [];
  let latin = text;
  if (usesCjkScript(language)) {
    for (const run of text.match(CJK_RUN) ?? []) {
      for (let i = 0; i + 1 < run.length; i += 1) {
        const a = run[i] ?? '';
        const b = run[i + 1] ?? '';
        if (!(CJK_FUNCTION_CHARS.has(a) && CJK_FUNCTION_CHARS.has(b))) terms.push(a + b);
      }
    }
    latin = text.replace(CJK_RUN, ' ');
  }
  for (const raw of latin.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? []) {
    const word = raw.replace(/-+$/, '');
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}

/** Enough stemming to make "models"/"model" and "trained"/"training" meet; not linguistics. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
