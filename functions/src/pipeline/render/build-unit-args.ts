/** The ffmpeg command that encodes the stills and cross-fades of a video, each once. */
import type { EncodedUnit } from './plan-frames.js';
import { VIDEO_FORMAT } from './video-format.js';

/**
 * x264 settings shared by every unit, so units join into one valid stream. `-tune stillimage` and no
 * B-frames for crisp text; a keyframe (IDR, with its parameter sets) only where a unit starts, so any
 * unit can follow any other; a delimiter before every frame so the stream can be cut into frames
 * without parsing slices; no weighted prediction, so a frame that repeats its reference is the same
 * bytes whatever the picture. No lookahead (nor the macroblock tree that needs it): a run of units
 * is mostly keyframes placed by hand and six-frame fades, where looking ahead only costs threads and
 * time (about a sixth of the units' CPU-seconds). One thread: the stills, the fades and the narration
 * are encoded by three programs side by side (and the repeat frames beside the reading), more than a
 * two-core machine runs at once, so x264's own threads only cost CPU-seconds (about 0.35 of 2.8 for
 * a five-slide talk); the frames are the same bytes (no lookahead, so no thread changes a decision),
 * only the settings note x264 puts in a run's first frame says "threads=1".
 */
const X264 = [
  '-c:v',
  'libx264',
  '-threads',
  '1',
  '-preset',
  'veryfast',
  '-tune',
  'stillimage',
  '-crf',
  '20',
  '-bf',
  '0',
  '-forced-idr',
  '1',
  '-x264-params',
  'keyint=100000:min-keyint=1:scenecut=0:aud=1:repeat-headers=1:weightp=0:rc-lookahead=0:mbtree=0',
] as const;

/**
 * Everything that decides the bytes of an encoded unit besides its pictures, for content-keyed caching:
 * a cached unit is reused only by the same recipe.
 * @internal
 */
export const UNIT_RECIPE = JSON.stringify({ x264: X264, fit: fit(), format: VIDEO_FORMAT });

/** What to encode: the units of a frame plan, and optionally the repeat frames (see encodeUnits). */
export interface UnitEncode {
  units: readonly EncodedUnit[];
  /** Frames of a flat picture to encode after the units; all but its first repeat the one before. */
  repeatFrames: number;
}

/** Fits any picture in the frame, letterboxed, as the encoder wants it. */
function fit(): string {
  const { width, height } = VIDEO_FORMAT;
  return `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p`;
}

/** Frame-numbered timestamps at the video's rate, which the keyframe times below refer to. */
const NUMBERED = `settb=1/${VIDEO_FORMAT.fps},setpts=N`;

/**
 * ffmpeg argv writing the units one after the other (then the repeat frames) as a raw H.264 stream at
 * `outPath`: a still is one keyframe, a fade its frames. Each picture is read and decoded once and
 * split to the units that use it.
 * @example buildUnitArgs({ units: [{ kind: 'still', imagePath: 'a.png' }], repeatFrames: 0 }, 'units.h264')
 * @internal
 */
export function buildUnitArgs(encode: UnitEncode, outPath: string): string[] {
  const { fps, width, height } = VIDEO_FORMAT;
  const paths: string[] = [];
  const uses = new Map<string, string[]>();
  const use = (path: string): string => {
    if (!uses.has(path)) {
      uses.set(path, []);
      paths.push(path);
    }
    const labels = uses.get(path) ?? [];
    const label = `p${paths.indexOf(path)}_${labels.length}`;
    labels.push(label);
    return `[${label}]`;
  };
  const chains: string[] = [];
  const outputs: string[] = [];
  const keyframes: string[] = [];
  let frame = 0;
  const addUnit = (chain: string, frames: number): void => {
    chains.push(`${chain}[u${outputs.length}]`);
    outputs.push(`[u${outputs.length}]`);
    // Half a frame early, so the keyframe lands on the unit's first frame whatever the rounding.
    keyframes.push(Math.max(0, (frame - 0.5) / fps).toFixed(3));
    frame += frames;
  };
  for (const unit of encode.units) {
    if (unit.kind === 'still') addUnit(`${use(unit.imagePath)}${NUMBERED}`, 1);
    else {
      const i = outputs.length;
      // xfade blends only 4:4:4 (and RGB) pictures, so ffmpeg converts what comes in: converted before
      // the loop, each picture is converted once instead of once per frame of the fade, to the same bytes.
      const loop = `format=yuv444p,loop=loop=${unit.frames - 1}:size=1:start=0,${NUMBERED}`;
      chains.push(`${use(unit.fromPath)}${loop}[a${i}]`, `${use(unit.toPath)}${loop}[b${i}]`);
      addUnit(`[a${i}][b${i}]xfade=transition=fade:duration=${unit.frames / fps}:offset=0`, unit.frames);
    }
  }
  if (encode.repeatFrames > 0) {
    addUnit(
      `color=c=gray:s=${width}x${height}:r=${fps},format=yuv420p,trim=end_frame=${encode.repeatFrames},${NUMBERED}`,
      encode.repeatFrames,
    );
  }
  const inputs = paths.flatMap((path) => ['-framerate', String(fps), '-i', path]);
  const splits = paths.map((path, i) => {
    const labels = (uses.get(path) ?? []).map((l) => `[${l}]`);
    return `[${i}:v]${fit()}${labels.length > 1 ? `,split=${labels.length}` : ''}${labels.join('')}`;
  });
  const graph = [
    ...splits,
    ...chains,
    `${outputs.join('')}concat=n=${outputs.length}:v=1:a=0,${NUMBERED}[v]`,
  ];
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-y',
    ...inputs,
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[v]',
    ...X264,
    '-force_key_frames',
    keyframes.join(','),
    '-f',
    'h264',
    outPath,
  ];
}
