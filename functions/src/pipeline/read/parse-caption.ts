/** A caption label found at the start of a line. */
export interface CaptionLabel {
  kind: 'figure' | 'table';
  /** As printed: "3", "2a", "A1", "A.1", "3.1", "2-3", "IV". */
  number: string;
  /** "Figure 3", "Table 2" (Chinese 图/表 labels map to the English ids). */
  id: string;
  /** The caption text after the label. */
  rest: string;
  /** Whether punctuation (":", ".", "：") follows the number, as in real captions but rarely in prose. */
  punctuated: boolean;
  /** The punctuation after the number as printed ("", ":", "."). */
  separator: string;
}

const LABEL =
  /^(Figure|Fig\.?|FIGURE|FIG\.?|Table|TABLE|Tab\.|图|表)\s*((?:[A-Z]\.?)?\d{1,3}(?:[.\-–]\d{1,3})?[a-z]?|[IVXL]{1,6})(?![\d.\-–]\d)\s*([:.：．|—–]\s*|\s+|$)(.*)$/;

/**
 * Recognises "Figure 3: …", "Fig. 3. …", "Figure 1.2 …" and "Fig. 2-3" (numbered by chapter), "TABLE IV",
 * "图 3 …" and "表 2 …" at the start of a line.
 * @example parseCaption('Fig. 3. Results.') // { kind: 'figure', number: '3', id: 'Figure 3', rest: 'Results.', punctuated: true }
 */
export function parseCaption(line: string): CaptionLabel | undefined {
  const match = LABEL.exec(line.trim());
  if (!match) return undefined;
  const word = match[1] ?? '';
  // Kept as printed: "A.1" and "3.1" are how the paper and its readers name the figure.
  const number = match[2] ?? '';
  const kind = /^(fig|图)/i.test(word) ? 'figure' : 'table';
  const separator = (match[3] ?? '').trim();
  const rest = (match[4] ?? '').trim();
  return {
    kind,
    number,
    id: `${kind === 'figure' ? 'Figure' : 'Table'} ${number}`,
    rest,
    separator,
    punctuated: separator !== '' && separator !== '.' ? true : separator === '.' && !/^[a-z]/.test(rest),
  };
}
