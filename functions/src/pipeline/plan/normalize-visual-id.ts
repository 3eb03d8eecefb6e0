/**
 * Canonical figure references: "Fig. 2", "figure 2", "FIG.2", "图2" → "Figure 2"; "Tab. 1", "表 1" →
 * "Table 1". The same form the read stage uses for `PaperFigure.id`.
 */

const PATTERN = /^\s*(fig(?:ure)?s?|tab(?:le)?s?|图|表)\s*\.?\s*([A-Za-z]?\d+[A-Za-z]?|[IVXLC]+)\s*[.:)]?\s*$/i;

/**
 * The canonical form of a figure or table reference, or '' when the text is not one.
 * @example normalizeVisualId('Fig. 2') // 'Figure 2'
 * @public
 */
export function normalizeVisualId(raw: string): string {
  const match = PATTERN.exec(raw.normalize('NFKC'));
  if (!match) return '';
  const label = (match[1] ?? '').toLowerCase();
  const kind = label.startsWith('fig') || label === '图' ? 'Figure' : 'Table';
  return `${kind} ${match[2] ?? ''}`;
}
