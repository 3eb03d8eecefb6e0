/** Save and re-export with the messages of docs/product.md §8, shared by the wizard and the slide editor. */
import type { SlidesPlan } from '../../../functions/src/shared/slide-plan';
import { ApiError } from './client';
import { reExportSlides, updateSlides } from './endpoints';

export const SAVE_FAILED = 'Failed to save your changes. Please try again.';
export const RE_EXPORT_FAILED = 'Failed to re-export slides. Please try again.';
export const RE_EXPORTED =
  'Slides re-exported successfully! Your edited presentation is now ready for video generation.';

export type Outcome<T> = { ok: true; value: T; message: string } | { ok: false; message: string };

/** Saves the plan; a refused plan adds the server's reason (e.g. which slide needs a title). */
export async function savePlan(jobId: string, plan: SlidesPlan): Promise<Outcome<SlidesPlan>> {
  try {
    return {
      ok: true,
      value: (await updateSlides(jobId, plan)).slides_plan,
      message: 'Your changes are saved.',
    };
  } catch (error) {
    console.error('Saving the slide plan failed', error);
    const reason =
      error instanceof ApiError && error.fromServer && error.status === 400 ? ` ${error.detail}` : '';
    return { ok: false, message: `${SAVE_FAILED}${reason}` };
  }
}

/** Redraws the deck from the saved plan (the call waits up to 120 s); the server's reason follows a failure. */
export async function reExportDeck(jobId: string): Promise<Outcome<null>> {
  try {
    await reExportSlides(jobId);
    return { ok: true, value: null, message: RE_EXPORTED };
  } catch (error) {
    console.error('Re-export failed', error);
    // Only the slides step's own reasons (it failed, or is still drawing) add anything to the product's sentence.
    const reason =
      error instanceof ApiError && (error.code === 're_export_failed' || error.code === 're_export_slow')
        ? ` ${error.detail}`
        : '';
    return { ok: false, message: `${RE_EXPORT_FAILED}${reason}` };
  }
}
