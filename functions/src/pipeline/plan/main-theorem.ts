/**
 * The main theorem of a mathematics paper, said in words: what its results slide states, rather
 * than a sentence that only points at lemmas ("Combining Lemmas 11, 37 and 39 yields …").
 */
import type { PaperDocument } from '../document.js';
import { countWords } from '../text/index.js';
import { PAPER_POINTER } from './paper-pointers.js';

/** Where a statement starts: "Theorem 1.2.", "Main Theorem.", "Theorem A (Feit–Thompson).". */
const LABEL =
  /(?:^|(?<=[.!?:]\s+)|(?<=\n))(Main Theorem|Theorem|Proposition|Corollary|Lemma)(?:\s+(?:[A-Z]|\d+(?:\.\d+)*))?(?:\s*\([^()]{1,80}\))?\s*[.:]\s+/g;
/**
 * The label any statement opens a sentence with ("Theorem 2.1 (Name).", "Remark 3", "Proof."): a
 * pointer into the paper, not part of what the statement says. With a number the full stop may be
 * missing ("Remark 3 This is …"), as some classes set it; without one it must be there.
 */
const STATEMENT_LABEL =
  /^(?:Theorem|Lemma|Proposition|Corollary|Definition|Remark|Example|Conjecture|Axiom|Assumption|Claim|Hypothesis|Observation|Fact|Notation|Property|Problem|Exercise|Proof)(?:(?:\s+[A-Z]?\d+(?:\.\d+)*)(?:\s*\([^()]{1,60}\))?\s*[.:]?|(?:\s*\([^()]{1,60}\))?\s*[.:])\s+(?=\p{Lu})/u;

/** `sentence` without the label of the statement it opens. */
export function withoutStatementLabel(sentence: string): string {
  return sentence.replace(STATEMENT_LABEL, '');
}

/** Which statement is the paper's main result, most likely first. */
const RANK: Readonly<Record<string, number>> = {
  'Main Theorem': 0,
  Theorem: 1,
  Proposition: 2,
  Corollary: 3,
  Lemma: 4,
};
/** Where a statement ends: the proof, the next statement, a new paragraph. */
const STATEMENT_END =
  /\n\s*\n|\bProof\b|(?:Main Theorem|Theorem|Proposition|Corollary|Lemma|Definition|Remark)\s+[\dA-Z]/;
/** Symbols of a formula: a statement written with them is not said in words. */
const FORMULA = /[=<>≤≥≈∈∉∀∃→↦⊂⊆∪∩∞∂∇∑∏∫√^_{}\\$|\u0370-\u03ff\u2070-\u209f]/;
const MAX_WORDS = 40;
/** A statement that ends where its formula was taken out: "the optimal discriminator D is.". */
const LOST_FORMULA =
  /\b(?:a|an|the|of|to|in|on|for|with|by|from|and|or|is|are|was|were|be|equals?|as|at|than|that|which|by|then)[.!?]$/i;
/** Distinct single letters standing for objects ("G", "p"): a few make a statement, many make a formula. */
const MAX_VARIABLES = 3;

export interface MainTheorem {
  /** The statement in words, as one or two sentences ending in a full stop. */
  text: string;
  /** Index into the document's sections. */
  sectionIndex: number;
}

/**
 * The statement of the paper's main result in words: its "Main Theorem", else its first theorem,
 * proposition, corollary or lemma that can be said without formulas, with "Let G be a finite group
 * of odd order. Then G is solvable." said as "Every finite group of odd order is solvable.";
 * undefined when the paper states none.
 */
export function mainTheorem(document: PaperDocument): MainTheorem | undefined {
  const found: { rank: number; order: number; text: string; sectionIndex: number }[] = [];
  document.sections.forEach((section, sectionIndex) => {
    for (const match of section.text.matchAll(LABEL)) {
      const kind = match[1] ?? 'Lemma';
      const rest = section.text.slice(match.index + match[0].length);
      const end = rest.search(STATEMENT_END);
      const text = inWords(end < 0 ? rest : rest.slice(0, end));
      if (text !== undefined) found.push({ rank: RANK[kind] ?? 4, order: found.length, text, sectionIndex });
    }
  });
  const best = found.sort((a, b) => a.rank - b.rank || a.order - b.order)[0];
  return best === undefined ? undefined : { text: best.text, sectionIndex: best.sectionIndex };
}

/** A statement said in words, or undefined when it is a formula, too long, or empty. */
export function inWords(statement: string): string | undefined {
  let text = statement.replace(/\s+/g, ' ').trim();
  if (text === '' || FORMULA.test(text)) return undefined;
  const sentences = text.match(/[^.!?]+[.!?]/g)?.map((s) => s.trim()) ?? [text];
  // "Let G be a finite group of odd order. Then G is solvable."
  const letThen = /^Let ([A-Za-z](?:\s*(?:,|and)\s*[A-Za-z])*) be (.+?)\.\s*Then (.+?)\.?$/.exec(
    sentences.slice(0, 2).join(' '),
  );
  const supposeThen = /^(?:Suppose|Assume)(?: that)? (.+?)\.\s*Then (.+?)\.?$/.exec(
    sentences.slice(0, 2).join(' '),
  );
  if (letThen !== null) {
    const [, subject = '', kind = '', claim = ''] = letThen;
    const single = /^[A-Za-z]$/.test(subject);
    const article = /^(?:a|an)\s+(.+)$/i.exec(kind);
    const reused = new RegExp(`\\b${subject.charAt(0)}\\b`).test(
      claim.replace(new RegExp(`^${subject}\\s+`), ''),
    );
    // "Every finite group of odd order is solvable" when the letter is used only as the subject.
    if (single && article !== null && claim.startsWith(`${subject} `) && !reused)
      text = `Every ${article[1] ?? ''} ${claim.slice(subject.length + 1)}.`;
    else text = `If ${subject} ${single ? 'is' : 'are'} ${kind}, then ${claim}.`;
  } else if (supposeThen !== null) {
    text = `If ${supposeThen[1] ?? ''}, then ${supposeThen[2] ?? ''}.`;
  } else text = sentences.slice(0, 2).join(' ');
  if (!/[.!?]$/.test(text)) text = `${text}.`;
  const variables = new Set(
    text.match(/(?<![\p{L}\p{N}])[A-Za-z](?![\p{L}\p{N}])/gu)?.filter((v) => v !== 'a' && v !== 'A') ?? [],
  );
  // "the optimal discriminator D is." lost its formula; "given in Eq." points at one.
  if (LOST_FORMULA.test(text) || PAPER_POINTER.test(text)) return undefined;
  if (countWords(text, 'en') > MAX_WORDS || countWords(text, 'en') < 4 || variables.size > MAX_VARIABLES)
    return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
