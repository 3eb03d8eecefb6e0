/**
 * The voices that need no account, network or system program: flite in WebAssembly for English
 * (festival for the voices where it is measurably clearer, when installed), espeak-ng (also from
 * npm) as a basic voice for other languages, and silence when neither speaks the language.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { withTempDir } from '../system/temp-dir.js';
import { VOICES } from '../../shared/voices.js';
import { buildFestivalArgs, buildFestivalTakes } from './build-festival-args.js';
import { buildPitchShiftFilter } from './build-pitch-shift-filter.js';
import { encodeWav } from './encode-wav.js';
import { estimateSpeechSeconds } from './estimate-speech-seconds.js';
import { LOCAL_VOICES, type LocalVoice } from './local-voices.js';
import { makeSilentWav } from './make-silent-wav.js';
import { joinTakes } from './join-takes.js';
import { readWavInfo } from './read-wav-info.js';
import { readWavSamples } from './read-wav-samples.js';
import { speakWithEspeak } from './speak-with-espeak.js';
import { speakWithFlite, type FliteRun } from './speak-with-flite.js';
import { spokenLanguage } from '../text/index.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from './speech-synthesizer.js';

/** One sentence to speak: its text, the file holding it, and where its take goes. */
interface Take extends FliteRun {
  text: string;
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function describeVoice(voice: LocalVoice, festival: boolean): string {
  const changes: string[] = [];
  if (voice.rate !== 1) changes.push(`rate ${voice.rate}`);
  if (voice.pitchHz !== undefined) changes.push(`${voice.pitchHz} Hz`);
  if (voice.pitchShift !== 1) changes.push(`pitch ×${voice.pitchShift}`);
  const speaker = festival ? `festival:${voice.festivalSpeaker ?? ''}` : `flite:${voice.speaker}`;
  return `${speaker}${changes.length > 0 ? ` (${changes.join(', ')})` : ''}`;
}

/**
 * A synthesizer that runs on any machine with Node: English uses the voice table in
 * `local-voices.ts`; other languages use espeak-ng when it has a voice for them (with a notice, as it
 * sounds robotic), and otherwise a silent clip as long as the text would take to read, with a notice.
 * `binaries` gives ffmpeg, for the voices whose pitch it shifts (unless the caller takes the shift as
 * the result's audioFilter), and festival, which replaces the built-in voice where the table names a
 * festival voice and festival speaks it.
 */
export function createLocalSynthesizer(binaries: Binaries): SpeechSynthesizer {
  // Loading espeak-ng takes seconds; learning once that it lacks a language spares every later slide.
  const unspoken = new Set<string>();
  // Once festival has failed (not installed, or without the voice), the built-in voice speaks every slide.
  let festivalFailed = false;

  /**
   * True when festival spoke every take; false when it is not there, so the built-in voice must. One
   * festival speaks them all: text2wave speaks the last, after a Scheme file has spoken the others.
   */
  const speakWithFestival = async (
    voice: LocalVoice,
    runs: readonly Take[],
    signal: AbortSignal | undefined,
  ): Promise<boolean> => {
    const last = runs.at(-1);
    if (voice.festivalSpeaker === undefined || festivalFailed || last === undefined) return false;
    try {
      const before = runs.slice(0, -1);
      const schemePath = before.length === 0 ? undefined : `${last.outPath}.scm`;
      if (schemePath !== undefined) await writeFile(schemePath, buildFestivalTakes(before), 'utf8');
      await runCommand(
        binaries.text2wave,
        buildFestivalArgs(voice.festivalSpeaker, voice.rate, last.textPath, last.outPath, schemePath),
        { signal },
      );
      // text2wave exits 0 without writing anything when the voice is not installed.
      for (const run of runs) await readWavInfo(run.outPath);
      return true;
    } catch (error) {
      if (isPipelineError(error) && error.code === 'cancelled') throw error;
      festivalFailed = true;
      return false;
    }
  };

  /**
   * Each sentence is spoken on its own and the takes joined, so where each starts is exact. The
   * engines speak sentence by sentence anyway, so the voice sounds the same as one take of the text.
   */
  const speakEnglish = async (
    request: SpeechRequest,
    sentences: readonly string[],
    dir: string,
  ): Promise<SpeechResult> => {
    const voice = LOCAL_VOICES[request.voice];
    const runs = await Promise.all(
      sentences.map(async (sentence, k) => {
        const textPath = join(dir, `text-${k}.txt`);
        await writeFile(textPath, `${sentence}\n`, 'utf8');
        return { text: sentence, textPath, outPath: join(dir, `take-${k}.wav`) };
      }),
    );
    const festival = await speakWithFestival(voice, runs, request.signal);
    if (!festival) await speakWithFlite(voice, runs, request.signal);
    const takes = await Promise.all(runs.map((run) => readWavSamples(run.outPath)));
    const sampleRate = takes[0]?.sampleRate ?? SPEECH_AUDIO.sampleRate;
    const joined = joinTakes(
      takes.map((take) => take.samples),
      sampleRate,
    );
    const filter = voice.pitchShift === 1 ? undefined : buildPitchShiftFilter(voice.pitchShift);
    // The shift keeps the duration (see buildPitchShiftFilter), so the sentence starts hold.
    const deferred = filter !== undefined && request.acceptsAudioFilter === true;
    const spokenPath = filter === undefined || deferred ? request.outPath : join(dir, 'spoken.wav');
    await writeFile(spokenPath, encodeWav(joined.samples, sampleRate));
    if (filter !== undefined && !deferred) {
      await runCommand(
        binaries.ffmpeg,
        [
          '-hide_banner',
          '-nostdin',
          '-nostats',
          '-y',
          '-i',
          spokenPath,
          '-af',
          filter,
          '-c:a',
          'pcm_s16le',
          request.outPath,
        ],
        { signal: request.signal },
      );
    }
    const { durationSec } = await readWavInfo(request.outPath);
    return {
      path: request.outPath,
      durationSec,
      sentenceStartsSec: joined.startsSec,
      audioFilter: deferred ? filter : undefined,
      voiceUsed: describeVoice(voice, festival),
    };
  };

  return {
    name: 'local',
    synthesize(request: SpeechRequest): Promise<SpeechResult> {
      return withTempDir('voice', async (dir) => {
        const language = spokenLanguage(request.language);
        const sentences = request.sentences ?? [request.text];
        if (language === 'en') return speakEnglish(request, sentences, dir);

        const name = languageName(language);
        const spoken = unspoken.has(language)
          ? undefined
          : await speakWithEspeak(sentences, language, VOICES[request.voice].gender, request.signal);
        if (spoken) {
          const joined = joinTakes(spoken.takes, spoken.sampleRate);
          await writeFile(request.outPath, encodeWav(joined.samples, spoken.sampleRate));
          return {
            path: request.outPath,
            durationSec: joined.samples.length / spoken.sampleRate,
            sentenceStartsSec: joined.startsSec,
            voiceUsed: `espeak-ng:${spoken.voice}`,
            notice: `No natural-sounding local voice speaks ${name}, so a basic robotic voice (espeak-ng) read this slide.`,
          };
        }

        unspoken.add(language);
        const durationSec = estimateSpeechSeconds(request.text);
        await writeFile(request.outPath, makeSilentWav(durationSec));
        // Silence has no pauses to find: each sentence gets the time it would take to read.
        const readSec = sentences.map((sentence) => estimateSpeechSeconds(sentence));
        const scale = durationSec / readSec.reduce((sum, sec) => sum + sec, 0);
        let at = 0;
        return {
          path: request.outPath,
          durationSec,
          sentenceStartsSec: readSec.map((sec) => {
            const start = at;
            at += sec * scale;
            return start;
          }),
          voiceUsed: 'silence',
          notice: `No local voice speaks ${name}; the video has no narration for this slide.`,
        };
      });
    },
  };
}
