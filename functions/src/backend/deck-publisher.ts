/**
 * The seam between the slides step and an online slides editor. Without one configured, the deck is the
 * web app's built-in editor and the .pptx; with Google Slides (slides/), the plan is published there and
 * the edited slides come back as images for the video.
 */
import type { SlidesPlan } from '../shared/slide-plan.js';

/** What a deck is made from. */
export interface DeckSource {
  /** The presentation's name, e.g. the paper's title. */
  title: string;
  plan: SlidesPlan;
  /** Figure id as the plan names it ("Figure 2") → its file in the store. */
  figurePaths: ReadonlyMap<string, string>;
  /** The address the deck is shared with for editing; null keeps it unshared. */
  shareWith: string | null;
}

export interface DeckPublisher {
  /** Creates the online deck and shares it; returns its id. */
  publish(source: DeckSource): Promise<string>;
  /** The deck's slides as PNG images, in order (what the video shows after the user's edits). */
  exportSlideImages(deckId: string): Promise<Buffer[]>;
}
