/**
 * A file's media type from its extension. Both file stores use this one table, so the local folder
 * and Cloud Storage answer `stat` alike without the local one keeping metadata files.
 */

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  png: 'image/png',
  json: 'application/json',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** @example contentTypeForPath('jobs/a/video.mp4') // 'video/mp4' */
export function contentTypeForPath(path: string): string {
  const dot = path.lastIndexOf('.');
  const ext = dot === -1 ? '' : path.slice(dot + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
