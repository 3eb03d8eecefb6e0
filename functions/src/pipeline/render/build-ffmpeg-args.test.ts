import { describe, it, expect } from 'vitest';
import { buildFfmpegArgs, type FfmpegEncodeInputs } from './build-ffmpeg-args.js';

const inputs: FfmpegEncodeInputs = {
  imagesListPath: '/w/images.ffconcat',
  audioListPath: '/w/audio.ffconcat',
  chaptersPath: '/w/chapters.ffmeta',
  subtitlesPath: '/w/subtitles.srt',
  subtitleLanguage: 'eng',
  slideStartsSec: [0, 12.5, 30.25],
  outPath: '/out/.talk.mp4.tmp',
};

/** The value after `flag` (the first occurrence). */
function valueOf(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : args[i + 1];
}

describe('buildFfmpegArgs', () => {
  const args = buildFfmpegArgs(inputs);

  it('reads images and audio through the concat demuxer, then chapters and subtitles', () => {
    expect(args.filter((a, i) => args[i - 1] === '-i')).toEqual(['/w/images.ffconcat', '/w/audio.ffconcat', '/w/chapters.ffmeta', '/w/subtitles.srt']);
    expect(args.join(' ')).toContain('-f concat -safe 0 -i /w/images.ffconcat -f concat -safe 0 -i /w/audio.ffconcat -f ffmetadata -i /w/chapters.ffmeta');
  });

  it('maps one video, one audio and one subtitle stream and takes chapters from the metadata input', () => {
    expect(args.join(' ')).toContain('-map 0:v:0 -map 1:a:0 -map 3:s:0 -map_metadata 2 -map_chapters 2');
  });

  it('encodes 1920×1080 yuv420p H.264 tuned for stills without B-frames, at a variable frame rate', () => {
    expect(valueOf(args, '-vf')).toBe('scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p');
    expect(valueOf(args, '-c:v')).toBe('libx264');
    expect(valueOf(args, '-tune')).toBe('stillimage');
    expect(valueOf(args, '-bf')).toBe('0');
    expect(valueOf(args, '-vsync')).toBe('vfr');
    // -r would drop the last seconds together with a duration limit (NOTES.md); the rate stays variable.
    expect(args).not.toContain('-r');
    expect(args).not.toContain('-shortest');
  });

  it('forces a keyframe at every slide start, a millisecond early to absorb rounding', () => {
    expect(valueOf(args, '-force_key_frames')).toBe('0.000,12.499,30.249');
  });

  it('uses the fast AAC coder and mov_text subtitles with a language', () => {
    expect(valueOf(args, '-c:a')).toBe('aac');
    expect(valueOf(args, '-aac_coder')).toBe('fast');
    expect(valueOf(args, '-c:s')).toBe('mov_text');
    expect(args).toContain('language=eng');
  });

  it('writes an mp4 with the index first, reporting progress on stderr', () => {
    expect(valueOf(args, '-movflags')).toBe('+faststart');
    expect(valueOf(args, '-progress')).toBe('pipe:2');
    expect(args.slice(-3)).toEqual(['-f', 'mp4', '/out/.talk.mp4.tmp']);
  });

  it('leaves out the subtitle input, map and codec when there are no subtitles', () => {
    const plain = buildFfmpegArgs({ ...inputs, subtitlesPath: undefined });
    expect(plain).not.toContain('/w/subtitles.srt');
    expect(plain).not.toContain('3:s:0');
    expect(plain).not.toContain('-c:s');
  });
});
