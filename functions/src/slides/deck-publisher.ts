/** Links into the online slides editor. */

/** Where the user edits a Google Slides deck. @public */
export const googleSlidesEditUrl = (presentationId: string): string => `https://docs.google.com/presentation/d/${encodeURIComponent(presentationId)}/edit`;
