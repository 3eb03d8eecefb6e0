/**
 * The online slides editor: the DeckPublisher seam, its Google Slides implementation, and the signed
 * URLs through which Google fetches a paper's figures. Imports no Firebase; the triggers configure it.
 * @module
 */
export { googleSlidesEditUrl } from './deck-publisher.js';
export type { DeckPublisher, DeckSource } from '../backend/index.js';
export {
  createGoogleSlidesPublisher,
  GOOGLE_SLIDES_SCOPES,
  type GoogleSlidesPublisherOptions,
} from './google-slides-publisher.js';
export {
  buildDeckRequests,
  speakerNotesRequests,
  deckObjectIds,
  DEFAULT_PAGE_SIZE,
  type PageSize,
} from './build-deck-requests.js';
export {
  signedSlideImageUrl,
  verifySlideImageSignature,
  SLIDE_IMAGE_URL_LIFETIME_MS,
} from './slide-image-url.js';
