import type { Caption } from './find-captions.js';
import type { PageText, TextLine } from './page-text.js';
import type { Rect } from './rect.js';

/** Where a figure's graphic can be, before the ink decides exactly. */
export interface FigureRegion {
  region: Rect;
  /** Which side of the caption the graphic is on. */
  side: 'above' | 'below';
  /** Another caption claims the region too, so it holds both graphics and must be cut between them. */
  shared: boolean;
  /** Which sides of the caption have room for a graphic at all. */
  room: { above: boolean; below: boolean };
  /** The same band over the other column, free of prose, for a figure wider than its caption's column. */
  widen: Rect | undefined;
  /** The strip of gutter between the region and `widen`; ink there means the graphic crosses it. */
  bridge: Rect | undefined;
  /** The region reaches up to the running head (or down to the running foot), whose rule is not part of the graphic. */
  pageRule: 'top' | 'bottom' | undefined;
}

/** Lines that end a figure region: running paragraphs, headings and other captions. */
export interface RegionStoppers {
  prose: ReadonlySet<TextLine>;
  blockers: ReadonlySet<TextLine>;
  /** The caption lines among the blockers, with the kind of their caption. */
  captions: ReadonlyMap<TextLine, 'figure' | 'table'>;
  /** Lines of table captions already placed above their table, which claim the region below them. */
  tablesBelow: ReadonlySet<TextLine>;
  running: ReadonlySet<TextLine>;
}

const MIN_HEIGHT = 18;

function overlapsSpan(line: TextLine, x0: number, x1: number): boolean {
  const overlap = Math.min(line.x1, x1) - Math.max(line.x0, x0);
  return overlap > Math.min(line.x1 - line.x0, x1 - x0) * 0.5;
}

/** Any horizontal contact at all: a graphic never runs through another figure's caption, even a centred one. */
function touchesSpan(line: TextLine, x0: number, x1: number): boolean {
  return Math.min(line.x1, x1) - Math.max(line.x0, x0) > 0;
}

/**
 * The region next to a caption where its graphic is: on the `preferred` side (by default above for
 * figures, below for tables), else the other side when the preferred one is empty or claimed, across the caption's column or the whole text width,
 * up to the nearest paragraph, heading or caption, or the page's running header/footer.
 */
export function locateFigure(
  caption: Caption,
  page: PageText,
  stoppers: RegionStoppers,
  preferred: 'above' | 'below' = caption.kind === 'figure' ? 'above' : 'below',
): FigureRegion | undefined {
  const content = page.lines.filter((l) => !stoppers.running.has(l));
  if (content.length === 0) return undefined;
  const areaX0 = Math.min(...content.map((l) => l.x0));
  const areaX1 = Math.max(...content.map((l) => l.x1));
  const headerBottom = Math.max(
    page.height * 0.03,
    ...[...stoppers.running]
      .filter((l) => l.page === page.page && l.top < page.height / 2)
      .map((l) => l.bottom),
  );
  const footerTop = Math.min(
    page.height * 0.97,
    ...[...stoppers.running].filter((l) => l.page === page.page && l.top > page.height / 2).map((l) => l.top),
  );
  const column = caption.lines[0]?.column ?? 0;
  const gutter = page.gutter;
  const span: [number, number] =
    gutter === undefined || column === -1
      ? [areaX0, areaX1]
      : column === 0
        ? [areaX0, gutter]
        : [gutter, areaX1];
  const top = Math.min(...caption.lines.map((l) => l.top));
  const bottom = Math.max(...caption.lines.map((l) => l.bottom));
  const own = new Set(caption.lines);
  const isStopper = (l: TextLine): boolean =>
    !own.has(l) && (stoppers.prose.has(l) || stoppers.blockers.has(l));

  interface Walk {
    rect: Rect;
    direction: 'up' | 'down';
    /** Kind of the caption that ends the region, if one does. */
    sharedWith: 'figure' | 'table' | undefined;
    claimedFromAbove: boolean;
    pageRule: 'top' | 'bottom' | undefined;
  }
  const walk = (direction: 'up' | 'down', [x0, x1]: [number, number]): Walk => {
    const inSpan = page.lines.filter(
      (l) => isStopper(l) && (stoppers.captions.has(l) ? touchesSpan(l, x0, x1) : overlapsSpan(l, x0, x1)),
    );
    if (direction === 'up') {
      const above = inSpan.filter((l) => l.bottom <= top + 1).sort((a, b) => b.bottom - a.bottom)[0];
      const limit = Math.max(headerBottom, above?.bottom ?? 0);
      const sharedWith =
        above !== undefined && above.bottom === limit ? stoppers.captions.get(above) : undefined;
      const claimedFromAbove =
        above !== undefined && above.bottom === limit && stoppers.tablesBelow.has(above);
      const pageRule = limit === headerBottom && headerBottom > page.height * 0.03 ? 'top' : undefined;
      return {
        rect: { x0: x0 - 3, y0: limit + 1, x1: x1 + 3, y1: top - 1 },
        direction,
        sharedWith,
        claimedFromAbove,
        pageRule,
      };
    }
    const below = inSpan.filter((l) => l.top >= bottom - 1).sort((a, b) => a.top - b.top)[0];
    const limit = Math.min(footerTop, below?.top ?? Infinity);
    const sharedWith = below !== undefined && below.top === limit ? stoppers.captions.get(below) : undefined;
    const pageRule = limit === footerTop && footerTop < page.height * 0.97 ? 'bottom' : undefined;
    return {
      rect: { x0: x0 - 3, y0: bottom + 1, x1: x1 + 3, y1: limit - 1 },
      direction,
      sharedWith,
      claimedFromAbove: false,
      pageRule,
    };
  };
  const tall = (w: Walk): boolean => w.rect.y1 - w.rect.y0 >= MIN_HEIGHT;
  // The region ends at another caption that claims it too: a figure caption below it, or a table
  // caption above it whose table hangs below.
  const contested = (w: Walk): boolean =>
    w.direction === 'down' ? w.sharedWith === 'figure' : w.claimedFromAbove;

  const primary = walk(preferred === 'above' ? 'up' : 'down', span);
  const secondary = walk(primary.direction === 'up' ? 'down' : 'up', span);
  const found =
    tall(primary) && !(contested(primary) && tall(secondary) && !contested(secondary)) ? primary : secondary;
  if (!tall(found)) return undefined;
  const region = found.rect;
  const direction = found.direction;

  let widen: Rect | undefined;
  let bridge: Rect | undefined;
  if (gutter !== undefined && column !== -1) {
    const other: [number, number] = column === 0 ? [gutter, areaX1] : [areaX0, gutter];
    const blocked = page.lines.some(
      (l) => isStopper(l) && overlapsSpan(l, other[0], other[1]) && l.bottom > region.y0 && l.top < region.y1,
    );
    if (!blocked) {
      widen = { x0: other[0] - 3, y0: region.y0, x1: other[1] + 3, y1: region.y1 };
      bridge = { x0: gutter - 2, y0: region.y0, x1: gutter + 2, y1: region.y1 };
    }
  }
  const up = primary.direction === 'up' ? primary : secondary;
  const room = { above: tall(up), below: tall(up === primary ? secondary : primary) };
  return {
    region,
    side: direction === 'up' ? 'above' : 'below',
    shared: contested(found),
    room,
    widen,
    bridge,
    pageRule: found.pageRule,
  };
}
