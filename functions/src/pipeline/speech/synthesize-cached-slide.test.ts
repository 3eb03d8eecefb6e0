import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import type { SpeechSynthesizer } from './speech-synthesizer.js';
import { synthesizeSpeech } from './synthesize-speech.js';

const binaries = resolveBinaries();
const SCRIPTS = [
  'Welcome to the talk. It covers one paper.',
  'Each frame goes to two experts. Training is cheaper.',
  'The error rate falls.',
];

describe('synthesizeSpeech with a cache folder', () => {
  let dir = '';
  const spoken: string[] = [];
  const local = createLocalSynthesizer(binaries);
  const counting: SpeechSynthesizer = {
    name: local.name,
    synthesize: (request) => {
      spoken.push(request.text);
      return local.synthesize(request);
    },
  };
  beforeAll(async () => {
    dir = await makeTempDir('speech-cache-test');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const speak = (scripts: string[], run: string, lexicon: Array<{ written: string; spoken: string }> = []) =>
    synthesizeSpeech(scripts, {
      voice: 'sully',
      language: 'en',
      lexicon,
      workDir: join(dir, run),
      binaries,
      synthesizer: counting,
      cacheDir: join(dir, 'cache'),
    });

  it('speaks only the script that changed, and gives the others their clips and sentence starts again', async () => {
    const first = await speak(SCRIPTS, 'first');
    expect(spoken).toHaveLength(3);
    const edited = SCRIPTS.map((script, index) =>
      index === 1 ? 'Each frame goes to two experts. Training is much cheaper.' : script,
    );
    const second = await speak(edited, 'second');
    expect(spoken.slice(3)).toEqual(['Each frame goes to two experts. Training is much cheaper.']);
    for (const index of [0, 2]) {
      expect(second[index]?.sentenceStartsSec).toEqual(first[index]?.sentenceStartsSec);
      expect(second[index]?.durationSec).toBe(first[index]?.durationSec);
      expect(
        (await readFile(second[index]?.path ?? '')).equals(await readFile(first[index]?.path ?? '')),
      ).toBe(true);
    }
    expect(second[1]?.sentenceStartsSec).toHaveLength(2);
  });

  it('speaks again when the pronunciations change, as they change what is said', async () => {
    spoken.length = 0;
    await speak(SCRIPTS, 'lexicon', [{ written: 'experts', spoken: 'ex perts' }]);
    expect(spoken).toHaveLength(3);
  });
});
