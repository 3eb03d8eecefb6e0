import type { PaperDocument, PaperPart, PaperPartKind } from '../document.js';
import { backMatterKind } from './back-matter-kind.js';
import { buildSections } from './build-sections.js';
import { caseTitle } from './case-title.js';
import { classifyHeading } from './classify-heading.js';
import { detectLanguage } from './detect-language.js';
import { findCaptions, type Caption } from './find-captions.js';
import { findFootnotes } from './find-footnotes.js';
import { findPublication } from './find-publication.js';
import { findRunningText, isPageNumber } from './find-running-text.js';
import { findChapterTitle, findTitle, titleText } from './find-title.js';
import { groupParts } from './group-parts.js';
import { harmonizeGutters } from './harmonize-gutters.js';
import { joinLines } from './join-lines.js';
import { locateFigure, type RegionStoppers } from './locate-figure.js';
import { markProse, type BodyStyle } from './mark-prose.js';
import type { PageText, PageTurn, TextLine } from './page-text.js';
import { authorNames, authorsCitedAs, namesOfPeople, parseAuthors } from './parse-authors.js';
import { tableNotesTop } from './table-notes-top.js';
import type { Rect } from './rect.js';

/** A figure or table found on a page, waiting to be cropped. */
export interface PlannedFigure {
  caption: Caption;
  region: Rect;
  side: 'above' | 'below';
  /** The region reaches another caption and must be cut at the white gap between the two graphics. */
  shared: boolean;
  widen: Rect | undefined;
  /** The gutter strip beside the region: a graphic that crosses it is wider than its column. */
  bridge: Rect | undefined;
  /** Text the ink box must ignore: paragraphs, headings, captions, running heads. */
  masks: Rect[];
  /** The region reaches the running head or foot, whose rule must not count as part of the graphic. */
  pageRule: 'top' | 'bottom' | undefined;
  /** The median size in points of the text inside the graphic (a table's cells), if it has any. */
  textSize: number | undefined;
  /** Set when the page is read turned (see PageText). */
  turn: PageTurn | undefined;
}

const PUBLISHER_NOTE =
  /^(?:received|revised|accepted|published|available online|citation|editor|academic editor|copyright|©|open access|online at|doi\b|https?:|www\.|this is an open access|licen[cs]e|[a-z]\d{6,}|收稿日期|修回日期|网络出版)/i;

/** Small print off the narrative (first-page margins, footnotes), labelled by what it says. */
function kindOfSmallPrint(text: string, otherwise: PaperPartKind): PaperPartKind {
  const t = text.trim().replace(/^[∗*†‡§¶✉☯]\s*/, '');
  if (/^\(?[\w.{},\s-]*@[\w.-]+\)?$|^e-?mail\b/i.test(t)) return 'email';
  if (PUBLISHER_NOTE.test(t)) return 'publication';
  return backMatterKind(t) ?? otherwise;
}

/** Which line of the front matter is which: an address, an e-mail, or (undefined) a line of names. */
function kindOfFrontLine(text: string): PaperPartKind | undefined {
  if (/@/.test(text) && !/\s\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text.replace(/\S*@\S*/g, '')))
    return 'email';
  return parseAuthors([text]).length === 0 ? kindOfSmallPrint(text, 'affiliation') : undefined;
}

/** Everything the read stage learns from the text layer alone. */
export interface LayoutAnalysis extends Omit<
  PaperDocument,
  'figures' | 'pageCount' | 'pagesRead' | 'warnings'
> {
  figures: PlannedFigure[];
}

function bodyStyle(all: readonly TextLine[]): BodyStyle {
  // A paper of listings (a software vignette) may print more code than prose: the body is the prose's face.
  const proportional = all.filter((l) => !l.monospace);
  const lines = proportional.length >= all.length * 0.1 ? proportional : all;
  const sizes = new Map<number, number>();
  for (const l of lines)
    sizes.set(Math.round(l.size * 2) / 2, (sizes.get(Math.round(l.size * 2) / 2) ?? 0) + l.text.length);
  const size = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const fonts = new Map<string, number>();
  for (const l of lines)
    if (Math.abs(l.size - size) <= 0.5) fonts.set(l.font, (fonts.get(l.font) ?? 0) + l.text.length);
  const font = [...fonts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return { size, font };
}

function toRect(line: TextLine): Rect {
  // Ascenders and accents reach above the nominal top.
  return { x0: line.x0 - 1, y0: line.top - line.size * 0.25, x1: line.x1 + 1, y1: line.bottom + 1 };
}

function inside(line: TextLine, rect: Rect): boolean {
  const cx = (line.x0 + line.x1) / 2;
  const cy = (line.top + line.bottom) / 2;
  return cx >= rect.x0 && cx <= rect.x1 && cy >= rect.y0 && cy <= rect.y1;
}

/**
 * Short lines set in the same face and size as the paper's recognised headings but without a
 * number or a standard name ("Attention Visualizations"): not sections, but a figure's region must
 * not reach over them.
 */
export function unnumberedHeadings(
  lines: readonly TextLine[],
  headings: ReadonlySet<TextLine>,
  body: BodyStyle,
): Set<TextLine> {
  const styles = new Set([...headings].map((l) => `${l.font}@${l.size}`));
  return new Set(
    lines.filter(
      (l) =>
        !headings.has(l) &&
        styles.has(`${l.font}@${l.size}`) &&
        l.size >= body.size * 1.1 &&
        l.neighbours === 0 &&
        /^\p{Lu}/u.test(l.text) &&
        l.text.split(/\s+/).length <= 8,
    ),
  );
}

/**
 * Lines of a narrow box beside the text block of a one-column page, like the margin column of
 * PLOS's first page ("OPEN ACCESS", "Citation: …", "Received: …"): publisher metadata, not part of
 * the abstract or the narrative. On a later page (`smallPrint`) only a box in print smaller than
 * the text block's counts, as the statements PLOS carries over to the second page's margin
 * ("Competing interests: …") are: a figure's labels beside a short caption are not a margin box.
 */
export function findSideColumn(page: PageText, smallPrint = false): Set<TextLine> {
  if (page.gutter !== undefined) return new Set();
  const long = page.lines.filter((l) => l.text.length >= 40).sort((a, b) => a.x0 - b.x0);
  const left = long[Math.floor(long.length / 2)]?.x0;
  if (left === undefined || (smallPrint && long.length < 10)) return new Set();
  const blockSize = long.map((l) => l.size).sort((a, b) => a - b)[Math.floor(long.length / 2)] ?? 0;
  const right = Math.max(...page.lines.filter((l) => l.x0 >= left - 2).map((l) => l.x1));
  const side = page.lines.filter(
    (l) =>
      (l.x1 < left - 6 || l.x0 > right + 6) &&
      l.x1 - l.x0 <= page.width * 0.35 &&
      (!smallPrint || l.size < blockSize * 0.9),
  );
  return side.length >= 3 ? new Set(side) : new Set();
}

/**
 * Reads the structure of a paper from its pages' lines: title, authors, abstract, sections,
 * references, language, and where each figure and table is. Pure: no rendering, no files.
 */
export function analyzeLayout(input: readonly PageText[]): LayoutAnalysis {
  const pages = harmonizeGutters(input);
  const running = findRunningText(pages);
  const side = new Set(pages.flatMap((page, index) => [...findSideColumn(page, index > 0)]));
  const content = pages.flatMap((p) => p.lines.filter((l) => !running.has(l) && !side.has(l)));
  const body = bodyStyle(content);
  const isHeading = (l: TextLine): boolean =>
    classifyHeading(l.text, { relativeSize: l.size / body.size, distinctFont: l.font !== body.font }) !==
    undefined;

  const prose = new Map<number, Set<TextLine>>(pages.map((p) => [p.page, markProse(p, body)]));
  const first = pages[0];
  const front = new Set<TextLine>();
  const frontParts: TextLine[] = [];
  let title = '';
  let authors: string[] = [];
  if (first) {
    const firstLines = first.lines.filter((l) => !running.has(l) && !side.has(l));
    const titleLines = findTitle(firstLines, first.height);
    title = titleText(titleLines);
    for (const l of titleLines) front.add(l);
    const titleBottom = Math.max(0, ...titleLines.map((l) => l.bottom));
    const below = firstLines.filter((l) => l.top > titleBottom);
    // A letter-numbered "heading" on the first page is usually an author ("H. Sebastian Seung").
    const markers = below.filter(
      (l) => (isHeading(l) && !/^[A-H]\.\s/.test(l.text)) || /^(abstract|摘\s*要)/i.test(l.text),
    );
    // Without an "Abstract" or a heading, the first paragraph in the body style ends the front matter.
    const firstProse = prose.get(first.page) ?? new Set<TextLine>();
    const fallback = below.filter(
      (l) => firstProse.has(l) && l.font === body.font && Math.abs(l.size - body.size) <= 0.5,
    );
    const boundary = Math.min(first.height, ...(markers.length > 0 ? markers : fallback).map((l) => l.top));
    const authorLines = firstLines
      .filter(
        (l) => !front.has(l) && l.top > titleBottom - 1 && l.bottom <= boundary && l.size >= body.size * 0.7,
      )
      .sort((a, b) => a.top - b.top || a.x0 - b.x0);
    if (titleLines.length > 0) {
      const cited = authorsCitedAs(firstLines, title);
      authors = cited.length > 0 ? cited : authorNames(authorLines);
      for (const l of authorLines) front.add(l);
      frontParts.push(...authorLines.filter((l) => kindOfFrontLine(l.text) !== undefined));
    }
  }

  // A chapter printed alone from a book is about the chapter, whose title opens the page after the
  // book's title page.
  const chapter = findChapterTitle(
    pages.map((p) => p.lines.filter((l) => !running.has(l) && !side.has(l))),
    body.size,
  );
  if (chapter) {
    title = titleText(chapter.title);
    for (const l of [chapter.opener, ...chapter.title]) front.add(l);
  }

  const stream = content.filter((l) => !front.has(l));
  const captions = findCaptions(stream, body);
  const captionLines = new Set(captions.flatMap((c) => c.lines));
  const captionKinds = new Map(
    captions.flatMap((c) => c.lines.map((l): [TextLine, 'figure' | 'table'] => [l, c.kind])),
  );
  const headings = new Set(content.filter(isHeading));
  const unnumbered = unnumberedHeadings(content, headings, body);
  // The title block also bounds a figure at the top of the first page.
  const blockers = new Set([...headings, ...unnumbered, ...captionLines, ...front]);
  const figures: PlannedFigure[] = [];
  const seen = new Set<string>();
  const excluded = new Set<TextLine>(captionLines);
  const tablesBelow = new Set<TextLine>();
  const pageOf = new Map(pages.map((p) => [p.page, p]));
  const stoppersFor = (page: PageText): RegionStoppers => ({
    prose: prose.get(page.page) ?? new Set<TextLine>(),
    blockers,
    captions: captionKinds,
    tablesBelow,
    running,
  });
  // A paper puts its captions on one side consistently: learn the side from captions that only have
  // room on one side, and apply it where both sides have room.
  const preferred = { figure: 'above', table: 'below' } as Record<'figure' | 'table', 'above' | 'below'>;
  for (const kind of ['figure', 'table'] as const) {
    let above = 0;
    let below = 0;
    for (const caption of captions.filter((c) => c.kind === kind)) {
      const page = pageOf.get(caption.page);
      const located = page && locateFigure(caption, page, stoppersFor(page));
      if (located?.room.above && !located.room.below) above += 1;
      if (located?.room.below && !located.room.above) below += 1;
    }
    if (above > below) preferred[kind] = 'above';
    if (below > above) preferred[kind] = 'below';
  }
  // Tables first: where a table sits decides which of the neighbouring regions a figure may take.
  const byKind = [
    ...captions.filter((c) => c.kind === 'table'),
    ...captions.filter((c) => c.kind === 'figure'),
  ];
  for (const caption of byKind) {
    // A label seen before is a mention, unless the table goes on over the next page under "(continued)":
    // that part is a figure of its own, named so that every id stays unique.
    const continued = seen.has(caption.id) && /\(?\bcont(?:inued|\.|d\.?)\)?/i.test(caption.rest);
    if (seen.has(caption.id) && (!continued || seen.has(`${caption.id} (continued)`))) continue;
    const id = continued ? `${caption.id} (continued)` : caption.id;
    const page = pageOf.get(caption.page);
    if (!page) continue;
    const pageProse = prose.get(page.page) ?? new Set<TextLine>();
    const located = locateFigure(caption, page, stoppersFor(page), preferred[caption.kind]);
    if (!located) continue;
    seen.add(id);
    // Notes under a table (significance marks, abbreviations, its DOI) are not part of its picture.
    const notesTop =
      caption.kind === 'table' && located.side === 'below'
        ? tableNotesTop(page.lines, located.region)
        : undefined;
    const region =
      notesTop === undefined
        ? located.region
        : { ...located.region, y1: Math.min(located.region.y1, notesTop) };
    if (caption.kind === 'table' && located.side === 'below')
      for (const l of caption.lines) tablesBelow.add(l);
    const text = joinLines([caption.rest, ...caption.rows.slice(1).map((l) => l.text)]);
    const masks = page.lines.filter((l) => pageProse.has(l) || blockers.has(l) || running.has(l)).map(toRect);
    const sizes = page.lines
      .filter((l) => inside(l, region) && !pageProse.has(l) && !blockers.has(l) && !running.has(l))
      .map((l) => l.size)
      .sort((a, b) => a - b);
    const textSize = sizes[Math.floor(sizes.length / 2)];
    figures.push({
      caption: { ...caption, id, text },
      region,
      side: located.side,
      shared: located.shared,
      widen: located.widen,
      bridge: located.bridge,
      masks,
      pageRule: located.pageRule,
      textSize,
      turn: page.turn,
    });
    for (const l of page.lines) {
      if (pageProse.has(l)) continue;
      if (inside(l, located.region) || (located.widen && inside(l, located.widen) && !headings.has(l)))
        excluded.add(l);
    }
  }

  figures.sort((a, b) => a.caption.page - b.caption.page || a.region.y0 - b.region.y0);

  const columnLeft = new Map<string, number>();
  for (const l of content) {
    const key = `${l.page}:${l.column}`;
    columnLeft.set(key, Math.min(columnLeft.get(key) ?? Infinity, l.x0));
  }
  const footnotes = findFootnotes(pages, body, new Set([...excluded, ...running, ...side, ...front]));
  const narrative = buildSections(
    stream.filter((l) => !excluded.has(l) && !footnotes.has(l)),
    body,
    (l) => columnLeft.get(`${l.page}:${l.column}`) ?? l.x0,
  );
  const sample = [title, narrative.abstract, ...narrative.sections.map((s) => s.text)]
    .join('\n')
    .slice(0, 20_000);
  const inOrder = (set: ReadonlySet<TextLine>): TextLine[] =>
    pages.flatMap((p) => p.lines.filter((l) => set.has(l)));
  const figureText = new Set([...excluded].filter((l) => !captionLines.has(l)));
  const parts: PaperPart[] = [
    ...groupParts(inOrder(running), (text) => (isPageNumber(text) ? 'page-number' : 'running-head')),
    ...groupParts(inOrder(new Set(frontParts)), (text) => kindOfFrontLine(text) ?? 'affiliation', {
      lineByLine: true,
    }),
    ...groupParts(inOrder(side), (text) => kindOfSmallPrint(text, 'publication')),
    ...groupParts(inOrder(footnotes), (text) => kindOfSmallPrint(text, 'footnote')),
    ...groupParts(inOrder(figureText), () => 'figure-text'),
    ...narrative.parts,
  ].sort((a, b) => a.page - b.page);
  const publication = findPublication(first?.lines ?? [], parts, first?.marginal ?? []);
  const text = [narrative.abstract, ...narrative.sections.map((s) => s.text)].join('\n');
  return {
    title: caseTitle(title, text),
    authors: namesOfPeople(authors, text),
    ...publication,
    language: detectLanguage(sample),
    ...narrative,
    sections: narrative.sections.map((s) => ({ ...s, heading: caseTitle(s.heading, text) })),
    parts,
    figures,
  };
}
