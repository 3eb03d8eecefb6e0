/**
 * Runs the whole engine on one paper: read → plan → speak → draw → export → render. The command line
 * calls it; the cloud runs the same stages one task at a time instead.
 *
 * Must not import Firebase, Express or the CLI.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { validateSlidesPlan, type SlidesPlan } from '../shared/slide-plan.js';
import { lexiconOf, resolveSettings } from '../shared/settings.js';
import type { VoiceId } from '../shared/voices.js';
import type { PaperDocument, PaperFigure } from './document.js';
import { PipelineError, throwIfCancelled } from './errors.js';
import { overallPercent, type OnProgress, type StageName } from './progress.js';
import { resolveBinaries, type Binaries } from './system/binaries.js';
import { makeTempDir } from './system/temp-dir.js';
import { writeFileAtomically } from './system/write-atomically.js';
import { extractDocument, sharpenFigures, writeReadDocument } from './read/index.js';
import { planSlides } from './plan/index.js';
import type { SlidePlanner } from './plan/slide-planner.js';
import { synthesizeSpeech } from './speech/index.js';
import type { SpeechSynthesizer } from './speech/speech-synthesizer.js';
import { drawSlide, drawSlides } from './draw/index.js';
import { exportPptx } from './export/index.js';
import {
  encodeVideo,
  planDeckReveals,
  prepareRepeatFrames,
  revealPictures,
  type EncodedVideo,
  type RevealState,
} from './render/index.js';

export interface RunPipelineOptions {
  /** The paper. Always needed, also with an edited plan: its figures go on the slides. */
  pdf: Uint8Array;
  password?: string | undefined;
  slideCount?: number | undefined;
  voice?: VoiceId | undefined;
  /** The user's pronunciation lexicon, "written = spoken" a line (see shared/parse-pronunciations.ts). */
  pronunciations?: string | undefined;
  /** Bullets and figures appear as the narration reaches them (default); false shows each slide whole. */
  reveals?: boolean | undefined;
  /** An edited plan to render instead of planning anew. */
  plan?: unknown;
  /** Where to write each output; a stage whose output nobody wants is skipped. */
  videoPath?: string | undefined;
  pptxPath?: string | undefined;
  planPath?: string | undefined;
  /** The read document as JSON, figure crops beside it (see writeReadDocument). */
  documentPath?: string | undefined;
  /**
   * A folder kept between runs: narration clips by their content and encoded video units by their
   * pictures, so a run after an edit speaks and encodes only what changed. None: everything is made anew.
   */
  cacheDir?: string | undefined;
  planner?: SlidePlanner | undefined;
  synthesizer?: SpeechSynthesizer | undefined;
  binaries?: Partial<Binaries> | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: OnProgress | undefined;
}

export interface PipelineResult {
  document: PaperDocument;
  plan: SlidesPlan;
  video: EncodedVideo | undefined;
  pptxPath: string | undefined;
  planPath: string | undefined;
  /** Things the user should know: recovered pages, a language without a local voice … */
  notices: string[];
  /** Wall time of each stage that ran, in milliseconds. */
  timings: Partial<Record<StageName, number>>;
}

/** Whether two slides' reveal states show the same parts in the same order, whatever their times. */
function sameParts(a: readonly RevealState[], b: readonly RevealState[]): boolean {
  return (
    a.length === b.length &&
    a.every((state, i) => state.bullets === b[i]?.bullets && state.figure === b[i]?.figure)
  );
}

/**
 * Runs the stages the requested outputs need and writes each output atomically.
 * @example
 * const result = await runPipeline({ pdf, videoPath: 'talk.mp4', pptxPath: 'deck.pptx' });
 */
export async function runPipeline(options: RunPipelineOptions): Promise<PipelineResult> {
  const settings = resolveSettings({
    slide_count: options.slideCount,
    voice_id: options.voice,
    pronunciations: options.pronunciations,
    reveals: options.reveals,
  });
  if (!settings.ok) throw new PipelineError('invalid_option', settings.problem);
  let editedPlan: SlidesPlan | undefined;
  if (options.plan !== undefined) {
    const checked = validateSlidesPlan(options.plan);
    if (!checked.ok)
      throw new PipelineError('invalid_plan', `The slide plan cannot be used: ${checked.problem}`);
    editedPlan = checked.plan;
  }
  const { signal, onProgress } = options;
  const binaries = resolveBinaries(options.binaries);
  const wantsMedia = options.videoPath !== undefined;
  const stages: StageName[] = ['read', 'plan'];
  if (wantsMedia) stages.push('speak', 'draw');
  if (options.pptxPath !== undefined) stages.push('export');
  if (wantsMedia) stages.push('render');

  const timings: Partial<Record<StageName, number>> = {};
  const notices: string[] = [];
  const report = (stage: StageName) => (p: { done: number; total: number }) =>
    onProgress?.({ stage, ...p, overall: overallPercent({ stage, ...p }, stages) });
  /** Times `work` as `stage`; `quiet` work runs beside another stage and leaves the progress to it. */
  const timed = async <T>(stage: StageName, work: () => Promise<T>, quiet = false): Promise<T> => {
    throwIfCancelled(signal);
    const started = performance.now();
    if (!quiet) report(stage)({ done: 0, total: 1 });
    const result = await work();
    timings[stage] = Math.round(performance.now() - started);
    return result;
  };

  const workDir = await makeTempDir('run');
  // Work that runs beside the narration (sharpening, drawing) writes into workDir, so it must have
  // ended, either way, before workDir goes.
  const background: Array<Promise<unknown>> = [];
  // The video encoder's frames that hold a still need nothing from the paper: they are made while it
  // is read, on the core the reading leaves idle, instead of in the render.
  if (wantsMedia) background.push(prepareRepeatFrames(binaries, signal).catch(() => undefined));
  try {
    const document = await timed('read', () =>
      extractDocument(options.pdf, {
        workDir,
        password: options.password,
        binaries,
        signal,
        onProgress: report('read'),
      }),
    );
    notices.push(...document.warnings);
    if (options.documentPath !== undefined) await writeReadDocument(document, options.documentPath);

    const plan = await timed('plan', async () => {
      const planned =
        editedPlan ??
        (await planSlides(document, {
          slideCount: settings.settings.slide_count,
          voice: settings.settings.voice_id,
          planner: options.planner,
          signal,
          onProgress: report('plan'),
        }));
      report('plan')({ done: 1, total: 1 });
      return planned;
    });
    if (options.planPath !== undefined)
      await writeFileAtomically(options.planPath, `${JSON.stringify(plan, null, 2)}\n`);

    // Only now is it known which figures the slides show: those are drawn again, sharp, from the
    // vectors. Nothing but drawing and the PowerPoint needs them, so this runs on the main thread
    // while the voices speak on theirs (two cores: sharpening costs about as much as reading).
    const visuals = plan.map((slide) => slide.visual_identifier);
    const sharpened = sharpenFigures(options.pdf, document.figures, visuals, {
      password: options.password,
      binaries,
      signal,
    }).then((figures) => {
      document.figures = figures;
    });
    background.push(sharpened.catch(() => undefined));
    const slideContext = async (): Promise<{
      paperTitle: string;
      figures: PaperFigure[];
      language: string;
    }> => {
      await sharpened;
      return { paperTitle: document.title, figures: document.figures, language: document.language };
    };

    let video: EncodedVideo | undefined;
    let pptxPath: string | undefined;

    if (options.videoPath !== undefined) {
      const videoPath = options.videoPath;
      const wantsReveals = settings.settings.reveals !== false;
      const revealsOf = (states: RevealState[][]): Array<RevealState[] | undefined> | undefined =>
        wantsReveals ? states.map((s) => (s.length > 1 ? s : undefined)) : undefined;
      // The slides are drawn while the voices speak (drawing is main-thread work, the voices have
      // threads and programs of their own). What each reveal state shows does not depend on how long
      // the narration lasts, only its time does, so the states are planned for a nominal length here
      // and checked against the real ones below.
      const drawn = (async () => {
        const context = await slideContext();
        const expected = planDeckReveals(plan, {
          durationsSec: plan.map(() => 1),
          figures: context.figures,
          language: document.language,
        });
        const images = await timed(
          'draw',
          () => drawSlides(plan, { ...context, workDir, signal, reveals: revealsOf(expected) }),
          true,
        );
        return { expected, images };
      })();
      background.push(drawn.catch(() => undefined));
      const audio = await timed('speak', () =>
        synthesizeSpeech(
          plan.map((slide) => slide.voiceover_script),
          {
            voice: settings.settings.voice_id,
            language: document.language,
            lexicon: lexiconOf(settings.settings),
            workDir,
            binaries,
            synthesizer: options.synthesizer,
            cacheDir: options.cacheDir === undefined ? undefined : join(options.cacheDir, 'narration'),
            signal,
            onProgress: report('speak'),
          },
        ),
      );
      for (const notice of new Set(audio.flatMap((clip) => (clip.notice ? [clip.notice] : []))))
        notices.push(notice);
      report('draw')({ done: 0, total: plan.length });
      const context = await slideContext();
      const { expected, images } = await drawn;
      const states = planDeckReveals(plan, {
        durationsSec: plan.map((_, index) => audio[index]?.durationSec ?? 0),
        figures: context.figures,
        language: document.language,
        sentenceStartsSec: plan.map((_, index) => audio[index]?.sentenceStartsSec),
      });
      // A slide whose real states show other parts than the ones drawn (only timings a voice reports
      // can do that) is drawn again.
      for (const [index, item] of plan.entries()) {
        if (!wantsReveals || sameParts(states[index] ?? [], expected[index] ?? [])) continue;
        images[index] = await drawSlide(item, index, plan.length, {
          ...context,
          workDir,
          signal,
          reveals: revealsOf(states),
        });
      }
      report('draw')({ done: plan.length, total: plan.length });
      // The deck plays the clips the video plays, and reveals by the same timings. It is made while
      // the video encodes: its AAC encodes are one program at a time, and the video's encoder leaves
      // room on the other core.
      let exported: Promise<string> | undefined;
      if (options.pptxPath !== undefined) {
        const outPath = options.pptxPath;
        exported = timed('export', () =>
          exportPptx(plan, {
            ...context,
            outPath,
            narration: audio,
            reveals: settings.settings.reveals,
            binaries,
            signal,
          }),
        ).then((deck) => deck.path);
        background.push(exported.catch(() => undefined));
      }
      video = await timed('render', () =>
        encodeVideo(
          plan.map((slide, index) => ({
            ...revealPictures(states[index] ?? [], images[index]?.states, images[index]?.path ?? ''),
            audioPath: audio[index]?.path ?? '',
            durationSec: audio[index]?.durationSec ?? 0,
            sentenceStartsSec: audio[index]?.sentenceStartsSec,
            title: slide.slide_title,
            script: slide.voiceover_script,
          })),
          {
            outPath: videoPath,
            language: document.language,
            binaries,
            cacheDir: options.cacheDir === undefined ? undefined : join(options.cacheDir, 'units'),
            signal,
            onProgress: report('render'),
          },
        ),
      );
      if (exported !== undefined) pptxPath = await exported;
    } else if (options.pptxPath !== undefined) {
      const outPath = options.pptxPath;
      const context = await slideContext();
      pptxPath = (await timed('export', () => exportPptx(plan, { ...context, outPath, signal }))).path;
    }
    await sharpened;
    return { document, plan, video, pptxPath, planPath: options.planPath, notices, timings };
  } finally {
    await Promise.all(background);
    await rm(workDir, { recursive: true, force: true });
  }
}
