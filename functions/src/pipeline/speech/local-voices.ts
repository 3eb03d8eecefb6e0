/**
 * How each product voice sounds when spoken by the programs on this machine.
 *
 * Only two female speakers exist locally (slt, in festival HTS and in flite), so the three female ids
 * share them and differ in rate and pitch. Of the male speakers, festival's ked_diphone was far less
 * intelligible (27% word errors against 2–8% for the others, transcribing a 95-word academic paragraph
 * with pocketsphinx), so brian is rms spoken lower and slower rather than a speaker of its own.
 * Median F0 measured on one 30-word sentence (autocorrelation, voiced frames):
 *
 * | id      | product voice         | engine   | speaker                | change                            | F0     |
 * |---------|-----------------------|----------|------------------------|-----------------------------------|--------|
 * | sully   | friendly male (default)| flite   | kal16                  | none                              |  89 Hz |
 * | mark    | professional male     | flite    | rms                    | none                              | 105 Hz |
 * | brian   | warm male             | flite    | rms                    | 8% slower, pitch target 85 Hz     |  85 Hz |
 * | algieba | HD quality (male)     | flite    | awb                    | none                              | 129 Hz |
 * | cassidy | clear female          | festival | cmu_us_slt_arctic_hts  | none                              | 169 Hz |
 * | hope    | energetic female      | flite    | slt                    | 10% faster, pitch target 200 Hz   | 195 Hz |
 * | matilda | British female        | festival | cmu_us_slt_arctic_hts  | 6% slower, pitch ×0.94 (ffmpeg)   | 159 Hz |
 *
 * No British English voice is installed; matilda is the calmer, lower variant of the clearest voice.
 * festival HTS slt and flite kal16/rms/slt were the most intelligible in the project's measurements,
 * so the default and the "clear" voice use them.
 */
import type { VoiceId } from '../../shared/voices.js';

/** @public */
export interface LocalVoice {
  engine: 'festival' | 'flite';
  /** festival voice (without "voice_") or flite -voice name. */
  speaker: string;
  gender: 'male' | 'female';
  /** Speaking rate relative to the speaker's own; >1 is faster. Made by the engine itself. */
  rate: number;
  /** flite only: the intonation target mean in Hz, which moves pitch without moving formants. */
  pitchHz?: number | undefined;
  /** Pitch ratio applied afterwards by ffmpeg (resampling), for engines that cannot move pitch. */
  pitchShift: number;
}

/** The mapping in the table above. @public */
export const LOCAL_VOICES: Readonly<Record<VoiceId, LocalVoice>> = {
  sully: { engine: 'flite', speaker: 'kal16', gender: 'male', rate: 1, pitchShift: 1 },
  mark: { engine: 'flite', speaker: 'rms', gender: 'male', rate: 1, pitchShift: 1 },
  brian: { engine: 'flite', speaker: 'rms', gender: 'male', rate: 0.93, pitchHz: 85, pitchShift: 1 },
  algieba: { engine: 'flite', speaker: 'awb', gender: 'male', rate: 1, pitchShift: 1 },
  cassidy: { engine: 'festival', speaker: 'cmu_us_slt_arctic_hts', gender: 'female', rate: 1, pitchShift: 1 },
  hope: { engine: 'flite', speaker: 'slt', gender: 'female', rate: 1.1, pitchHz: 200, pitchShift: 1 },
  matilda: { engine: 'festival', speaker: 'cmu_us_slt_arctic_hts', gender: 'female', rate: 0.94, pitchShift: 0.94 },
};
