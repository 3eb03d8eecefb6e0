import { countWords } from '../text/count-words.js';
import { usesCjkScript } from '../text/uses-cjk-script.js';

/** Longest bullet, in words (in characters for Chinese and Japanese). */
const MAX_BULLET_WORDS = 12;
const MAX_BULLET_CJK_CHARS = 28;

/** Openings that carry no content on a slide: "In this paper, we propose X" → "X". */
const LEAD_INS: readonly RegExp[] = [
  /^(?:in|with)\s+(?:this|the present|our)\s+(?:paper|work|study|article|report),?\s+/i,
  /^(?:here|overall|finally|first|second|third|moreover|furthermore|in addition|additionally|in particular|importantly|in summary|to summarize|in conclusion|thus|therefore|hence|however|specifically|consequently|as a result),\s+/i,
  /^this\s+(?:paper|work|study|article)\s+(?:proposes|presents|introduces|describes|reports|shows)\s+(?:that\s+)?/i,
  /^(?:we|the authors)\s+(?:propose|present|introduce|describe|report|develop|design|build)\s+/i,
  /^(?:we|the authors)\s+(?:show|find|found|demonstrate|observe|observed|conclude|argue|note|confirm|establish)\s+(?:that\s+)?/i,
  /^(?:our|these|the)\s+(?:results|experiments|findings|analyses|data)\s+(?:show|showed|demonstrate|demonstrated|indicate|indicated|suggest|suggested|reveal|revealed|confirm|confirmed)\s+(?:that\s+)?/i,
  /^(?:it\s+(?:is|was)\s+(?:shown|found|observed)\s+that)\s+/i,
];

/** Words a shortened bullet must not end on: it would read as cut off. */
const DANGLING = new Set(
  `a an the of to in on for with by from and or but as at into than that which who whose whereas while its their
our this these those is are was were be been being has have had can could will would should may might not
very more most both each such through via over under between across about after before during without within
among against toward towards upon per like including using whether if when where how what so`.split(/\s+/),
);

/** Words that open a new phrase: a cut just before one ends a phrase rather than splitting it. */
const PHRASE_START = new Set(
  `that which who whose where while whereas when with without by for to in on at from as and or but than
through via using including because since although after before during across over under between into`.split(/\s+/),
);

/** Leading adverbial phrases ("On the WMT 2014 task, …") that a bullet can drop to keep the statement. */
const LEADING_PHRASE = /^(?:on|in|for|at|with|using|across|compared|after|over|under|during|among|from|by|to|when|although|while|unlike|despite|overall|depending|based|given|according|following|through|as|beyond|against|\p{L}+ing|\p{L}+ed)\b[^,]{0,80},\s+(?=\S)/iu;

/** What a main clause starts with once a leading phrase is dropped; anything else means the cut was wrong. */
const STARTS_CLAUSE = /^(?:\p{Lu}|(?:we|our|the|a|an|this|these|those|it|its|they|their|all|each|both|most|such|there|however|moreover|furthermore|thus|therefore|hence)\b)/u;

/** Clause openers where a long sentence can be cut without losing its main statement. */
const CLAUSE_BREAK = /,\s+(?:which|while|whereas|although|though|where|since|because|thus|thereby|making|allowing|leading|resulting|enabling|as well as|and|but|including|establishing|improving|providing|compared|despite)\b|;\s+|\s+—\s+|:\s+/g;

/**
 * Compresses a sentence into a slide bullet of at most 12 words (28 characters in Chinese): drops
 * lead-ins ("In this paper, we propose"), parentheticals and trailing clauses, and when it must cut,
 * cuts between words and never after a dangling word like "the" or "of". No final period.
 * @public
 */
export function shortenBullet(sentence: string, language: string): string {
  if (usesCjkScript(language)) return shortenCjk(sentence);
  let text = sentence.replace(/\s+/g, ' ').trim().replace(/^[-•*–·]\s*|^\d+[.)]\s+/, '');
  text = removeParentheticals(text);
  for (let changed = true; changed; ) {
    changed = false;
    for (const lead of LEAD_INS) {
      const next = text.replace(lead, '');
      if (next !== text && countWords(next, language) >= 3) {
        text = next;
        changed = true;
      }
    }
    // "To the best of our knowledge, however, the Transformer is …" loses its opening in two steps.
    const rest = text.replace(LEADING_PHRASE, '');
    if (countWords(text, language) > MAX_BULLET_WORDS && rest !== text && countWords(rest, language) >= 5 && STARTS_CLAUSE.test(rest)) {
      text = rest;
      changed = true;
    }
  }
  text = text.replace(/[.!?;:,]+$/, '').trim();
  if (countWords(text, language) > MAX_BULLET_WORDS) text = cutAtClause(text, language);
  if (countWords(text, language) > MAX_BULLET_WORDS) text = cutAtWord(text);
  text = text.replace(/[,;:—–-]+$/, '').trim();
  return capitalize(text);
}

function removeParentheticals(text: string): string {
  let out = text;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    // Labels like "(C)" or "(ii)" are referred to by the sentence itself; they stay.
    out = out.replace(/\s*\((?![A-Za-z]\)|[ivx]{1,4}\)|\d{1,2}\))[^()]*\)/g, '').replace(/\s*\[[^[\]]*\]/g, '');
  }
  return out;
}

/** The longest prefix ending at a clause boundary that fits, if it keeps at least 5 words. */
function cutAtClause(text: string, language: string): string {
  let best = '';
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    const prefix = text.slice(0, match.index).trim();
    const words = countWords(prefix, language);
    if (words > MAX_BULLET_WORDS) break;
    if (words >= 5) best = prefix;
  }
  return best === '' ? text : best;
}

/** Cuts before a word that opens a new phrase, so the bullet ends on a whole phrase; else hard. */
function cutAtWord(text: string): string {
  const words = text.split(' ');
  const bare = (word: string | undefined): string => (word ?? '').toLowerCase().replace(/[,;:]$/, '');
  for (let k = MAX_BULLET_WORDS; k >= 6; k -= 1) {
    const last = words[k - 1] ?? '';
    if (DANGLING.has(bare(last))) continue;
    if (/[,;:]$/.test(last) || PHRASE_START.has(bare(words[k]))) return words.slice(0, k).join(' ').replace(/[,;:]$/, '');
  }
  const cut = words.slice(0, MAX_BULLET_WORDS);
  while (cut.length > 4 && DANGLING.has(bare(cut[cut.length - 1]))) cut.pop();
  return cut.join(' ').replace(/[,;:]$/, '');
}

function capitalize(text: string): string {
  const first = text.charAt(0);
  // Keep identifiers like "iPhone" or "word2vec": only a plain lowercase word is capitalised.
  return /^\p{Ll}[\p{Ll}-]*(?:\s|$)/u.test(text) ? first.toUpperCase() + text.slice(1) : text;
}

function shortenCjk(sentence: string): string {
  let text = sentence.replace(/\s+/g, ' ').trim();
  text = text.replace(/（[^（）]*）|\([^()]*\)|\[[^[\]]*\]/g, '');
  text = text.replace(/^(?:本文|本研究|该文|我们|首先|其次|此外|最后|同时|另外|因此|然而|总之|结果表明|实验结果表明|研究表明)[，,]?/, '');
  text = text.replace(/[。！？；，、：.!?;,:]+$/, '');
  if (text.length <= MAX_BULLET_CJK_CHARS) return text;
  // A leading subordinate clause ("当业务请求到达时，…") is dropped before the main clause is cut.
  const main = text.replace(/^(?:当|如果|若|为了|随着|由于|虽然|尽管|在|针对|基于|通过|与)[^，,]{0,24}[，,]/, '');
  if (main !== text && main.length >= 8) text = main.replace(/^(?:本文|我们)/, '');
  if (text.length <= MAX_BULLET_CJK_CHARS) return text;
  // Cut at the last clause mark that keeps enough meaning, else hard at the limit.
  const clauses = [...text.matchAll(/[，；：、,;:]/g)].map((m) => m.index);
  const cut = clauses.filter((i) => i >= 8 && i <= MAX_BULLET_CJK_CHARS).pop();
  if (cut !== undefined) return text.slice(0, cut);
  // No clause mark in reach: end before a word that opens a new phrase ("通过", "将", "在" …).
  const phrase = [...text.slice(0, MAX_BULLET_CJK_CHARS + 1).matchAll(/通过|将|把|对于|对|以及|并且|并|而|和|与|及|在|从|使|用于|旨在/g)]
    .map((m) => m.index)
    .filter((i) => i >= 10)
    .pop();
  return text.slice(0, phrase ?? MAX_BULLET_CJK_CHARS).replace(/[的了在]+$/, '');
}
