/** The draw stage: a slide plan as 1920 × 1080 PNG images, plus the layout and theme the export stage shares. */
export { drawSlides, drawSlide } from './draw-slides.js';
export type { ShownParts } from './paint-slide.js';
export type { SlideImage, DrawSlidesOptions } from './draw-slides.js';
export { layoutSlide } from './layout-slide.js';
export type {
  SlideLayout,
  SlideContent,
  SlideKind,
  TextBlock,
  TextLine,
  TextRole,
  Rect,
  MeasureText,
} from './layout-slide.js';
export { canvasMeasure } from './canvas-measure.js';
export { fontStack, isCjkLanguage } from './font-stack.js';
export { registerSlideFonts } from './register-slide-fonts.js';
export type { SlideFontFamilies } from './register-slide-fonts.js';
export { resolveFonts, DEFAULT_FONT_CANDIDATES } from './resolve-fonts.js';
export type { ResolvedFonts, FontCandidates, FontPair } from './resolve-fonts.js';
export { loadSlideFigure, slideContent } from './load-slide-figure.js';
export type { FigureImageCache, SlideFigure } from './load-slide-figure.js';
export { SLIDE_WIDTH, SLIDE_HEIGHT, THEME_COLORS, PPTX_FONTS, cssColor } from './theme.js';
