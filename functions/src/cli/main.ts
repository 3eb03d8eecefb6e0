#!/usr/bin/env node
/**
 * The `lectern` command: flags → options → runPipeline, with a progress bar and a summary. It adds
 * presentation and nothing else; all the work is the engine's.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isPipelineError, PipelineError } from '../pipeline/errors.js';
import { runPipeline, type PipelineResult } from '../pipeline/run-pipeline.js';
import { isVoiceId, VOICE_IDS, type VoiceId } from '../shared/voices.js';
import { EXIT, exitCodeFor } from './exit-codes.js';
import { CLI_OPTIONS, usageText } from './options.js';
import { createProgressDisplay } from './progress-bar.js';
import { formatSummary } from './summary.js';
import { createNarrator, providerSettingHint, type Narrator } from './narrator.js';
import { isProviderError, plannerFromEnv, recordPlanning } from '../pipeline/index.js';

const VERSION = '0.1.0';

class UsageError extends Error {}

interface CliRequest {
  pdfPath: string;
  slideCount: number | undefined;
  voice: VoiceId | undefined;
  reveals: boolean;
  videoPath: string | undefined;
  pptxPath: string;
  planOut: string | undefined;
  documentOut: string | undefined;
  planIn: string | undefined;
  password: string | undefined;
  lexiconPath: string | undefined;
  quiet: boolean;
}

function parseRequest(argv: string[]): CliRequest | 'help' | 'version' {
  const spec = Object.fromEntries(
    CLI_OPTIONS.map((option) => [
      option.flag,
      { type: option.type, ...('short' in option ? { short: option.short } : {}) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values['help']) return 'help';
  if (values['version']) return 'version';
  if (parsed.positionals.length !== 1) {
    throw new UsageError(
      parsed.positionals.length === 0
        ? 'Name the paper to turn into a video, e.g. lectern paper.pdf'
        : 'Give exactly one PDF.',
    );
  }
  const pdfPath = parsed.positionals[0] as string;
  const text = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const slidesText = text('slides');
  let slideCount: number | undefined;
  if (slidesText !== undefined) {
    slideCount = Number(slidesText);
    if (!/^\d+$/.test(slidesText))
      throw new UsageError(`--slides takes a whole number, not "${slidesText}".`);
  }
  const voiceText = text('voice')?.toLowerCase();
  let voice: VoiceId | undefined;
  if (voiceText !== undefined) {
    if (!isVoiceId(voiceText))
      throw new UsageError(`Unknown voice "${voiceText}". Choose one of: ${VOICE_IDS.join(', ')}.`);
    voice = voiceText;
  }
  const stem = basename(pdfPath, extname(pdfPath)) || 'talk';
  const videoPath = values['no-video'] ? undefined : resolve(text('out') ?? `${stem}.mp4`);
  const pptxPath = resolve(
    text('pptx') ??
      (videoPath
        ? join(dirname(videoPath), `${basename(videoPath, extname(videoPath))}.pptx`)
        : `${stem}.pptx`),
  );
  const planOut = text('plan-out');
  const planIn = text('plan');
  const documentOut = text('document-out');
  return {
    pdfPath,
    slideCount,
    voice,
    reveals: values['no-reveals'] !== true,
    videoPath,
    pptxPath,
    planOut: planOut === undefined ? undefined : resolve(planOut),
    documentOut: documentOut === undefined ? undefined : resolve(documentOut),
    planIn,
    password: text('password'),
    lexiconPath: text('lexicon'),
    quiet: values['quiet'] === true,
  };
}

async function readInput(path: string, what: string): Promise<Buffer> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new PipelineError('file_not_found', `${path} is a folder, not ${what}.`);
    return await readFile(path);
  } catch (error) {
    if (isPipelineError(error)) throw error;
    throw new PipelineError('file_not_found', `Cannot open ${path}: no such file.`, { cause: error });
  }
}

async function readPlan(path: string): Promise<unknown> {
  const text = (await readInput(path, 'a slide plan')).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PipelineError('invalid_plan', `${path} is not valid JSON (${reason}).`);
  }
}

async function main(argv: string[]): Promise<number> {
  let request;
  try {
    request = parseRequest(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`lectern: ${error.message}\nRun "lectern --help" for the options.\n`);
    return EXIT.usage;
  }
  if (request === 'help') {
    process.stdout.write(`${usageText()}\n`);
    return EXIT.ok;
  }
  if (request === 'version') {
    process.stdout.write(`lectern ${VERSION}\n`);
    return EXIT.ok;
  }

  const controller = new AbortController();
  let interrupts = 0;
  process.on('SIGINT', () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(EXIT.interrupted);
    process.stderr.write('\nStopping… (press Ctrl-C again to quit at once)\n');
    controller.abort();
  });

  const display = createProgressDisplay(process.stderr, { quiet: request.quiet });
  const started = performance.now();
  let result: PipelineResult;
  let narrator: Narrator | undefined;
  let planning: ReturnType<typeof recordPlanning> | undefined;
  try {
    narrator = createNarrator(process.env);
    planning = recordPlanning(plannerFromEnv(process.env));
    const pdf = await readInput(request.pdfPath, 'a PDF');
    const plan = request.planIn === undefined ? undefined : await readPlan(request.planIn);
    const pronunciations =
      request.lexiconPath === undefined
        ? undefined
        : (await readInput(request.lexiconPath, 'a lexicon')).toString('utf8');
    result = await runPipeline({
      pdf,
      password: request.password,
      slideCount: request.slideCount,
      voice: request.voice,
      pronunciations,
      reveals: request.reveals,
      plan,
      videoPath: request.videoPath,
      pptxPath: request.pptxPath,
      planPath: request.planOut,
      documentPath: request.documentOut,
      signal: controller.signal,
      onProgress: (progress) => display.update(progress),
      synthesizer: narrator.synthesizer,
      planner: planning.planner,
    });
  } catch (error) {
    display.finish();
    if (isPipelineError(error)) {
      process.stderr.write(`lectern: ${error.message}\n`);
      return exitCodeFor(error);
    }
    if (isProviderError(error)) {
      const hint = error.retryable ? undefined : providerSettingHint(error.provider);
      process.stderr.write(`lectern: ${error.message}\n${hint ? `Check ${hint}.\n` : ''}`);
      return EXIT.failure;
    }
    throw error;
  }
  display.finish();
  process.stdout.write(
    `${formatSummary(result, { pdfPath: request.pdfPath, seconds: (performance.now() - started) / 1000, voices: narrator.voicesUsed(), planning: planning?.report() })}\n`,
  );
  return EXIT.ok;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `lectern: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = EXIT.failure;
  },
);
