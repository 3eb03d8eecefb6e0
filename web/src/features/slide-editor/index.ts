/**
 * The built-in slide editor (`/slides/{jobId}`, lazy-loaded by path) and the deck calls it shares
 * with the wizard: deck state and .pptx, figures, drawn slides and previews of unsaved slides.
 */
export {
  downloadPowerpoint,
  figureImageUrl,
  getPresentationStatus,
  listFigures,
  previewSlide,
  slideImageUrl,
  type DeckFigure,
  type PresentationStatusResponse,
} from './deck-api';
export { reExportDeck, RE_EXPORTED, savePlan, type Outcome } from './deck-actions';
