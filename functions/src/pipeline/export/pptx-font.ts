/** The font a PowerPoint names for a deck's language. */
import { PPTX_FONTS } from '../draw/index.js';

/**
 * A font the viewer's PowerPoint or Keynote most likely has: the deck is edited on other machines,
 * so the fonts the PNGs were drawn with cannot be assumed there.
 */
export function pptxFont(language: string): string {
  const code = language.toLowerCase().split(/[-_]/)[0] ?? '';
  if (code === 'zh' || code === 'ja' || code === 'ko') return PPTX_FONTS[code];
  return PPTX_FONTS.latin;
}
