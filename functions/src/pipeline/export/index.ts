/** The export stage: a slide plan as an editable PowerPoint file, presenting itself when narrated. */
export { exportPptx } from './export-pptx.js';
export type { ExportPptxOptions, NarrationClip } from './export-pptx.js';
