/** The video step: narration and slide pictures (made where missing) become `jobs/{jobId}/video.mp4`. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  changeJob,
  encodeVideoTracks,
  jobFiles,
  jobState,
  loadDocument,
  readStoredFile,
  type StageTask,
} from '../backend/index.js';
import {
  chapterSpans,
  drawSlides,
  encodeVideo,
  planDeckReveals,
  probeMedia,
  revealPictures,
  type PaperDocument,
  type VideoSlide,
} from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { audioKey, type Job } from '../shared/job.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import { notifyUser } from './notify-user.js';
import type { ProgressWriter } from './progress-writer.js';
import { attemptRecord, runStep } from './run-step.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';
import { readNarrationRecord } from './narration-record.js';
import { restoreVideoCache, saveVideoCache } from './video-cache.js';
import { slideNarrationKey, voiceSlide } from './voice-slide.js';

/**
 * Each slide's narration as a local file with its length and sentence starts; slides without a
 * finished clip of their current script are voiced first (reusing any clip of the same content).
 */
async function gatherAudio(
  deps: TaskDeps,
  job: Job,
  plan: SlidesPlan,
  document: PaperDocument,
  workDir: string,
  progress: ProgressWriter,
  attempt: TaskAttempt,
) {
  const report = progress.stage('speak');
  const at = (): string => deps.clock.now().toISOString();
  const clips: Array<{ path: string; durationSec: number; sentenceStartsSec: number[] | undefined }> = [];
  for (const index of plan.keys()) {
    const key = audioKey(index);
    const stored = jobFiles.audio(job.job_id, index);
    let record = await readNarrationRecord(deps.files, jobFiles.audioTimings(job.job_id, index));
    // A clip whose record names other content was made from an older script: it is not this slide's.
    const stale =
      record !== undefined && record.key !== slideNarrationKey(deps, job, index, document.language);
    if (stale || job.audio[key]?.status !== 'completed' || !(await deps.files.exists(stored))) {
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audio(
          index,
          { status: 'generating', error: null, attempt: attemptRecord(deps.clock, attempt) },
          at(),
        ),
      );
      try {
        await voiceSlide(deps, job, index, document.language);
      } catch (error) {
        // The slide's own state must not stay "generating" whatever the video step does next.
        await changeJob(
          deps.jobs,
          job.job_id,
          jobState.audio(
            index,
            { status: 'failed', error: `Could not record the narration for slide ${index + 1}.` },
            at(),
          ),
        );
        throw error;
      }
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audio(index, { status: 'completed', error: null }, at()),
      );
      record = await readNarrationRecord(deps.files, jobFiles.audioTimings(job.job_id, index));
    }
    const path = join(workDir, `audio_${index}.wav`);
    await writeFile(path, await readStoredFile(deps.files, stored));
    // A clip made before records were kept is timed by sentence length.
    clips.push({
      path,
      durationSec: (await probeMedia(path, deps.binaries)).durationSec,
      sentenceStartsSec: record?.sentenceStartsSec,
    });
    report({ done: index + 1, total: plan.length });
  }
  return clips;
}

/** Copies the built deck's pictures here, when it is current and complete; undefined otherwise. */
async function builtPictures(
  deps: TaskDeps,
  job: Job,
  plan: SlidesPlan,
  workDir: string,
): Promise<string[] | undefined> {
  const stored = plan.map((_, index) => jobFiles.slideImage(job.job_id, index));
  const built =
    job.presentation.status === 'ready' &&
    (await Promise.all(stored.map((p) => deps.files.exists(p)))).every(Boolean);
  if (!built) return undefined;
  const paths: string[] = [];
  for (const [index, path] of stored.entries()) {
    const local = join(workDir, `slide_${index}.png`);
    await writeFile(local, await readStoredFile(deps.files, path));
    paths.push(local);
  }
  return paths;
}

/**
 * Each slide's picture and reveals. The built deck's pictures are what the user saw (and may have
 * edited in Google Slides), so they stay the source of every frame: the reveal states are drawn by the
 * slides' own drawing code from the same plan, and used only for a slide whose built picture is exactly
 * what that code draws now; an edited slide, whose parts drawing cannot reproduce, is shown whole.
 */
async function gatherPictures(
  deps: TaskDeps,
  job: Job,
  plan: SlidesPlan,
  document: PaperDocument,
  durationsSec: readonly number[],
  sentenceStartsSec: ReadonlyArray<readonly number[] | undefined>,
  workDir: string,
  progress: ProgressWriter,
): Promise<Array<Pick<VideoSlide, 'imagePath' | 'reveals'>>> {
  const built = await builtPictures(deps, job, plan, workDir);
  const revealsWanted = job.settings?.reveals !== false;
  if (built !== undefined && !revealsWanted)
    return built.map((imagePath) => ({ imagePath, reveals: undefined }));
  const states = planDeckReveals(plan, {
    durationsSec,
    sentenceStartsSec,
    figures: document.figures,
    language: document.language,
  });
  const reveals = revealsWanted ? states.map((s) => (s.length > 1 ? s : undefined)) : undefined;
  const drawDir = join(workDir, 'drawn');
  await mkdir(drawDir);
  const context = { paperTitle: document.title, figures: document.figures, language: document.language };
  const images = await drawSlides(plan, {
    ...context,
    workDir: drawDir,
    reveals,
    onProgress: progress.stage('draw'),
  });
  const pictures: Array<Pick<VideoSlide, 'imagePath' | 'reveals'>> = [];
  for (const [index, image] of images.entries()) {
    const stored = built?.[index];
    const drawnAlike = stored === undefined || (await readFile(stored)).equals(await readFile(image.path));
    pictures.push(
      drawnAlike
        ? revealPictures(states[index] ?? [], image.states, image.path)
        : { imagePath: stored, reveals: undefined },
    );
  }
  return pictures;
}

/**
 * Renders the job's video: voices any slide whose audio is missing, draws each slide's reveal states
 * (bullets appearing as the narration reaches them) unless the job's settings turn them off
 * (`reveals: false`), encodes the mp4 and stores it with its captions (.vtt, .srt) and tracks (chapters, captions language); video_status generating → completed, or
 * failed with video_error. Then emails the owner. Only a job whose video_status is `generating` is
 * rendered, so a delivery after an earlier one finished does nothing, and the outputs are replaced
 * whole, so a retried render never leaves two videos or half of one.
 */
export function handleVideo(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const at = (): string => deps.clock.now().toISOString();
  return runStep(task, deps, attempt, {
    step: 'video',
    skip: (job) =>
      job.slides_plan === null
        ? 'the job has no plan'
        : job.video_status !== 'generating'
          ? `the video is ${job.video_status}`
          : undefined,
    progress: { stages: ['speak', 'draw', 'render'], writesProgress: false },
    work: (job, progress) =>
      withTempDir('video', async (workDir) => {
        const plan = job.slides_plan ?? [];
        const figuresDir = join(workDir, 'figures');
        await mkdir(figuresDir);
        const document = await loadDocument(deps.files, job.job_id, figuresDir);
        const clips = await gatherAudio(deps, job, plan, document, workDir, progress, attempt);
        const durationsSec = clips.map((clip) => clip.durationSec);
        const sentenceStartsSec = clips.map((clip) => clip.sentenceStartsSec);
        const pictures = await gatherPictures(
          deps,
          job,
          plan,
          document,
          durationsSec,
          sentenceStartsSec,
          workDir,
          progress,
        );
        const slides: VideoSlide[] = plan.map((item, index) => ({
          imagePath: pictures[index]?.imagePath ?? '',
          reveals: pictures[index]?.reveals,
          audioPath: clips[index]?.path ?? '',
          durationSec: clips[index]?.durationSec ?? 0,
          sentenceStartsSec: clips[index]?.sentenceStartsSec,
          title: item.slide_title,
          script: item.voiceover_script,
        }));
        // What the last render encoded is brought back, so a render after an edit encodes only what changed.
        const cacheDir = join(workDir, 'cache');
        const restored = await restoreVideoCache(deps, job.job_id, cacheDir);
        const video = await encodeVideo(slides, {
          outPath: join(workDir, 'video.mp4'),
          language: document.language,
          binaries: deps.binaries,
          cacheDir,
          onProgress: progress.stage('render'),
        });
        const encoded = await saveVideoCache(deps, job.job_id, cacheDir, restored);
        const [vtt, srt] = video.subtitlesPaths;
        if (vtt !== undefined) await deps.files.write(jobFiles.subtitles(job.job_id), await readFile(vtt));
        if (srt !== undefined) await deps.files.write(jobFiles.subtitlesSrt(job.job_id), await readFile(srt));
        // The chapters the mp4 carries, made by the same code, so the page's list and the file agree.
        await deps.files.write(
          jobFiles.videoTracks(job.job_id),
          encodeVideoTracks(chapterSpans(slides), document.language),
        );
        await deps.files.write(jobFiles.video(job.job_id), await readFile(video.path));
        deps.log.info('Video rendered', {
          jobId: job.job_id,
          durationSec: video.durationSec,
          sizeBytes: video.sizeBytes,
          encoded: encoded.length,
          reused: restored.length,
        });
      }),
    async done(job) {
      await changeJob(deps.jobs, job.job_id, jobState.videoReady(at()));
      await notifyUser(deps, job, { kind: 'ready' });
    },
    fallbackDetail:
      'The video could not be made because of a problem on our side. It does not count against your monthly allowance; please try again.',
    async fail(job, detail) {
      await changeJob(deps.jobs, job.job_id, jobState.videoFailed(detail, at()));
      // A job that ends without a video costs nothing, whatever the cause.
      await deps.users.refund(job.owner_uid, job.job_id, deps.clock.now());
      await notifyUser(deps, job, { kind: 'failed', reason: detail });
    },
  });
}
