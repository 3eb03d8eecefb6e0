import { describe, it, expect } from 'vitest';
import { espeakVoiceName, speakWithEspeak } from './speak-with-espeak.js';

describe('espeakVoiceName', () => {
  it("names Mandarin as espeak does and adds espeak's female variant for a female voice", () => {
    expect(espeakVoiceName('zh', 'male')).toBe('cmn');
    expect(espeakVoiceName('zh', 'female')).toBe('cmn+f3');
    expect(espeakVoiceName('de', 'male')).toBe('de');
  });
});

describe('speakWithEspeak', () => {
  it('answers undefined for a language espeak-ng has no voice for, rather than speaking it with another', async () => {
    expect(await speakWithEspeak(['nuqneH'], 'tlh', 'male', undefined)).toBeUndefined();
  });
});
