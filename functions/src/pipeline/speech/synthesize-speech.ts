/** The speak stage: every slide's script to a narration clip, a few at a time. */
import { isPipelineError, throwIfCancelled } from '../errors.js';
import type { OnStageProgress } from '../progress.js';
import { PipelineError } from '../errors.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import { synthesizeCachedSlide } from './synthesize-cached-slide.js';
import { synthesizeSlide, type SlideAudio, type SynthesizeSlideOptions } from './synthesize-slide.js';

export interface SynthesizeSpeechOptions extends SynthesizeSlideOptions {
  /** done/total count slides. */
  onProgress?: OnStageProgress | undefined;
  /** Slides spoken at once; default 2, one per core, as each voice engine runs on one thread. */
  concurrency?: number | undefined;
  /**
   * A folder kept between runs where clips are stored by content (see narrationKey), so a run after an
   * edit speaks only the scripts that changed. None: every script is spoken.
   */
  cacheDir?: string | undefined;
}

/**
 * Speaks every script, in parallel up to `concurrency`, and returns the clips in slide order. The
 * first failure stops the remaining slides; clips already finished stay in `workDir`.
 */
export async function synthesizeSpeech(
  scripts: readonly string[],
  options: SynthesizeSpeechOptions,
): Promise<SlideAudio[]> {
  const { onProgress, concurrency = 2, signal, cacheDir, ...slideOptions } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new PipelineError('invalid_option', 'Speech concurrency must be a whole number of at least 1.');
  }
  throwIfCancelled(signal);
  // One synthesizer for all slides, so its lookups (e.g. which espeak voice fits) happen once.
  const synthesizer = slideOptions.synthesizer ?? createLocalSynthesizer(slideOptions.binaries);
  const stop = new AbortController();
  const onOuterAbort = (): void => stop.abort();
  signal?.addEventListener('abort', onOuterAbort, { once: true });

  const results: SlideAudio[] = new Array<SlideAudio>(scripts.length);
  let next = 0;
  let done = 0;
  let firstError: unknown;
  onProgress?.({ done: 0, total: scripts.length });

  const worker = async (): Promise<void> => {
    while (next < scripts.length && !stop.signal.aborted) {
      const index = next++;
      try {
        const slideOptionsNow = { ...slideOptions, synthesizer, signal: stop.signal };
        results[index] =
          cacheDir === undefined
            ? await synthesizeSlide(scripts[index] ?? '', index, slideOptionsNow)
            : await synthesizeCachedSlide(scripts[index] ?? '', index, slideOptionsNow, cacheDir);
        done += 1;
        onProgress?.({ done, total: scripts.length });
      } catch (error) {
        // The first real failure is the one to report, not the cancellations it caused in the others.
        if (firstError === undefined || (isPipelineError(firstError) && firstError.code === 'cancelled'))
          firstError = error;
        stop.abort();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, scripts.length) }, worker));
  } finally {
    signal?.removeEventListener('abort', onOuterAbort);
  }
  throwIfCancelled(signal);
  if (firstError !== undefined) throw firstError;
  return results;
}
