import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, resolveBinaries, type Binaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { runCommand } from '../system/run-command.js';
import { encodeUnits, prepareRepeatFrames } from './encode-units.js';

const system = findOnPath('ffmpeg');

describe.skipIf(!system)('the frames that hold a still', () => {
  let dir = '';
  let picture = '';
  /** An ffmpeg of its own (the repeat frames are kept per program) that logs each command line. */
  const loggingFfmpeg = async (name: string): Promise<{ binaries: Binaries; log: string }> => {
    const path = join(dir, name);
    const log = join(dir, `${name}.log`);
    await writeFile(path, `#!/bin/sh\necho "$*" >> '${log}'\nexec '${system ?? ''}' "$@"\n`);
    await chmod(path, 0o755);
    await writeFile(log, '');
    return { binaries: { ...resolveBinaries(), ffmpeg: path }, log };
  };

  beforeAll(async () => {
    dir = await makeTempDir('units-test');
    picture = join(dir, 'slide.png');
    await runCommand(system ?? 'ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=1920x1080',
      '-frames:v',
      '1',
      picture,
    ]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are made ahead of the render, hold a still as the render’s own do, and are not made again by it', async () => {
    const units = [{ kind: 'still' as const, imagePath: picture }];
    const own = await loggingFfmpeg('ffmpeg-own');
    const alone = await encodeUnits(units, { binaries: own.binaries, dir });
    expect(await readFile(own.log, 'utf8')).toContain('color=c=gray');

    const prepared = await loggingFfmpeg('ffmpeg-prepared');
    await prepareRepeatFrames(prepared.binaries);
    await writeFile(prepared.log, '');
    const after = await encodeUnits(units, { binaries: prepared.binaries, dir });
    const renderCommands = await readFile(prepared.log, 'utf8');
    expect(renderCommands).toContain('slide.png');
    expect(renderCommands).not.toContain('color=c=gray');

    // Their bytes may differ from a run's to another (the slice QP follows the encoder's history), but
    // after the still's keyframe every one shows the still unchanged.
    expect(after.repeats.length).toBe(alone.repeats.length);
    for (const encoded of [alone, after]) {
      const stream = join(dir, 'held.h264');
      await writeFile(stream, Buffer.concat([encoded.units[0]?.[0] ?? Buffer.alloc(0), ...encoded.repeats]));
      const { stdout } = await runCommand(system ?? 'ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'h264',
        '-i',
        stream,
        '-f',
        'framemd5',
        '-',
      ]);
      const hashes = stdout
        .toString()
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.split(',').pop()?.trim());
      expect(hashes.length).toBe(encoded.repeats.length + 1);
      expect(new Set(hashes).size).toBe(1);
    }
  }, 60_000);
});
