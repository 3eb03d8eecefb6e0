/**
 * espeak-ng compiled for JavaScript, from the @echogarden/espeak-ng-emscripten package, which carries
 * its own voice data for about a hundred languages: the basic voice for languages flite cannot speak.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { runInWorker } from './run-in-worker.js';

/** espeak-ng names Mandarin "cmn"; "zh" would pick a voice by its own ranking, Cantonese included. */
const ESPEAK_VOICE: Readonly<Record<string, string>> = { zh: 'cmn' };

/** The worker: espeak's set_voice answers non-zero when it has no voice of that name. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { default: load } = await import(workerData.url);
  const engine = await load();
  const espeak = new engine.eSpeakNGWorker();
  if (espeak.set_voice(workerData.voice) !== 0) return parentPort.postMessage({ spoke: false });
  // One engine for every text: loading it is most of the work.
  const takes = workerData.texts.map((text) => {
    const chunks = [];
    espeak.synthesize(text, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return false;
    });
    const samples = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    return samples;
  });
  parentPort.postMessage({ spoke: true, voice: workerData.voice, takes, sampleRate: espeak.get_samplerate() }, takes.map((t) => t.buffer));
})();
`;

/** @internal */
export interface EspeakSpeech {
  /** The espeak-ng voice that spoke, e.g. "cmn+f3". */
  voice: string;
  /** The samples of each text, in order. */
  takes: Int16Array[];
  sampleRate: number;
}

type WorkerAnswer = { spoke: false } | ({ spoke: true } & EspeakSpeech);

/**
 * The espeak-ng voice name for an ISO 639-1 code, with espeak's female variant for a female voice.
 * @example espeakVoiceName('zh', 'female') // 'cmn+f3'
 * @internal
 */
export function espeakVoiceName(language: string, gender: 'male' | 'female'): string {
  const name = ESPEAK_VOICE[language] ?? language;
  return gender === 'female' ? `${name}+f3` : name;
}

/**
 * Speaks each of `texts` in `language` (ISO 639-1) and returns their samples, or undefined when
 * espeak-ng has no voice for the language.
 * @internal
 */
export async function speakWithEspeak(
  texts: readonly string[],
  language: string,
  gender: 'male' | 'female',
  signal: AbortSignal | undefined,
): Promise<EspeakSpeech | undefined> {
  const url = pathToFileURL(createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten')).href;
  const answer = await runInWorker<WorkerAnswer>(
    WORKER_SOURCE,
    { url, voice: espeakVoiceName(language, gender), texts },
    signal,
  );
  return answer.spoke
    ? { voice: answer.voice, takes: answer.takes, sampleRate: answer.sampleRate }
    : undefined;
}
