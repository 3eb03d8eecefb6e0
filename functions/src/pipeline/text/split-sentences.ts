import { usesCjkScript } from './uses-cjk-script.js';

/**
 * Words that end with a period without ending the sentence. Compared lowercased and without the
 * period; single capital letters (initials) are handled separately.
 */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'e.g',
  'i.e',
  'al',
  'fig',
  'figs',
  'eq',
  'eqs',
  'sec',
  'secs',
  'tab',
  'ref',
  'refs',
  'vs',
  'cf',
  'approx',
  'no',
  'nos',
  'vol',
  'pp',
  'dr',
  'drs',
  'mr',
  'mrs',
  'ms',
  'prof',
  'profs',
  'st',
  'resp',
  'w.r.t',
  'cv',
  'ca',
  'est',
  'min',
  'max',
  'avg',
  'incl',
  'dept',
  'univ',
  'inc',
  'ltd',
  'co',
  'jr',
  'sr',
  'viz',
  'chap',
  'ch',
  'app',
  'suppl',
]);

const CJK = String.raw`\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\u3000-\u303f\uff00-\uffef`;
/** Line breaks inside a paragraph of CJK text are layout, not spaces. */
const CJK_LINE_JOIN = new RegExp(String.raw`([${CJK}])\s+(?=[${CJK}])`, 'g');

/**
 * Splits prose into sentences. Paragraphs (blank-line separated) never share a sentence; line breaks
 * inside a paragraph are joined. Knows academic abbreviations ("et al.", "Fig.", "e.g."), initials
 * and decimals; for Chinese and Japanese also ends sentences on 。．！？； (Japanese technical
 * writing ends them on the full-width "．").
 */
export function splitSentences(text: string, language: string): string[] {
  const cjk = usesCjkScript(language);
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let joined = paragraph
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (cjk) joined = joined.replace(CJK_LINE_JOIN, '$1');
    // A bulleted list item is a unit of its own, like a sentence.
    for (const item of joined.split(/\s*[•●▪◦]\s+/)) {
      if (item.trim() !== '') sentences.push(...splitParagraph(item.trim(), cjk));
    }
  }
  return sentences;
}

function splitParagraph(paragraph: string, cjk: boolean): string[] {
  const out: string[] = [];
  let start = 0;
  // A terminal mark, closing quotes/brackets after it, then either whitespace or (CJK) anything.
  // An ellipsis ends a sentence only before a closing bracket or quote and a capital: "(… then…) This".
  const boundary = cjk
    ? /[。．！？；!?]+[”’"』」）)]*|[.]+[”’"')\]]*(?=\s)/gu
    : /[.!?]+[”’"')\]]*(?=\s)|…[”’"')\]]+(?=\s+\p{Lu})/gu;
  for (let match = boundary.exec(paragraph); match !== null; match = boundary.exec(paragraph)) {
    const end = match.index + match[0].length;
    if (match[0].startsWith('.') && !endsSentence(paragraph, match.index, end)) continue;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence !== '') out.push(sentence);
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}

/** Decides whether the period at `dot` ends a sentence, looking at the word before and after it. */
function endsSentence(text: string, dot: number, end: number): boolean {
  const before = /(\S+)$/.exec(text.slice(0, dot))?.[1] ?? '';
  const word = before.replace(/^[("'“‘[]+/, '').toLowerCase();
  if (ABBREVIATIONS.has(word)) return false;
  if (/^[A-Z]$/.test(before)) return false; // an initial: "J. Smith"
  const next = text.slice(end).trimStart();
  // "Phoenix paludosa Roxb. (Family- Arecaceae) is a palm": the bracket is an aside in one sentence.
  if (/^\([^()]*\)\s*\p{Ll}/u.test(next)) return false;
  // A sentence starts with a capital, a digit, a quote or a bracket; "e.g. the" continues.
  return next === '' || /^[\p{Lu}\p{N}"“‘'([\u3400-\u9fff]/u.test(next);
}
