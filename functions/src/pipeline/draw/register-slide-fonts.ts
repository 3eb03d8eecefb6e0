/**
 * Loads the slide fonts into the canvas library under Lectern's own family names, once per process.
 * Own names keep drawing independent of whatever the host's fontconfig happens to offer.
 */
import { GlobalFonts } from '@napi-rs/canvas';
import { PipelineError } from '../errors.js';
import { resolveFonts, type ResolvedFonts } from './resolve-fonts.js';

/** The family names to put in a canvas font string; undefined when that font is not installed. */
export interface SlideFontFamilies {
  sans: string;
  cjk: string | undefined;
  symbols: string | undefined;
}

let registered: SlideFontFamilies | undefined;

function register(path: string, family: string): void {
  if (GlobalFonts.registerFromPath(path, family) === null) {
    throw new PipelineError('missing_tool', `The font file ${path} could not be loaded; it may be damaged.`);
  }
}

/**
 * Registers the resolved fonts (first call only) and returns their family names.
 */
export function registerSlideFonts(resolve: () => ResolvedFonts = resolveFonts): SlideFontFamilies {
  if (registered) return registered;
  const fonts = resolve();
  register(fonts.sans.regular, 'Lectern Sans');
  if (fonts.sans.bold !== fonts.sans.regular) register(fonts.sans.bold, 'Lectern Sans');
  if (fonts.cjk) {
    // The packaged face is Simplified Chinese; a system .ttc fallback registers its first face
    // (Japanese glyph forms). Han characters are shared except for a few regional shapes.
    register(fonts.cjk.regular, 'Lectern CJK');
    if (fonts.cjk.bold !== fonts.cjk.regular) register(fonts.cjk.bold, 'Lectern CJK');
  }
  if (fonts.symbols) register(fonts.symbols, 'Lectern Symbols');
  registered = {
    sans: 'Lectern Sans',
    cjk: fonts.cjk ? 'Lectern CJK' : undefined,
    symbols: fonts.symbols ? 'Lectern Symbols' : undefined,
  };
  return registered;
}
