/** What the render stage needs to know about one slide. */

export interface VideoReveal {
  /** The slide as it looks from `atSec` on (e.g. with one more bullet shown). */
  imagePath: string;
  /** Seconds from the slide's start. */
  atSec: number;
}

export interface VideoSlide {
  /** The slide picture; scaled and letterboxed to 1920×1080 when it has another size. */
  imagePath: string;
  /** Its narration; every slide's audio must share one format (the speak stage guarantees it). */
  audioPath: string;
  /** How long the slide stays on screen: its narration's exact length. */
  durationSec: number;
  title: string;
  /** The narration text, shown as subtitles. */
  script: string;
  /** Where each sentence of `script` starts in the narration, so each subtitle shows while it is said. */
  sentenceStartsSec?: readonly number[] | undefined;
  /**
   * Later pictures of the slide, each replacing the one before at its time; `imagePath` is shown
   * from the start until the first. None: the picture stays for the whole narration.
   */
  reveals?: readonly VideoReveal[] | undefined;
}
