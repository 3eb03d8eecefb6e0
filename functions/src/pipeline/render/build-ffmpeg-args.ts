/** The ffmpeg commands that encode the narration and join everything into the final mp4. */
import { VIDEO_FORMAT } from './video-format.js';

/** @internal */
export interface FfmpegEncodeInputs {
  /** Raw H.264 stream of every frame at the video's constant rate (see planFrames). */
  videoStreamPath: string;
  /** The narration, already encoded (see buildAudioArgs). */
  audioPath: string;
  /** ffmetadata file holding the chapters. */
  chaptersPath: string;
  /** SRT file to embed as a soft subtitle track; omitted when there is nothing to show. */
  subtitlesPath?: string | undefined;
  /** ISO 639-2 code of the subtitle track, e.g. "eng". */
  subtitleLanguage: string;
  outPath: string;
}

/**
 * ffmpeg argv encoding the narration clips listed in `audioListPath` (an ffconcat list) to AAC at
 * 48 kHz in an .m4a. `-aac_coder fast` because the default coder is the slowest part of a render
 * it runs beside the picture encoder, which uses the other core.
 * @example buildAudioArgs('audio.ffconcat', 'narration.m4a')
 * @internal
 */
export function buildAudioArgs(audioListPath: string, outPath: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-y',
    '-progress',
    'pipe:2',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    audioListPath,
    '-map',
    '0:a:0',
    '-c:a',
    'aac',
    '-aac_coder',
    'fast',
    '-b:a',
    VIDEO_FORMAT.audioBitRate,
    '-ar',
    String(VIDEO_FORMAT.audioSampleRate),
    '-f',
    'mp4',
    outPath,
  ];
}

/**
 * ffmpeg argv joining the encoded pictures and narration, chapters and subtitles into one mp4
 * without re-encoding: the raw stream is read at the video's constant rate, so each frame gets its
 * time from its position; `+faststart` so browsers start playing before the download ends.
 * @example buildFfmpegArgs({ videoStreamPath: 'v.h264', audioPath: 'a.m4a', chaptersPath: 'c.txt',
 *   subtitleLanguage: 'eng', outPath: 'talk.mp4' })
 */
export function buildFfmpegArgs(inputs: FfmpegEncodeInputs): string[] {
  const hasSubtitles = inputs.subtitlesPath !== undefined;
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-y',
    '-f',
    'h264',
    '-framerate',
    String(VIDEO_FORMAT.fps),
    '-i',
    inputs.videoStreamPath,
    '-i',
    inputs.audioPath,
    '-f',
    'ffmetadata',
    '-i',
    inputs.chaptersPath,
    ...(inputs.subtitlesPath !== undefined ? ['-i', inputs.subtitlesPath] : []),
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    ...(hasSubtitles ? ['-map', '3:s:0'] : []),
    '-map_metadata',
    '2',
    '-map_chapters',
    '2',
    '-c:v',
    'copy',
    '-c:a',
    'copy',
    ...(hasSubtitles
      ? [
          '-c:s',
          'mov_text',
          '-metadata:s:s:0',
          `language=${inputs.subtitleLanguage}`,
          '-metadata:s:s:0',
          'handler_name=Narration',
        ]
      : []),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    inputs.outPath,
  ];
}
