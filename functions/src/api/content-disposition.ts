/** The download name of a job's video, made from the paper, and the header that carries it. */

/**
 * A file name from the paper's title (or the uploaded file's name): unsafe characters dropped,
 * at most 100 characters, `.mp4` appended; `video.mp4` when nothing is left.
 * @example videoFileName('Attention Is All You Need', 'paper.pdf') // 'Attention Is All You Need.mp4'
 */
export function videoFileName(title: string | null, uploadedName: string): string {
  const base = (title ?? uploadedName.replace(/\.pdf$/i, ''))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return `${base === '' ? 'video' : base}.mp4`;
}

/**
 * `attachment` (or `inline`) with an ASCII `filename` for old clients and the exact name as
 * RFC 5987 `filename*`.
 * @example contentDisposition('Étude.mp4') // `attachment; filename="Etude.mp4"; filename*=UTF-8''%C3%89tude.mp4`
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
