import { usesCjkScript } from '../text/index.js';
import { bulletFromSentence, MAX_BULLET_WORDS, removeParentheticals } from './bullet-from-sentence.js';

/** Longest bullet in characters for Chinese and Japanese. */
const MAX_BULLET_CJK_CHARS = 28;

/** Words a hard cut must not end on: it would read as cut off. */
const DANGLING =
  /^(?:a|an|the|of|to|in|on|for|with|by|from|and|or|but|as|at|into|than|that|which|its|their|our|this|these|is|are|was|were|be|has|have|can|not|very|more|most|such|via|due|only|even|also|we|they|he|she|i)$/i;

/**
 * Compresses a sentence into a slide bullet of at most 12 words (28 characters in Chinese), with
 * no final period. The short form is the one `bulletFromSentence` finds (a complete statement);
 * text that has none, like a stray line from another planner, is cut between words, never after a
 * dangling word like "the" or "of".
 */
export function shortenBullet(sentence: string, language: string): string {
  if (usesCjkScript(language)) return shortenCjk(sentence);
  const bullet = bulletFromSentence(sentence, language);
  if (bullet !== undefined) return bullet;
  const words = removeParentheticals(sentence.replace(/\s+/g, ' ').trim())
    .replace(/[.!?;:,]+$/, '')
    .split(' ')
    .slice(0, MAX_BULLET_WORDS);
  while (words.length > 4 && DANGLING.test((words[words.length - 1] ?? '').replace(/[,;:]$/, '')))
    words.pop();
  const cut = words.join(' ').replace(/[,;:—–-]+$/, '');
  // Only a plain lowercase word is capitalised: identifiers like "word2vec" keep their case.
  return /^\p{Ll}[\p{Ll}-]*(?:\s|$)/u.test(cut) ? cut.charAt(0).toUpperCase() + cut.slice(1) : cut;
}

/** Chinese words after which a phrase is unfinished ("…的", "…主要", "…通过"). */
export const CJK_DANGLING_END =
  /(?:的|地|得|和|与|及|或|在|对|将|把|被|为|是|以|从|向|由|并|而|但|也|都|就|其|该|这|主要|一种|一个|进行|通过|根据|基于|针对|由于|如果|因此|所以|即|等|如|例如|包括|以及|并且|使|用于|旨在|年来)$/;
/** A last clause that is only a means or a comparison, whose verb comes after it. */
const CJK_LEADS_TO_VERB =
  /(?:根据|通过|按照|依据|利用|借助|相较|相比)[^，,；;：:]*$|(?:而言|来说|来讲|相比)$/;
/** Chinese openings of a condition ("假定…", "如果…"), which a bullet never ends after. */
const CJK_CONDITION = /^(?:当|如果|若|假定|假设|假如)[^，,；;]*$/;
/** Chinese openings that continue a previous clause ("的…", "并…", "由式…", "[若…，]说明…"). */
const CJK_CONTINUATION =
  /^(?:的|了|和|与|或|及|并|而|但|则|即|且|以|由式|式(?=[为中可])|文献|其|该|此|这|说明)/;

/**
 * The bullet a Chinese or Japanese sentence makes when it has a complete short form: the whole
 * sentence, its main clause, or its first clauses up to a clause mark, never a cut inside a
 * phrase or one that ends on a word that needs more; undefined otherwise.
 */
export function cjkBulletFromSentence(sentence: string): string | undefined {
  const bullet = shortenCjk(sentence, false);
  if (
    bullet === undefined ||
    bullet.length < 6 ||
    CJK_DANGLING_END.test(bullet) ||
    CJK_CONTINUATION.test(bullet) ||
    // "假定系统的平均计算时延消耗一定": a condition whose consequence was cut off, however it opens.
    CJK_CONDITION.test(bullet)
  )
    return undefined;
  const after = textAfter(sentence, bullet);
  // "证任意模态之间能够互通[，则…]": a condition; "…根据…模态信息表[，选择…]", "相较…而言[，…]": the
  // phrase that leads to the verb, cut before it.
  if (
    /^[，,]\s*(?:则|那么|就|便)/.test(after) ||
    (!/^[。！？]?$/.test(after) && CJK_LEADS_TO_VERB.test(bullet))
  )
    return undefined;
  return bullet;
}

function shortenCjk(sentence: string): string;
function shortenCjk(sentence: string, hardCut: false): string | undefined;
function shortenCjk(sentence: string, hardCut = true): string | undefined {
  let text = sentence.replace(/\s+/g, ' ').trim();
  text = text.replace(/（[^（）]*）|\([^()]*\)|\[[^[\]]*\]/g, '');
  // A step's number ("② 如果…") belongs to the paper's list, not to the slide's.
  text = text.replace(/^[①-⑳]\s*/, '');
  text = text.replace(
    /^(?:本文|本研究|该文|我们|首先|其次|此外|最后|同时|另外|因此|然而|总之|结果表明|实验结果表明|研究表明)[，,]?/,
    '',
  );
  text = text.replace(/[。！？；，、：.!?;,:]+$/, '');
  if (text.length <= MAX_BULLET_CJK_CHARS) return text;
  // A leading subordinate clause ("当业务请求到达时，…") is dropped before the main clause is cut.
  const main = text.replace(
    /^(?:当|如果|若|假定|假设|假如|为了|随着|由于|虽然|尽管|在|针对|基于|通过|与|结合|根据|按照|依据|利用|借助)[^，,]{0,24}[，,]/,
    '',
  );
  if (main !== text && main.length >= 8) text = main.replace(/^(?:本文|我们)/, '');
  if (text.length <= MAX_BULLET_CJK_CHARS) return text;
  // Cut at the last clause mark that keeps enough meaning, else hard at the limit.
  // Not at "、", which joins the items of a list ("网络状态信息、模态分布信息、…").
  const clauses = [...text.matchAll(/[，；：,;:]/g)].map((m) => m.index);
  const cut = clauses.filter((i) => i >= 8 && i <= MAX_BULLET_CJK_CHARS).pop();
  if (cut !== undefined) return text.slice(0, cut);
  if (!hardCut) return undefined;
  // No clause mark in reach: end before a word that opens a new phrase ("通过", "将", "在" …).
  const phrase = [
    ...text
      .slice(0, MAX_BULLET_CJK_CHARS + 1)
      .matchAll(/通过|将|把|对于|对|以及|并且|并|而|和|与|及|在|从|使|用于|旨在/g),
  ]
    .map((m) => m.index)
    .filter((i) => i >= 10)
    .pop();
  return text.slice(0, phrase ?? MAX_BULLET_CJK_CHARS).replace(/[的了在]+$/, '');
}

/** What `sentence` says after the end of `bullet`, its short form (all of it when the end is not found). */
function textAfter(sentence: string, bullet: string): string {
  const tail = bullet.slice(-6);
  const at = sentence.lastIndexOf(tail);
  return at < 0 ? sentence : sentence.slice(at + tail.length).trim();
}
