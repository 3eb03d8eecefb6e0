/**
 * The deploy artifact in a production-like root (README "Deploying"): a Debian root holding only
 * what Google's Cloud Functions Node 22 image holds of use to us (ffmpeg 4.x, fontconfig and its three
 * font packages; no Noto, DejaVu, speech programs, mupdf or poppler), Node 22, and the functions
 * package installed from its own package.json with production dependencies only. Inside it, with an
 * empty environment: the `lectern` bin on a real paper, and one whole job through the step handlers.
 *
 * Needs root (debootstrap, chroot, mount); skipped otherwise, with a message. The first run builds the
 * root and installs the package (minutes); later runs reuse both from prod-root-cache.ts's cache.
 */
import { existsSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath } from '../../functions/src/pipeline/system/binaries.js';
import {
  startFakeCloudTts,
  type FakeCloudTts,
} from '../../functions/src/pipeline/speech/cloud/testing/index.js';
import type { Job } from '../../functions/src/shared/job.js';
import type { VoiceId } from '../../functions/src/shared/voices.js';
import { maxVolumeDb, probe } from '../e2e/support/index.js';
import { JOB_RUNNER, PACKAGE_DIR, prepareProdRoot, type ProdRoot } from './prod-root.js';

const PAPER = resolve(import.meta.dirname, '../../../shared/papers/generative_adversarial_nets.pdf');
const SLIDES = 3;

/** Who speaks in the root: the voice id asked for, the environment a deployment would set, and files it needs. */
interface VoiceSetup {
  voiceId: VoiceId;
  env: Record<string, string>;
  /** Files to copy into the root before the run, by their path inside it (e.g. a credentials file). */
  files?: Record<string, string>;
}

async function provide(root: ProdRoot, voice: VoiceSetup): Promise<void> {
  for (const [inside, from] of Object.entries(voice.files ?? {}))
    await copyFile(from, join(root.path, inside));
}

let cloudTts: FakeCloudTts | undefined;
/** No keys at all: the built-in voices, which need no system package. */
const noKeys = (): VoiceSetup => ({ voiceId: 'sully', env: {} });
/**
 * Cloud Text-to-Speech as a deployment uses it, served by the local fake on this machine (the root shares
 * its network); the service-account key the fake trusts is copied into the root.
 */
const cloudTtsVoice = (): VoiceSetup => {
  if (!cloudTts) throw new Error('the Cloud Text-to-Speech fake is not running');
  return {
    voiceId: 'algieba',
    env: { ...cloudTts.env, GOOGLE_APPLICATION_CREDENTIALS: '/work/service-account.json' },
    files: { '/work/service-account.json': cloudTts.credentialsFile },
  };
};

const missing = [
  process.getuid?.() === 0 ? undefined : 'root',
  findOnPath('debootstrap', `${process.env['PATH'] ?? ''}:/usr/sbin:/sbin`)
    ? undefined
    : 'debootstrap (npm run setup installs it)',
  existsSync(PAPER) ? undefined : `the paper ${PAPER}`,
].filter((need) => need !== undefined);
if (missing.length > 0) console.warn(`Skipping the production-root test: it needs ${missing.join(' and ')}.`);

describe.skipIf(missing.length > 0)('the functions package in a production-like root', () => {
  let root: ProdRoot;
  const started = performance.now();

  beforeAll(async () => {
    cloudTts = await startFakeCloudTts();
    root = await prepareProdRoot();
  }, 45 * 60_000);

  afterAll(async () => {
    await Promise.all([root?.dispose(), cloudTts?.close()]);
    const total = ((performance.now() - started) / 1000).toFixed(0);
    console.info(`Production-root test: ${total} s in all; preparation ${JSON.stringify(root?.timings)}`);
  });

  it('holds no font, speech program or PDF tool beyond the runtime image', () => {
    expect(existsSync(join(root.path, 'usr/share/fonts/truetype/dejavu'))).toBe(false);
    for (const absent of [
      'usr/share/fonts/truetype/noto',
      'usr/share/fonts/opentype/noto',
      'usr/bin/flite',
      'usr/bin/festival',
      'usr/bin/espeak-ng',
      'usr/bin/mutool',
      'usr/bin/pdftotext',
    ]) {
      expect(existsSync(join(root.path, absent)), absent).toBe(false);
    }
    expect(existsSync(join(root.path, 'usr/bin/ffmpeg'))).toBe(true);
  });

  it(
    "runs the package's lectern bin on a real paper into a narrated mp4",
    async () => {
      await copyFile(PAPER, join(root.path, 'work/paper.pdf'));
      const voice = noKeys();
      await provide(root, voice);
      const result = await root.run(
        [
          `${PACKAGE_DIR}/bin/lectern`,
          'paper.pdf',
          '--slides',
          String(SLIDES),
          '--voice',
          voice.voiceId,
          '--out',
          'talk.mp4',
        ],
        {
          cwd: '/work',
          env: voice.env,
        },
      );
      expect(result.stderr).not.toMatch(/not installed|No font/);
      expect(result.code, result.stderr).toBe(0);
      const video = join(root.path, 'work/talk.mp4');
      const info = await probe(video);
      expect(info.video).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080 });
      expect(info.audio?.codec_name).toBe('aac');
      expect(await maxVolumeDb(video)).toBeGreaterThan(-30);
    },
    15 * 60_000,
  );

  it(
    'runs one job through the step handlers into an H.264 1080p + AAC mp4 with chapters',
    async () => {
      await copyFile(PAPER, join(root.path, 'work/job-paper.pdf'));
      const voice = cloudTtsVoice();
      const spokenBefore = cloudTts?.requests.length ?? 0;
      await provide(root, voice);
      const request = {
        paper: '/work/job-paper.pdf',
        out: '/work/job.mp4',
        slides: SLIDES,
        voiceId: voice.voiceId,
      };
      const result = await root.run(['node', JOB_RUNNER, JSON.stringify(request)], {
        cwd: '/work',
        env: voice.env,
      });
      expect(result.code, result.stderr).toBe(0);
      const { job } = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as { job: Job };
      expect(job.video_error).toBeNull();
      expect(job.video_status).toBe('completed');
      expect(job.slides_plan).toHaveLength(SLIDES);
      // Every slide was spoken by Cloud Text-to-Speech, not by a local voice standing in.
      expect((cloudTts?.requests.length ?? 0) - spokenBefore).toBeGreaterThanOrEqual(SLIDES);

      const video = join(root.path, 'work/job.mp4');
      const info = await probe(video);
      expect(info.video).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080 });
      expect(info.audio?.codec_name).toBe('aac');
      expect(info.chapters).toHaveLength(SLIDES);
      expect(await maxVolumeDb(video)).toBeGreaterThan(-30);
      expect((await readFile(video)).length).toBeGreaterThan(10_000);
    },
    15 * 60_000,
  );
});
