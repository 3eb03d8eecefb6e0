import {
  closesOnCitedWork,
  countWords,
  isBalanced,
  LEGAL_NOTICE,
  stripCitations,
  usesCjkScript,
} from '../text/index.js';
import { hasVerb } from './bullet-from-sentence.js';

/** A bibliography entry that slipped into the text: "Durand M: Quality improvement …". */
const REFERENCE_ENTRY = /^\p{Lu}[\p{L}'’-]+,?\s+(?:\p{Lu}\.?\s?){1,3}[:,.]\s/u;

/** A web address, with or without its scheme ("go to r-project.org"): a listener cannot follow one. */
export const WEB_ADDRESS = /\bhttps?:\/\/|\bwww\.|\bdoi\.org\b|\b[\w-]+\.(?:com|org|edu|io|net)\b/i;

/** Front matter, housekeeping and layout debris that never belongs in a talk. */
const BOILERPLATE =
  /@|https?:|www\.|arxiv|doi:|©|copyright|licen[cs]e|accepts? no (?:responsibility|liability)|^for (?:more|further|additional|complete) (?:information|details|help)\b|trademarks? of|acknowledg|we thank|we are grateful|funded by|grant no|supported by|benefit(?:t?ed) from the use of|\baward (?:no\.? ?)?[A-Z]{2,}[- ]?\d|provided (?:["“]as is["”]|as is\b)|without (?:any )?guarantee|proceedings|conference on|is organi[sz]ed as follows|the rest of (?:this|the) paper|the remainder of|\bsections? \d+(?:\.\d+)*(?: and \d+)? (?:reviews?|describes?|presents?|introduces?|discuss(?:es)?|concludes?|reports?|gives?|provides?|summari[sz]es?)\b|in (?:the )?(?:next|following) sections?|\b(?:the|this) (?:next|following|previous|preceding) (?:section|chapter)s?\b|see (?:the )?(?:appendix|supplementa)|^keywords?\b|\b[\w-]+\.(?:html?|php|aspx?|pdf|zip|tar|gz)\b|correspondence|authors?[’'] contributions|competing interests|all authors (?:read|approved|were involved|contributed)|received:|accepted:|本文其余|作者简介|收稿日期|基金项目|通信作者|中图分类号|文献标志码|关键词/i;

/** Characters that mark a formula rather than prose. */
const MATH_CHAR = /[=+∑∏∫√≤≥≈∈∉∀∃→←↦⊂⊆∪∩∞∂∇·⊙⊕‖|^_{}\\$αβγδεζηθλμνξπρστφχψωΓΔΘΛΞΠΣΦΨΩ−×÷]/;
const MATH_CHARS = new RegExp(MATH_CHAR.source, 'g');

/**
 * The place of a displayed formula that extraction left empty, shown by the definitions that
 * followed it: "… is defined as where a is the scale factor", "we obtain: where KL is …".
 */
export const EMPTIED_FORMULA =
  /\b(?:as|by|to|is|are|was|were|be|equals?|reads?|becomes?|gives?|yields?|obtain|get|have|has)\s*[,:]?\s*where\s+\S{1,4}\s+(?:is|are|denotes?|represents?|stands?)\b/iu;

/** A reference to a figure, table, equation or section, which says nothing on its own. */
const POINTER =
  /\b(?:fig(?:ure)?s?|tab(?:le)?s?|eqs?|equations?|sec(?:tion)?s?|appendix|algorithm)\.?\s*\(?[\dA-Z]+[a-z]?\)?/gi;

/**
 * Whether a sentence can be shown or spoken as it is: prose of sensible length, not a formula, not
 * a caption or a bare "see Figure 3", not a list of citations, not a fragment broken by extraction,
 * and not front matter (emails, licences, disclaimers, trademarks, acknowledgements, "the paper is
 * organised as follows").
 * Letters in `names` (letter-names.ts: "G" and "D" for a generator and a discriminator) are words,
 * not mathematics; a definition ("Let S be a set …") is never a point of a talk.
 */
export function isUsableSentence(
  sentence: string,
  language: string,
  names: ReadonlySet<string> = new Set(),
): boolean {
  const cjk = usesCjkScript(language);
  const clean = stripCitations(sentence);
  if (
    BOILERPLATE.test(sentence) ||
    LEGAL_NOTICE.test(sentence) ||
    WEB_ADDRESS.test(sentence) ||
    REFERENCE_ENTRY.test(sentence)
  )
    return false;
  if (citationCount(sentence) >= 3 || (sentence.match(/et al\./g)?.length ?? 0) >= 2) return false;
  if (/^(?:fig(?:ure)?|table|图|表)\s*[\dA-Z]+[a-z]?\s*[:.|：]/i.test(clean)) return false;
  // "¹It would be possible to change this …": a footnote's text under its mark, an aside to the page.
  if (/^[¹²³⁴⁵⁶⁷⁸⁹⁰]+\s?\p{Lu}/u.test(clean)) return false;
  // "(At least the other threads have more memory bandwidth then…)": a sentence the author set in
  // brackets is an aside to the one before it.
  const aside = /^[(（](.*)[)）][.!?。]?$/su.exec(clean.trim());
  if (aside !== null && isBalanced(aside[1] ?? '')) return false;
  // "See Figure 1 for a less formal explanation": sends the listener to the paper, says nothing itself.
  if (/^(?:see|cf\.?)\s/i.test(clean)) return false;
  // "Let us now focus on models of cosmic structures": a signpost to what the paper does next.
  if (
    /^(?:now,?\s+)?let\s+us\s+(?:now\s+)?(?:focus|turn|move|return|look|proceed|examine|discuss)\b/i.test(
      clean,
    ) ||
    (/^(?:now,?\s+)?let\s+us\s+(?:now\s+)?(?:consider|study)\b/i.test(clean) &&
      countWords(clean, language) <= 10)
  )
    return false;
  if (!isBalanced(clean)) return false;
  // The tail of a relative clause whose head the layout split off: "The structures of which were solved …".
  if (/^(?:the\s+)?[\p{L}-]+\s+of\s+(?:which|whom)\b/iu.test(clean)) return false;
  // A numbered heading glued to its text ("5.2.Results Presentation in Tables: the results …").
  if (/^\d+(?:\.\d+)+\.?\s*\p{Lu}/u.test(clean)) return false;
  // A command after a shell's prompt ("Run $ > wannier90 seedname"): code to type, not to hear.
  if (/(?:^|\s)\$\s*>?\s+\p{Ll}/u.test(clean)) return false;
  // The tail of a reference the splitter cut after its journal's abbreviation ("J. Chem. Phys. 135,
  // 154105, hereafter …"): a volume and a page, with no sentence of their own.
  if (/^\d+,\s*\d+/.test(clean)) return false;
  // A formula written out in a sentence: "%TMD = (Fv/Fm control – Fv/Fm heat)/Fv/Fm control × 100".
  if (/=\s*[([]|[×x]\s*100\b/.test(clean)) return false;
  // A run of six or more numbers ("seven singlets at δ 0.95, 0.78, 0.84, …") is data to read in a table, not to hear.
  if (/(?:\d+(?:\.\d+)?,\s*){5,}(?:and\s+)?\d/.test(clean)) return false;
  // An entry of a list of terms ("“ResNet”: Residual networks adapted to FNNs …", "Semi-supervised
  // learning: features from the discriminator …") is no sentence: its label is the list's, not the talk's.
  if (
    /^["“‘][^"“”‘’]{1,40}["”’]\s*:\s/.test(clean) ||
    /^\p{Lu}[\p{L}-]*(?:\s[\p{L}-]+){0,3}:\s+\p{Ll}/u.test(clean)
  )
    return false;
  // A table's legend ("VS: vincristine sulphate; HF: n-hexane fraction") is no sentence.
  if ((clean.match(/\b[A-Z][A-Za-z0-9]{0,5}:\s/g)?.length ?? 0) >= 2) return false;
  const length = countWords(clean, language);
  const withoutPointers = countWords(clean.replace(POINTER, ' '), language);
  if (cjk) {
    if (length < 12 || length > 200) return false;
    // A sentence cannot open on a particle: this is the tail of one broken by the layout.
    if (/^[的了地得和与或及之着过们，、；：）]/.test(clean)) return false;
    // "步骤 6 由于…": one step of a procedure the paper walks through, meaningless alone.
    if (/^步骤\s*\d/.test(clean)) return false;
    // "[f] 为路由选择函数，…", "Forward 为…指令集集合": a symbol's definition, or one whose symbol the text lost.
    if (
      /^(?:[A-Za-z_][\w-]*\s*)?(?:为|表示|代表)[^，。]{0,12}(?:函数|矩阵|向量|集合|参数|变量|常数|概率)/.test(
        clean,
      )
    )
      return false;
    // What a part of the paper holds ("本节主要介绍…技术") says nothing itself.
    if (/^(?:本节|本章|本部分|下面|以下|下文)[^。，]{0,8}(?:介绍|讨论|描述|给出|分析|阐述)/.test(clean))
      return false;
    // An equation or a cited work whose number extraction dropped: "由式可知", "式为…", "文献提出…";
    // or an equation the talk cannot show: "式(1)为控制平面的服务逻辑模型".
    if (
      /(?:^|[由如据，。中])式\s*(?:[(（]\s*\d+\s*[)）]\s*)?(?:可知|为|中|所示|表明)|文献\s*(?:提出|指出|中|研究|认为|采用|还)/.test(
        clean,
      )
    )
      return false;
    const cjkShare = (clean.match(/[\u3400-\u9fff\u3040-\u30ff]/g)?.length ?? 0) / clean.length;
    if (cjkShare < 0.4) return false;
    if ((clean.match(MATH_CHARS)?.length ?? 0) >= 2) return false;
    return /[。．！？；!?]$/.test(clean);
  }
  if (length < 8 || length > 45 || withoutPointers < 7) return false;
  // A sentence starts with a capital (or a digit or quote) and ends with a full stop.
  if (!/^[\p{Lu}\p{N}"“‘(]/u.test(clean) || !/[.!?]["”’)]?$/.test(clean)) return false;
  // Statistics ("p < 0.05", "n = 24") are results, not formulas.
  const prose = clean.replace(/\b[pPnNrR]\s*[<=>≤≥]\s*[\d.]+/g, 'statistic');
  if (DEFINITION.test(clean) || EMPTIED_FORMULA.test(clean)) return false;
  if (mathScore(prose, names) > 0.1 || mathTokens(prose, names) >= 2) return false;
  // "24 hours of exposure to the samples and the positive control.": the tail of a sentence the
  // layout broke before its number ("… was determined on | 24 hours …"), with no verb of its own.
  if (/^\d/.test(clean) && !hasVerb(clean.replace(/[.!?]["”’)]?$/, ''))) return false;
  // "7 where each light is correct with probability 0.9, …": the tail of a sentence the splitter cut
  // after a number's stop ("digits 0, …, 7."), a number and the clause that qualified it.
  if (/^\d+(?:\.\d+)?\s+(?:where|which|that|whose|whom|while|whereas)\b/i.test(clean)) return false;
  // "(1996) and the methods used at the Robert Koch Institut are explained.": the tail of a
  // sentence the layout broke before a bracket, which opens on the bracket and goes on in lower case.
  if (/^\([^()]*\)\s*\p{Ll}/u.test(clean)) return false;
  // "similar to [30]." loses its object with the citation: what is left is a fragment, or leans on
  // the work it cites ("… similar to earlier work").
  if (stopsShort(clean) || closesOnCitedWork(clean)) return false;
  // An equation named by its number ("the solution of (3) is performed …", "substituting (4) into
  // (5) gives …") is lost with it; an item of an enumeration ("in (1) speed and (2) accuracy") is not.
  if (
    /\b(?:of|to|in|from|by|into|on|using|substituting|solving|differentiating)\s+\(\d{1,3}\)(?=\s+(?:is|are|was|were|can|could|has|have|gives?|yields?|holds?|becomes?|with|into|and|we)\b|\s*[.,;:])/i.test(
      clean,
    )
  )
    return false;
  if (INSTRUCTION.test(clean)) return false;
  // "… we get: where Ã contains …", "… is computed by: and the significance …": what the colon
  // announced was a formula or a listing the text lost.
  if (/:\s+(?:where|wherein|in which|which|and)\b/.test(clean)) return false;
  // "Our main result is the following.", "The following two methods give good results": the sentence
  // stands for statements or formulas after it.
  if (/\b(?:the\s+following|as\s+follows)\b/i.test(clean)) return false;
  return true;
}

/**
 * "Repeat the alignment exercise above using BLOSUM62", "Explore to find out what caused it": what a
 * tutorial or an exercise tells its reader to do, which a talk has no use for. The verb stands bare
 * before its object; "Use of the lexicon …", "Estimates of …" are nouns.
 */
const INSTRUCTION =
  /^(?:(?:to do (?:so|this|that)|then|now|next|first|finally),?\s+)?(?:just\s+|simply\s+)?(?:re-?)?(?:press|choose|pick|drag|double-click|right-click|highlight|run|repeat|try|explore|use|compute|calculate|fit|plot|load|install|compare|find|check|write|create|modify|change|estimate|show|prove|verify|determine|apply|make|take|add|remove|set|type|enter|click|open|select|download|call|define|generate|simulate|construct|draw|print|save|replace|convert|investigate|examine|derive|evaluate|identify|look|read)\s+(?:the|a|an|this|that|these|those|your|it|them|each|every|all|some|any|how|what|whether|which|why|to|out|up)\b/i;

/** "Let S be a set of …", "Suppose x denotes …", "where C is …": a definition, not a statement. */
const DEFINITION =
  /^(?:let|suppose|assume)\s+(?!us\b)(?:\S+\s+)?(?:be|denotes?)\b|^where\s+\S+\s+(?:is|are|denotes?)\b/i;

const DANGLING_END =
  /\b(?:(?:to|of|in|by|and|or|with|see|from|for|as|than|the|a|an|is|are|was|were|be|been|becomes?|equals|reads|namely|can|cannot|could|will|would|should|must|may|might|e\.g\.|i\.e\.|cf\.)[.!?]|(?:e\.g|i\.e|cf|viz)\.)$/i;

/**
 * Whether `sentence` stops where what completed it was taken out: "… similar to.", "… in matrix form,
 * i.e.", "The first of these is." (a formula, a listing, a citation or a pointer the text lost), or
 * leaves its verb to the sentence before: "Only subclasses DNAString and RNAString can."
 */
export function stopsShort(sentence: string): boolean {
  return DANGLING_END.test(sentence.trim());
}

/** Whether `sentence` asks rather than states ("Do any short reads have a higher score?"). */
export function asksQuestion(sentence: string): boolean {
  return /[?？]["”’)]?$/.test(sentence.trim());
}

function citationCount(sentence: string): number {
  const numeric = sentence.match(/\[\d+(?:\s*[-–,]\s*\d+)*\]/g) ?? [];
  const items = numeric.reduce((sum, marker) => sum + marker.split(/[,–-]/).length, 0);
  const authorYear = sentence.match(/\b[A-Z][a-z]+(?: et al\.)?,? (?:19|20)\d{2}[a-z]?\b/g)?.length ?? 0;
  return items + authorYear;
}

/** A token without the brackets, quotes and punctuation around it. */
function bareToken(token: string): string {
  return token.replace(/^[("'“]+|[)"'”.,;:!?]+$/g, '');
}

/**
 * Tokens that look like mathematics: symbol characters, or short letter/digit mixtures such as
 * "ht−1", "dk" or "W_i" that extraction leaves behind from formulas.
 */
function isMathToken(token: string): boolean {
  const bare = bareToken(token);
  // A unit with a micro prefix ("2.17 μg/ml", "5 μm") is a measurement, not a formula.
  if (/^[\d.,]*μ(?:g|m|l|L|M|s|mol|A|V|W)(?:\/\p{L}+)?$/u.test(bare)) return false;
  if (MATH_CHAR.test(bare)) return true;
  if (/^[a-zA-Z]\d*$/.test(bare)) return !/^(?:a|A|I)$/.test(bare);
  // A function applied to arguments: "D(x;" or "p(z)".
  if (/^\p{L}{1,2}\(/u.test(bare)) return true;
  return /^[a-z]{1,2}[\d−-]+$|^[a-z][A-Z]|^\d*[a-z]\d+[a-z]*$|^[bcdfghjklmnpqrstvwxz]{2}$/.test(bare);
}

function mathTokens(text: string, names: ReadonlySet<string>): number {
  return text.split(/\s+/).filter((t) => t !== '' && !names.has(bareToken(t)) && isMathToken(t)).length;
}

function mathScore(text: string, names: ReadonlySet<string>): number {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  return tokens.length === 0 ? 1 : mathTokens(text, names) / tokens.length;
}
