/**
 * The names the exporter gives the shapes a slide reveals, so the narration step can find them in the
 * written slide and animate them as the video shows them.
 */

export const REVEAL_SHAPES = {
  /** The text box of the bullets: each paragraph is one bullet. */
  bullets: 'Bullets',
  /** The figure's mat, its picture, label and caption: they appear together. */
  figureFrame: 'Figure frame',
  figure: 'Figure',
  figureLabel: 'Figure label',
  figureCaption: 'Figure caption',
} as const;
