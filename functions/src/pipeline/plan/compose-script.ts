import { spokenLanguage, toSpokenText } from '../text/index.js';
import { withoutLeadingConnective } from './function-words.js';
import { asksQuestion } from './is-usable-sentence.js';
import type { PlannerPhrases } from './planner-phrases.js';
import type { SlideRole } from './slide-role.js';

export interface ScriptContext {
  role: SlideRole;
  phrases: PlannerPhrases;
  language: string;
  /** The paper's title and its first author ('' when unknown), for the opening line. */
  title: string;
  author: string;
  coauthors: boolean;
  /** What the talk calls the document ("paper" when not given; "thesis", "guide", "manual" …). */
  noun?: string;
  /** Whether this is the last slide of the talk, whose last sentence is announced with "Finally". */
  last: boolean;
  /** False when the first sentence is no finding, so it is not announced as "the key result". */
  leadsWithFinding?: boolean;
  /** Whether a capitalised word is a name ("Transformer", "Malawi") that keeps its capital mid-sentence. */
  isName(word: string): boolean;
}

/** A sentence that opens with its own short phrase ("Against this background, …") needs no connective. */
const OWN_LEAD_IN = /^(?:\S+\s+){0,3}\S+,\s/;

/** A sentence that names what it states before stating it: "The main finding is that …". */
const ANNOUNCES_ITSELF = /^(?:\S+\s+){1,6}(?:is|was)\s+that\b/i;

/**
 * A sentence that tells its reader what to do or bear in mind ("Please remember that …", "Consider
 * function e18.10.9 …", "You should first make sure …") or gives an example ("An example, …"):
 * never announced as the key result.
 */
const ADDRESSES_READER =
  /^(?:please|note|notice|remember|recall|consider|observe|imagine|suppose|see|let(?:['’]s|\s+us)|keep\s+in\s+mind|bear\s+in\s+mind|you|(?:as\s+)?an\s+example|for\s+(?:example|instance))\b/i;

/** Sentence openings that already connect to what came before; no connective goes in front. */
const CONNECTED =
  /^(?:\S+\s+){0,6}(?:however|therefore|thus|hence|also|instead|nevertheless|consequently)\b|^(?:yet|but|so|however|moreover|furthermore|in addition|additionally|finally|thus|therefore|hence|first|second|third|overall|in particular|also|consequently|in contrast|specifically|similarly|instead|nevertheless|as a result|in summary|in short|here|then|next|on the other hand|by contrast|conversely|likewise|meanwhile|besides)\b|^(?:首先|其次|此外|最后|然而|因此|同时|另外|总之|综上|进一步|但是|而且)/i;

/** Openings that draw a consequence from the sentence before: "Therefore, …", "As a result, …". */
const CONSEQUENCE =
  /^(?:therefore|thus|hence|consequently|accordingly|as a result|as a consequence|for this reason),?\s+(?=\p{L})/iu;
/**
 * Openings that add to, set against or give an example of the sentence before: "However, …", "In
 * fact, …", "For instance, …". Words that also open a sentence of their own ("Here is …", "Still
 * images …", "Instead of …", "So far …", "In addition to …", "Similarly to …") count only with
 * their comma.
 */
const ON_THE_SENTENCE_BEFORE =
  /^(?:(?:however|moreover|furthermore|indeed|in fact|finally|also|but|and|then|for (?:example|instance)|nevertheless|nonetheless),?|(?:here|still|yet|again|instead|further|so|besides|in addition|additionally|similarly|likewise|on the other hand|in contrast|by contrast|conversely|in particular|in this case|to this end|meanwhile),)\s+(?=\p{L})/iu;
/** The opening of a list's later item, which counts the items before it: "Second, …", "Lastly, …". */
const LATER_ITEM = /^(?:second|secondly|third|thirdly|fourth|fourthly|fifth|lastly),\s+(?=\p{L})/iu;
/** The opening of a list's first item, which promises the items after it: "First, …". */
const FIRST_ITEM = /^(?:first|firstly|first of all),\s+(?=\p{L})/iu;

function withoutOpening(sentence: string, opening: RegExp): string {
  const rest = sentence.replace(opening, '');
  if (rest === sentence) return sentence;
  // A word takes its capital; a symbol or a name from code ("β̂", "partykit:ctree") stays as written.
  return /^[a-z][a-z'’-]*(?=[\s,;])/.test(rest) ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest;
}

/**
 * `sentence` as said after `previous`, the sentence before it in the paper as the script says it, or
 * after another one (undefined). Without the sentence it leans on, "Therefore, we consider activations
 * …" draws on a step the talk does not say, "However, the energy is comparable" sets itself against
 * it and "Second, the DE has a short life time" counts from an item it does not say: they say "We
 * consider activations …", "The energy is comparable", "The DE has a short life time". A later item
 * keeps its count only after the item before it said as an item.
 */
export function withoutLinkBack(sentence: string, previous?: string): string {
  if (previous === undefined) {
    const unlinked = withoutOpening(withoutOpening(sentence, CONSEQUENCE), ON_THE_SENTENCE_BEFORE);
    return withoutOpening(unlinked, LATER_ITEM);
  }
  return FIRST_ITEM.test(previous) || LATER_ITEM.test(previous)
    ? sentence
    : withoutOpening(sentence, LATER_ITEM);
}

/**
 * `sentence` said without the sentence that follows it in the paper: "First, the situation is
 * reversed …" promises a second point the talk does not make.
 */
export function withoutLinkAhead(sentence: string): string {
  return withoutOpening(sentence, FIRST_ITEM);
}

/**
 * Writes the spoken script of one slide from its sentences: a lead-in line for the slide's part
 * of the talk, then the sentences as a presenter would say them (see `toSpokenText`), joined with
 * light connectives ("In addition, …", "Finally, …") where they read naturally.
 */
export function composeScript(sentences: readonly string[], context: ScriptContext): string {
  const { role, phrases, language } = context;
  const noun = context.noun ?? 'paper';
  const lead =
    role === 'opening'
      ? phrases.opening(context.title, context.author, context.coauthors, noun)
      : phrases.leadIns[role].replace('{document}', phrases.document(noun));
  const parts = [lead];
  let connective = 0;
  const said = new Set<string>();
  sentences.forEach((sentence, index) => {
    const spoken = withoutRepeatedConnectives(toSpokenText(sentence, language), said);
    // "(See the LaTeX book.)": an aside the narration leaves out says nothing at all.
    if (spoken === '') return;
    let prefix: string;
    // "The key result is that …" cannot lead into a question, nor into a sentence that announces
    // itself ("The most significant feature is that …").
    if (index === 0)
      prefix =
        context.leadsWithFinding === false ||
        asksQuestion(sentence) ||
        ANNOUNCES_ITSELF.test(sentence) ||
        ADDRESSES_READER.test(sentence)
          ? ''
          : (phrases.firstSentence[role] ?? '');
    else if (context.last && index === sentences.length - 1 && sentences.length > 1) prefix = phrases.finally;
    else {
      prefix = phrases.connectives[connective % phrases.connectives.length] ?? '';
      connective += 1;
    }
    // A question stands on its own: "In addition, how do I find out …?" is no way to ask it.
    if (index > 0 && asksQuestion(sentence)) prefix = '';
    // A connective the slide has already used ("In addition" twice) is left out the second time.
    const key = prefix.replace(/[,，\s]+$/, '').toLowerCase();
    if (key !== '' && said.has(key)) prefix = '';
    const line = withPrefix(prefix, spoken, context.isName, index > 0, spokenLanguage(language));
    if (line !== spoken) said.add(key);
    parts.push(line);
  });
  const cjk = /[\u3400-\u9fff]$/.test(lead) || /[。！？]$/.test(lead);
  return parts.filter((p) => p !== '').join(cjk ? '' : ' ');
}

/** Connectives a paper scatters through its sentences, which a listener hears as a tic when repeated. */
const REPEATABLE = /^(?:however|in addition|moreover|furthermore|also|therefore|thus|hence)$/i;

/**
 * Drops a connective the script has already said: an opening "However, " or an inserted
 * ", however," the second time round. Records the ones it keeps in `said`.
 */
function withoutRepeatedConnectives(sentence: string, said: Set<string>): string {
  let text = sentence;
  const opening = /^(However|In addition|Moreover|Furthermore|Therefore|Thus|Hence),\s+/.exec(text);
  if (opening !== null) {
    const word = (opening[1] ?? '').toLowerCase();
    if (said.has(word)) {
      const rest = text.slice(opening[0].length);
      text = rest.charAt(0).toUpperCase() + rest.slice(1);
    } else said.add(word);
  }
  text = text.replace(
    /,\s+(however|moreover|therefore|thus|hence|in addition),(?=\s)/gi,
    (match, word: string) => {
      const key = word.toLowerCase();
      if (!REPEATABLE.test(key) || !said.has(key)) {
        said.add(key);
        return match;
      }
      return '';
    },
  );
  return text;
}

const NEVER_A_NAME =
  /^(?:Note|Notice|Recall|Consider|Observe|Remember|Now|Then|Here|There|Thus|Hence|So|Also|Still|Yet)$/;

/**
 * "In addition, " + "The model …" → "In addition, the model …"; Chinese prefixes just join. A
 * sentence that already connects ("However, …") takes no prefix; one with its own short opening
 * phrase ("Against this background, …") takes no connective, though it can still be the key result.
 */
function withPrefix(
  prefix: string,
  sentence: string,
  isName: (word: string) => boolean,
  connective: boolean,
  language: string,
): string {
  if (
    prefix === '' ||
    CONNECTED.test(sentence) ||
    withoutLeadingConnective(sentence, language) !== sentence ||
    (connective && OWN_LEAD_IN.test(sentence))
  )
    return sentence;
  // An elided article opens the word in French and Italian ("L’intensité", "L’approccio"); English
  // contracts it ("We’d", "Don’t").
  const first = /^\p{Lu}\p{Ll}*(?:['’]\p{Ll}+)?(?:-\p{Ll}+)*(?=[\s,])/u.exec(sentence)?.[0];
  // Names and acronyms ("Transformer", "BLEU") keep their capital after the connective; a word that
  // only tells the reader what to do ("Note that …") or where the text is ("Now we …") is never a
  // name, wherever the paper writes it. "I" is always a capital.
  if (first === undefined || first === 'I' || (isName(first) && !NEVER_A_NAME.test(first)))
    return prefix + sentence;
  return prefix + sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
