/** How long the test tone lasts per character of the text it stands for. @internal */
export const TONE_SECONDS_PER_CHARACTER = 0.03;

/** The pause the stand-in voice makes after a sentence, beyond its punctuation's own slot. @internal */
export const TONE_SENTENCE_PAUSE_SEC = 0.35;

/** @internal */
export interface SpokenTone {
  /** Mono 16-bit little-endian samples. */
  pcm: Buffer;
  /** When each character of the text (by code point) starts, as ElevenLabs' alignment reports it. */
  characterStartsSec: number[];
  /** When each sentence starts: the truth a test checks found starts against. */
  sentenceStartsSec: number[];
}

/** A sentence ends at . ! ? followed by a space, or at Chinese and Japanese full stops. */
const SENTENCE_END = /[.!?]$|[。！？]$/u;

/**
 * Speech-like test audio: each character is a `secondsPerCharacter` slot, a 200 Hz tone with a slow
 * tremolo for letters and digits and silence for spaces and punctuation (so a comma makes a short
 * pause), and each sentence is followed by a longer pause, as a voice makes. Each word starts at full
 * swing, so a join that does not fade clicks.
 * @internal
 */
export function speakTone(
  text: string,
  sampleRate = 24_000,
  secondsPerCharacter = TONE_SECONDS_PER_CHARACTER,
): SpokenTone {
  const characters = [...text];
  const slot = Math.round(secondsPerCharacter * sampleRate);
  const pause = Math.round(TONE_SENTENCE_PAUSE_SEC * sampleRate);
  const characterStarts: number[] = [];
  const sentenceStarts: number[] = [];
  let at = 0;
  let sentenceOpen = false;
  characters.forEach((character, i) => {
    if (!sentenceOpen && /\S/u.test(character)) {
      sentenceStarts.push(at);
      sentenceOpen = true;
    }
    characterStarts.push(at);
    at += slot;
    const next = characters[i + 1];
    if (
      sentenceOpen &&
      SENTENCE_END.test(character) &&
      (next === undefined || /\s/u.test(next) || /[。！？]/u.test(character))
    ) {
      sentenceOpen = false;
      if (i < characters.length - 1) at += pause;
    }
  });
  const samples = Math.max(1, at);
  const pcm = Buffer.alloc(samples * 2);
  characters.forEach((character, i) => {
    if (!/[\p{L}\p{N}]/u.test(character)) return;
    const start = characterStarts[i] ?? 0;
    const wordStart = /[\p{L}\p{N}]/u.test(characters[i - 1] ?? ' ') ? undefined : start;
    for (let s = start; s < start + slot && s < samples; s += 1) {
      const t = (s - (wordStart ?? start)) / sampleRate;
      const value =
        Math.cos(2 * Math.PI * 200 * t) * (0.6 + 0.3 * Math.cos(2 * Math.PI * 3 * (s / sampleRate)));
      pcm.writeInt16LE(Math.round(value * 12_000), s * 2);
    }
  });
  return {
    pcm,
    characterStartsSec: characterStarts.map((s) => s / sampleRate),
    sentenceStartsSec: sentenceStarts.map((s) => s / sampleRate),
  };
}

/**
 * The samples of speakTone: for one sentence of n characters, n × `secondsPerCharacter` long.
 * @internal
 */
export function toneFor(
  text: string,
  sampleRate = 24_000,
  secondsPerCharacter = TONE_SECONDS_PER_CHARACTER,
): Buffer {
  return speakTone(text, sampleRate, secondsPerCharacter).pcm;
}
