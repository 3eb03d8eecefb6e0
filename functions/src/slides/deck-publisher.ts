/** Links into the online slides editor. */

/** Where the user edits a Google Slides deck. */
export const googleSlidesEditUrl = (presentationId: string): string =>
  `https://docs.google.com/presentation/d/${encodeURIComponent(presentationId)}/edit`;
