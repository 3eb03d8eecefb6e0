import { describe, it, expect } from 'vitest';
import { buildAudioArgs, buildFfmpegArgs, type FfmpegEncodeInputs } from './build-ffmpeg-args.js';

const inputs: FfmpegEncodeInputs = {
  videoStreamPath: '/w/video.h264',
  audioPath: '/w/narration.m4a',
  chaptersPath: '/w/chapters.ffmeta',
  subtitlesPath: '/w/subtitles.srt',
  subtitleLanguage: 'eng',
  outPath: '/out/.talk.mp4.tmp',
};

/** The value after `flag` (the first occurrence). */
function valueOf(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : args[i + 1];
}

describe('buildFfmpegArgs', () => {
  const args = buildFfmpegArgs(inputs);

  it('reads the raw picture stream at 25 fps, then the narration, chapters and subtitles', () => {
    expect(args.filter((a, i) => args[i - 1] === '-i')).toEqual([
      '/w/video.h264',
      '/w/narration.m4a',
      '/w/chapters.ffmeta',
      '/w/subtitles.srt',
    ]);
    expect(args.join(' ')).toContain('-f h264 -framerate 25 -i /w/video.h264');
  });

  it('maps one video, one audio and one subtitle stream and takes chapters from the metadata input', () => {
    expect(args.join(' ')).toContain('-map 0:v:0 -map 1:a:0 -map 3:s:0 -map_metadata 2 -map_chapters 2');
  });

  it('copies pictures and sound instead of encoding them again', () => {
    expect(valueOf(args, '-c:v')).toBe('copy');
    expect(valueOf(args, '-c:a')).toBe('copy');
    // Options ffmpeg 4.x lacks would break production (its runtime has ffmpeg 4.4).
    expect(args).not.toContain('-fps_mode');
  });

  it('writes mov_text subtitles with a language and an mp4 with the index first', () => {
    expect(valueOf(args, '-c:s')).toBe('mov_text');
    expect(args).toContain('language=eng');
    expect(valueOf(args, '-movflags')).toBe('+faststart');
    expect(args.slice(-3)).toEqual(['-f', 'mp4', '/out/.talk.mp4.tmp']);
  });

  it('leaves out the subtitle input, map and codec when there are no subtitles', () => {
    const plain = buildFfmpegArgs({ ...inputs, subtitlesPath: undefined });
    expect(plain).not.toContain('/w/subtitles.srt');
    expect(plain).not.toContain('3:s:0');
    expect(plain).not.toContain('-c:s');
  });
});

describe('buildAudioArgs', () => {
  it('encodes the clips with the fast AAC coder at 48 kHz', () => {
    const args = buildAudioArgs('/w/audio.ffconcat', '/w/narration.m4a');
    expect(args.join(' ')).toContain('-f concat -safe 0 -i /w/audio.ffconcat');
    expect(valueOf(args, '-c:a')).toBe('aac');
    expect(valueOf(args, '-aac_coder')).toBe('fast');
    expect(valueOf(args, '-ar')).toBe('48000');
    expect(args.slice(-3)).toEqual(['-f', 'mp4', '/w/narration.m4a']);
  });
});
