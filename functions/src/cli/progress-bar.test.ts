import { describe, expect, it } from 'vitest';
import { createProgressDisplay, formatBar, formatProgressLine } from './progress-bar.js';

function fakeStream(isTTY: boolean): NodeJS.WriteStream & { text: () => string } {
  const chunks: string[] = [];
  return {
    isTTY,
    write: (chunk: string) => chunks.push(chunk) > 0,
    text: () => chunks.join(''),
  } as unknown as NodeJS.WriteStream & { text: () => string };
}

describe('progress bar', () => {
  it('fills in proportion to the work done, clamped to the bar', () => {
    expect(formatBar(0, 4, 8)).toBe('[░░░░░░░░]');
    expect(formatBar(2, 4, 8)).toBe('[████░░░░]');
    expect(formatBar(9, 4, 8)).toBe('[████████]');
    expect(formatBar(1, 0, 4)).toBe('[░░░░]');
  });

  it('names the stage, the overall percent and the units counted', () => {
    const line = formatProgressLine({ stage: 'read', done: 3, total: 15, overall: 12.4 });
    expect(line).toMatch(/^Reading the paper\s+\[█+░+\]\s+12% 3\/15 pages$/);
  });

  it('prints plain lines, one per stage start and end, when the output is not a terminal', () => {
    const stream = fakeStream(false);
    const display = createProgressDisplay(stream, { quiet: false });
    display.update({ stage: 'read', done: 1, total: 2, overall: 5 });
    display.update({ stage: 'read', done: 2, total: 2, overall: 10 });
    display.update({ stage: 'plan', done: 0, total: 1, overall: 10 });
    display.finish();
    const lines = stream.text().trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('… Reading the paper');
    expect(lines[1]).toMatch(/^✓ Reading the paper \(\d+\.\d s\)$/);
    expect(lines[3]).toMatch(/^✓ Planning the slides/);
    expect(stream.text()).not.toContain('\r');
  });

  it('prints nothing when quiet', () => {
    const stream = fakeStream(true);
    const display = createProgressDisplay(stream, { quiet: true });
    display.update({ stage: 'read', done: 1, total: 2, overall: 5 });
    display.finish();
    expect(stream.text()).toBe('');
  });
});
