/**
 * Finds the font files slides are drawn with. Debian's fonts-noto-core / fonts-noto-cjk come first,
 * DejaVu is the Latin fallback; the first existing file of each list wins.
 */
import { existsSync } from 'node:fs';
import { PipelineError } from '../errors.js';

/** Regular and bold files of one family. @public */
export interface FontPair {
  regular: string;
  bold: string;
}

/** @public */
export interface ResolvedFonts {
  /** Latin, Greek and Cyrillic text. */
  sans: FontPair;
  /** Chinese, Japanese and Korean text; undefined when no CJK font is installed. */
  cjk: FontPair | undefined;
  /** A font with wide symbol coverage (maths, arrows) for glyphs the others lack. */
  symbols: string | undefined;
}

/** Candidate files, in order of preference. @public */
export interface FontCandidates {
  sans: readonly FontPair[];
  cjk: readonly FontPair[];
  symbols: readonly string[];
}

const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

/** Where Debian and Ubuntu install the fonts. @public */
export const DEFAULT_FONT_CANDIDATES: FontCandidates = {
  sans: [
    { regular: `${NOTO}/NotoSans-Regular.ttf`, bold: `${NOTO}/NotoSans-Bold.ttf` },
    { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` },
  ],
  cjk: [
    { regular: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`, bold: `${NOTO_CJK}/NotoSansCJK-Bold.ttc` },
    // fonts-noto-cjk on older releases put the collection under truetype/.
    { regular: '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc', bold: '/usr/share/fonts/truetype/noto/NotoSansCJK-Bold.ttc' },
  ],
  symbols: [`${DEJAVU}/DejaVuSans.ttf`],
};

function firstPair(pairs: readonly FontPair[], exists: (path: string) => boolean): FontPair | undefined {
  for (const pair of pairs) {
    if (!exists(pair.regular)) continue;
    // A missing bold face is survivable: titles come out regular rather than not at all.
    return { regular: pair.regular, bold: exists(pair.bold) ? pair.bold : pair.regular };
  }
  return undefined;
}

/**
 * Picks the font files to draw with. Throws `missing_tool` when no Latin font is installed at all,
 * because every slide needs one.
 * @public
 */
export function resolveFonts(candidates: FontCandidates = DEFAULT_FONT_CANDIDATES, exists: (path: string) => boolean = existsSync): ResolvedFonts {
  const sans = firstPair(candidates.sans, exists);
  if (!sans) {
    throw new PipelineError(
      'missing_tool',
      'No font for drawing slides is installed. Install the Noto Sans fonts (Debian: fonts-noto-core) or DejaVu Sans (fonts-dejavu-core).',
    );
  }
  return {
    sans,
    cjk: firstPair(candidates.cjk, exists),
    symbols: candidates.symbols.find((path) => exists(path)),
  };
}
