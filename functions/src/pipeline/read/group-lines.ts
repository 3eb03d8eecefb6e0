import type { TextLine, TextRun } from './page-text.js';
import { fixLigatures } from './fix-ligatures.js';
import { endsInScript, toSubscript, toSuperscript } from './script-characters.js';

const SECTION_NUMBER = /^(?:\d{1,2}\.)*\d{1,2}\.?$|^[A-H](?:\.\d{1,2})+\.?$/;
const CJK_CHAR = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Whether two pieces of text meet without a space between them (CJK never needs one). */
function needsSpace(left: string, right: string): boolean {
  const a = left.at(-1) ?? ' ';
  const b = right[0] ?? ' ';
  if (/\s/.test(a) || /\s/.test(b)) return false;
  return !(CJK_CHAR.test(a) && CJK_CHAR.test(b));
}

/** Spacing accents set as separate glyphs by LaTeX ("Fern´ andez") become combining marks. */
const SPACING_ACCENTS: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  '¸': '\u0327',
  ˇ: '\u030c',
};

/** TeX sets "↦" as a bar glyph, which extracts as "7", and an arrow: "(μ, ν) 7→ (μ̃, ν̃)". */
const MAPS_TO = /(?<![\d.,])7→/g;

/**
 * TeX negates a relation by setting a slash before it (decoded as U+0338, see decode-run-text.ts):
 * the slash goes after its relation, and the pair composes where Unicode has one sign ("≠", "∉").
 */
const NEGATED = /\u0338\s?(\S)/gu;

/**
 * A soft hyphen with the hyphens around it. Word processors map their hyphen glyph to "-", U+00AD
 * and U+2010 at once ("de-\u00ad\u2010noising"), which reads as one hyphen; a soft hyphen alone
 * shows only where the line breaks.
 */
const SOFT_HYPHEN = /[-\u2010\u2011]?\u00ad+[-\u2010\u2011]?/g;

function withoutSoftHyphens(text: string): string {
  return text.replace(SOFT_HYPHEN, (hyphens: string, at: number) =>
    /[-\u2010\u2011]/.test(hyphens) || text.slice(at + hyphens.length).trim() === '' ? '-' : '',
  );
}

/** An unclosed brace or bracket, or a parenthesis holding only numbers so far, before a line's end. */
const LIST_OPEN = /[{[][^{}[\]]*$|\(\s*[\d\s.,]*$/;

function negate(_: string, relation: string): string {
  return (relation + '\u0338').normalize('NFC');
}

function attachAccents(text: string): string {
  return text
    .replace(
      /([´`¨ˆ˜¸ˇ])\s?([A-Za-zıȷα-ωΑ-Ω])/g,
      (_, accent: string, letter: string) => `${letter.replace('ı', 'i')}${SPACING_ACCENTS[accent] ?? ''}`,
    )
    .normalize('NFC');
}

function dominant<T>(runs: readonly TextRun[], key: (run: TextRun) => T): T | undefined {
  const weights = new Map<T, number>();
  let best: T | undefined;
  let bestWeight = -1;
  for (const run of runs) {
    const k = key(run);
    const w = (weights.get(k) ?? 0) + run.text.length;
    weights.set(k, w);
    if (w > bestWeight) {
      bestWeight = w;
      best = k;
    }
  }
  return best;
}

/**
 * Where a raised run is an exponent rather than a footnote mark: after a number, a single-letter
 * variable, a Greek letter or a closing bracket ("10⁻²⁶", "x²", "O(n²)"), not after a word.
 */
function takesExponent(text: string): boolean {
  const token = /\S*$/.exec(text)?.[0] ?? '';
  if (/[\d)\]]$/.test(token)) return true;
  const letters = /\p{L}+$/u.exec(token)?.[0] ?? '';
  return letters.length === 1 || /^[α-ωΑ-Ω]+$/.test(letters);
}

/** A chemical element's symbol opening a run ("H NMR", "C-labelled", "Cl"): one capital, at most one small letter. */
const ELEMENT = /^\p{Lu}\p{Ll}?(?!\p{L})/u;

function toLine(runs: TextRun[], page: number): TextLine {
  const main = runs.filter((r) => r.text.trim() !== '');
  // Larger runs first: where as many characters are set small as large ("¹H"), the large are the line's.
  const size =
    dominant(
      [...main].sort((a, b) => b.size - a.size),
      (r) => Math.round(r.size * 10) / 10,
    ) ?? 0;
  const mainY =
    dominant(
      main.filter((r) => Math.round(r.size * 10) / 10 === size),
      (r) => r.y,
    ) ?? 0;
  const small = (r: TextRun): boolean => r.size < size * 0.8;
  let text = '';
  let lastEnd = -Infinity;
  main.forEach((run, index) => {
    const gap = run.x - lastEnd;
    // An accent set over the glyph before it ("μ̃" from "μ" and "˜", which a formula puts after its
    // letter) is that glyph's mark, never the next word's ("μ˜ and" is not "μ ãnd").
    const accent = SPACING_ACCENTS[run.text.trim()];
    if (accent !== undefined && text !== '' && gap < -run.width * 0.3) {
      text += accent;
      return;
    }
    const raised = small(run) && run.y < mainY - size * 0.15;
    const lowered = small(run) && run.y > mainY + size * 0.1;
    if (raised || lowered) {
      // Exponents and indices keep their place in the formula, as script characters; a raised mark
      // after a word (footnote, affiliation number, citation) is noise for narration and author lists.
      const script = raised ? toSuperscript(run.text.trim()) : toSubscript(run.text.trim());
      const attached = text !== '' && gap < size * 0.3;
      // A script on a script ("10⁻" then "⁴") goes on the same, when it has script characters.
      const onScript = script !== undefined && endsInScript(text);
      if (raised && !(attached && (takesExponent(text) || onScript))) {
        // A mass number set before its element in running text ("the ¹H NMR spectrum", "¹³C") stays,
        // wherever it stands: at a line's start, after a semicolon ("white powder; ¹H NMR"). A mark
        // after punctuation, or apart from the word after it, is a footnote's; a mark before a word
        // ("¹Department of…") is an affiliation's.
        const next = main[index + 1];
        const touchesNext =
          script !== undefined &&
          /^\d+$/.test(run.text.trim()) &&
          next !== undefined &&
          !small(next) &&
          next.x - (run.x + run.width) < size * 0.1;
        const leads =
          touchesNext &&
          (ELEMENT.test(next.text) ||
            (text !== '' && !/[.,;:!?)\]]\s*$/.test(text) && /^\p{Lu}/u.test(next.text)));
        if (leads) {
          text += `${needsSpace(text, script) ? ' ' : ''}${script}`;
          lastEnd = run.x + run.width;
        }
        return;
      }
      if (attached && script !== undefined) {
        text += script;
        lastEnd = run.x + run.width;
        return;
      }
      // An index Unicode has no script letters for ("p" then "data", "d" then "model") is marked
      // as one, so it reads "p_data", never a word "pdata".
      if (
        lowered &&
        attached &&
        /[\p{L}\p{N})]$/u.test(text) &&
        /^[\p{L}\p{N}]{1,12}$/u.test(run.text.trim())
      ) {
        text += `_${run.text.trim()}`;
        lastEnd = run.x + run.width;
        return;
      }
    }
    // A dropped superscript leaves a gap before the punctuation that followed it; a full stop that
    // opens a word is a file's extension or a name's (".dat files", "from .C to Rcpp").
    const closes = /^(?:[,;:!?)\]]|\.(?![\p{L}\d]))/u.test(run.text) && gap < run.size * 0.6;
    // TeX sets a thin space after a comma in maths, "$900,000$": a number's thousands. Within a
    // set, an interval or a tuple ("{128, 256, 512}", "[256, 480]", "(224, 224)") it is a list.
    const thousands =
      gap < run.size * 0.25 && /\d,$/.test(text) && /^\d{3}(?!\d)/.test(run.text) && !LIST_OPEN.test(text);
    if (text !== '' && gap > run.size * 0.15 && !closes && !thousands && needsSpace(text, run.text))
      text += ' ';
    // TeX moves an accent over a capital, which leaves a space before it ("GR ¨" then "AF" for
    // "GRÄF"): inside a word in capitals, a run that starts under the accent ending the one before
    // takes it, and the space goes. Elsewhere the space is a word's ("the ´" then "Ecole").
    if (gap < 0 && /^\p{Lu}{2}/u.test(run.text)) text = text.replace(/(?<=\p{Lu})\s([´`¨ˆ˜¸ˇ])$/u, '$1');
    text += run.text;
    lastEnd = run.x + run.width;
  });
  // The baseline of the line's own size: a raised mark as long as the word it follows ("¹H") is not it.
  const baseline = mainY;
  // Script-sized runs (marks, indices) are set in their own faces and say nothing about the line's.
  const faces: { font: string; text: string }[] = [];
  for (const run of main) {
    if (small(run)) continue;
    const last = faces.at(-1);
    if (last?.font === run.font) last.text += run.text;
    else faces.push({ font: run.font, text: run.text });
  }
  return {
    text: attachAccents(fixLigatures(withoutSoftHyphens(text)))
      .replace(MAPS_TO, '↦')
      .replace(NEGATED, negate)
      .replace(/\s+/g, ' ')
      .trim(),
    page,
    x0: Math.min(...main.map((r) => r.x)),
    x1: Math.max(...main.map((r) => r.x + r.width)),
    top: baseline - size * 0.85,
    bottom: baseline + size * 0.25,
    baseline,
    size,
    font: dominant(main, (r) => r.font) ?? '',
    faces: faces.length > 1 ? faces : undefined,
    neighbours: 0,
    column: 0,
  };
}

/** Small runs set side by side on one baseline: a fraction's numerator or denominator. */
interface Strip {
  runs: TextRun[];
  x0: number;
  x1: number;
  y: number;
  size: number;
}

function stripsOf(small: readonly TextRun[]): Strip[] {
  const strips: Strip[] = [];
  for (const run of [...small].sort((a, b) => a.x - b.x)) {
    const strip = strips.find(
      (s) =>
        Math.abs(s.y - run.y) <= s.size * 0.45 &&
        run.x - s.x1 <= s.size * 0.6 &&
        run.x >= s.x0 &&
        // An index inside a numerator ("p" with "data") is a little smaller; the line's text is much larger.
        run.size >= s.size * 0.75 &&
        run.size <= s.size * 1.25,
    );
    if (strip) {
      strip.runs.push(run);
      strip.x1 = Math.max(strip.x1, run.x + run.width);
    } else strips.push({ runs: [run], x0: run.x, x1: run.x + run.width, y: run.y, size: run.size });
  }
  return strips;
}

/** A numerator or denominator as text, bracketed when it is more than one term ("(pdata(x)+pg(x))"). */
function stripText(strip: Strip): string {
  const text = strip.runs
    .map((r) => r.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const outside = text.replace(/\([^()]*\)/g, '');
  return /[-+−=<>·×/\s]/.test(outside) ? `(${text})` : text;
}

/**
 * A fraction set in a line of text (D(x) = ½, "pdata(x) over pdata(x) + pg(x)") comes as two strips of
 * small type, one above the line's baseline and one below, centred on each other: it becomes one run
 * "numerator/denominator" on the line, read in place rather than as two rows of stray symbols. A
 * symbol with both an index and an exponent ("xᵢ²") is not one: its base touches them on the left.
 */
function stackFractions(runs: TextRun[]): TextRun[] {
  const largest = Math.max(0, ...runs.map((r) => r.size));
  const small = runs.filter((r) => r.size < largest * 0.8);
  if (small.length < 2) return runs;
  // A numerator or denominator is a short expression, never a line of text.
  const strips = stripsOf(small).filter(
    (strip) => strip.runs.reduce((n, r) => n + r.text.trim().length, 0) <= 30,
  );
  const merged = new Set<TextRun>();
  const fractions: TextRun[] = [];
  const free = (strip: Strip): boolean => !strip.runs.some((r) => merged.has(r));
  const width = (s: Strip): number => s.x1 - s.x0;
  const gapTo = (from: number, to: number, size: number): boolean =>
    to - from >= -1 && to - from <= size * 0.6;
  for (const top of strips) {
    if (!free(top)) continue;
    const bottom = strips.find(
      (b) =>
        b !== top &&
        free(b) &&
        b.y - top.y >= top.size * 0.8 &&
        b.y - top.y <= top.size * 2 &&
        Math.min(top.x1, b.x1) - Math.max(top.x0, b.x0) >= 0.5 * Math.min(width(top), width(b)) &&
        Math.abs((top.x0 + top.x1) / 2 - (b.x0 + b.x1) / 2) <= 0.25 * Math.max(width(top), width(b)),
    );
    if (!bottom) continue;
    const x0 = Math.min(top.x0, bottom.x0);
    const x1 = Math.max(top.x1, bottom.x1);
    // The line the fraction stands in: text a quarter larger, its baseline between the two rows and
    // near both (the next line's indices are a line's height away), a word space from the fraction.
    const line = runs.find(
      (r) =>
        r.size * 0.8 > top.size &&
        r.y > top.y &&
        r.y < bottom.y &&
        r.y - top.y <= r.size * 0.7 &&
        bottom.y - r.y <= r.size * 0.7 &&
        (gapTo(r.x + r.width, x0, r.size) || gapTo(x1, r.x, r.size)),
    );
    if (!line) continue;
    const base = runs.find(
      (r) =>
        r.size === line.size &&
        Math.abs(r.y - line.y) < 1 &&
        Math.abs(x0 - (r.x + r.width)) < line.size * 0.1,
    );
    if (base && /\p{L}$/u.test(base.text)) continue;
    for (const r of [...top.runs, ...bottom.runs]) merged.add(r);
    fractions.push({
      text: `${stripText(top)}/${stripText(bottom)}`,
      x: x0,
      y: line.y,
      width: x1 - x0,
      size: line.size,
      font: line.font,
    });
  }
  return merged.size === 0 ? runs : [...runs.filter((r) => !merged.has(r)), ...fractions];
}

/**
 * Text printed over itself: a logo's shadow drawn ten times a fraction of a point apart, or bold
 * faked by setting a word twice. The text layer holds every copy, and a line would read
 * "symptotesymptotesymptote…"; a copy is a run of the same text and size over most of an earlier
 * one's place, and only the first is kept.
 */
function withoutOverprints(runs: readonly TextRun[]): TextRun[] {
  const kept = new Map<string, TextRun[]>();
  return runs.filter((run) => {
    const text = run.text.trim();
    const copies = kept.get(text);
    const overprints = copies?.some(
      (copy) =>
        Math.abs(copy.size - run.size) <= run.size * 0.1 &&
        Math.abs(copy.y - run.y) < run.size * 0.3 &&
        Math.min(copy.x + copy.width, run.x + run.width) - Math.max(copy.x, run.x) > run.width * 0.5,
    );
    if (overprints) return false;
    if (copies) copies.push(run);
    else kept.set(text, [run]);
    return true;
  });
}

/**
 * Groups runs into lines: runs whose baselines are close (superscripts included) form a row, and a
 * row splits wherever the horizontal gap is wider than a word space, which separates the two
 * columns and table cells. Given the page's `gutter`, a row also splits at a gap over it wider
 * than a justified line's space, which parts columns set closer than a word space allows.
 */
export function groupLines(runs: readonly TextRun[], page: number, gutter?: number): TextLine[] {
  const visible = stackFractions(withoutOverprints(runs.filter((r) => r.text.trim() !== '' && r.size > 0)));
  const sorted = [...visible].sort((a, b) => a.y - b.y || a.x - b.x);
  // Super- and subscripts join the row of the text they touch: next to a column whose baselines are
  // offset from this one's, a raised run is nearer the other column's row than its own. A short run is
  // one when it touches a run a quarter larger or more, or sits within that run's extent (the "1" of
  // "¹H" where the run leaves a gap for it); measured against the text it touches, not the page's
  // commonest size, which on a page of small-print references is the size of an index. Small runs
  // that touch no larger text (table cells, notes set in a smaller size) are rows of their own,
  // grouped in page order like any other text.
  const reach = 0.6 * Math.max(0, ...visible.map((r) => r.size));
  const hostOf = new Map<TextRun, TextRun>();
  let from = 0;
  for (const run of sorted) {
    if (run.text.trim().length > 8) continue;
    while (from < sorted.length && (sorted[from]?.y ?? Infinity) < run.y - reach) from += 1;
    for (let i = from; i < sorted.length; i += 1) {
      const r = sorted[i] as TextRun;
      if (r.y > run.y + reach) break;
      if (r.size * 0.8 <= run.size || Math.abs(run.y - r.y) > r.size * 0.6) continue;
      const after = run.x - (r.x + r.width);
      const before = r.x - (run.x + run.width);
      const within = run.y < r.y && run.x >= r.x && run.x + run.width <= r.x + r.width;
      if (within || (after >= -1 && after <= r.size * 0.6) || (before >= -1 && before <= r.size * 0.6)) {
        hostOf.set(run, r);
        break;
      }
    }
  }
  // An index of an index ("x" with "ᵢ" with "ⱼ") joins the row of the text the chain ends on.
  const rootOf = (run: TextRun): TextRun => {
    let root = run;
    for (let hops = 0; hostOf.has(root) && hops < 8; hops += 1) root = hostOf.get(root) as TextRun;
    return root;
  };
  const rows: TextRun[][] = [];
  const rowOf = new Map<TextRun, TextRun[]>();
  for (const run of sorted) {
    if (hostOf.has(run)) continue;
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(run.y - anchor.y) <= Math.max(anchor.size, run.size) * 0.45) row.push(run);
    else rows.push([run]);
    rowOf.set(run, rows.at(-1) as TextRun[]);
  }
  for (const run of hostOf.keys()) rowOf.get(rootOf(run))?.push(run);
  const lines: TextLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    const segments: TextRun[][] = [];
    let end = -Infinity;
    for (const run of row) {
      const current = segments.at(-1);
      // Headings set their number a quad away from the title ("1   Introduction").
      const afterNumber =
        current?.length === 1 &&
        SECTION_NUMBER.test(current[0]?.text.trim() ?? '') &&
        /^\p{L}/u.test(run.text.trim());
      // A script run is spaced as the text it belongs to: a justified line's wide space before "¹H" is a word space.
      const size = hostOf.get(run)?.size ?? run.size;
      const gapLimit = Math.max(size * (afterNumber ? 2.5 : 1.1), 6);
      const overGutter =
        gutter !== undefined && end <= gutter + 1 && run.x >= gutter - 1 && run.x - end >= size * 0.6;
      if (current && run.x - end <= gapLimit && !overGutter) current.push(run);
      else segments.push([run]);
      end = Math.max(end, run.x + run.width);
    }
    const rowLines = segments.map((segment) => toLine(segment, page)).filter((l) => l.text !== '');
    for (const line of rowLines) line.neighbours = rowLines.length - 1;
    lines.push(...rowLines);
  }
  return lines;
}
