/**
 * What the video page lists beside the player (docs/product.md §2): the mp4's chapters and the
 * language of its captions, kept as JSON beside the video when it is rendered. A video rendered before
 * this was kept still has its .vtt; its captions are offered from that, its chapters as none.
 */
import { buildSrt, parseWebVtt, type ChapterSpan } from '../pipeline/index.js';
import type { CaptionsLanguage, VideoChapter } from '../shared/video-tracks.js';
import type { FileStore } from './file-store.js';
import { jobFiles } from './job-files.js';
import { readStoredFile } from './read-stored-file.js';
import { hasDocument, loadDocument } from './stored-document.js';

export interface StoredVideoTracks {
  chapters: VideoChapter[];
  captions: CaptionsLanguage;
}

const SCHEMA_VERSION = 1;

/**
 * The captions' language, named in itself so that its readers recognise it.
 * @example captionsLanguage('zh') // { language: 'zh', label: '中文' }
 */
export function captionsLanguage(code: string): CaptionsLanguage {
  const language = code.trim().toLowerCase() || 'en';
  let label = language;
  try {
    label = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    // Not a language tag Intl knows: the code is the best name there is.
  }
  return { language, label: label.charAt(0).toLocaleUpperCase(language) + label.slice(1) };
}

/** The tracks of a render: its chapters (as the mp4 carries them) and its narration's language, as the JSON to store. */
export function encodeVideoTracks(chapters: readonly ChapterSpan[], language: string): Buffer {
  const tracks: StoredVideoTracks = {
    chapters: chapters.map((chapter) => ({
      title: chapter.title,
      start: chapter.startSec,
      end: chapter.endSec,
    })),
    captions: captionsLanguage(language),
  };
  return Buffer.from(`${JSON.stringify({ schema_version: SCHEMA_VERSION, ...tracks })}\n`, 'utf8');
}

function isChapter(value: unknown): value is VideoChapter {
  const c = value as Partial<VideoChapter> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.title === 'string' &&
    Number.isFinite(c.start) &&
    Number.isFinite(c.end)
  );
}

function parseTracks(text: string, path: string): StoredVideoTracks {
  const raw = JSON.parse(text) as {
    schema_version?: unknown;
    chapters?: unknown;
    captions?: Partial<CaptionsLanguage> | null;
  };
  const ok =
    raw.schema_version === SCHEMA_VERSION &&
    Array.isArray(raw.chapters) &&
    raw.chapters.every(isChapter) &&
    typeof raw.captions?.language === 'string' &&
    typeof raw.captions.label === 'string';
  if (!ok) throw new Error(`The stored video tracks ${path} are unreadable.`);
  return {
    chapters: raw.chapters as VideoChapter[],
    captions: { language: raw.captions?.language ?? '', label: raw.captions?.label ?? '' },
  };
}

/**
 * The job's video tracks as stored with its video; for a video rendered before they were kept, no
 * chapters and the captions in the paper's language.
 */
export async function readVideoTracks(files: FileStore, jobId: string): Promise<StoredVideoTracks> {
  const path = jobFiles.videoTracks(jobId);
  if (await files.exists(path))
    return parseTracks((await readStoredFile(files, path)).toString('utf8'), path);
  const language = (await hasDocument(files, jobId)) ? (await loadDocument(files, jobId)).language : 'en';
  return { chapters: [], captions: captionsLanguage(language) };
}

/**
 * The job's captions as SubRip: the stored .srt, or for a video rendered before it was kept, made
 * from the stored .vtt; undefined when there are no captions.
 */
export async function readCaptionsSrt(files: FileStore, jobId: string): Promise<Buffer | undefined> {
  if (await files.exists(jobFiles.subtitlesSrt(jobId)))
    return readStoredFile(files, jobFiles.subtitlesSrt(jobId));
  if (!(await files.exists(jobFiles.subtitles(jobId)))) return undefined;
  const cues = parseWebVtt((await readStoredFile(files, jobFiles.subtitles(jobId))).toString('utf8'));
  return Buffer.from(buildSrt(cues), 'utf8');
}
