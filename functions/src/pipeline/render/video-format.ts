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
   * Frames of each still that are encoded; the video repeats this run byte for byte as long as the
   * still is on screen, so the encoder works on a few frames per picture, not on every frame. Each
   * run starts with a keyframe: seeking is exact and costs at most this many frames of decoding.
   */
  holdFrames: 12,
  /** Length of the cross-fade between two slides. */
  fadeFrames: 8,
  /** Narration is encoded at 48 kHz, the rate of video on every platform. */
  audioSampleRate: 48_000,
  /** AAC bit rate for mono speech at 48 kHz. */
  audioBitRate: '96k',
} as const;
