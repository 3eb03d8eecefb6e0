/**
 * `npm run bench:encode`: the render stage on a 5-slide talk drawn by the draw stage, side by side
 * with the recipe it replaced (one still frame per slide at a variable frame rate). Reports wall time,
 * the CPU time of ffmpeg, and speed in seconds of video per second of encoding (target ≥ 50×).
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { drawSlides } from '../../functions/src/pipeline/draw/index.js';
import { encodeVideo, type VideoSlide } from '../../functions/src/pipeline/render/index.js';
import { resolveBinaries } from '../../functions/src/pipeline/system/binaries.js';
import { createLocalSynthesizer } from '../../functions/src/pipeline/speech/create-local-synthesizer.js';
import { parseProcStat } from './parse-proc-stat.js';
import { runCommand } from '../../functions/src/pipeline/system/run-command.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { SPEECH_AUDIO } from '../../functions/src/pipeline/speech/speech-audio-format.js';
import type { SlidesPlan } from '../../functions/src/shared/slide-plan.js';

const root = resolve(import.meta.dirname, '../..');
const binaries = resolveBinaries();
const NARRATION =
  'The Transformer relies entirely on attention to draw global dependencies between input and output. ';

/** CPU seconds used by this process's finished children (ffmpeg), from /proc/self/stat. */
function childCpuSec(): number {
  const stat = parseProcStat(readFileSync('/proc/self/stat', 'utf8'));
  return ((stat?.cutime ?? 0) + (stat?.cstime ?? 0)) / 100;
}

interface Timed {
  wallSec: number;
  cpuSec: number;
}

/** The better of `runs` runs of `work`, by wall time. */
async function best(runs: number, work: () => Promise<unknown>): Promise<Timed> {
  const times: Timed[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = childCpuSec();
    const started = performance.now();
    await work();
    times.push({ wallSec: (performance.now() - started) / 1000, cpuSec: childCpuSec() - cpu });
  }
  return times.reduce((a, b) => (a.wallSec <= b.wallSec ? a : b));
}

const dir = await makeTempDir('encode-bench');
try {
  const plan: SlidesPlan = Array.from({ length: 5 }, (_, i) => ({
    slide_title: i === 0 ? 'Attention Is All You Need' : `Part ${i}: what the model does`,
    visual_identifier: '',
    bullet_points:
      i === 0
        ? []
        : [
            'The Transformer relies entirely on attention',
            'No recurrence and no convolution',
            'BLEU 28.4 on WMT 2014 English–German',
            'Trains in 3.5 days on eight GPUs',
          ],
    voiceover_script: 'A sentence of narration.',
  }));
  const voice = createLocalSynthesizer(binaries);
  const images = await drawSlides(plan, {
    paperTitle: 'Attention Is All You Need',
    figures: [],
    language: 'en',
    workDir: dir,
  });
  const durations = [14.2, 21.7, 19.3, 23.9, 17.6];
  const slides: VideoSlide[] = [];
  for (const [i, image] of images.entries()) {
    const audioPath = join(dir, `clip_${i + 1}.wav`);
    const durationSec = durations[i] ?? 20;
    // Real speech from the built-in voice (the AAC encoder's speed depends on the signal), looped to length.
    const speech = join(dir, `speech_${i + 1}.wav`);
    await voice.synthesize({ text: NARRATION.repeat(6), voice: 'sully', language: 'en', outPath: speech });
    await runCommand(binaries.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-stream_loop',
      '-1',
      '-i',
      speech,
      '-t',
      String(durationSec),
      '-ar',
      String(SPEECH_AUDIO.sampleRate),
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      audioPath,
    ]);
    slides.push({
      imagePath: image.path,
      audioPath,
      durationSec,
      title: plan[i]?.slide_title ?? '',
      script: plan[i]?.voiceover_script ?? '',
    });
  }
  const videoSec = durations.reduce((a, b) => a + b, 0);

  // The replaced recipe, as it was: the concat demuxer holds each still as one frame (variable frame rate).
  const oldRecipe = async (): Promise<void> => {
    const list = (kind: 'images' | 'audio'): string =>
      [
        'ffconcat version 1.0',
        ...slides.flatMap((s) =>
          kind === 'images'
            ? [`file '${s.imagePath}'`, 'option framerate 1000', `duration ${s.durationSec}`]
            : [`file '${s.audioPath}'`, `duration ${s.durationSec}`],
        ),
        ...(kind === 'images' ? [`file '${slides.at(-1)?.imagePath ?? ''}'`, 'option framerate 1000'] : []),
      ].join('\n');
    await writeFile(join(dir, 'old-images.txt'), list('images'));
    await writeFile(join(dir, 'old-audio.txt'), list('audio'));
    await runCommand(binaries.ffmpeg, [
      '-hide_banner',
      '-nostdin',
      '-nostats',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      join(dir, 'old-images.txt'),
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      join(dir, 'old-audio.txt'),
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-vf',
      'scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p',
      '-fps_mode',
      'vfr',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'stillimage',
      '-crf',
      '20',
      '-bf',
      '0',
      '-c:a',
      'aac',
      '-aac_coder',
      'fast',
      '-b:a',
      '64k',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      join(dir, 'old.mp4'),
    ]);
  };
  const rows: string[][] = [];
  const add = (what: string, t: Timed): void => {
    const speed = videoSec / t.wallSec;
    rows.push([
      what,
      `${t.wallSec.toFixed(2)} s`,
      `${t.cpuSec.toFixed(2)} s`,
      `${speed.toFixed(0)}×`,
      speed >= 50 ? 'met' : 'NOT met',
    ]);
    process.stderr.write(
      `${what}: ${t.wallSec.toFixed(2)} s wall, ${t.cpuSec.toFixed(2)} s ffmpeg CPU, ${speed.toFixed(0)}× real time\n`,
    );
  };
  add('Replaced recipe: one frame per slide, variable frame rate, 24 kHz', await best(3, oldRecipe));
  add(
    'Constant 25 fps, cross-fades, 48 kHz',
    await best(3, () => encodeVideo(slides, { outPath: join(dir, 'new.mp4'), binaries })),
  );

  // Bullets revealed one by one: every slide after the title has five pictures.
  const states = plan.map((item, i) =>
    i === 0
      ? undefined
      : Array.from({ length: item.bullet_points.length + 1 }, (_, k) => ({ bullets: k, figure: true })),
  );
  const revealDir = join(dir, 'reveals');
  await mkdir(revealDir);
  const revealImages = await drawSlides(plan, {
    paperTitle: 'Attention Is All You Need',
    figures: [],
    language: 'en',
    workDir: revealDir,
    reveals: states,
  });
  const revealing = slides.map((slide, i) => {
    const paths = revealImages[i]?.states;
    if (paths === undefined) return slide;
    const step = slide.durationSec / paths.length;
    return {
      ...slide,
      imagePath: paths[0] ?? slide.imagePath,
      reveals: paths.slice(1).map((imagePath, k) => ({ imagePath, atSec: step * (k + 1) })),
    };
  });
  add(
    '… with bullets revealed one by one (21 pictures)',
    await best(3, () => encodeVideo(revealing, { outPath: join(dir, 'reveals.mp4'), binaries })),
  );

  // A one-slide edit: slide 3's bullets change; that slide is drawn again and the render reuses the rest.
  const cacheDir = join(dir, 'cache');
  await encodeVideo(revealing, { outPath: join(dir, 'cached.mp4'), binaries, cacheDir });
  let edits = 0;
  add(
    '… re-render after a one-slide edit (draw that slide, encode with the cache)',
    await best(3, async () => {
      edits += 1;
      const editDir = join(dir, `edit-${edits}`);
      await mkdir(editDir);
      const edited = plan.map((item, i) =>
        i === 2 ? { ...item, bullet_points: item.bullet_points.map((b) => `${b} (edit ${edits})`) } : item,
      );
      const [image] = await drawSlides(edited.slice(2, 3), {
        paperTitle: 'Attention Is All You Need',
        figures: [],
        language: 'en',
        workDir: editDir,
        reveals: [states[2]],
      });
      const paths = image?.states ?? [];
      const redrawn = revealing.map((slide, i) =>
        i === 2
          ? {
              ...slide,
              imagePath: paths[0] ?? slide.imagePath,
              reveals: (slide.reveals ?? []).map((r, k) => ({
                ...r,
                imagePath: paths[k + 1] ?? r.imagePath,
              })),
            }
          : slide,
      );
      await encodeVideo(redrawn, { outPath: join(dir, 'edited.mp4'), binaries, cacheDir });
    }),
  );

  const report = [
    '# Encoding benchmark',
    '',
    `\`npm run bench:encode\` on ${new Date().toISOString().slice(0, 10)}: ${slides.length} slides drawn by the draw stage, ${videoSec.toFixed(1)} s of narration, best of 3 runs, 2 cores, load average ${loadavg()[0]?.toFixed(1) ?? '?'} at the end (CPU is shared: compare rows, not absolutes, on a busy machine).`,
    '',
    '| recipe | wall | ffmpeg CPU | speed | target ≥ 50× |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(join(root, 'reports/encode-bench.md'), report);
  process.stdout.write(`${report}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
