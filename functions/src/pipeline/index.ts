/**
 * Lectern's engine: a research paper PDF becomes a slide plan, narration, slide images, a .pptx and
 * an mp4. Each stage is a typed function with an AbortSignal and a progress callback; the command line
 * runs them all through `runPipeline`, the cloud runs them one task at a time.
 *
 * Nothing here imports Firebase, Express or the command line.
 * @module
 */

// The whole run.
export { runPipeline, type RunPipelineOptions, type PipelineResult } from './run-pipeline.js';

// The stages, in order.
export {
  extractDocument,
  figuresToSharpen,
  inspectPdf,
  sharpenFigures,
  type ExtractDocumentOptions,
  type InspectPdfOptions,
  type PdfInspection,
  type SharpenFiguresOptions,
} from './read/index.js';
export {
  planSlides,
  createExtractivePlanner,
  plannerFromEnv,
  recordPlanning,
  createGeminiPlanner,
  createOpenAiPlanner,
  type PlanSlidesOptions,
  type SlidePlanner,
  type PlanRequest,
  type PlannerEnvironment,
  type PlanningReport,
  type ReportingPlanner,
} from './plan/index.js';
export {
  synthesizeSpeech,
  synthesizeSlide,
  narrationKey,
  createLocalSynthesizer,
  type SlideAudio,
  type SynthesizeSpeechOptions,
  type SynthesizeSlideOptions,
  type SpeechSynthesizer,
  type SpeechRequest,
  type SpeechResult,
  createVoiceSynthesizer,
  cloudVoiceConfigFromEnv,
  configuredVoiceProviders,
  listVoiceOffers,
  LOCAL_VOICE_NOTE,
  type CloudVoiceConfig,
  type CloudVoiceProvider,
  type VoiceSettings,
} from './speech/index.js';
export { drawSlides, drawSlide, type SlideImage, type DrawSlidesOptions } from './draw/index.js';
export { exportPptx, type ExportPptxOptions, type NarrationClip } from './export/index.js';
export {
  buildSrt,
  chapterSpans,
  encodeVideo,
  parseWebVtt,
  planDeckReveals,
  probeMedia,
  revealPictures,
  type ChapterSpan,
  type EncodeVideoOptions,
  type EncodedVideo,
  type VideoSlide,
} from './render/index.js';

// Shapes, errors, progress and programs shared by all stages.
export type { PaperDocument, PaperFigure, PaperSection } from './document.js';
export { findFigure } from './figure-reference.js';
export { PipelineError, isPipelineError, type PipelineErrorCode } from './errors.js';
export { ProviderError, isProviderError, type ProviderErrorKind } from './providers/index.js';
export {
  STAGES,
  STAGE_LABELS,
  overallPercent,
  type StageName,
  type StageProgress,
  type OnProgress,
  type OnStageProgress,
} from './progress.js';
export { resolveBinaries, type Binaries } from './system/binaries.js';
