/**
 * Where everything on a slide goes, computed without drawing: the painter (PNG) and the exporter
 * (PowerPoint) both follow it, and tests can check that nothing leaves the slide or overlaps.
 * Coordinates are pixels on the 1920 × 1080 slide.
 */
import { isReadingLine } from '../../shared/reading-line.js';
import { fitText, type FitOptions, type FittedText } from './fit-text.js';
import { SLIDE_HEIGHT, SLIDE_WIDTH, THEME_COLORS } from './theme.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Width of `text` at `size` pixels, bold or regular, in the slide's font. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/** What a slide shows; the figure is already looked up and its caption shortened. */
export interface SlideContent {
  /** 0-based position in the deck; 0 is the title slide. */
  index: number;
  total: number;
  title: string;
  bullets: readonly string[];
  paperTitle: string;
  figure?: { label: string; caption: string; width: number; height: number } | undefined;
}

export type SlideKind = 'title' | 'bullets' | 'figure-right' | 'figure-top' | 'figure-only';

export type TextRole =
  'title' | 'subtitle' | 'bullets' | 'figure-label' | 'caption' | 'footer' | 'slide-number' | 'reading';

/** One line, positioned: `y` is the top of its line box. */
export interface TextLine {
  text: string;
  x: number;
  y: number;
  /** Set on the first line of a bullet paragraph: draw a marker before it. */
  bullet: boolean;
}

export interface TextBlock {
  role: TextRole;
  /** The region the text was fitted to; every line lies inside it. */
  box: Rect;
  size: number;
  lineHeight: number;
  bold: boolean;
  /** Six hex digits, from the theme. */
  color: string;
  align: 'left' | 'center' | 'right';
  /** Horizontal space before bullet text, for the marker. */
  indent: number;
  /** The wrapped text by paragraph, as fitted; `lines` positions the same lines. */
  paragraphs: string[][];
  lines: TextLine[];
  truncated: boolean;
}

export interface SlideLayout {
  kind: SlideKind;
  /** Solid shapes in the accent colour (rule under the title) or navy (title slide band). */
  shapes: { rect: Rect; color: string }[];
  /** Hairlines, e.g. the rule above the footer. */
  rules: Rect[];
  blocks: TextBlock[];
  /** The figure's white mat with its border, and the image inside it (aspect ratio kept). */
  figure: { frame: Rect; image: Rect } | undefined;
}

const MARGIN_X = 112;
const CONTENT_RIGHT = SLIDE_WIDTH - MARGIN_X;
const CONTENT_WIDTH = CONTENT_RIGHT - MARGIN_X;
const TITLE_REGION: Rect = { x: MARGIN_X, y: 60, width: CONTENT_WIDTH, height: 156 };
const ACCENT_RULE: Rect = { x: MARGIN_X, y: 232, width: 112, height: 6 };
const CONTENT_TOP = 282;
const CONTENT_BOTTOM = 948;
const FOOTER_RULE: Rect = { x: MARGIN_X, y: 986, width: CONTENT_WIDTH, height: 2 };
const FOOTER_TOP = 1006;
const FOOTER_HEIGHT = 40;
const NUMBER_WIDTH = 180;
const COLUMN_GAP = 72;
const BULLET_INDENT = 44;
const FRAME_PADDING = 14;
const LABEL_GAP = 18;

const TITLE_FIT: FitOptions = { maxSize: 60, minSize: 36, lineHeight: 1.16, paragraphGap: 0, maxLines: 3 };
const BULLET_FIT: FitOptions = { maxSize: 40, minSize: 24, lineHeight: 1.3, paragraphGap: 0.62 };
const LABEL_FIT: FitOptions = { maxSize: 24, minSize: 20, lineHeight: 1.25, paragraphGap: 0, maxLines: 1 };
const CAPTION_FIT: FitOptions = { maxSize: 22, minSize: 18, lineHeight: 1.3, paragraphGap: 0, maxLines: 2 };
const FOOTER_FIT: FitOptions = { maxSize: 22, minSize: 18, lineHeight: 1.3, paragraphGap: 0, maxLines: 1 };
const COVER_TITLE_FIT: FitOptions = {
  maxSize: 84,
  minSize: 44,
  lineHeight: 1.12,
  paragraphGap: 0,
  maxLines: 4,
};
const COVER_SUBTITLE_FIT: FitOptions = { maxSize: 34, minSize: 24, lineHeight: 1.35, paragraphGap: 0.45 };
const READING_FIT: FitOptions = { maxSize: 30, minSize: 20, lineHeight: 1.3, paragraphGap: 0, maxLines: 2 };
/** The closing slide's band for where to read the paper, under a hairline, at the foot of the content. */
const READING_HEIGHT = 84;
const READING_GAP = 40;

interface BlockStyle {
  role: TextRole;
  bold: boolean;
  color: string;
  align: TextBlock['align'];
  indent?: number;
  /** Where the text sits when it is shorter than its box. */
  valign?: 'top' | 'middle' | 'bottom';
}

function fitBlock(
  paragraphs: readonly string[],
  box: Rect,
  fit: FitOptions,
  style: BlockStyle,
  measure: MeasureText,
): TextBlock {
  const indent = style.indent ?? 0;
  const fitted: FittedText = fitText(
    paragraphs,
    { width: box.width - indent, height: box.height },
    fit,
    (text, size) => measure(text, size, style.bold),
  );
  const slack = box.height - fitted.height;
  const valign = style.valign ?? 'top';
  let y = box.y + (valign === 'bottom' ? slack : valign === 'middle' ? slack / 2 : 0);
  const lines: TextLine[] = [];
  for (const paragraph of fitted.paragraphs) {
    paragraph.forEach((text, i) => {
      const width = measure(text, fitted.size, style.bold);
      const x =
        style.align === 'left'
          ? box.x + indent
          : style.align === 'right'
            ? box.x + box.width - width
            : box.x + (box.width - width) / 2;
      lines.push({ text, x, y, bullet: indent > 0 && i === 0 });
      y += fitted.lineHeight;
    });
    y += fitted.size * fit.paragraphGap;
  }
  return {
    role: style.role,
    box,
    size: fitted.size,
    lineHeight: fitted.lineHeight,
    bold: style.bold,
    color: style.color,
    align: style.align,
    indent,
    paragraphs: fitted.paragraphs,
    lines,
    truncated: fitted.truncated,
  };
}

/** Shrinks a block's box to the height its text takes, keeping its top. */
function tighten(block: TextBlock): TextBlock {
  const last = block.lines.at(-1);
  const height = last ? last.y + block.lineHeight - block.box.y : 0;
  return { ...block, box: { ...block.box, height: Math.ceil(height) } };
}

function moveBlock(block: TextBlock, dy: number): TextBlock {
  return {
    ...block,
    box: { ...block.box, y: block.box.y + dy },
    lines: block.lines.map((line) => ({ ...line, y: line.y + dy })),
  };
}

/** The largest rectangle of the image's aspect ratio inside `area`, centred horizontally. */
function containRect(width: number, height: number, area: Rect): Rect {
  const scale = Math.min(area.width / width, area.height / height);
  const w = Math.floor(width * scale);
  const h = Math.floor(height * scale);
  return { x: Math.round(area.x + (area.width - w) / 2), y: area.y, width: w, height: h };
}

interface FigureGroup {
  figure: { frame: Rect; image: Rect };
  blocks: TextBlock[];
  /** Displayed image area, to compare layouts. */
  area: number;
}

/**
 * The framed image with its label and caption underneath, centred vertically in `column`. The caption
 * is fitted first so the image gets all the height that is left.
 */
function layoutFigure(
  figure: NonNullable<SlideContent['figure']>,
  column: Rect,
  measure: MeasureText,
): FigureGroup {
  const captionWidth = column.width;
  const label = tighten(
    fitBlock(
      [figure.label],
      { x: column.x, y: 0, width: captionWidth, height: 40 },
      LABEL_FIT,
      { role: 'figure-label', bold: true, color: THEME_COLORS.accent, align: 'center' },
      measure,
    ),
  );
  const caption =
    figure.caption === ''
      ? undefined
      : tighten(
          fitBlock(
            [figure.caption],
            { x: column.x, y: 0, width: captionWidth, height: 64 },
            CAPTION_FIT,
            { role: 'caption', bold: false, color: THEME_COLORS.muted, align: 'center' },
            measure,
          ),
        );
  const textHeight = LABEL_GAP + label.box.height + (caption ? 4 + caption.box.height : 0);
  const imageArea: Rect = {
    x: column.x + FRAME_PADDING,
    y: column.y + FRAME_PADDING,
    width: column.width - 2 * FRAME_PADDING,
    height: column.height - textHeight - 2 * FRAME_PADDING,
  };
  const image = containRect(figure.width, figure.height, imageArea);
  const frame: Rect = {
    x: image.x - FRAME_PADDING,
    y: image.y - FRAME_PADDING,
    width: image.width + 2 * FRAME_PADDING,
    height: image.height + 2 * FRAME_PADDING,
  };
  const groupHeight = frame.height + textHeight;
  const dy = Math.round((column.height - groupHeight) / 2);
  const labelTop = frame.y + frame.height + LABEL_GAP;
  const blocks = [moveBlock(label, labelTop + dy)];
  if (caption) blocks.push(moveBlock(caption, labelTop + label.box.height + 4 + dy));
  return {
    figure: { frame: { ...frame, y: frame.y + dy }, image: { ...image, y: image.y + dy } },
    blocks,
    area: image.width * image.height,
  };
}

function footerBlocks(content: SlideContent, measure: MeasureText): TextBlock[] {
  const number = fitBlock(
    [`${content.index + 1} / ${content.total}`],
    { x: CONTENT_RIGHT - NUMBER_WIDTH, y: FOOTER_TOP, width: NUMBER_WIDTH, height: FOOTER_HEIGHT },
    FOOTER_FIT,
    { role: 'slide-number', bold: true, color: THEME_COLORS.muted, align: 'right', valign: 'middle' },
    measure,
  );
  const sameAsTitle = content.paperTitle.trim().toLowerCase() === content.title.trim().toLowerCase();
  if (content.paperTitle.trim() === '' || (content.index === 0 && sameAsTitle)) return [number];
  const footer = fitBlock(
    [content.paperTitle],
    { x: MARGIN_X, y: FOOTER_TOP, width: CONTENT_WIDTH - NUMBER_WIDTH - COLUMN_GAP, height: FOOTER_HEIGHT },
    FOOTER_FIT,
    { role: 'footer', bold: false, color: THEME_COLORS.muted, align: 'left', valign: 'middle' },
    measure,
  );
  return [footer, number];
}

function bulletBlock(
  bullets: readonly string[],
  box: Rect,
  fit: FitOptions,
  measure: MeasureText,
  valign: BlockStyle['valign'] = 'top',
): TextBlock {
  return fitBlock(
    bullets,
    box,
    fit,
    { role: 'bullets', bold: false, color: THEME_COLORS.text, align: 'left', indent: BULLET_INDENT, valign },
    measure,
  );
}

/** Title slide: a large title and the first points as a subtitle, with the figure beside them if any. */
function layoutCover(content: SlideContent, measure: MeasureText): SlideLayout {
  const textX = 176;
  const groupTop = 150;
  const groupBottom = 930;
  let figure: FigureGroup | undefined;
  let textRight = CONTENT_RIGHT;
  if (content.figure) {
    const column: Rect = {
      x: 1100,
      y: groupTop,
      width: CONTENT_RIGHT - 1100,
      height: groupBottom - groupTop,
    };
    figure = layoutFigure(content.figure, column, measure);
    textRight = column.x - COLUMN_GAP;
  }
  const textWidth = textRight - textX;
  const title = tighten(
    fitBlock(
      [content.title],
      { x: textX, y: 0, width: textWidth, height: 400 },
      COVER_TITLE_FIT,
      { role: 'title', bold: true, color: THEME_COLORS.navy, align: 'left' },
      measure,
    ),
  );
  const subtitle =
    content.bullets.length === 0
      ? undefined
      : tighten(
          fitBlock(
            content.bullets,
            { x: textX, y: 0, width: textWidth, height: 300 },
            COVER_SUBTITLE_FIT,
            { role: 'subtitle', bold: false, color: THEME_COLORS.muted, align: 'left' },
            measure,
          ),
        );
  const ruleHeight = 8;
  const ruleGap = 44;
  const subtitleGap = 44;
  const groupHeight =
    ruleHeight + ruleGap + title.box.height + (subtitle ? subtitleGap + subtitle.box.height : 0);
  const top = Math.round(groupTop + (groupBottom - groupTop - groupHeight) / 2);
  const titleTop = top + ruleHeight + ruleGap;
  const blocks = [moveBlock(title, titleTop)];
  if (subtitle) blocks.push(moveBlock(subtitle, titleTop + title.box.height + subtitleGap));
  if (figure) blocks.push(...figure.blocks);
  blocks.push(...footerBlocks(content, measure));
  return {
    kind: 'title',
    shapes: [
      { rect: { x: 0, y: 0, width: 40, height: SLIDE_HEIGHT }, color: THEME_COLORS.navy },
      { rect: { x: textX, y: top, width: 150, height: ruleHeight }, color: THEME_COLORS.accent },
    ],
    rules: [FOOTER_RULE],
    blocks,
    figure: figure?.figure,
  };
}

/**
 * The closing slide's last bullet when it says where to read the paper: shown apart, in the accent
 * colour, at the foot of the content, and from the start (it is not one of the revealed bullets).
 */
function readingBand(
  content: SlideContent,
  measure: MeasureText,
): { block: TextBlock; rule: Rect } | undefined {
  const line = content.bullets.at(-1);
  if (content.index !== content.total - 1 || line === undefined || !isReadingLine(line)) return undefined;
  const box: Rect = {
    x: MARGIN_X,
    y: CONTENT_BOTTOM - READING_HEIGHT,
    width: CONTENT_WIDTH,
    height: READING_HEIGHT,
  };
  const block = fitBlock(
    [line],
    box,
    READING_FIT,
    { role: 'reading', bold: true, color: THEME_COLORS.accent, align: 'left', valign: 'bottom' },
    measure,
  );
  return { block, rule: { x: MARGIN_X, y: box.y - READING_GAP / 2, width: CONTENT_WIDTH, height: 2 } };
}

/** Slides after the first: title on top, then bullets, a figure, or both side by side or stacked. */
function layoutBody(slide: SlideContent, measure: MeasureText): SlideLayout {
  const title = fitBlock(
    [slide.title],
    TITLE_REGION,
    TITLE_FIT,
    { role: 'title', bold: true, color: THEME_COLORS.navy, align: 'left', valign: 'bottom' },
    measure,
  );
  const reading = readingBand(slide, measure);
  const footer = [...(reading ? [reading.block] : []), ...footerBlocks(slide, measure)];
  const content = reading ? { ...slide, bullets: slide.bullets.slice(0, -1) } : slide;
  const contentBottom = reading ? reading.rule.y - READING_GAP / 2 : CONTENT_BOTTOM;
  const body: Rect = {
    x: MARGIN_X,
    y: CONTENT_TOP,
    width: CONTENT_WIDTH,
    height: contentBottom - CONTENT_TOP,
  };
  const base = {
    shapes: [{ rect: ACCENT_RULE, color: THEME_COLORS.accent }],
    rules: reading ? [reading.rule, FOOTER_RULE] : [FOOTER_RULE],
  };
  const figureContent = content.figure;
  const hasBullets = content.bullets.length > 0;

  if (!figureContent) {
    const bullets = bulletBlock(content.bullets, body, BULLET_FIT, measure);
    return { kind: 'bullets', ...base, blocks: [title, bullets, ...footer], figure: undefined };
  }
  if (!hasBullets) {
    const group = layoutFigure(figureContent, body, measure);
    return {
      kind: 'figure-only',
      ...base,
      blocks: [title, ...group.blocks, ...footer],
      figure: group.figure,
    };
  }

  // Side by side: the figure column is as wide as the figure wants at full height, within limits.
  const aspect = figureContent.width / figureContent.height;
  const wanted = aspect * (body.height - 120) + 2 * FRAME_PADDING;
  const figureWidth = Math.round(Math.min(1000, Math.max(520, wanted)));
  const textColumn: Rect = { ...body, width: body.width - figureWidth - COLUMN_GAP };
  const figureColumn: Rect = { ...body, x: CONTENT_RIGHT - figureWidth, width: figureWidth };
  // Centred beside the figure, which is centred too, so the two columns balance.
  const sideBullets = bulletBlock(
    content.bullets,
    textColumn,
    { ...BULLET_FIT, maxSize: 38 },
    measure,
    'middle',
  );
  const side = layoutFigure(figureContent, figureColumn, measure);

  // Stacked: bullets in a short band under a full-width figure; worth it only for wide figures.
  const band = tighten(
    bulletBlock(content.bullets, { ...body, height: 250 }, { ...BULLET_FIT, maxSize: 32 }, measure),
  );
  const bandGap = 36;
  const top = layoutFigure(
    figureContent,
    { ...body, height: body.height - band.box.height - bandGap },
    measure,
  );
  const stackedBullets = moveBlock(band, contentBottom - band.box.height - band.box.y);

  if (!band.truncated && top.area > side.area * 1.3) {
    return {
      kind: 'figure-top',
      ...base,
      blocks: [title, ...top.blocks, stackedBullets, ...footer],
      figure: top.figure,
    };
  }
  return {
    kind: 'figure-right',
    ...base,
    blocks: [title, sideBullets, ...side.blocks, ...footer],
    figure: side.figure,
  };
}

/**
 * Lays out one slide. Text is wrapped and shrunk with `measure` until it fits its region, so the
 * result is final: painting it can neither overflow nor clip.
 */
export function layoutSlide(content: SlideContent, measure: MeasureText): SlideLayout {
  return content.index === 0 ? layoutCover(content, measure) : layoutBody(content, measure);
}
