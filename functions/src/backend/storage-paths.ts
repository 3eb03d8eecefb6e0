/** Where each file of a job lives (STYLE item 16): inputs per user, outputs per job. */

/** @public */
export const storagePaths = {
  upload: (uid: string, jobId: string): string => `uploads/${uid}/${jobId}.pdf`,
  audio: (jobId: string, slide: number): string => `jobs/${jobId}/audio/slide_${slide}.wav`,
  slideImage: (jobId: string, slide: number): string => `jobs/${jobId}/slides/slide_${slide}.png`,
  pptx: (jobId: string): string => `jobs/${jobId}/presentation.pptx`,
  video: (jobId: string): string => `jobs/${jobId}/video.mp4`,
};
