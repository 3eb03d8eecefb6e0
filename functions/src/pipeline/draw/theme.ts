/**
 * The one look of Lectern's slides, shared by the drawn PNGs and the exported PowerPoint so a
 * presenter who switches between the video and the deck sees the same slides.
 */

/** Slide size in pixels: the video frame. */
export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 1080;

/** Colours as six hex digits without "#": pptxgenjs wants them bare, canvas adds the "#". */
export const THEME_COLORS = {
  background: 'FBFAF7',
  /** Titles and the title slide's band. */
  navy: '17264A',
  /** Body text: near-black with a blue cast, softer than pure black on a projector. */
  text: '27303F',
  /** Captions, footer, slide numbers. */
  muted: '66707F',
  /** The one accent: rule under titles, bullet markers, figure labels. */
  accent: 'D9822B',
  /** Hairlines: footer rule and the frame around figures. */
  rule: 'DAD6CC',
  /** Behind figures, so a transparent or off-white figure still reads as one object. */
  figureBackground: 'FFFFFF',
} as const;

/** Font families the PowerPoint names; the viewer's machine supplies them. */
export const PPTX_FONTS = {
  latin: 'Arial',
  zh: 'Microsoft YaHei',
  ja: 'Yu Gothic',
  ko: 'Malgun Gothic',
} as const;

/** A colour for canvas: "#17264A". */
export function cssColor(hex: string): string {
  return `#${hex}`;
}
