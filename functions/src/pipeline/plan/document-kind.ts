import type { PaperDocument } from '../document.js';

/** A chapter heading: "Chapter 3 Methods", "CHAPTER FOUR", "第三章 实验结果". */
export const CHAPTER_HEADING =
  /^\s*(?:chapter|CHAPTER|Chapter)\s+(?:\d+|[IVXLC]+|one|two|three|four|five|six|seven|eight|nine|ten)\b|^\s*第[一二三四五六七八九十\d]+章/i;

/** A thesis says so near its start: "A thesis submitted for the degree of …", "学位论文". */
const THESIS_WORDS = /\b(?:thesis|dissertation)\b|学位论文|博士论文|硕士论文/i;

/** Fewer pages than this is a paper, whatever it calls itself. */
const THESIS_PAGES = 40;

/**
 * Whether a document is a thesis rather than a paper: it is divided into chapters, or it is long
 * and calls itself a thesis or dissertation on its first pages. A thesis has one author (the
 * others a reader finds on its title page are its supervisors and examiners) and tells its story
 * chapter by chapter.
 */
export function isThesis(document: PaperDocument): boolean {
  const chapters = document.sections.filter((section) => CHAPTER_HEADING.test(section.heading)).length;
  if (chapters >= 2) return true;
  if (document.pageCount < THESIS_PAGES) return false;
  const opening = [document.title, document.abstract, ...document.sections.slice(0, 2).map((s) => s.text)]
    .join(' ')
    .slice(0, 5000);
  return THESIS_WORDS.test(opening);
}

/** The kinds of document a title may name, as the talk says them. */
const KINDS = 'guide|manual|handbook|tutorial|specification|primer|cookbook|documentation';
/**
 * The same kinds in the other languages the talk is told in ("guide de l’utilisateur", "Manual do
 * usuário", "Benutzerhandbuch" is one word and stays a paper); a talk in those languages calls them
 * all its word for a document.
 */
const OTHER_KINDS =
  'manuel|guía|guia|guida|tutoriel|handbuch|anleitung|leitfaden|handleiding|documentación|documentação|documentazione|dokumentation|especificación|spécification|spezifikation|manuale';

/**
 * The kind of document a title names ("btt User Guide", "Belenios specification", "A Primer on …"):
 * the kind closes the title or comes before what the document is of, for or about, so "Manual
 * Annotation of Proteins" is no manual.
 */
const KIND_IN_TITLE = new RegExp(
  `(?<![\\p{L}])(${KINDS}|${OTHER_KINDS})(?![\\p{L}])(?=\\s*$|\\s*[:(,.–—-]|\\s+(?:to|for|of|on|in|under|and|with|version|v?\\d|de|del|du|des|do|da|di|della|für|zur|zum|voor|van|per|para|pour)(?![\\p{L}]))`,
  'iu',
);

/** Words before a kind that say whom or how it serves, not what it documents: "User Guide", "Reference manual". */
const READERS =
  "users?['’]?s?|reference|programmer(?:['’]?s)?|developer(?:['’]?s)?|quick(?:-?start)?|installation";

/**
 * A manual's title: the name of what it documents, then the kind of document ("Tachyon User's
 * Guide", "JAGS Version 4.3.1 installation manual", "The ExaML v3.0.X Manual").
 */
const DOCUMENTED = new RegExp(
  `^(?:the\\s+)?([\\p{L}][\\p{L}\\d.+-]*)\\s+(?:(?:version|v)\\s*\\d[\\w.]*\\s+)?(?:(?:${READERS})\\s+)?(?:${KINDS})\\b`,
  'iu',
);

/**
 * What the talk calls the document: a "thesis", the kind a manual's title names ("guide",
 * "specification"), or a "paper".
 */
export function documentNoun(document: PaperDocument): string {
  if (isThesis(document)) return 'thesis';
  return KIND_IN_TITLE.exec(document.title)?.[1]?.toLowerCase() ?? 'paper';
}

/** A title that names only its kind ("User manual", "The Reference Guide"), not what it documents. */
const ONLY_A_KIND = new RegExp(
  `^(?:(?:a|an|the)\\s+)?(?:(?:${READERS})\\s+)?(?:${KINDS}|${OTHER_KINDS})$`,
  'iu',
);

/** Whether `title` names only the kind of document it is ("User manual"). */
export function namesOnlyItsKind(title: string): boolean {
  return ONLY_A_KIND.test(title.trim());
}

/** A title's first word that is no name: an article or a reader word ("User Guide for …", "A Tutorial for …"). */
const READER_WORD = new RegExp(`^(?:a|an|the|${READERS})$`, 'i');

/** The kinds as a title capitalises them or not ("Guide", "guide"), so the name after stays case-sensitive. */
const KINDS_ANY_CASE = KINDS.split('|')
  .map((kind) => `[${kind.charAt(0).toUpperCase()}${kind.charAt(0)}]${kind.slice(1)}`)
  .join('|');

/**
 * A manual's title that names what it documents after the kind: "User Guide for KLU and BTF",
 * "A Tutorial for Minlog, Version 4.0" — a name of up to three capitalised words that ends the
 * title or its main part.
 */
const DOCUMENTED_AFTER = new RegExp(
  `\\b(?:${KINDS_ANY_CASE})\\s+(?:for|to|of|on)\\s+(?:the\\s+)?(\\p{Lu}[\\p{L}\\d.+-]*(?:\\s+(?:and\\s+)?\\p{Lu}[\\p{L}\\d.+-]*){0,2})(?=\\s*$|\\s*[,:;(–—]|\\s+[Vv](?:ersion|\\d))`,
  'u',
);

/**
 * A title that is an introduction to one or two words' subject ("Introduction to actuar", "A Gentle
 * Introduction to Rasch Trees", "Getting started with XMDS2"): how it treats its subject, then the subject.
 */
const INTRODUCTION_TO =
  /^(?:an?\s+)?(?:(?:short|brief|gentle|quick)\s+)?(?:introduction|guide|tutorial|overview)\s+(?:to|of|on)\s+(?=\S+(?:\s+\S+)?$)|^getting\s+started\s+with\s+(?=\S+(?:\s+\S+)?$)/i;

/**
 * What a manual's title says it documents ("Tachyon User's Guide" → "Tachyon", "User Guide for KLU
 * and BTF" → "KLU and BTF") or an introduction introduces ("Introduction to actuar" → "actuar"); ''
 * for any other title.
 */
export function documentedName(title: string): string {
  const before = DOCUMENTED.exec(title)?.[1];
  if (before !== undefined && !READER_WORD.test(before)) return before;
  const after = DOCUMENTED_AFTER.exec(title)?.[1];
  if (after !== undefined) return after;
  const trimmed = title.trim();
  return INTRODUCTION_TO.test(trimmed) ? trimmed.replace(INTRODUCTION_TO, '') : '';
}
