/**
 * Where every file of a job lives (STYLE item 16), in one place: the upload per user, everything made
 * from it under `jobs/{jobId}/`. Routes, steps and the signed figure URLs all name files through this.
 */

/** The job ids the store accepts in a path (randomJobIds makes them; tests use `job-0001`). */
const JOB_ID = '[A-Za-z0-9_-]{1,128}';
const FIGURE_PATH = new RegExp(`^jobs/${JOB_ID}/figures/figure_\\d{1,4}\\.png$`);

export const jobFiles = {
  /** Everything made from the upload: every path below but the upload's own is inside it. */
  folder: (jobId: string): string => `jobs/${jobId}`,
  /** The PDF as uploaded. */
  upload: (uid: string, jobId: string): string => `uploads/${uid}/${jobId}.pdf`,
  /** The read step's PaperDocument as versioned JSON (see stored-document.ts), figure paths relative to the store. */
  document: (jobId: string): string => `jobs/${jobId}/document.json`,
  figure: (jobId: string, index: number): string => `jobs/${jobId}/figures/figure_${index}.png`,
  audio: (jobId: string, slide: number): string => `jobs/${jobId}/audio/slide_${slide}.wav`,
  /** The slide's narration record (narration key, length, where each sentence starts) as JSON. */
  audioTimings: (jobId: string, slide: number): string => `jobs/${jobId}/audio/slide_${slide}.json`,
  /** A narration by its content key (see narrationKey), kept so an unchanged script is never voiced again. */
  narration: (jobId: string, key: string): string => `jobs/${jobId}/audio/voiced/${key}.wav`,
  narrationTimings: (jobId: string, key: string): string => `jobs/${jobId}/audio/voiced/${key}.json`,
  slideImage: (jobId: string, slide: number): string => `jobs/${jobId}/slides/slide_${slide}.png`,
  /** The key of what the slide's picture was drawn from (see slidePictureKey), so an unchanged slide is not drawn again. */
  slideImageKey: (jobId: string, slide: number): string => `jobs/${jobId}/slides/slide_${slide}.key`,
  pptx: (jobId: string): string => `jobs/${jobId}/presentation.pptx`,
  video: (jobId: string): string => `jobs/${jobId}/video.mp4`,
  /** The video step's encoded pictures and narration by content, and the list of them, for the next render. */
  videoCacheFile: (jobId: string, name: string): string => `jobs/${jobId}/video-cache/${name}`,
  videoCacheList: (jobId: string): string => `jobs/${jobId}/video-cache.json`,
  subtitles: (jobId: string): string => `jobs/${jobId}/video.vtt`,
  /** The same captions as SubRip, for players and video sites that do not read WebVTT. */
  subtitlesSrt: (jobId: string): string => `jobs/${jobId}/video.srt`,
  /** The video's chapters and captions language as JSON (see stored-video-tracks.ts), for the video page. */
  videoTracks: (jobId: string): string => `jobs/${jobId}/video-tracks.json`,
  /** Whether `path` is a figure the read step stored (the only files a slide image URL may open). */
  isFigure: (path: string): boolean => FIGURE_PATH.test(path),
};
