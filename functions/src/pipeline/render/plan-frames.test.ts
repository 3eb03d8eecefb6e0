import { describe, it, expect } from 'vitest';
import { planFrames, type FramePlan } from './plan-frames.js';

const options = { fps: 25, holdFrames: 12, fadeFrames: 8 };
const slide = (durationSec: number, ...pictures: Array<[string, number]>) => ({
  durationSec,
  pictures: pictures.map(([imagePath, atSec]) => ({ imagePath, atSec })),
});

/** The picture each frame shows ("a", or "a>b" during a cross-fade), expanded from the plan. */
function frames(plan: FramePlan): string[] {
  return plan.pieces.flatMap((piece) => {
    const unit = plan.units[piece.unit]!;
    const name = unit.kind === 'still' ? unit.imagePath : `${unit.fromPath}>${unit.toPath}`;
    return Array.from({ length: piece.frames }, () => name);
  });
}

describe('planFrames', () => {
  it('encodes each still once and shows it in pieces of at most holdFrames for the whole slide', () => {
    const plan = planFrames([slide(2, ['a', 0])], options);
    expect(plan.units).toEqual([{ kind: 'still', imagePath: 'a' }]);
    expect(plan.totalFrames).toBe(50);
    expect(plan.pieces.map((p) => p.frames)).toEqual([12, 12, 12, 12, 2]);
  });

  it('never ends a run with a lone one-frame piece', () => {
    const plan = planFrames([slide(1, ['a', 0])], options);
    expect(plan.pieces.map((p) => p.frames)).toEqual([12, 11, 2]);
  });

  it('rounds every change from the absolute time, so long talks do not drift', () => {
    const slides = Array.from({ length: 300 }, (_, i) => slide(1.013, [`s${i}`, 0]));
    const shown = frames(planFrames(slides, { ...options, fadeFrames: 0 }));
    expect(shown.length).toBe(Math.ceil(300 * 1.013 * 25));
    // Slide 250 starts at 253.25 s, frame 6331.25 → 6331.
    expect(shown[6330]).toBe('s249');
    expect(shown[6331]).toBe('s250');
  });

  it('cross-fades at slide changes from the last picture of one slide to the first of the next', () => {
    const plan = planFrames([slide(1, ['a', 0], ['a2', 0.5]), slide(1, ['b', 0])], options);
    const shown = frames(plan);
    expect(shown.length).toBe(50);
    // A reveal at 0.5 s (frame 12.5) shows from frame 12, the one on screen at 0.5 s.
    expect(shown.slice(0, 12).every((f) => f === 'a')).toBe(true);
    expect(shown.slice(12, 25).every((f) => f === 'a2')).toBe(true);
    expect(shown.slice(25, 33).every((f) => f === 'a2>b')).toBe(true);
    expect(shown.slice(33).every((f) => f === 'b')).toBe(true);
    expect(plan.units.filter((u) => u.kind === 'fade')).toEqual([
      { kind: 'fade', fromPath: 'a2', toPath: 'b', frames: 8 },
    ]);
  });

  it('encodes a still shown on several slides once', () => {
    const plan = planFrames([slide(1, ['a', 0]), slide(1, ['b', 0]), slide(1, ['a', 0])], options);
    expect(plan.units.filter((u) => u.kind === 'still')).toEqual([
      { kind: 'still', imagePath: 'a' },
      { kind: 'still', imagePath: 'b' },
    ]);
    expect(
      plan.units
        .filter((u) => u.kind === 'fade')
        .map((u) => u.kind === 'fade' && `${u.fromPath}>${u.toPath}`),
    ).toEqual(['a>b', 'b>a']);
  });

  it('cuts, without a fade, between pictures of one slide, and joins slides that show the same picture', () => {
    const shown = frames(planFrames([slide(1, ['a', 0], ['b', 0.4]), slide(1, ['b', 0])], options));
    expect(shown.filter((f) => f.includes('>'))).toEqual([]);
    expect(shown.slice(10).every((f) => f === 'b')).toBe(true);
  });

  it('ignores reveals timed after the slide ends and orders them by time', () => {
    const shown = frames(planFrames([slide(1, ['a', 0], ['c', 0.8], ['b', 0.4], ['late', 5])], options));
    expect(shown.length).toBe(25);
    expect(shown.slice(0, 10).every((f) => f === 'a')).toBe(true);
    expect(shown.slice(10, 20).every((f) => f === 'b')).toBe(true);
    expect(shown.slice(20).every((f) => f === 'c')).toBe(true);
  });

  it('shortens the fade to a slide shorter than it', () => {
    const plan = planFrames([slide(1, ['a', 0]), slide(0.2, ['b', 0])], options);
    expect(plan.units.find((u) => u.kind === 'fade')?.frames).toBe(5);
    expect(frames(plan).length).toBe(30);
  });
});
