/** The figures a plan shows, drawn sharp from the uploaded PDF and saved back into the stored document. */
import { join } from 'node:path';
import { jobFiles, loadDocument, readStoredFile, saveDocument } from '../backend/index.js';
import { figuresToSharpen, sharpenFigures } from '../pipeline/index.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import type { TaskDeps } from './task-deps.js';

/**
 * Reading crops figures at page resolution; once a plan says which figures its slides show, those not
 * yet sharp are drawn again from the PDF, their files replaced and the document saved with their new
 * sizes. The plan step calls it; nothing is read or written when every shown figure is sharp already
 * (a second delivery). A failure is logged and the slides keep the page-resolution
 * crop: a softer figure is better than no slides.
 */
export async function sharpenShownFigures(
  deps: Pick<TaskDeps, 'files' | 'binaries' | 'log'>,
  uid: string,
  jobId: string,
  plan: SlidesPlan,
  password?: string | undefined,
): Promise<void> {
  const visuals = plan.map((slide) => slide.visual_identifier);
  try {
    const document = await loadDocument(deps.files, jobId);
    const wanted = figuresToSharpen(document.figures, visuals);
    if (wanted.size === 0) return;
    await withTempDir('sharpen', async (dir) => {
      // Drawn to local files, which saveDocument uploads over the figures' stored files.
      const local = document.figures.map((figure, index) =>
        wanted.has(figure) ? { ...figure, imagePath: join(dir, `figure_${index}.png`) } : figure,
      );
      const pdf = await readStoredFile(deps.files, jobFiles.upload(uid, jobId));
      const figures = await sharpenFigures(pdf, local, visuals, { binaries: deps.binaries, password });
      await saveDocument(deps.files, jobId, { ...document, figures });
    });
  } catch (error) {
    deps.log.error('The figures the slides show could not be drawn sharp; the page crops are used', {
      jobId,
      error: String(error),
    });
  }
}
