/** How long the test tone lasts per character of the text it stands for. @internal */
export const TONE_SECONDS_PER_CHARACTER = 0.03;

/**
 * Speech-like test audio: mono 16-bit PCM, a 200 Hz tone with a slow tremolo, `secondsPerCharacter`
 * long per character of `text`. It starts and ends at full swing, so a join that does not fade clicks.
 * @internal
 */
export function toneFor(text: string, sampleRate = 24_000, secondsPerCharacter = TONE_SECONDS_PER_CHARACTER): Buffer {
  const samples = Math.max(1, Math.round([...text].length * secondsPerCharacter * sampleRate));
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate;
    const value = Math.cos(2 * Math.PI * 200 * t) * (0.6 + 0.3 * Math.cos(2 * Math.PI * 3 * t));
    pcm.writeInt16LE(Math.round(value * 12_000), i * 2);
  }
  return pcm;
}
