/** A slide's narration from a folder of clips kept by content, spoken only when it is not there. */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../system/write-atomically.js';
import { narrationKey } from './narration-key.js';
import {
  narrationFileName,
  synthesizeSlide,
  type SlideAudio,
  type SynthesizeSlideOptions,
} from './synthesize-slide.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';

type CachedAudio = Omit<SlideAudio, 'index' | 'path'>;

async function readCached(path: string): Promise<CachedAudio | undefined> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<CachedAudio>;
    if (
      typeof parsed.durationSec !== 'number' ||
      !Array.isArray(parsed.sentenceStartsSec) ||
      typeof parsed.voiceUsed !== 'string'
    )
      return undefined;
    return parsed as CachedAudio;
  } catch {
    return undefined;
  }
}

/**
 * synthesizeSlide, reusing the clip in `cacheDir` made from the same script, voice, language, lexicon
 * and synthesizer, and keeping what it speaks there for the next run.
 * @internal
 */
export async function synthesizeCachedSlide(
  script: string,
  index: number,
  options: SynthesizeSlideOptions,
  cacheDir: string,
): Promise<SlideAudio> {
  const synthesizer = options.synthesizer ?? createLocalSynthesizer(options.binaries);
  const key = narrationKey({
    script,
    voice: options.voice,
    language: options.language,
    lexicon: options.lexicon,
    provider: synthesizer.name,
  });
  const clipPath = join(cacheDir, `${key}.wav`);
  const infoPath = join(cacheDir, `${key}.json`);
  const cached = await readCached(infoPath);
  if (cached !== undefined) {
    try {
      await mkdir(options.workDir, { recursive: true });
      const path = join(options.workDir, narrationFileName(index));
      await copyFile(clipPath, path);
      return { ...cached, index, path };
    } catch {
      // The clip went missing beside its record: speak it again.
    }
  }
  const audio = await synthesizeSlide(script, index, { ...options, synthesizer });
  await mkdir(cacheDir, { recursive: true });
  // The clip first: a record is only ever found beside a whole clip.
  await writeFileAtomically(clipPath, await readFile(audio.path));
  const info: CachedAudio = {
    durationSec: audio.durationSec,
    sentenceStartsSec: audio.sentenceStartsSec,
    voiceUsed: audio.voiceUsed,
    notice: audio.notice,
  };
  await writeFileAtomically(infoPath, `${JSON.stringify(info)}\n`);
  return audio;
}
