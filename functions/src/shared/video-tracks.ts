/**
 * What the video page shows beside the player: the mp4's chapters and its captions track
 * (docs/product.md §4). Imports nothing from Node or Firebase so the web client can use it too.
 */

/** One slide of the video: its title and where it starts and ends, in seconds. */
export interface VideoChapter {
  title: string;
  start: number;
  end: number;
}

/** The captions' language as an ISO 639-1 code and as its speakers write its name ('en' 'English', 'zh' '中文'). */
export interface CaptionsLanguage {
  language: string;
  label: string;
}

/** GET /processing/video-tracks/{id}. `captions` is null for a video without narration text. */
export interface VideoTracksResponse {
  /** The paper's title, as the page heads the video with it. */
  title: string;
  chapters: VideoChapter[];
  captions: (CaptionsLanguage & { vtt_url: string }) | null;
}

/** The caption files GET /processing/download-captions/{id}?format= offers. */
export const CAPTION_FORMATS = ['vtt', 'srt'] as const;

export type CaptionFormat = (typeof CAPTION_FORMATS)[number];
