/**
 * The voices that need no account or network: festival and flite for English, espeak-ng as a basic
 * fallback for other languages, and silence when nothing on the machine speaks the language.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { withTempDir } from '../system/temp-dir.js';
import { VOICES } from '../../shared/voices.js';
import { buildEspeakCommand } from './build-espeak-command.js';
import { buildPitchShiftFilter } from './build-pitch-shift-filter.js';
import { buildSynthesisCommand } from './build-synthesis-command.js';
import { estimateSpeechSeconds } from './estimate-speech-seconds.js';
import { LOCAL_VOICES, type LocalVoice } from './local-voices.js';
import { makeSilentWav } from './make-silent-wav.js';
import { pickEspeakVoice } from './pick-espeak-voice.js';
import { readWavInfo } from './read-wav-info.js';
import { spokenLanguage } from './spoken-language.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from './speech-synthesizer.js';

/** espeak-ng names Mandarin "cmn"; asking for "zh" would also list Cantonese and MBROLA voices first. */
const ESPEAK_LANGUAGE: Record<string, string> = { zh: 'cmn' };

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function describeVoice(voice: LocalVoice): string {
  const changes: string[] = [];
  if (voice.rate !== 1) changes.push(`rate ${voice.rate}`);
  if (voice.pitchHz !== undefined) changes.push(`${voice.pitchHz} Hz`);
  if (voice.pitchShift !== 1) changes.push(`pitch ×${voice.pitchShift}`);
  return `${voice.engine}:${voice.speaker}${changes.length > 0 ? ` (${changes.join(', ')})` : ''}`;
}

/**
 * A synthesizer backed by the programs in `binaries`. English uses the voice table in
 * `local-voices.ts`; other languages use espeak-ng when it has a voice for them (with a notice, as it
 * sounds robotic), and otherwise a silent clip as long as the text would take to read, with a notice.
 * @public
 */
export function createLocalSynthesizer(binaries: Binaries): SpeechSynthesizer {
  const espeakVoices = new Map<string, Promise<string | undefined>>();

  const findEspeakVoice = (language: string, signal: AbortSignal | undefined): Promise<string | undefined> => {
    let found = espeakVoices.get(language);
    if (!found) {
      found = runCommand(binaries.espeak, [`--voices=${ESPEAK_LANGUAGE[language] ?? language}`], { signal, timeoutMs: 30_000 }).then(
        (result) => pickEspeakVoice(result.stdout.toString('utf8')),
        (error: unknown) => {
          espeakVoices.delete(language);
          if (isPipelineError(error) && error.code === 'missing_tool') return undefined;
          throw error;
        },
      );
      espeakVoices.set(language, found);
    }
    return found;
  };

  const speakEnglish = async (request: SpeechRequest, textPath: string, dir: string): Promise<SpeechResult> => {
    const voice = LOCAL_VOICES[request.voice];
    const shifted = voice.pitchShift !== 1;
    const spokenPath = shifted ? join(dir, 'spoken.wav') : request.outPath;
    const { command, args } = buildSynthesisCommand(voice, textPath, spokenPath, binaries);
    await runCommand(command, args, { signal: request.signal });
    if (shifted) {
      await runCommand(
        binaries.ffmpeg,
        ['-hide_banner', '-nostdin', '-nostats', '-y', '-i', spokenPath, '-af', buildPitchShiftFilter(voice.pitchShift), '-c:a', 'pcm_s16le', request.outPath],
        { signal: request.signal },
      );
    }
    const { durationSec } = await readWavInfo(request.outPath);
    return { path: request.outPath, durationSec, voiceUsed: describeVoice(voice) };
  };

  return {
    name: 'local',
    synthesize(request: SpeechRequest): Promise<SpeechResult> {
      return withTempDir('voice', async (dir) => {
        const textPath = join(dir, 'text.txt');
        await writeFile(textPath, `${request.text}\n`, 'utf8');
        const language = spokenLanguage(request.language);
        if (language === 'en') return speakEnglish(request, textPath, dir);

        const name = languageName(language);
        const espeakVoice = await findEspeakVoice(language, request.signal);
        if (espeakVoice) {
          const { command, args } = buildEspeakCommand(espeakVoice, VOICES[request.voice].gender, textPath, request.outPath, binaries);
          await runCommand(command, args, { signal: request.signal });
          return {
            path: request.outPath,
            durationSec: (await readWavInfo(request.outPath)).durationSec,
            voiceUsed: `espeak-ng:${espeakVoice}`,
            notice: `No natural-sounding local voice speaks ${name}, so a basic robotic voice (espeak-ng) read this slide.`,
          };
        }

        const durationSec = estimateSpeechSeconds(request.text);
        await writeFile(request.outPath, makeSilentWav(durationSec));
        return {
          path: request.outPath,
          durationSec,
          voiceUsed: 'silence',
          notice: `No local voice speaks ${name}; the video has no narration for this slide.`,
        };
      });
    },
  };
}
