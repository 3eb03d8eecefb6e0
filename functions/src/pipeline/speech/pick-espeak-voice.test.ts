import { describe, it, expect } from 'vitest';
import { pickEspeakVoice } from './pick-espeak-voice.js';

// Captured from `espeak-ng --voices=…` (espeak-ng 1.51, Debian 12).
const HEADER = 'Pty Language       Age/Gender VoiceName          File                 Other Languages';

describe('pickEspeakVoice', () => {
  it('takes the first listed voice', () => {
    const listing = `${HEADER}
 5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn              (zh-cmn 5)(zh 5)
 5  cmn-latn-pinyin --/M      Chinese_(Mandarin,_latin_as_Pinyin) sit/cmn-Latn-pinyin  (zh-cmn 5)(zh 5)
`;
    expect(pickEspeakVoice(listing)).toBe('cmn');
  });

  it('skips MBROLA voices, which fail unless mbrola is installed', () => {
    const listing = `${HEADER}
 3  en-uk           --/M      english-mb-en1     mb/mb-en1            (en-gb 3)(en 2)
 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
`;
    expect(pickEspeakVoice(listing)).toBe('en-us');
  });

  it('finds nothing in a listing with only the header', () => {
    expect(pickEspeakVoice(`${HEADER}\n`)).toBeUndefined();
    expect(pickEspeakVoice('')).toBeUndefined();
  });
});
