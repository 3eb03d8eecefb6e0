import type { PaperPart, PaperPartKind, PaperSection } from '../document.js';
import { LEGAL_NOTICE, splitCitations } from '../text/index.js';
import { backMatterKind } from './back-matter-kind.js';
import { classifyHeading, headingNumber, type HeadingInfo, type HeadingStyle } from './classify-heading.js';
import { groupParts } from './group-parts.js';
import { isEquationLine, isFormulaFragment } from './is-equation-line.js';
import { joinLines } from './join-lines.js';
import type { BodyStyle } from './mark-prose.js';
import { faceOf, type TextLine } from './page-text.js';
import { splitReferences } from './split-references.js';
import { findStrayLines } from './find-stray-lines.js';

/** The narrative parts of a paper. */
export interface PaperText {
  abstract: string;
  sections: PaperSection[];
  references: string[];
  /** Display equations, back-matter statements and citation markers, kept out of the text. */
  parts: PaperPart[];
}

interface Draft {
  heading: string;
  paragraphs: TextLine[][];
  /** Set when the heading names a back-matter statement ("Acknowledgements"). */
  kind?: PaperPartKind | undefined;
}

/** A run-in label opening a paragraph: the label, then a colon, a full stop or a new sentence. */
function runInKind(paragraph: string): PaperPartKind | undefined {
  const kind = backMatterKind(paragraph);
  if (!kind) return undefined;
  return /^[^:.]{0,60}?(?:[:.—–]|\s\p{Lu})/u.test(paragraph) ? kind : undefined;
}

const INLINE_ABSTRACT = /^(?:abstract|summary|摘\s*要)\s*[-—–:：.]\s*/i;
/**
 * "Abstract" set in a face of its own at the start of the abstract's first line, with no stop after it
 * ("**Abstract** In this vignette, …"): the label, which the sentence must not start with.
 */
function abstractLabelInItsFace(line: TextLine): RegExpExecArray | null {
  const [label, next] = line.faces ?? [];
  if (!label || !next || label.font === next.font || !/^\s*(?:abstract|summary)\s*$/i.test(label.text))
    return null;
  return /^\s*(?:abstract|summary)\s*/i.exec(line.text);
}
const KEYWORDS = /^(?:key\s*words|index terms|关键词|关\s*键\s*词)\s*[-—–:：]/i;

/**
 * Walks the body lines in reading order and cuts them into the abstract, the sections (heading +
 * paragraphs) and the bibliography, which stays out of the sections. `columnLeft` gives the left edge
 * of a line's column, to tell an indented paragraph start from a wrapped line.
 */
export function buildSections(
  lines: readonly TextLine[],
  body: BodyStyle,
  columnLeft: (line: TextLine) => number,
): PaperText {
  const vocabulary = new Set<string>();
  for (const line of lines)
    for (const word of line.text.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []) vocabulary.add(word);

  const front: TextLine[][] = [];
  const abstract: TextLine[][] = [];
  const referenceLines: TextLine[] = [];
  const equationLines: TextLine[] = [];
  const strayLines: TextLine[] = [];
  const styleOf = (line: TextLine): HeadingStyle => ({
    relativeSize: line.size / body.size,
    distinctFont: line.font !== body.font,
  });
  const code = codeLines(lines, body);
  // A line of a program's output ("Coefficients:") heads nothing.
  const headingOf = (line: TextLine): HeadingInfo | undefined =>
    opensRunIn(line, body) || code.has(line) ? undefined : classifyHeading(line.text, styleOf(line));
  // The faces of the paper's recognised top-level headings, set apart from the body: faces mostly
  // of headings, not the typewriter face of code where one line reads "method".
  const faces = new Map<string, { lines: number; headings: number }>();
  for (const line of lines) {
    const face = faces.get(faceOf(line)) ?? { lines: 0, headings: 0 };
    const style = styleOf(line);
    face.lines += 1;
    if ((style.distinctFont || style.relativeSize > 1.08) && headingOf(line)?.level === 1) face.headings += 1;
    faces.set(faceOf(line), face);
  }
  const headingFaces = new Set(
    [...faces].filter(([, face]) => face.headings > 0 && face.headings * 4 >= face.lines).map(([key]) => key),
  );
  const formula = formulaLines(lines, columnLeft);
  const codeBlocks: TextLine[] = [];
  const stray = findStrayLines(lines);
  const linkLines: TextLine[] = [];
  const drafts: Draft[] = [];
  let mode: 'front' | 'abstract' | 'body' | 'references' = 'front';
  /** The number of the references section ("2" of "2 Literature list"), when it has one. */
  let referencesNumber: string | undefined;
  let previous: TextLine | undefined;
  let headingLine: TextLine | undefined;
  let afterDisplay = false;

  const target = (): TextLine[][] | undefined => {
    if (mode === 'front') return front;
    if (mode === 'abstract') return abstract;
    if (mode === 'body') return drafts.at(-1)?.paragraphs;
    return undefined;
  };

  const append = (line: TextLine): void => {
    if (mode === 'references') {
      referenceLines.push(line);
      return;
    }
    const paragraphs = target();
    if (!paragraphs) return;
    // A display equation sits inside its paragraph, which goes on after it ("where x is…"); so does a
    // listing of code or of a program's output, which a talk never reads out.
    if ((mode !== 'front' && formula.has(line)) || code.has(line)) {
      (code.has(line) ? codeBlocks : equationLines).push(line);
      afterDisplay = true;
      return;
    }
    // A figure's DOI or a link printed on a line of its own (PLOS sets one under every figure).
    if (/^(?:https?:\/\/|doi:\s*)\S+$/i.test(line.text)) {
      linkLines.push(line);
      return;
    }
    const current = paragraphs.at(-1);
    const continues = afterDisplay && /^\p{Ll}/u.test(line.text);
    // A capital after a display opens the next sentence; the one before ended in the display ("… and
    // compute [formula] In SGA context, …"), so the two must not be read as one.
    const resumes = afterDisplay && /^\p{Lu}/u.test(line.text);
    afterDisplay = false;
    if (!current || !previous || resumes || (!continues && startsParagraph(line, previous, columnLeft)))
      paragraphs.push([line]);
    else current.push(line);
    previous = line;
  };

  lines.forEach((line, index) => {
    // Table rows and contents entries, headings of the contents included, never open or join a section;
    // a contents list opens some papers, before any heading.
    if (mode !== 'references' && (mode !== 'front' ? stray.has(line) : stray.get(line) === 'contents')) {
      strayLines.push(line);
      return;
    }
    // An entry of the bibliography wraps anywhere ("… R package version 2.14.0. URL http://…"): only
    // a heading in the face of the paper's headings (an appendix's) ends the bibliography.
    const classified =
      mode === 'references' && !headingFaces.has(faceOf(line)) && styleOf(line).relativeSize <= 1.08
        ? undefined
        : headingOf(line);
    const continuing = !classified && headingLine !== undefined && continuesHeading(line, headingLine);
    // An unnumbered heading the names above do not know ("Self-normalizing Neural Networks"), set in the
    // face and size of the paper's own section headings.
    const heading =
      classified ??
      (!continuing &&
      mode === 'body' &&
      headingFaces.has(faceOf(line)) &&
      looksLikeTitle(line.text) &&
      !opensRunIn(line, body)
        ? { level: 1, name: undefined }
        : undefined);
    if (continuing && headingLine) {
      const draft = drafts.at(-1);
      if (draft) draft.heading = `${draft.heading} ${line.text}`;
      headingLine = line;
      return;
    }
    headingLine = undefined;
    if (heading) {
      previous = undefined;
      if (heading.name === 'abstract') {
        mode = 'abstract';
        return;
      }
      if (heading.name === 'references') {
        mode = 'references';
        referencesNumber = headingNumber(line.text);
        return;
      }
      // A references section numbered "2" keeps its own subsections ("2.1 Short literature list").
      if (
        mode === 'references' &&
        referencesNumber !== undefined &&
        headingNumber(line.text)?.startsWith(`${referencesNumber}.`)
      )
        return;
      mode = 'body';
      drafts.push({
        heading: line.text.replace(/[:：]$/, ''),
        paragraphs: [],
        kind: backMatterKind(line.text),
      });
      headingLine = line;
      return;
    }
    if (mode === 'front' || mode === 'abstract') {
      const inline = INLINE_ABSTRACT.exec(line.text) ?? abstractLabelInItsFace(line);
      if (inline && line.text.length > inline[0].length + 10) {
        mode = 'abstract';
        previous = undefined;
        append({ ...line, text: line.text.slice(inline[0].length) });
        return;
      }
      if (KEYWORDS.test(line.text)) {
        mode = 'front';
        previous = undefined;
        return;
      }
    }
    // A run-in label with no full stop after it ("Creation of cross-lingual vector spaces A common
    // semantic space is required …") is a subheading of its own, or the sentence would say it.
    const split = mode === 'body' ? splitUnclosedLabel(line, previous, body) : undefined;
    if (split !== undefined) {
      previous = undefined;
      append({ ...line, text: split.label });
      previous = undefined;
      append({ ...line, text: split.sentence });
      return;
    }
    // An unnumbered subheading on a line of its own ("Setting", "Study design") is a paragraph of its
    // own, never glued to the sentence below it; so is one of a note whose headings are all unnumbered
    // and unnamed ("Case–control designs"), which the front matter runs on into.
    if (
      (mode === 'body' || mode === 'front') &&
      !opensRunIn(line, body) &&
      isSubheading(line, lines[index + 1], previous, body)
    ) {
      previous = undefined;
      append(line);
      previous = undefined;
      return;
    }
    append(line);
  });

  const parts: PaperPart[] = [];
  const joined = new Map<TextLine[], string>();
  const join = (paragraph: TextLine[]): string => {
    let text = joined.get(paragraph);
    if (text === undefined) {
      text = joinLines(
        paragraph.map((l) => l.text),
        vocabulary,
      );
      joined.set(paragraph, text);
    }
    return text;
  };
  const toText = (paragraphs: TextLine[][]): string =>
    paragraphs
      .map(join)
      .filter((p) => p !== '')
      .join('\n\n');
  // Body text loses its citation markers; the markers become parts of the page they are printed on.
  const clean = (paragraphs: TextLine[][]): string =>
    paragraphs
      .map((paragraph) => {
        const split = splitCitations(join(paragraph));
        const page = paragraph[0]?.page ?? 0;
        for (const citation of split.citations) parts.push({ kind: 'citation', text: citation, page });
        return split.text;
      })
      .filter((p) => p !== '')
      .join('\n\n');
  const keepApart = (kind: PaperPartKind, paragraph: TextLine[]): void => {
    const text = join(paragraph);
    if (text !== '') parts.push({ kind, text, page: paragraph[0]?.page ?? 0 });
  };
  const narrative: Draft[] = [];
  for (const draft of drafts) {
    if (draft.kind === 'contents') {
      // A contents list ends where prose begins ("This appendix is organised as follows…"), which
      // belongs to the section the list opens.
      const prose = draft.paragraphs.findIndex((p) => isProseParagraph(join(p)));
      const list = prose < 0 ? draft.paragraphs : draft.paragraphs.slice(0, prose);
      for (const paragraph of list) keepApart('contents', paragraph);
      if (prose >= 0)
        narrative.push({
          heading: narrative.at(-1)?.heading ?? draft.heading,
          paragraphs: draft.paragraphs.slice(prose),
        });
      continue;
    }
    if (draft.kind) {
      for (const paragraph of draft.paragraphs) keepApart(draft.kind, paragraph);
      continue;
    }
    // The labels of a drawing without a caption (a structure's atom numbers, "HO", "24 23") come out
    // as paragraphs without a word: what is printed in the picture, not said about it; a long one of
    // short words is data the text lists ("3.20 (1H, dd, J=11.5 Hz, H-3)") and stays. A formula set
    // apart that way leaves its sentence whole: "Observing that" [formula] "we can set…" is one.
    const worded: TextLine[][] = [];
    let afterFormula = false;
    for (const paragraph of draft.paragraphs) {
      const text = join(paragraph);
      if (!hasWord(text) && !(text.length > PIECE_LENGTH && SHORT_WORD.test(text))) {
        const formula = isEquationLine(text);
        keepApart(formula ? 'equation' : 'figure-text', paragraph);
        afterFormula = afterFormula || formula;
        continue;
      }
      const before = worded.at(-1);
      if (afterFormula && before && /^\p{Ll}/u.test(text))
        worded[worded.length - 1] = [...before, ...paragraph];
      else worded.push(paragraph);
      afterFormula = false;
    }
    if (worded.length < draft.paragraphs.length) draft.paragraphs = worded;
    // Back matter set as run-in paragraphs ("Competing interests The authors declare…") ends a section.
    const start = draft.paragraphs.findIndex((p) => runInKind(join(p)) !== undefined);
    if (start < 0) {
      narrative.push(draft);
      continue;
    }
    let kind: PaperPartKind = runInKind(join(draft.paragraphs[start] ?? [])) ?? 'acknowledgements';
    for (const paragraph of draft.paragraphs.slice(start)) {
      kind = runInKind(join(paragraph)) ?? kind;
      keepApart(kind, paragraph);
    }
    narrative.push({ ...draft, paragraphs: draft.paragraphs.slice(0, start) });
  }
  // A table of contents yields headings followed only by page numbers: not sections. A heading
  // whose text is all in its numbered subsections ("6 Results", then "6.1 Machine Translation")
  // stays, empty: it says what its subsections are.
  const drafted = narrative.map((d) => ({ heading: d.heading, text: clean(d.paragraphs) }));
  const worded = drafted.map((s) => (s.text.match(/\p{L}/gu) ?? []).length >= 20);
  const sections = drafted.filter(
    (section, index) =>
      worded[index] ||
      (worded[index + 1] === true && opensSubsection(section.heading, drafted[index + 1]?.heading ?? '')),
  );
  let abstractText = toText(abstract);
  if (abstractText === '') {
    // No abstract: the opening paragraphs stand in for it (a few, when the first is a single line);
    // a manual's copyright page ("Permission is granted to copy …") opens nothing.
    const prose = front.filter((p) => !LEGAL_NOTICE.test(toText([p])));
    const opening = prose.some((p) => toText([p]).length >= 200)
      ? prose.filter((p) => toText([p]).length >= 200)
      : (drafts[0]?.paragraphs ?? []);
    const chosen: TextLine[][] = [];
    for (const paragraph of opening) {
      chosen.push(paragraph);
      if (toText(chosen).length >= 300 || chosen.length >= 3) break;
    }
    abstractText = toText(chosen);
    // A note without a single heading (a worked example, a short report) goes on after its opening:
    // the rest of its paragraphs are its one section.
    const rest = drafts.length === 0 ? front.slice(front.indexOf(chosen.at(-1) ?? []) + 1) : [];
    const text = clean(rest.filter((p) => /[.!?。]$/.test(join(p)) && join(p).split(/\s+/).length >= 6));
    if (text !== '' && chosen.length > 0) sections.push({ heading: '', text });
  }
  parts.push(
    ...groupParts(equationLines, () => 'equation'),
    ...groupParts(codeBlocks, () => 'code'),
    ...groupParts(strayLines, (_text, first) => stray.get(first) ?? 'figure-text'),
    ...linkLines.map((l): PaperPart => ({ kind: 'publication', text: l.text, page: l.page })),
  );
  const abstractSplit = splitCitations(abstractText);
  const abstractPage = abstract[0]?.[0]?.page ?? 1;
  parts.push(
    ...abstractSplit.citations.map((text): PaperPart => ({ kind: 'citation', text, page: abstractPage })),
  );
  return { abstract: abstractSplit.text, sections, references: splitReferences(referenceLines), parts };
}

function isSubheading(
  line: TextLine,
  next: TextLine | undefined,
  previous: TextLine | undefined,
  body: BodyStyle,
): boolean {
  const words = line.text.split(/\s+/).length;
  return (
    line.font !== body.font &&
    line.size >= body.size * 0.85 &&
    words <= 10 &&
    /^\p{Lu}/u.test(line.text) &&
    !/[.,;]$/.test(line.text) &&
    next !== undefined &&
    next.font === body.font &&
    next.page === line.page &&
    next.top > line.top &&
    next.top - line.bottom < line.size * 2 &&
    // A full line in a heading face is a run-in heading with its paragraph's first words, not a heading line.
    line.x1 - line.x0 < (next.x1 - next.x0) * 0.8 &&
    (previous === undefined ||
      /[.!?:]["”’)]?$/.test(previous.text) ||
      previous.page !== line.page ||
      previous.column !== line.column ||
      // After a list item that ends without a full stop, the space above sets the heading apart.
      line.top - previous.bottom >= line.size * 0.8)
  );
}

/**
 * A line set in another face that goes on in the body face: a run-in label ("2.1. Sources Selection:
 * defines which…", "General experimental procedure. The") with the first words of the sentence it
 * heads, which is a paragraph of the text, never a heading. The label's face starts at its first
 * stretch outside the body face (a number before it may be in the body face); two words in the body
 * face after it, or one after a label closed by a full stop or a colon, are a sentence's.
 */
function opensRunIn(line: TextLine, body: BodyStyle): boolean {
  const faces = line.faces ?? [];
  const sentence = sentenceFace(faces, body);
  if (sentence === undefined) return false;
  const words = faces
    .slice(sentence)
    .filter((face) => face.font === body.font)
    .reduce((n, face) => n + (face.text.match(/\p{L}+/gu) ?? []).length, 0);
  const closed = /[.:：]\s*$/.test(faces[sentence - 1]?.text ?? '');
  return words >= 2 || (closed && words >= 1);
}

/**
 * Where the body face resumes after a line's label, the first stretch in another face: the index of
 * the sentence's first face, or undefined when the line has no such label.
 */
function sentenceFace(faces: NonNullable<TextLine['faces']>, body: BodyStyle): number | undefined {
  const label = faces.findIndex((face) => face.font !== body.font);
  if (label < 0) return undefined;
  const sentence = faces.findIndex((face, index) => index > label && face.font === body.font);
  return sentence < 0 ? undefined : sentence;
}

/**
 * A paragraph's first line that opens on a label in another face with no full stop or colon after
 * it, then a sentence in the body face that starts with a capital: the label and the sentence, which
 * the text keeps apart (see opensRunIn for a label the sentence's punctuation already sets off).
 */
function splitUnclosedLabel(
  line: TextLine,
  previous: TextLine | undefined,
  body: BodyStyle,
): { label: string; sentence: string } | undefined {
  const faces = line.faces ?? [];
  // The label opens the line (no number before it in the body face).
  if (faces[0] === undefined || faces[0].font === body.font) return undefined;
  const sentence = sentenceFace(faces, body);
  if (sentence === undefined) return undefined;
  // The label ends a paragraph's first line: after a finished sentence, or on a new page or column.
  if (
    previous !== undefined &&
    previous.page === line.page &&
    previous.column === line.column &&
    !/[.!?:]["”’)]?$/.test(previous.text)
  )
    return undefined;
  // Faces hold the text without its spaces: the label ends after as many letters in the line's text.
  const labelLength = faces
    .slice(0, sentence)
    .reduce((n, face) => n + face.text.replace(/\s/g, '').length, 0);
  let at = 0;
  for (let seen = 0; at < line.text.length && seen < labelLength; at += 1)
    if (!/\s/.test(line.text[at] ?? '')) seen += 1;
  const label = line.text.slice(0, at).trim();
  const rest = line.text.slice(at).trim();
  const words = label.split(/\s+/).length;
  if (
    words < 2 ||
    words > 10 ||
    !/^\p{Lu}/u.test(label) ||
    /[.:：;,]$/.test(label) ||
    !/^\p{Lu}/u.test(rest) ||
    // "Phoenix paludosa Roxb. is a thorny palm": a name in italics and its abbreviated author.
    /^\S+\.(?:\s|$)/.test(rest)
  )
    return undefined;
  return { label, sentence: rest };
}

function continuesHeading(line: TextLine, heading: TextLine): boolean {
  return (
    line.page === heading.page &&
    line.font === heading.font &&
    Math.abs(line.size - heading.size) < 0.3 &&
    line.baseline > heading.baseline &&
    line.baseline - heading.baseline <= heading.size * 1.5 &&
    line.text.length < 60
  );
}

function startsParagraph(
  line: TextLine,
  previous: TextLine,
  columnLeft: (line: TextLine) => number,
): boolean {
  const ended = /[.!?:。！？]["”’)]?$/.test(previous.text);
  const sameColumn = line.page === previous.page && line.column === previous.column;
  if (sameColumn && line.baseline - previous.baseline > Math.max(line.size, previous.size) * 1.75)
    return true;
  if (!ended) return false;
  const indent = line.x0 - columnLeft(line);
  if (indent > line.size * 0.8 && indent < line.size * 4) return true;
  // A paragraph's last line is clearly shorter than a full line (ragged-right text varies a little).
  const left = columnLeft(line);
  return (
    sameColumn && previous.x1 - left < (line.x1 - left) * 0.7 && Math.abs(line.size - previous.size) < 0.5
  );
}

/** Short, capitalised and not ending a sentence or clause: how a heading reads. */
function looksLikeTitle(text: string): boolean {
  const t = text.trim();
  return (
    t.split(/\s+/).length <= 12 &&
    /^\p{Lu}/u.test(t) &&
    !/[.,;:]$/.test(t) &&
    (t.match(/\p{L}/gu) ?? []).length >= 3
  );
}

/**
 * Whether text holds a word: three letters in a row, or two characters of Chinese. Script letters
 * are a symbol's indices ("yₖᵗ"), not a word's.
 */
function hasWord(text: string): boolean {
  return /(?:(?!\p{Lm})\p{L}){3}|[\u4e00-\u9fff]{2}/u.test(text);
}

/** A paragraph of running sentences, not a list entry: long, ending a sentence, with no dot leader. */
function isProseParagraph(text: string): boolean {
  return text.length >= 200 && /[.!?。]$/.test(text.trim()) && !/(?:\.\s){5,}/.test(text);
}

/** Characters at most in a piece of a formula set in many pieces. */
const PIECE_LENGTH = 40;
/** Words of the sentence around a formula, which a formula's own pieces do not hold. */
const CONNECTIVE = /\b(?:with|and|for|where|if|otherwise|all|is|are|of|the|to|in)\b/i;
/**
 * A word of two Latin letters ("dd", "Hz") other than a function's or a differential's name ("ln",
 * "dx"): a long line of them and numbers is data, not a formula.
 */
const SHORT_WORD = /(?<!\p{L})(?!(?:ln|lg|tr|d[txyz])(?!\p{L}))[A-Za-z]{2}(?!\p{L})/u;
/** A paragraph's last line that holds only its last word ("T."), which ends a sentence, not a formula. */
const SENTENCE_END = /\p{L}[.!?]["”’)]?$/u;
/** A list item's bullet: the item may be named by a formula ("• ∂J₁₁/∂ν"), but it is text, never a formula's row. */
const LIST_ITEM = /^[•◦▪‣]/u;
/** An equation's number on a line of its own: "(77)", "(A.6)". */
const EQUATION_NUMBER = /^\((?:[A-Z]\.)?\d{1,3}[a-z]?\)$/;

/** What code has and prose has not: an assignment, a call, brackets, a comment or a prompt's mark. */
const CODE_SIGN = /<-|[{}[\]=$#~;\\]|[\p{L}\d_.]\(|^\s*[>+]\s/u;

/**
 * The lines of code listings and of a program's output: lines set wholly in a monospace face when the
 * body is not. A lone such line that reads as a sentence is prose whose face was misreported (a Type 3
 * font's text run can carry the face of its first word, "mgus2 data set contains the time to …").
 */
function codeLines(lines: readonly TextLine[], body: BodyStyle): Set<TextLine> {
  const code = new Set<TextLine>();
  if (lines.some((l) => l.monospace && l.font === body.font)) return code;
  const readsAsProse = (line: TextLine): boolean => {
    const tokens = line.text.split(/\s+/);
    const words = tokens.filter((t) => /^\(?[\p{L}\d'’-]+\)?[,.;:]?$/u.test(t) && /\p{L}/u.test(t));
    return words.length >= 6 && words.length >= tokens.length * 0.8 && !CODE_SIGN.test(line.text);
  };
  lines.forEach((line, index) => {
    if (!line.monospace) return;
    const alone = !lines[index - 1]?.monospace && !lines[index + 1]?.monospace;
    if (!(alone && readsAsProse(line))) code.add(line);
  });
  return code;
}

/** Whether a line is set off from its column's edge, as a display is and a paragraph's last line "d = 512." is not. */
function isDisplayed(line: TextLine, columnLeft: (line: TextLine) => number): boolean {
  return line.x0 - columnLeft(line) > line.size * 1.5 || /\(\d{1,3}[a-z]?\)$/.test(line.text);
}

/**
 * The lines of displayed formulas: each line that reads as an equation, with the displayed rows just
 * above and below it that hold no prose (a fraction's numerator and denominator, a sum's limits), so a
 * formula set over several lines leaves the paragraph whole.
 */
function formulaLines(lines: readonly TextLine[], columnLeft: (line: TextLine) => number): Set<TextLine> {
  const formula = new Set<TextLine>();
  const near = (a: TextLine, b: TextLine): boolean =>
    a.page === b.page && Math.abs(a.baseline - b.baseline) <= 2.5 * Math.max(a.size, b.size);
  lines.forEach((line, index) => {
    if (!isDisplayed(line, columnLeft) || !isEquationLine(line.text)) return;
    formula.add(line);
    for (const step of [-1, 1]) {
      let previous = line;
      for (let j = index + step; j >= 0 && j < lines.length; j += step) {
        const candidate = lines[j];
        if (
          !candidate ||
          formula.has(candidate) ||
          !near(previous, candidate) ||
          !isDisplayed(candidate, columnLeft) ||
          !isFormulaFragment(candidate.text) ||
          LIST_ITEM.test(candidate.text)
        )
          break;
        formula.add(candidate);
        previous = candidate;
      }
    }
  });
  // A formula set in many pieces (bars, fractions over fractions, a matrix) comes out as a run of
  // short lines none of which reads as prose, some at the column's edge: three or more close
  // together, one of them a relation or the equation's number, are the formula's; so is a long row
  // of its numbers and symbols. A long line with short words and no prose (a list of NMR shifts,
  // "(1H, dd, J=11.5 Hz)") is text, and so is a line with a word of the sentence the formula stands
  // in ("(0, 1) with α₀₁ and λ₀₁ is", "T."): each ends the run.
  // A formula too long for its page goes on at the top of the next: pieces opening a page right after
  // a formula's last row are the rest of that formula, whatever their number.
  let run: TextLine[] = [];
  let before: TextLine | undefined;
  const flush = (): void => {
    const first = run[0];
    const continued =
      first !== undefined && before !== undefined && formula.has(before) && before.page < first.page;
    if (
      continued ||
      (run.length >= 3 &&
        run.some((l) => formula.has(l) || isEquationLine(l.text) || EQUATION_NUMBER.test(l.text)))
    )
      for (const l of run) formula.add(l);
    run = [];
  };
  lines.forEach((line, index) => {
    const last = run.at(-1);
    const piece =
      isFormulaFragment(line.text) &&
      !CONNECTIVE.test(line.text) &&
      !SENTENCE_END.test(line.text) &&
      !LIST_ITEM.test(line.text) &&
      (line.text.length <= PIECE_LENGTH || (isEquationLine(line.text) && !SHORT_WORD.test(line.text)));
    if (!formula.has(line) && !piece) flush();
    else {
      if (last && !near(last, line)) flush();
      if (run.length === 0) before = lines[index - 1];
      run.push(line);
    }
  });
  flush();
  return formula;
}

/** Whether `next` is numbered as a subsection of `heading` ("6 Results" then "6.1 Machine Translation"). */
function opensSubsection(heading: string, next: string): boolean {
  const number = headingNumber(heading);
  const nextNumber = headingNumber(next);
  return number !== undefined && nextNumber !== undefined && nextNumber.startsWith(`${number}.`);
}
