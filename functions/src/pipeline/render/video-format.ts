/** The picture format of every video Lectern makes. */

/** @internal */
export const VIDEO_FORMAT = {
  width: 1920,
  height: 1080,
  /**
   * Constant frame rate: every player, editor and seeking tool finds a frame at every instant, so a
   * cut or seek at a time shows the slide narrated then. 25 fps keeps slide changes within 20 ms of
   * the narration and a cross-fade smooth.
   */
  fps: 25,
  /**
   * A still is encoded once, as a keyframe, and held on screen by frames that repeat it (see
   * encodeUnits), so the encoder works on one frame per picture, not on every frame. The keyframe
   * comes again every this many frames (2 s), so seeking anywhere decodes at most that many frames.
   */
  holdFrames: 50,
  /** Length of the cross-fade between two slides. */
  fadeFrames: 6,
  /** Narration is encoded at 48 kHz, the rate of video on every platform. */
  audioSampleRate: 48_000,
  /** AAC bit rate for mono speech at 48 kHz. */
  audioBitRate: '96k',
} as const;
