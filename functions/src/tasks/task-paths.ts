/** Where the steps keep their intermediate files, beside the outputs of storage-paths.ts. */

/** @public */
export const taskPaths = {
  /** The read step's PaperDocument as JSON, figure paths relative to the store. */
  document: (jobId: string): string => `jobs/${jobId}/document.json`,
  figure: (jobId: string, index: number): string => `jobs/${jobId}/figures/figure_${index}.png`,
  subtitles: (jobId: string): string => `jobs/${jobId}/video.vtt`,
};
