/**
 * The one audio format every narration clip ends in, whatever voice made it: the render stage joins
 * clips with ffmpeg's concat demuxer, which needs identical streams, and loudness must not jump
 * between slides.
 */

/** @internal */
export const SPEECH_AUDIO = {
  /** Speech needs nothing above 12 kHz, and the AAC encoder, the slowest part of a render, does half the work of 48 kHz. */
  sampleRate: 24_000,
  channels: 1,
  bitsPerSample: 16,
  /** EBU R128 integrated loudness; -16 LUFS is the usual target for spoken content online. */
  loudnessLufs: -16,
  /** Sample peak ceiling after gain (≈ -1.5 dBFS), kept by a limiter. */
  peakLimit: 0.84,
  /** Silence kept before and after speech when trimming what the synthesizer left. */
  edgeSilenceSec: 0.1,
  /** Pause appended at the end so a slide change does not cut the last word. */
  endPauseSec: 0.4,
  /** Length of the clip for a slide without narration. */
  emptySlideSec: 3,
} as const;
