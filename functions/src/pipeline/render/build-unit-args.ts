/** The ffmpeg command that encodes the stills and cross-fades of a video, each once. */
import type { EncodedUnit } from './plan-frames.js';
import { VIDEO_FORMAT } from './video-format.js';

/**
 * x264 settings shared by every unit, so units from separate runs join into one valid stream.
 * `-tune stillimage` and no B-frames for crisp text; a keyframe (IDR, with its parameter sets)
 * only where a unit starts, so any unit can follow any other; a delimiter before every frame so the
 * stream can be cut into frames without parsing slices.
 */
const X264 = [
  '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '20', '-bf', '0',
  '-forced-idr', '1', '-x264-params', 'keyint=100000:min-keyint=1:scenecut=0:aud=1:repeat-headers=1',
] as const;

/** Fits any picture in the frame, letterboxed, as the encoder wants it. */
function fit(): string {
  const { width, height } = VIDEO_FORMAT;
  return `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p`;
}

/** `frames` copies of a single picture with frame-numbered timestamps. */
function hold(input: number, frames: number): string {
  return `[${input}:v]${fit()},loop=loop=${frames - 1}:size=1:start=0,settb=1/${VIDEO_FORMAT.fps},setpts=N`;
}

/**
 * ffmpeg argv writing `units` one after the other as a raw H.264 stream at `outPath`. Each picture is
 * decoded once and repeated inside the filter graph (the image reader would decode it per frame);
 * each use of a picture is its own input, as splitting one input into several looped branches
 * stalls the graph. Timestamps are frame numbers at the video's rate, which the keyframe times use.
 * @example buildUnitArgs([{ kind: 'still', imagePath: 'a.png', frames: 12 }], 'units.h264')
 * @internal
 */
export function buildUnitArgs(units: readonly EncodedUnit[], outPath: string): string[] {
  const { fps } = VIDEO_FORMAT;
  const inputs: string[] = [];
  const chains: string[] = [];
  const addInput = (path: string): number => {
    inputs.push('-framerate', String(fps), '-i', path);
    return inputs.length / 4 - 1;
  };
  const keyframes: string[] = [];
  let frame = 0;
  units.forEach((unit, i) => {
    if (unit.kind === 'still') chains.push(`${hold(addInput(unit.imagePath), unit.frames)}[u${i}]`);
    else {
      chains.push(`${hold(addInput(unit.fromPath), unit.frames)}[a${i}]`, `${hold(addInput(unit.toPath), unit.frames)}[b${i}]`);
      chains.push(`[a${i}][b${i}]xfade=transition=fade:duration=${unit.frames / fps}:offset=0[u${i}]`);
    }
    // Half a frame early, so the keyframe lands on the unit's first frame whatever the rounding.
    keyframes.push(Math.max(0, (frame - 0.5) / fps).toFixed(3));
    frame += unit.frames;
  });
  const joined = units.map((_, i) => `[u${i}]`).join('');
  chains.push(`${joined}concat=n=${units.length}:v=1:a=0,settb=1/${fps},setpts=N[v]`);
  return [
    '-hide_banner', '-nostdin', '-nostats', '-y',
    '-progress', 'pipe:2',
    ...inputs,
    '-filter_complex', chains.join(';'),
    '-map', '[v]',
    ...X264,
    '-force_key_frames', keyframes.join(','),
    '-f', 'h264', outPath,
  ];
}
