/** One slide's narration: script in, a finished clip in the common format out. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PipelineError, isPipelineError, throwIfCancelled } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { withTempDir } from '../system/temp-dir.js';
import { writeAtomically, writeFileAtomically } from '../system/write-atomically.js';
import type { Pronunciation } from '../../shared/parse-pronunciations.js';
import type { VoiceId } from '../../shared/voices.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import { finishClip } from './finish-clip.js';
import { makeSilentWav } from './make-silent-wav.js';
import { normalizeForSpeech } from './normalize-for-speech.js';
import type { SpeechSynthesizer } from './speech-synthesizer.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';

/** @public */
export interface SlideAudio {
  /** Zero-based slide index. */
  index: number;
  /** Mono 16-bit PCM WAV at 24 kHz, loudness-normalised to -16 LUFS. */
  path: string;
  /** Exact, from the number of samples. */
  durationSec: number;
  voiceUsed: string;
  /** Set when the narration is not what was asked for, e.g. a basic voice or silence was used. */
  notice?: string | undefined;
}

/** @public */
export interface SynthesizeSlideOptions {
  voice: VoiceId;
  /** ISO 639-1 code of the script, e.g. "en" or "zh". */
  language: string;
  /** Folder the clips are written to; created when missing. */
  workDir: string;
  binaries: Binaries;
  /** The user's pronunciations, said in place of the written words before any other rule. */
  lexicon?: readonly Pronunciation[] | undefined;
  /** Defaults to the local voices (flite and espeak-ng, built in). */
  synthesizer?: SpeechSynthesizer | undefined;
  signal?: AbortSignal | undefined;
}

/** Where slide `index` (zero-based) is written: narration-01.wav, narration-02.wav … */
function narrationFileName(index: number): string {
  return `narration-${String(index + 1).padStart(2, '0')}.wav`;
}

/**
 * Speaks `script` for slide `index` into `workDir`. An empty script (or one that is only citations)
 * gives a 3 s silent clip so the slide still shows. The file appears only when complete.
 * @public
 */
export async function synthesizeSlide(script: string, index: number, options: SynthesizeSlideOptions): Promise<SlideAudio> {
  const { voice, language, workDir, binaries, signal } = options;
  throwIfCancelled(signal);
  const synthesizer = options.synthesizer ?? createLocalSynthesizer(binaries);
  await mkdir(workDir, { recursive: true });
  const path = join(workDir, narrationFileName(index));
  try {
    const text = normalizeForSpeech(script, language, options.lexicon);
    if (text === '') {
      await writeFileAtomically(path, makeSilentWav(SPEECH_AUDIO.emptySlideSec));
      return { index, path, durationSec: SPEECH_AUDIO.emptySlideSec, voiceUsed: 'silence' };
    }
    const audio = await writeAtomically(path, (partialPath) =>
      withTempDir('slide-voice', async (dir) => {
        const spoken = await synthesizer.synthesize({ text, voice, language, outPath: join(dir, 'spoken.wav'), signal });
        throwIfCancelled(signal);
        const clip = await finishClip(spoken.path, partialPath, { binaries, signal });
        return { durationSec: clip.durationSec, voiceUsed: spoken.voiceUsed, notice: spoken.notice };
      }),
    );
    const result: SlideAudio = { index, path, durationSec: audio.durationSec, voiceUsed: audio.voiceUsed };
    if (audio.notice !== undefined) result.notice = audio.notice;
    return result;
  } catch (error) {
    throw explain(error, index);
  }
}

/** Tool output means nothing to a researcher; say which slide failed and keep the detail as cause. */
function explain(error: unknown, index: number): unknown {
  if (!isPipelineError(error) || error.code !== 'tool_failed') return error;
  return new PipelineError('tool_failed', `Could not record the narration for slide ${index + 1}. Trying again usually helps.`, {
    cause: error,
    transient: error.transient,
  });
}
