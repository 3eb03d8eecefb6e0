/** The render stage: slides and narration to an mp4 with chapters and subtitles. */
export { encodeVideo, type EncodeVideoOptions, type EncodedVideo } from './encode-video.js';
export type { VideoSlide, VideoReveal } from './video-slide.js';
export { buildFfmpegArgs, buildAudioArgs, type FfmpegEncodeInputs } from './build-ffmpeg-args.js';
export { parseFfmpegProgress } from './parse-ffmpeg-progress.js';
export { buildChapters, chapterSpans, type ChapterSpan } from './build-chapters.js';
export { buildSubtitleCues, type SubtitleCue, type SubtitleSlide } from './build-subtitle-cues.js';
export { buildWebVtt } from './build-web-vtt.js';
export { buildSrt } from './build-srt.js';
export { probeMedia, type MediaInfo, type MediaStream, type MediaChapter } from './probe-media.js';
export { planReveals, type RevealState, type RevealInput } from './plan-reveals.js';
export { planDeckReveals, revealPictures, type DeckRevealOptions } from './plan-deck-reveals.js';
export { prepareRepeatFrames } from './encode-units.js';
export { parseWebVtt } from './parse-web-vtt.js';
