import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedPaper, twoColumnPaper } from '../../../tests/fixtures/index.js';
import { jobFiles, loadDocument, readVideoTracks } from '../backend/index.js';
import { findFigure, probeMedia, type PaperFigure } from '../pipeline/index.js';
import { runCommand } from '../pipeline/system/run-command.js';
import { makeTempDir } from '../pipeline/system/temp-dir.js';
import { handleAudio } from './handle-audio.js';
import { handleExtract } from './handle-extract.js';
import { handlePlan } from './handle-plan.js';
import { handleSlides } from './handle-slides.js';
import { handleVideo } from './handle-video.js';
import { loadImage } from '@napi-rs/canvas';
import JSZip from 'jszip';
import { createTaskFakes, startedJob, type TaskFakes } from './testing/task-fakes.js';

const FIRST = { retryCount: 0, maxAttempts: 3 };
const LAST = { retryCount: 2, maxAttempts: 3 };
const UID = 'ada';

async function usedThisMonth(deps: TaskFakes): Promise<number> {
  return (await deps.users.getQuota(UID, deps.clock.now())).used_this_month;
}

/**
 * The pictures a video holds on screen: runs of at least a third of a second (25 fps) of identical
 * decoded frames, told apart by content, so cross-fade frames do not count.
 */
async function heldPictures(videoPath: string, ffmpeg: string): Promise<number> {
  // Hashing frames shrunk to 192×108 tells held pictures apart as well as full ones, at a fraction of the cost.
  const { stdout } = await runCommand(ffmpeg, [
    '-v',
    'error',
    '-i',
    videoPath,
    '-map',
    '0:v',
    '-vf',
    'scale=192:108:flags=area',
    '-f',
    'framemd5',
    '-',
  ]);
  const hashes = stdout
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '');
  const held = new Set<string>();
  let run = 0;
  for (const [i, hash] of hashes.entries()) {
    run = i > 0 && hashes[i - 1] === hash ? run + 1 : 1;
    if (run >= 8) held.add(hash);
  }
  return held.size;
}

describe('an encrypted paper', () => {
  it('fails the job with the password sentence, without retrying, and gives the count back', async () => {
    const deps = createTaskFakes();
    const job = await startedJob(deps, UID, await encryptedPaper());
    await expect(handleExtract({ job_id: job.job_id, uid: UID }, deps, FIRST)).resolves.toBeUndefined();
    const failed = await deps.jobs.get(job.job_id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/password/i);
    expect(deps.tasks.queued).toHaveLength(0);
    expect(await usedThisMonth(deps)).toBe(0);
  });
});

describe('the steps of one job, in order, through the real engine', () => {
  const deps = createTaskFakes();
  let jobId = '';
  let scratch = '';
  beforeAll(async () => {
    jobId = (await startedJob(deps, UID, await twoColumnPaper())).job_id;
    scratch = await makeTempDir('tasks-test');
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });
  const task = () => ({ job_id: jobId, uid: UID });

  it('extract stores the document and its figures, then queues plan', async () => {
    await handleExtract(task(), deps, FIRST);
    const job = await deps.jobs.get(jobId);
    expect(job?.status).toBe('processing');
    expect(job?.title).toBeTruthy();
    expect(await deps.files.exists(jobFiles.document(jobId))).toBe(true);
    expect(await deps.files.exists(jobFiles.figure(jobId, 0))).toBe(true);
    expect(deps.tasks.queued).toEqual([{ stage: 'plan', task: task() }]);
  });

  it('extract delivered again queues plan again without reading the paper twice', async () => {
    const before = deps.files.files.get(jobFiles.document(jobId))?.updated;
    await handleExtract(task(), deps, { retryCount: 1, maxAttempts: 3 });
    expect(deps.files.files.get(jobFiles.document(jobId))?.updated).toBe(before);
    expect(deps.tasks.queued.map((q) => q.stage)).toEqual(['plan', 'plan']);
  });

  it('plan saves a plan of the chosen size and marks the job completed at 100', async () => {
    await handlePlan(task(), deps, FIRST);
    const job = await deps.jobs.get(jobId);
    expect(job?.status).toBe('completed');
    expect(job?.progress).toBe(100);
    expect(job?.slides_plan).toHaveLength(3);
    // The second plan task (from the repeated extract) finds the job planned and leaves it be.
    const plan = job?.slides_plan;
    await handlePlan(task(), deps, FIRST);
    expect((await deps.jobs.get(jobId))?.slides_plan).toEqual(plan);
  });

  it('plan draws the figures its slides show sharp from the PDF and leaves the others at page resolution', async () => {
    const plan = (await deps.jobs.get(jobId))?.slides_plan ?? [];
    const document = await loadDocument(deps.files, jobId);
    const shown = new Set(
      plan
        .map((slide) => findFigure(document.figures, slide.visual_identifier))
        .filter((f) => f !== undefined),
    );
    expect(shown.size).toBeGreaterThan(0);
    expect(shown.size).toBeLessThan(document.figures.length);
    for (const [index, figure] of document.figures.entries()) {
      expect(figure.sharp === true, figure.id).toBe(shown.has(figure));
      const image = await loadImage(
        deps.files.files.get(jobFiles.figure(jobId, index))?.data ?? Buffer.alloc(0),
      );
      expect([image.width, image.height], figure.id).toEqual([figure.width, figure.height]);
    }
  });

  it('audio for one slide writes a WAV where the audio route reads it and marks it completed', async () => {
    await deps.jobs.update(jobId, { audio: { slide_0: { status: 'pending', error: null } } });
    await handleAudio({ ...task(), slide: 0 }, deps, FIRST);
    expect((await deps.jobs.get(jobId))?.audio['slide_0']).toEqual({ status: 'completed', error: null });
    const wav = deps.files.files.get(jobFiles.audio(jobId, 0))?.data;
    expect(wav?.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const local = join(scratch, 'slide_0.wav');
    await writeFile(local, wav ?? Buffer.alloc(0));
    expect((await probeMedia(local, deps.binaries)).durationSec).toBeGreaterThan(1);
  });

  it('slides writes a PNG per slide and the .pptx, and marks the presentation ready', async () => {
    // The user's edit shows a figure the plan step did not: the slides step draws it as stored, as the editor's preview did.
    const before = await loadDocument(deps.files, jobId);
    const unshown = before.figures.find((figure) => figure.sharp !== true) as PaperFigure;
    const plan = (await deps.jobs.get(jobId))?.slides_plan ?? [];
    await deps.jobs.update(jobId, {
      slides_plan: plan.map((slide, index) =>
        index === 1 ? { ...slide, visual_identifier: unshown.id } : slide,
      ),
    });
    await deps.jobs.update(jobId, { presentation: { status: 'generating', error: null } });
    await handleSlides({ ...task(), mode: 'build' }, deps, FIRST);
    expect((await deps.jobs.get(jobId))?.presentation).toEqual({ status: 'ready', error: null });
    for (const index of [0, 1, 2]) {
      expect(
        deps.files.files.get(jobFiles.slideImage(jobId, index))?.data.subarray(1, 4).toString('ascii'),
      ).toBe('PNG');
    }
    expect(await deps.files.exists(jobFiles.slideImage(jobId, 3))).toBe(false);
    expect(deps.files.files.get(jobFiles.pptx(jobId))?.data.subarray(0, 2).toString('ascii')).toBe('PK');
    const after = await loadDocument(deps.files, jobId);
    const index = before.figures.indexOf(unshown);
    expect(after.figures[index]?.sharp).not.toBe(true);
    expect(after.figures[index]?.width).toBe(unshown.width);
  });

  it('video survives a crash midway: the retry completes once, with one video, one email and one count', async () => {
    await deps.jobs.update(jobId, { video_status: 'generating' });
    // The first delivery dies while storing the video, as if the machine went away.
    const write = deps.files.write.bind(deps.files);
    deps.files.write = (path, data) =>
      path === jobFiles.video(jobId) ? Promise.reject(new Error('connection reset')) : write(path, data);
    await expect(handleVideo(task(), deps, FIRST)).rejects.toThrow('connection reset');
    expect((await deps.jobs.get(jobId))?.video_status).toBe('generating');
    expect(await deps.files.exists(jobFiles.video(jobId))).toBe(false);
    deps.files.write = write;

    await handleVideo(task(), deps, { retryCount: 1, maxAttempts: 3 });
    // A duplicate delivery after success does nothing.
    await handleVideo(task(), deps, { retryCount: 0, maxAttempts: 3 });

    const job = await deps.jobs.get(jobId);
    expect(job?.video_status).toBe('completed');
    expect(job?.video_error).toBeNull();
    expect(Object.values(job?.audio ?? {}).map((a) => a.status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect([...deps.files.files.keys()].filter((p) => p.endsWith('.mp4'))).toEqual([jobFiles.video(jobId)]);
    expect(deps.mailer.sent).toEqual([
      {
        kind: 'ready',
        to: 'ada@example.org',
        link: `http://localhost:5000/video/${jobId}`,
        title: job?.title,
      },
    ]);
    expect(await usedThisMonth(deps)).toBe(1);

    const local = join(scratch, 'video.mp4');
    await writeFile(local, deps.files.files.get(jobFiles.video(jobId))?.data ?? Buffer.alloc(0));
    const info = await probeMedia(local, deps.binaries);
    expect(info.streams.find((s) => s.codecType === 'video')).toMatchObject({
      codecName: 'h264',
      width: 1920,
      height: 1080,
    });
    expect(info.streams.some((s) => s.codecType === 'audio')).toBe(true);
    expect(info.chapters).toHaveLength(3);
    expect((await readFile(local)).length).toBeGreaterThan(10_000);
    expect(deps.files.files.get(jobFiles.subtitles(jobId))?.data.toString('utf8')).toMatch(/^WEBVTT/);
    expect(deps.files.files.get(jobFiles.subtitlesSrt(jobId))?.data.toString('utf8')).toMatch(
      /^1\n00:00:00,000 --> /,
    );
    // The page's chapter list is the mp4's, to the millisecond the mp4 keeps.
    const tracks = await readVideoTracks(deps.files, jobId);
    expect(tracks.captions).toEqual({ language: 'en', label: 'English' });
    expect(tracks.chapters.map((c) => c.title)).toEqual(info.chapters.map((c) => c.title));
    tracks.chapters.forEach((chapter, i) => {
      expect(chapter.start).toBeCloseTo(info.chapters[i]?.startSec ?? Number.NaN, 2);
      expect(chapter.end).toBeCloseTo(info.chapters[i]?.endSec ?? Number.NaN, 2);
    });
  });

  it("slides rebuilt once every slide is voiced make a .pptx that plays each slide's narration and advances when it ends", async () => {
    // Before: the deck was built with one slide voiced, so it carries no sound and advances on click.
    const silent = await JSZip.loadAsync(deps.files.files.get(jobFiles.pptx(jobId))?.data ?? Buffer.alloc(0));
    expect(Object.keys(silent.files).filter((name) => name.endsWith('.m4a'))).toEqual([]);
    await deps.jobs.update(jobId, { presentation: { status: 'generating', error: null } });
    await handleSlides({ ...task(), mode: 'build' }, deps, FIRST);
    expect((await deps.jobs.get(jobId))?.presentation).toEqual({ status: 'ready', error: null });
    const deck = await JSZip.loadAsync(deps.files.files.get(jobFiles.pptx(jobId))?.data ?? Buffer.alloc(0));
    for (const index of [0, 1, 2]) {
      const local = join(scratch, `narration_${index}.wav`);
      await writeFile(local, deps.files.files.get(jobFiles.audio(jobId, index))?.data ?? Buffer.alloc(0));
      const durationMs = Math.round((await probeMedia(local, deps.binaries)).durationSec * 1000);
      expect(deck.file(`ppt/media/narration-${index + 1}.m4a`)).not.toBeNull();
      expect(await deck.file(`ppt/slides/slide${index + 1}.xml`)?.async('string')).toContain(
        `advTm="${durationMs}"`,
      );
    }
  });

  it('video shows the bullets as the narration reaches them; an edited slide, or every slide when the job turns reveals off, is shown whole', async () => {
    const local = join(scratch, 'video.mp4');
    const withReveals = await heldPictures(local, deps.binaries.ffmpeg);
    expect(withReveals).toBeGreaterThan(3);

    // Slides edited elsewhere (here: two swapped, as a Google Slides re-export could bring back) are
    // shown as built, whole, since their parts cannot be drawn.
    const stored = [1, 2].map(
      (index) => deps.files.files.get(jobFiles.slideImage(jobId, index))?.data ?? Buffer.alloc(0),
    );
    await deps.files.write(jobFiles.slideImage(jobId, 1), stored[1] ?? Buffer.alloc(0));
    await deps.files.write(jobFiles.slideImage(jobId, 2), stored[0] ?? Buffer.alloc(0));
    await deps.jobs.update(jobId, { video_status: 'generating' });
    await handleVideo(task(), deps, FIRST);
    await writeFile(local, deps.files.files.get(jobFiles.video(jobId))?.data ?? Buffer.alloc(0));
    expect(await heldPictures(local, deps.binaries.ffmpeg)).toBe(3);
    await deps.files.write(jobFiles.slideImage(jobId, 1), stored[0] ?? Buffer.alloc(0));
    await deps.files.write(jobFiles.slideImage(jobId, 2), stored[1] ?? Buffer.alloc(0));

    const job = await deps.jobs.get(jobId);
    await deps.jobs.update(jobId, {
      video_status: 'generating',
      settings: { slide_count: 3, voice_id: 'sully', reveals: false },
    });
    await handleVideo(task(), deps, FIRST);
    expect((await deps.jobs.get(jobId))?.video_status).toBe('completed');
    await writeFile(local, deps.files.files.get(jobFiles.video(jobId))?.data ?? Buffer.alloc(0));
    expect(await heldPictures(local, deps.binaries.ffmpeg)).toBe(3);
    await deps.jobs.update(jobId, { settings: job?.settings ?? null });
    // Two more renders of the three-slide video and three decodes of it: minutes on a loaded two-core machine.
  }, 300_000);

  it('video failing on the last attempt marks it failed, gives the count back and emails the reason', async () => {
    await deps.jobs.update(jobId, { video_status: 'generating' });
    deps.mailer.sent.length = 0;
    const write = deps.files.write.bind(deps.files);
    deps.files.write = (path, data) =>
      path === jobFiles.video(jobId) ? Promise.reject(new Error('connection reset')) : write(path, data);
    try {
      await expect(handleVideo(task(), deps, LAST)).resolves.toBeUndefined();
    } finally {
      deps.files.write = write;
    }
    const job = await deps.jobs.get(jobId);
    expect(job?.video_status).toBe('failed');
    expect(job?.video_error).toMatch(/problem on our side/);
    expect(await usedThisMonth(deps)).toBe(0);
    expect(deps.mailer.sent.map((m) => m.kind)).toEqual(['failed']);
  });
});
