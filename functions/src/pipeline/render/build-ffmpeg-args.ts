/** The one ffmpeg command that turns slide stills and narration clips into the final mp4. */

/** @internal */
export interface FfmpegEncodeInputs {
  /** ffconcat list of the slide images with their durations (see buildConcatList). */
  imagesListPath: string;
  /** ffconcat list of the narration clips. */
  audioListPath: string;
  /** ffmetadata file holding the chapters. */
  chaptersPath: string;
  /** SRT file to embed as a soft subtitle track; omitted when there is nothing to show. */
  subtitlesPath?: string | undefined;
  /** ISO 639-2 code of the subtitle track, e.g. "eng". */
  subtitleLanguage: string;
  /** Slide start times; a keyframe is forced at each so seeking to a chapter is exact. */
  slideStartsSec: readonly number[];
  outPath: string;
}

/** The frame size of every video Lectern makes. */
const VIDEO_SIZE = { width: 1920, height: 1080 } as const;

/**
 * ffmpeg argv for the whole video in one pass. Choices measured on this machine (NOTES.md): concat
 * demuxer for images and audio with variable frame rate, so each slide is a single frame that lasts
 * its narration (a constant rate or per-slide segments is 5–20× slower); `-tune stillimage` and no
 * B-frames for crisp text; `-aac_coder fast` because the default coder is the slowest part, and
 * 96 kb/s, transparent for mono speech and 1.5× faster to encode than 128 kb/s (1.4 s against 2.1 s
 * for 287 s of narration); `+faststart` so browsers start playing before the download ends.
 * @example buildFfmpegArgs({ imagesListPath: 'i.txt', audioListPath: 'a.txt', chaptersPath: 'c.txt',
 *   subtitleLanguage: 'eng', slideStartsSec: [0, 12.5], outPath: 'talk.mp4' })
 * @public
 */
export function buildFfmpegArgs(inputs: FfmpegEncodeInputs): string[] {
  const { width, height } = VIDEO_SIZE;
  const hasSubtitles = inputs.subtitlesPath !== undefined;
  // A keyframe is placed on the first frame at or after each time; 1 ms early absorbs timestamp rounding.
  const keyframes = inputs.slideStartsSec.map((t) => Math.max(0, t - 0.001).toFixed(3)).join(',');
  return [
    '-hide_banner', '-nostdin', '-nostats', '-y',
    '-progress', 'pipe:2',
    '-f', 'concat', '-safe', '0', '-i', inputs.imagesListPath,
    '-f', 'concat', '-safe', '0', '-i', inputs.audioListPath,
    '-f', 'ffmetadata', '-i', inputs.chaptersPath,
    ...(inputs.subtitlesPath !== undefined ? ['-i', inputs.subtitlesPath] : []),
    '-map', '0:v:0', '-map', '1:a:0',
    ...(hasSubtitles ? ['-map', '3:s:0'] : []),
    '-map_metadata', '2', '-map_chapters', '2',
    '-vf', `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p`,
    // -vsync rather than -fps_mode: ffmpeg 4.x (the Cloud Functions image has 4.4) lacks the latter,
    // later releases still accept the former.
    '-vsync', 'vfr',
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '20', '-bf', '0',
    '-force_key_frames', keyframes,
    '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '64k',
    ...(hasSubtitles ? ['-c:s', 'mov_text', '-metadata:s:s:0', `language=${inputs.subtitleLanguage}`, '-metadata:s:s:0', 'handler_name=Narration'] : []),
    '-movflags', '+faststart',
    '-f', 'mp4', inputs.outPath,
  ];
}
