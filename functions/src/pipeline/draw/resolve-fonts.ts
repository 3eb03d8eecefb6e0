/**
 * Finds the font files slides are drawn with. The functions package ships its own (Noto Sans for
 * Latin, Greek and Cyrillic, Noto Sans SC for Chinese, Japanese and Korean, Noto Sans Math for symbols;
 * all under the SIL Open Font License, from npm), so drawing needs nothing from the host: Google's
 * Cloud Functions runtime has neither Noto nor DejaVu. Debian's Noto and DejaVu files stay as a
 * fallback for an installation whose font packages were left out. The first existing file of each
 * list wins.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PipelineError } from '../errors.js';

/** Regular and bold files of one family. */
export interface FontPair {
  regular: string;
  bold: string;
}

export interface ResolvedFonts {
  /** Latin, Greek and Cyrillic text. */
  sans: FontPair;
  /** Chinese, Japanese and Korean text; undefined when no CJK font is installed. */
  cjk: FontPair | undefined;
  /** A font with wide symbol coverage (maths, arrows) for glyphs the others lack. */
  symbols: string | undefined;
}

/** Candidate files, in order of preference. */
export interface FontCandidates {
  sans: readonly FontPair[];
  cjk: readonly FontPair[];
  symbols: readonly string[];
}

const require = createRequire(import.meta.url);

/** The path of a file inside an installed npm package; '' (never exists) when the package is absent. */
function packaged(file: string): string {
  try {
    return require.resolve(file);
  } catch {
    return '';
  }
}

const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

/** The package's own fonts first, then where Debian and Ubuntu install theirs. */
export const DEFAULT_FONT_CANDIDATES: FontCandidates = {
  sans: [
    {
      regular: packaged('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
      bold: packaged('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    },
    { regular: `${NOTO}/NotoSans-Regular.ttf`, bold: `${NOTO}/NotoSans-Bold.ttf` },
    { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` },
  ],
  cjk: [
    {
      regular: packaged('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
      bold: packaged('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
    },
    { regular: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`, bold: `${NOTO_CJK}/NotoSansCJK-Bold.ttc` },
    // fonts-noto-cjk on older releases put the collection under truetype/.
    {
      regular: '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc',
      bold: '/usr/share/fonts/truetype/noto/NotoSansCJK-Bold.ttc',
    },
  ],
  symbols: [
    packaged('@expo-google-fonts/noto-sans-math/400Regular/NotoSansMath_400Regular.ttf'),
    `${DEJAVU}/DejaVuSans.ttf`,
  ],
};

function firstPair(pairs: readonly FontPair[], exists: (path: string) => boolean): FontPair | undefined {
  for (const pair of pairs) {
    if (pair.regular === '' || !exists(pair.regular)) continue;
    // A missing bold face is survivable: titles come out regular rather than not at all.
    return { regular: pair.regular, bold: pair.bold !== '' && exists(pair.bold) ? pair.bold : pair.regular };
  }
  return undefined;
}

/**
 * Picks the font files to draw with. Throws `missing_tool` when no Latin font is found at all,
 * because every slide needs one; with the package's dependencies installed that cannot happen.
 */
export function resolveFonts(
  candidates: FontCandidates = DEFAULT_FONT_CANDIDATES,
  exists: (path: string) => boolean = existsSync,
): ResolvedFonts {
  const sans = firstPair(candidates.sans, exists);
  if (!sans) {
    throw new PipelineError(
      'missing_tool',
      'No font for drawing slides is installed. Reinstall the functions package with its dependencies (the font package @expo-google-fonts/noto-sans is missing).',
    );
  }
  return {
    sans,
    cjk: firstPair(candidates.cjk, exists),
    symbols: candidates.symbols.find((path) => path !== '' && exists(path)),
  };
}
