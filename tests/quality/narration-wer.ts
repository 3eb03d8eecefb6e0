/**
 * How well a listener (pocketsphinx, as a stand-in) follows each local voice reading a talk's
 * narration: every slide's script goes through the one speech normaliser, a local voice speaks it,
 * pocketsphinx transcribes it, and the word error rate is taken against the normalised script with
 * its digits spelled out. pocketsphinx is a measuring tool only (Debian: pocketsphinx,
 * pocketsphinx-en-us), never a run-time need.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLocalSynthesizer, normalizeForSpeech } from '../../functions/src/pipeline/speech/index.js';
import { wordErrorRate } from '../../functions/src/pipeline/speech/testing/word-error-rate.js';
import { findOnPath, type Binaries } from '../../functions/src/pipeline/system/binaries.js';
import type { SlidesPlan } from '../../functions/src/shared/slide-plan.js';
import type { VoiceId } from '../../functions/src/shared/voices.js';
import { spellNumbers } from './spell-numbers.js';

const run = promisify(execFile);
const RECOGNISER = 'pocketsphinx_continuous';

/** Why the measurement cannot run here, or undefined when it can. */
export function werUnavailable(): string | undefined {
  return findOnPath(RECOGNISER) === undefined
    ? `${RECOGNISER} is not installed (Debian: apt-get install pocketsphinx pocketsphinx-en-us).`
    : undefined;
}

/** The word error rate (%) of each slide's narration in `plan`, spoken by `voice`, in slide order. */
export async function narrationWer(
  plan: SlidesPlan,
  voice: VoiceId,
  binaries: Binaries,
  workDir: string,
): Promise<number[]> {
  const synthesizer = createLocalSynthesizer(binaries);
  const rates: number[] = [];
  for (const [index, slide] of plan.entries()) {
    const text = normalizeForSpeech(slide.voiceover_script, 'en');
    const spoken = join(workDir, `${voice}-${index}.wav`);
    const heard = join(workDir, `${voice}-${index}-16k.wav`);
    await synthesizer.synthesize({ text, voice, language: 'en', outPath: spoken });
    await run(binaries.ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      spoken,
      '-ar',
      '16000',
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      heard,
    ]);
    const { stdout } = await run(RECOGNISER, ['-infile', heard, '-logfn', '/dev/null'], {
      maxBuffer: 1 << 24,
    });
    rates.push(wordErrorRate(spellNumbers(text), stdout));
  }
  return rates;
}

/** The median of `values` (0 for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
