/** The export stage: a slide plan as an editable PowerPoint file. */
export { exportPptx } from './export-pptx.js';
export type { ExportPptxOptions } from './export-pptx.js';
