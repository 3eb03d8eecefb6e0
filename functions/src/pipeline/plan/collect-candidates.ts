import type { PaperDocument } from '../document.js';
import { splitSentences, spokenLanguage, termsOf } from '../text/index.js';
import type { Candidate } from './candidate.js';
import { classifySections } from './classify-sections.js';
import { hasMeasuredNumber, resultNumbersIn } from './has-measured-number.js';
import { isUsableSentence } from './is-usable-sentence.js';
import { letterNames } from './letter-names.js';
import { mainTheorem, withoutStatementLabel } from './main-theorem.js';
import type { SectionRole } from './section-role.js';

/** Labels of a structured abstract ("Background: … Methods: … Results: …") and their roles. */
const ABSTRACT_LABELS: ReadonlyArray<readonly [RegExp, SectionRole]> = [
  [/^(?:background|introduction|context|objectives?|aims?|purpose|motivation|目的|背景)$/i, 'intro'],
  [/^(?:methods?|methodology|design|materials and methods|approach|方法)$/i, 'method'],
  [/^(?:results?|findings|结果)$/i, 'results'],
  [/^(?:conclusions?|interpretation|significance|implications|结论)$/i, 'conclusion'],
];
const ABSTRACT_LABEL = /(?:^|\s)([A-Z][a-z]+(?: and [a-z]+)?|目的|背景|方法|结果|结论)\s*[:：]\s*/g;

/**
 * A sentence that is an item of a numbered list, without its number: "2. the function coordinates
 * retrieves …" is "The function coordinates retrieves …". An item opening on a capital keeps its
 * number ("3. Results" may be a heading's), as the sentence check decides.
 */
function withoutItemNumber(sentence: string): string {
  return sentence.replace(/^\d{1,2}\.\s+(\p{Ll})/u, (_m, first: string) => first.toUpperCase());
}

/**
 * A label the paragraph opens on in the body's own face ("Sources The program is written in …",
 * "General Layout These instructions …", "NEW The tables …"): a determiner or a pronoun in
 * capitals goes on no sentence, so the sentence starts there. A label is a few words that are
 * neither function words nor verbs ("Vegan can use This document" is one sentence).
 */
const RUN_IN_LABEL =
  /^((?:[^\s,;:]+\s+){0,3}[^\s,;:]*[^\s,;:.])\s+(?=(?:The|A|An|Any|This|These|Those|Each|All|There|It|Some|No|Our|We)\s+\p{Ll})/u;
const NOT_A_LABEL =
  /\b(?:a|an|the|in|on|at|of|for|to|by|with|from|and|or|but|that|than|as|is|are|was|were|be|been|has|have|had|can|could|may|might|will|would|should|must|do|does|did|when|if|then|because|since|while|after|before|see)\b/i;

function withoutRunInLabel(sentence: string): string {
  const label = RUN_IN_LABEL.exec(sentence);
  return label === null || NOT_A_LABEL.test(label[1] ?? '') ? sentence : sentence.slice(label[0].length);
}

/**
 * A label set before a colon, the sentence after it opening on a capital ("Note: If you are using
 * Debian …", "Quotes: Single quote characters are stripped …", "A: Here, you will …"): the sentence
 * goes on without it.
 */
const COLON_LABEL = /^\p{Lu}[\p{L}/_-]*(?:\s[\p{L}/_-]+){0,2}:\s+(?=\p{Lu})/u;

/** Words that open a sentence with a subject still to come ("If the …", "In the …"). */
const SENTENCE_OPENER =
  /^(?:if|in|on|at|for|when|while|with|from|as|once|after|before|since|because|although|to|unless|only|by|there|here|it|what|how)(?:['’]s)?$/i;

function withoutColonLabel(sentence: string): string {
  const label = COLON_LABEL.exec(sentence)?.[0];
  if (label === undefined) return sentence;
  const rest = sentence.slice(label.length);
  const [first = '', second = ''] = rest.split(/\s+/);
  // Where the label is the subject, what follows is its verb ("Data: Displays current file
  // information") or a command ("Total-binning: Bin the entire file"): the sentence needs its label.
  const predicate =
    (/^\p{Lu}\p{Ll}+s$/u.test(first) &&
      !/(?:ss|us)$|^(?:this|thus|perhaps|whereas)$/i.test(first) &&
      /^\p{Ll}/u.test(second)) ||
    (/^(?:the|a|an|all|each|every|this|these|your|its)$/i.test(second) && !SENTENCE_OPENER.test(first));
  return predicate ? sentence : rest;
}

/**
 * A function word the author typed twice ("An an example", "can can be put"): never grammar, unlike
 * "that that" or "had had".
 */
const DOUBLED_WORD = /(?<![\p{L}\p{N}])(a|an|the|can|of|for|and|with|from|by|at)\s+\1(?![\p{L}\p{N}])/giu;

function withoutDoubledWord(sentence: string, language: string): string {
  return spokenLanguage(language) === 'en' ? sentence.replace(DOUBLED_WORD, '$1') : sentence;
}

/**
 * Every usable sentence of the paper in reading order, tagged with the role of the part it comes
 * from. A structured abstract is split by its labels so its "Results:" part counts as results. A
 * mathematics paper's main theorem, said in words, comes last as a result of its own.
 */
export function collectCandidates(document: PaperDocument): Candidate[] {
  const language = document.language;
  const candidates: Candidate[] = [];
  const aboutAuthors = mentionsAuthors(document.authors);
  const names = letterNames(document);
  const add = (text: string, role: SectionRole, sectionIndex: number, sectionTitle: string): void => {
    const sentences = splitSentences(text, language)
      .map(withoutStatementLabel)
      .map(withoutItemNumber)
      .map(withoutRunInLabel)
      .map(withoutColonLabel)
      .map((sentence) => withoutDoubledWord(sentence, language));
    let keptPrevious = false;
    sentences.forEach((sentence, index) => {
      const afterGap = !keptPrevious;
      keptPrevious = isUsableSentence(sentence, language, names) && !aboutAuthors(sentence);
      if (!keptPrevious) return;
      candidates.push({
        order: candidates.length,
        afterGap,
        text: sentence,
        role,
        sectionTitle,
        sectionIndex,
        position: sentences.length > 1 ? index / (sentences.length - 1) : 0,
        fromAbstract: sectionIndex === -1,
        terms: termsOf(sentence, language),
        hasNumber: hasMeasuredNumber(sentence),
        score: 0,
      });
    });
  };
  for (const part of splitAbstract(document.abstract)) add(part.text, part.role, -1, '');
  const sections = classifySections(document.sections);
  sections.forEach((section, index) => {
    if (section.role !== 'skip') add(section.text, section.role, index, section.title);
  });
  markSideExperiments(candidates);
  markHeadlines(candidates);
  // A mathematics paper's result is its main theorem, which the text states in symbols and
  // labels; a paper with measured results leads with those instead.
  const measured = candidates.filter((c) => c.hasNumber && (c.role === 'results' || c.role === 'abstract'));
  const theorem = measured.length < MEASURED_PAPER ? mainTheorem(document) : undefined;
  if (theorem !== undefined) {
    candidates.push({
      order: candidates.length,
      text: theorem.text,
      role: 'results',
      sectionTitle: sections[theorem.sectionIndex]?.title ?? '',
      sectionIndex: theorem.sectionIndex,
      position: 0,
      fromAbstract: false,
      terms: termsOf(theorem.text, language),
      hasNumber: false,
      theorem: true,
      score: 0,
    });
  }
  return candidates;
}

/**
 * Names a result is about: acronyms ("COCO", "WMT"), mixed-case names ("ImageNet") and names with a
 * number ("CIFAR-10"), in the singular ("SNNs" is "SNN").
 */
function namesOf(text: string): string[] {
  return (text.match(/\b(?:[A-Z][A-Z0-9]+[a-z]?|[A-Z][a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z]+-\d+)\b/g) ?? []).map(
    (name) => name.replace(/(?<=[A-Z])s$/, ''),
  );
}

/**
 * Marks the measured results about something the results sections never name (the abstract's "28%
 * relative improvement on the COCO object detection dataset" when the experiments are on ImageNet
 * and COCO is an appendix): the main experiment is the one the results sections report.
 */
function markSideExperiments(candidates: Candidate[]): void {
  const reported = new Set(
    candidates.filter((c) => c.role === 'results' && c.sectionIndex >= 0).flatMap((c) => namesOf(c.text)),
  );
  if (reported.size === 0) return;
  for (const c of candidates)
    if (c.hasNumber && namesOf(c.text).some((name) => !reported.has(name))) c.sideExperiment = true;
}

/** Marks the measured results said both in the paper's summaries and in its results sections. */
function markHeadlines(candidates: Candidate[]): void {
  const summary = (c: Candidate): boolean =>
    c.role === 'abstract' || c.role === 'intro' || c.role === 'conclusion';
  const inResults = new Set(
    candidates.filter((c) => c.role === 'results' && c.hasNumber).flatMap((c) => resultNumbersIn(c.text)),
  );
  const inSummaries = new Set(
    candidates.filter((c) => summary(c) && c.hasNumber).flatMap((c) => resultNumbersIn(c.text)),
  );
  for (const c of candidates) {
    if (!c.hasNumber || (!summary(c) && c.role !== 'results')) continue;
    const elsewhere = summary(c) ? inResults : inSummaries;
    if (resultNumbersIn(c.text).some((n) => elsewhere.has(n))) c.headline = true;
  }
}

/** A paper with this many measured results is an empirical one, whatever theorems it proves on the way. */
const MEASURED_PAPER = 3;

/**
 * Recognises sentences about the authors themselves ("Ashish, with Illia, designed …"): the
 * contribution footnotes that extraction leaves in the text. A talk is about the work.
 */
function mentionsAuthors(authors: readonly string[]): (sentence: string) => boolean {
  const fold = (text: string): string =>
    text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');
  const names = new Set(
    authors
      .flatMap((author) => fold(author).split(/[\s.]+/))
      .filter((name) => /^\p{Lu}\p{Ll}{2,}$/u.test(name)),
  );
  if (names.size === 0) return () => false;
  return (sentence) => (fold(sentence).match(/\p{Lu}\p{Ll}{2,}/gu) ?? []).some((word) => names.has(word));
}

function splitAbstract(abstract: string): { text: string; role: SectionRole }[] {
  const labels = [...abstract.matchAll(ABSTRACT_LABEL)]
    .map((match) => ({ match, role: ABSTRACT_LABELS.find(([pattern]) => pattern.test(match[1] ?? ''))?.[1] }))
    .filter((label): label is { match: RegExpExecArray; role: SectionRole } => label.role !== undefined);
  if (labels.length < 2) return [{ text: abstract, role: 'abstract' }];
  const parts: { text: string; role: SectionRole }[] = [];
  const before = abstract.slice(0, labels[0]?.match.index ?? 0).trim();
  if (before !== '') parts.push({ text: before, role: 'abstract' });
  labels.forEach((label, index) => {
    const start = label.match.index + label.match[0].length;
    const end = labels[index + 1]?.match.index ?? abstract.length;
    parts.push({ text: abstract.slice(start, end), role: label.role });
  });
  return parts;
}
