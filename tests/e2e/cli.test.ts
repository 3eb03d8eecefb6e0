/**
 * The `lectern` command end to end, as a researcher runs it: real PDFs the project generates, real
 * festival/flite, real ffmpeg, checked with ffprobe.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encryptedPaper,
  ENCRYPTED_PAPER_PASSWORD,
  ENGLISH_PAPER,
  notAPdf,
  scannedPaper,
  twoColumnPaper,
} from '../fixtures/index.js';

const run = promisify(execFile);
const lectern = resolve(import.meta.dirname, '../../functions/bin/lectern');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], cwd: string): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(lectern, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

interface Probe {
  format: { duration: string; tags?: Record<string, string> };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  chapters: { start_time: string; end_time: string; tags: { title: string } }[];
}

async function probe(path: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    '-show_chapters',
    path,
  ]);
  return JSON.parse(stdout) as Probe;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-cli-'));
  await writeFile(join(dir, 'paper.pdf'), await twoColumnPaper());
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lectern <paper.pdf>', () => {
  it('writes a narrated 1080p mp4 with chapters and subtitles, a PowerPoint and the plan', async () => {
    const result = await cli(
      ['paper.pdf', '--slides', '3', '--voice', 'cassidy', '--out', 'talk.mp4', '--plan-out', 'plan.json'],
      dir,
    );
    expect(result.stderr).toContain('Reading the paper');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Done in \d+\.\d s/);

    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as { slide_title: string }[];
    expect(plan).toHaveLength(3);
    const info = await probe(join(dir, 'talk.mp4'));
    const video = info.streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p' });
    expect(info.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
    expect(info.streams.some((s) => s.codec_type === 'subtitle')).toBe(true);
    expect(info.chapters.map((c) => c.tags.title)).toEqual(plan.map((s) => s.slide_title));
    expect(Number(info.format.duration)).toBeGreaterThan(10);
    const files = await readdir(dir);
    expect(files).toEqual(
      expect.arrayContaining(['talk.mp4', 'talk.vtt', 'talk.srt', 'talk.pptx', 'plan.json']),
    );
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // The deck beside the video presents itself: each slide holds its narration and lasts as long as its chapter.
    const deck = await JSZip.loadAsync(await readFile(join(dir, 'talk.pptx')));
    for (const [index, chapter] of info.chapters.entries()) {
      expect(deck.file(`ppt/media/narration-${index + 1}.m4a`)).not.toBeNull();
      const advance = Number(
        /advTm="(\d+)"/.exec(
          (await deck.file(`ppt/slides/slide${index + 1}.xml`)?.async('string')) ?? '',
        )?.[1],
      );
      expect(advance / 1000).toBeCloseTo(Number(chapter.end_time) - Number(chapter.start_time), 1);
    }
  });

  it('renders again from an edited plan, keeping the user’s words', async () => {
    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as {
      slide_title: string;
      voiceover_script: string;
    }[];
    const edited = plan.map((slide, index) =>
      index === 1
        ? { ...slide, slide_title: 'What we changed', voiceover_script: 'A short script the user wrote.' }
        : slide,
    );
    await writeFile(join(dir, 'edited.json'), JSON.stringify(edited));
    const result = await cli(['paper.pdf', '--plan', 'edited.json', '--out', 'edited.mp4', '--quiet'], dir);
    expect(result.code).toBe(0);
    const info = await probe(join(dir, 'edited.mp4'));
    expect(info.chapters.map((c) => c.tags.title)[1]).toBe('What we changed');
    expect(await readFile(join(dir, 'edited.vtt'), 'utf8')).toContain('A short script the user wrote.');
  });

  it('writes the read document with --document-out: text, parts, and each figure with its page and crop', async () => {
    const result = await cli(
      ['paper.pdf', '--no-video', '--pptx', 'read.pptx', '--document-out', 'read/document.json'],
      dir,
    );
    expect(result.code, result.stderr).toBe(0);
    const read = JSON.parse(await readFile(join(dir, 'read/document.json'), 'utf8')) as {
      title: string;
      sections: { heading: string; text: string }[];
      figures: {
        label: string;
        page: number;
        box: [number, number, number, number];
        caption: string;
        image: string;
      }[];
      parts: { kind: string; text: string; page: number }[];
    };
    expect(read.title).toBe(ENGLISH_PAPER.title);
    expect(read.sections.map((s) => s.heading)).toContain('1 Introduction');
    expect(read.figures.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Figure 1', 'Figure 2', 'Table 1']),
    );
    for (const figure of read.figures) {
      expect(figure.page).toBeGreaterThanOrEqual(1);
      const [x0, y0, x1, y1] = figure.box;
      expect(x1).toBeGreaterThan(x0);
      expect(y1).toBeGreaterThan(y0);
      const png = await readFile(join(dir, 'read', figure.image));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect(read.parts.some((p) => p.kind === 'page-number')).toBe(true);
  }, 120_000);

  it('rejects an edited plan that is not a valid slide plan, naming the problem', async () => {
    await writeFile(join(dir, 'broken.json'), JSON.stringify([{ slide_title: '', bullet_points: [] }]));
    const result = await cli(['paper.pdf', '--plan', 'broken.json', '--out', 'broken.mp4'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Slide 1 needs a title');
    expect(await readdir(dir)).not.toContain('broken.mp4');
  });

  it('opens a password-protected paper only with --password, and says how', async () => {
    await writeFile(join(dir, 'locked.pdf'), await encryptedPaper());
    const refused = await cli(['locked.pdf', '--no-video'], dir);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/password/i);
    expect(refused.stderr).toContain('--password');
    const opened = await cli(
      ['locked.pdf', '--no-video', '--password', ENCRYPTED_PAPER_PASSWORD, '--pptx', 'locked.pptx'],
      dir,
    );
    expect(opened.code).toBe(0);
    expect(await readdir(dir)).toContain('locked.pptx');
  });

  it('explains that a scanned paper has no selectable text', async () => {
    await writeFile(join(dir, 'scan.pdf'), await scannedPaper());
    const result = await cli(['scan.pdf', '--out', 'scan.mp4'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/no selectable text/i);
    expect(await readdir(dir)).not.toContain('scan.mp4');
  });

  it('says a file that is not a PDF is not a PDF', async () => {
    await writeFile(join(dir, 'notes.pdf'), await notAPdf());
    const result = await cli(['notes.pdf'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/not a PDF/i);
  });

  it('stops on Ctrl-C with exit code 130 and leaves no half-written video behind', async () => {
    // Its own temporary folder: other tests running beside it make run folders of their own.
    const ownTmp = await mkdtemp(join(tmpdir(), 'lectern-cli-tmp-'));
    const child = spawn(lectern, ['paper.pdf', '--out', 'interrupted.mp4'], {
      cwd: dir,
      env: { ...process.env, TMPDIR: ownTmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let interrupted = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // One Ctrl-C once the narration is being recorded: mid-run, with temp files in flight. (A second
      // one quits at once, by design, without cleaning up.)
      if (!interrupted && stderr.includes('Recording the narration')) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(code).toBe(130);
    expect(stderr).toContain('Stopping');
    const files = await readdir(dir);
    expect(files.filter((name) => name.startsWith('interrupted') || name.endsWith('.tmp'))).toEqual([]);
    expect(await readdir(ownTmp)).toEqual([]);
    await rm(ownTmp, { recursive: true, force: true });
  });

  it.each([
    [['paper.pdf', '--slides', '9'], /from 3 to 8/],
    [['paper.pdf', '--slides', 'five'], /whole number/],
    [['paper.pdf', '--voice', 'bob'], /Unknown voice "bob"/],
    [['paper.pdf', '--colour', 'red'], /Unknown option/],
    [[], /Name the paper/],
  ])('exits 2 with a usage message for %j', async (args, message) => {
    const result = await cli(args, dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('exits 3 when the paper does not exist', async () => {
    const result = await cli(['missing.pdf'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('no such file');
  });

  it('prints its usage with --help', async () => {
    const result = await cli(['--help'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: lectern <paper.pdf> [options]');
    expect(result.stdout).toContain('--plan plan.json');
  });
});
