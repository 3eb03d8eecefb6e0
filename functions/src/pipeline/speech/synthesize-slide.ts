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
import { splitSentences, spokenLanguage, stripCitations, usesCjkScript } from '../text/index.js';
import { alignSentencesToPauses } from './align-sentences-to-pauses.js';
import { finishClip } from './finish-clip.js';
import { makeSilentWav } from './make-silent-wav.js';
import { normalizeForSpeech } from './normalize-for-speech.js';
import { readWavSamples } from './read-wav-samples.js';
import type { SpeechSynthesizer } from './speech-synthesizer.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';

export interface SlideAudio {
  /** Zero-based slide index. */
  index: number;
  /** Mono 16-bit PCM WAV at 24 kHz, loudness-normalised to -16 LUFS. */
  path: string;
  /** Exact, from the number of samples. */
  durationSec: number;
  /**
   * Where each sentence of the script (as `splitSentences(stripCitations(script))` cuts it, which the
   * reveals and subtitles also use) starts in the clip, measured from the audio; empty for no script.
   */
  sentenceStartsSec: number[];
  voiceUsed: string;
  /** Set when the narration is not what was asked for, e.g. a basic voice or silence was used. */
  notice?: string | undefined;
}

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

/** Where slide `index` (zero-based) is written: narration-01.wav, narration-02.wav … @internal */
export function narrationFileName(index: number): string {
  return `narration-${String(index + 1).padStart(2, '0')}.wav`;
}

/**
 * Speaks `script` for slide `index` into `workDir`. An empty script (or one that is only citations)
 * gives a 3 s silent clip so the slide still shows. The file appears only when complete.
 */
export async function synthesizeSlide(
  script: string,
  index: number,
  options: SynthesizeSlideOptions,
): Promise<SlideAudio> {
  const { voice, language, workDir, binaries, signal } = options;
  throwIfCancelled(signal);
  const synthesizer = options.synthesizer ?? createLocalSynthesizer(binaries);
  await mkdir(workDir, { recursive: true });
  const path = join(workDir, narrationFileName(index));
  try {
    const shown = scriptSentences(script, language);
    // A sentence left with no letter or digit (a lone symbol or citation key) has nothing to say.
    const spokenSentences = shown
      .map((sentence) => normalizeForSpeech(sentence, language, options.lexicon))
      .map((sentence) => (/[\p{L}\p{N}]/u.test(sentence) ? sentence : ''));
    const sentences = spokenSentences.filter((sentence) => sentence !== '');
    const text = sentences.join(usesCjkScript(spokenLanguage(language)) ? '' : ' ');
    if (text === '') {
      await writeFileAtomically(path, makeSilentWav(SPEECH_AUDIO.emptySlideSec));
      return {
        index,
        path,
        durationSec: SPEECH_AUDIO.emptySlideSec,
        sentenceStartsSec: shown.map(() => 0),
        voiceUsed: 'silence',
      };
    }
    const audio = await writeAtomically(path, (partialPath) =>
      withTempDir('slide-voice', async (dir) => {
        const spoken = await synthesizer.synthesize({
          text,
          sentences,
          voice,
          language,
          outPath: join(dir, 'spoken.wav'),
          acceptsAudioFilter: true,
          signal,
        });
        throwIfCancelled(signal);
        // A voice that cannot say where its sentences start leaves them to be found in its audio.
        let startsSec = spoken.sentenceStartsSec;
        if (startsSec?.length !== sentences.length) {
          const raw = await readWavSamples(spoken.path);
          startsSec = alignSentencesToPauses(raw.samples, raw.sampleRate, sentences);
        }
        const clip = await finishClip(spoken.path, partialPath, {
          binaries,
          audioFilter: spoken.audioFilter,
          signal,
        });
        const inClip = startsSec.map((at, k) =>
          k === 0 ? 0 : Math.min(clip.durationSec, Math.max(0, at - clip.leadTrimSec)),
        );
        return {
          durationSec: clip.durationSec,
          startsSec: inClip,
          voiceUsed: spoken.voiceUsed,
          notice: spoken.notice,
        };
      }),
    );
    const sentenceStartsSec = placeShownSentences(spokenSentences, audio.startsSec, audio.durationSec);
    const result: SlideAudio = {
      index,
      path,
      durationSec: audio.durationSec,
      sentenceStartsSec,
      voiceUsed: audio.voiceUsed,
    };
    if (audio.notice !== undefined) result.notice = audio.notice;
    return result;
  } catch (error) {
    throw explain(error, index);
  }
}

/** The sentences of a script as the reveals and subtitles cut it. */
function scriptSentences(script: string, language: string): string[] {
  return splitSentences(stripCitations(script), language);
}

/**
 * Each shown sentence's start from the starts of those that were spoken; one with nothing to say (only
 * a citation) starts with the next one spoken, or at the end.
 */
function placeShownSentences(
  spoken: readonly string[],
  startsSec: readonly number[],
  durationSec: number,
): number[] {
  const placed = new Array<number>(spoken.length);
  let k = startsSec.length;
  for (let i = spoken.length - 1; i >= 0; i--) {
    if (spoken[i] !== '') k -= 1;
    placed[i] = spoken[i] === '' ? (startsSec[k] ?? durationSec) : (startsSec[k] ?? 0);
  }
  return placed;
}

/** Tool output means nothing to a researcher; say which slide failed and keep the detail as cause. */
function explain(error: unknown, index: number): unknown {
  if (!isPipelineError(error) || error.code !== 'tool_failed') return error;
  return new PipelineError(
    'tool_failed',
    `Could not record the narration for slide ${index + 1}. Trying again usually helps.`,
    {
      cause: error,
      transient: error.transient,
    },
  );
}
