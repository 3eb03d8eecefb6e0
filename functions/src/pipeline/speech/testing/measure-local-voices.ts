/**
 * Measures the local voices as recorded in local-voices.ts: word error rate of pocketsphinx's
 * transcript of each academic paragraph, and CPU seconds per second of speech. pocketsphinx is a
 * measuring tool only (Debian: pocketsphinx, pocketsphinx-en-us), never a run-time need.
 * Run: bash scripts/with-node.sh tsx functions/src/pipeline/speech/testing/measure-local-voices.ts
 * Every id with its built-in voice (festival hidden), then, where festival is installed, the ids that
 * prefer it.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findOnPath, resolveBinaries } from '../../system/binaries.js';
import { withTempDir } from '../../system/temp-dir.js';
import { VOICE_IDS, type VoiceId } from '../../../shared/voices.js';
import type { SpeechSynthesizer } from '../speech-synthesizer.js';
import { createLocalSynthesizer } from '../create-local-synthesizer.js';
import { LOCAL_VOICES } from '../local-voices.js';
import { ACADEMIC_PARAGRAPHS } from './academic-paragraphs.js';
import { wordErrorRate } from './word-error-rate.js';

const run = promisify(execFile);

async function transcribe(wavPath: string, dir: string): Promise<string> {
  const binaries = resolveBinaries();
  const input = join(dir, 'asr.wav');
  await run(binaries.ffmpeg, [
    '-v',
    'error',
    '-y',
    '-i',
    wavPath,
    '-ar',
    '16000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    input,
  ]);
  const { stdout } = await run('pocketsphinx_continuous', ['-infile', input, '-logfn', '/dev/null'], {
    maxBuffer: 1 << 24,
  });
  return stdout;
}

async function measure(voice: VoiceId, synthesizer: SpeechSynthesizer): Promise<void> {
  await withTempDir('measure-voices', async (dir) => {
    const rates: string[] = [];
    let cpuSec = 0;
    let audioSec = 0;
    let voiceUsed = '';
    for (const [i, text] of ACADEMIC_PARAGRAPHS.entries()) {
      const outPath = join(dir, `${voice}-${i}.wav`);
      const before = process.cpuUsage();
      const spoken = await synthesizer.synthesize({ text, voice, language: 'en', outPath });
      const used = process.cpuUsage(before);
      // Worker threads count in process.cpuUsage(); festival runs as a child process and does not.
      cpuSec += (used.user + used.system) / 1e6;
      audioSec += spoken.durationSec;
      voiceUsed = spoken.voiceUsed;
      rates.push(wordErrorRate(text, await transcribe(outPath, dir)).toFixed(1));
    }
    console.log(`${voice}\t${voiceUsed}\t${rates.join(', ')}\t${(cpuSec / audioSec).toFixed(3)}`);
  });
}

async function main(): Promise<void> {
  console.log('id\tvoice\tWER per paragraph (%)\tCPU s per s of speech');
  const builtIn = createLocalSynthesizer(resolveBinaries({ text2wave: '/nonexistent/text2wave' }));
  for (const voice of VOICE_IDS) await measure(voice, builtIn);
  if (findOnPath('text2wave') === undefined) return;
  const withFestival = createLocalSynthesizer(resolveBinaries());
  for (const voice of VOICE_IDS)
    if (LOCAL_VOICES[voice].festivalSpeaker !== undefined) await measure(voice, withFestival);
}

await main();
