/**
 * The settings step's voice samples (docs/product.md §2): one sentence in each voice, spoken by the
 * engine that will narrate the slides, so what the user hears is what the video will sound like.
 */
import { readFile } from 'node:fs/promises';
import { synthesizeSlide, type Binaries, type SpeechSynthesizer } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { VOICES, type VoiceId } from '../shared/voices.js';

/** What a sample says. */
function voiceSampleText(voice: VoiceId): string {
  return `Hello, I'm ${VOICES[voice].name}. I will read your paper's slides aloud, one sentence at a time, in this voice.`;
}

/**
 * Speaks a voice's sample into a WAV, as a slide's narration is made (same clean-up and loudness).
 * `synthesizer` absent: the local voices.
 */
export function createVoiceSampler(options: {
  binaries: Binaries;
  synthesizer?: SpeechSynthesizer | undefined;
}): (voice: VoiceId) => Promise<Uint8Array> {
  return (voice) =>
    withTempDir('voice-sample', async (workDir) => {
      const clip = await synthesizeSlide(voiceSampleText(voice), 0, {
        voice,
        language: 'en',
        workDir,
        binaries: options.binaries,
        synthesizer: options.synthesizer,
      });
      return readFile(clip.path);
    });
}
